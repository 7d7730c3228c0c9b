/**
 * Live updates: calls a listener with the event's version now and after every change, from the
 * process's one notification listener (lib/server/kernel/event-versions.ts) — no polling, so 1,000
 * open streams cost nothing until something changes, and a change committed by another server
 * process on the same database arrives the same way.
 *
 * Announcements are coalesced per event: at most one every COALESCE_MS, carrying the newest
 * version. A wave of 200 saves a second then costs each open stream a few messages a second
 * (and each phone a few cheap re-reads), not 200; a lone change still goes out at once.
 *
 * Each announcement also says which matches changed since the previous one, when every change
 * between them was a single match's (the notices' hints: a Swiss result, a player's report, a
 * judge call, a table's clock); else null — anything may have changed. A phone then re-reads
 * what is about its own table at once when its match is named, and nobody else's does.
 */
import { eventVersion, subscribe, watchedEvents } from "../kernel/event-versions";

/** `matches`: the matches changed since the previous announcement, when that is all that changed; else null. */
type Listener = (version: number, matches: readonly string[] | null) => void;

const COALESCE_MS = 250;

interface Watch {
  listeners: Set<Listener>;
  latest: number;
  /** Matches changed since the last flush; null: something else changed too (or a version was missed). */
  touched: Set<string> | null;
  sentAt: number;
  timer: ReturnType<typeof setTimeout> | null;
  unsubscribe: () => void;
}

const globalForWatches = globalThis as unknown as { holonetWatches?: Map<string, Watch> };
const watches: Map<string, Watch> = (globalForWatches.holonetWatches ??= new Map());

function flush(watch: Watch): void {
  watch.timer = null;
  watch.sentAt = Date.now();
  const touched = watch.touched ? [...watch.touched] : null;
  watch.touched = new Set();
  for (const listener of watch.listeners) listener(watch.latest, touched);
}

function heard(watch: Watch, version: number, matches: readonly string[] | null): void {
  if (version <= watch.latest) return;
  // A hint describes its own version only: a version skipped may have changed anything.
  if (matches && version === watch.latest + 1) for (const id of matches) watch.touched?.add(id);
  else watch.touched = null;
  watch.latest = version;
  if (watch.timer) return;
  const wait = watch.sentAt + COALESCE_MS - Date.now();
  if (wait <= 0) flush(watch);
  else watch.timer = setTimeout(() => flush(watch), wait);
}

/** Calls `listener` with the event's version now and after every change; returns the unsubscribe. */
export function watchEvent(eventId: string, listener: Listener): () => void {
  let watch = watches.get(eventId);
  if (!watch) {
    const created: Watch = { listeners: new Set(), latest: -1, touched: null, sentAt: 0, timer: null, unsubscribe: () => {} };
    created.unsubscribe = subscribe(eventId, (version, matches) => heard(created, version, matches));
    watches.set(eventId, created);
    watch = created;
  }
  const w = watch;
  let last = -1;
  let open = true;
  const send = (version: number, matches: readonly string[] | null) => {
    if (!open || version <= last) return;
    last = version;
    listener(version, matches);
  };
  w.listeners.add(send);
  // Announced asynchronously, so a listener may unsubscribe from inside its first call.
  if (w.latest >= 0) queueMicrotask(() => send(w.latest, null));
  void eventVersion(eventId).then((v) => {
    if (v === null) return;
    if (v > w.latest) {
      w.latest = v;
      // Others already told an older version may have missed what changed up to this one.
      w.touched = w.listeners.size > 1 ? null : new Set();
    }
    send(w.latest, null);
  }, () => {});
  return () => {
    open = false;
    w.listeners.delete(send);
    if (w.listeners.size === 0 && watches.get(eventId) === w) {
      if (w.timer) clearTimeout(w.timer);
      w.unsubscribe();
      watches.delete(eventId);
    }
  };
}

export { watchedEvents };
