/**
 * Live updates: calls a listener with the event's version now and after every change, from the
 * process's one notification listener (lib/server/event-versions.ts) — no polling, so 1,000
 * open streams cost nothing until something changes, and a change committed by another server
 * process on the same database arrives the same way.
 */
import { eventVersion, subscribe, watchedEvents } from "./event-versions";

type Listener = (version: number) => void;

/** Calls `listener` with the event's version now and after every change; returns the unsubscribe. */
export function watchEvent(eventId: string, listener: Listener): () => void {
  let last = -1;
  let open = true;
  const send = (version: number) => {
    if (!open || version <= last) return;
    last = version;
    listener(version);
  };
  const unsubscribe = subscribe(eventId, send);
  // Announced asynchronously, so a listener may unsubscribe from inside its first call.
  void eventVersion(eventId).then((v) => v !== null && send(v), () => {});
  return () => {
    open = false;
    unsubscribe();
  };
}

export { watchedEvents };
