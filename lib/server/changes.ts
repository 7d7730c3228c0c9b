/**
 * Live updates: who is watching which event, and when it changed. One poller per watched event
 * reads the event's version (bumped by every change, in the change's own transaction) once a
 * second and tells every subscriber — so 500 phones cost one small query a second, and changes
 * made by another server process are seen too. A change is announced only after it commits.
 */
import { getDb } from "@/lib/db";

type Listener = (version: number) => void;

interface Watch {
  listeners: Set<Listener>;
  version: number | null;
  timer: ReturnType<typeof setInterval>;
}

const POLL_MS = 1000;
const watches = new Map<string, Watch>();

async function poll(eventId: string, watch: Watch): Promise<void> {
  const db = await getDb();
  const row = await db.event.findUnique({ where: { id: eventId }, select: { version: true } }).catch(() => null);
  if (!row || row.version === watch.version) return;
  watch.version = row.version;
  for (const listener of watch.listeners) listener(row.version);
}

/** Calls `listener` with the event's version now and after every change; returns the unsubscribe. */
export function watchEvent(eventId: string, listener: Listener): () => void {
  let watch = watches.get(eventId);
  if (!watch) {
    const created: Watch = { listeners: new Set(), version: null, timer: setInterval(() => void poll(eventId, created), POLL_MS) };
    created.timer.unref?.();
    watch = created;
    watches.set(eventId, watch);
  }
  watch.listeners.add(listener);
  const known = watch.version;
  // Announced asynchronously, so a listener may unsubscribe from inside its first call.
  if (known !== null) queueMicrotask(() => listener(known));
  else void poll(eventId, watch);
  const w = watch;
  return () => {
    w.listeners.delete(listener);
    if (w.listeners.size === 0) {
      clearInterval(w.timer);
      watches.delete(eventId);
    }
  };
}

/** Number of events being watched (for tests and diagnostics). */
export const watchedEvents = () => watches.size;
