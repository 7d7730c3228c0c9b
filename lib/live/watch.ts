/**
 * The one coalescing watch: calls a listener with a version now and after every change, from the
 * process's one notification listener (bus.ts) — no polling, so 1,000 open streams cost nothing
 * until something changes, and a change committed by another server process on the same
 * database arrives the same way. One watch per key in a process, however many streams follow it.
 *
 * Announcements are coalesced per watch: at most one every COALESCE_MS, carrying the newest
 * version. A wave of 200 saves a second then costs each open stream a few messages a second
 * (and each phone a few cheap re-reads), not 200; a lone change still goes out at once.
 *
 * Two kinds of watch:
 * - a topic's own version (`watchTopic`: an event, a queue). Each announcement also says which
 *   parts (an event's matches) changed since the previous one, when every change between them
 *   was a single part's (the notices' hints); else null — anything may have changed.
 * - a version derived from several topics (`watchDerived`: a season's leaderboard follows the
 *   season, its counted events, and every reshaping notice that may change which events count).
 *   A notice schedules one re-read of the derived version (coalesced); a move is announced.
 */
import { onReshaped, subscribe, topicVersion, watchedTopics } from "./bus";
import { processState } from "./process";

/** `parts`: what changed since the previous announcement, when that is all that changed; else null. */
export type WatchListener = (version: number, parts: readonly string[] | null) => void;

/** A version computed from several topics. */
export interface DerivedSource {
  /** The version now (null: not known now, or gone). */
  read(): Promise<number | null>;
  /** The topics whose notices may move it (asked again after each read). */
  follows(): readonly string[];
  /** Whether a reshaping notice of any topic may move it too (which events count). */
  anyReshaping?: boolean;
}

const COALESCE_MS = 250;

interface Watch {
  listeners: Set<WatchListener>;
  latest: number;
  /** Parts changed since the last flush; null: something else changed too (or a version was missed). */
  touched: Set<string> | null;
  sentAt: number;
  timer: ReturnType<typeof setTimeout> | null;
  /** The topics followed, each with its unsubscribe. */
  follows: Map<string, () => void>;
  /** Derived watches: the source and its pending re-read. */
  derived: { source: DerivedSource; check: ReturnType<typeof setTimeout> | null } | null;
}

const watches = processState("watches", () => new Map<string, Watch>());

function flush(watch: Watch): void {
  watch.timer = null;
  watch.sentAt = Date.now();
  const touched = watch.touched ? [...watch.touched] : null;
  watch.touched = new Set();
  for (const listener of watch.listeners) listener(watch.latest, touched);
}

function heard(watch: Watch, version: number, parts: readonly string[] | null): void {
  if (version <= watch.latest) return;
  // A hint describes its own version only: a version skipped may have changed anything.
  if (parts && version === watch.latest + 1) for (const id of parts) watch.touched?.add(id);
  else watch.touched = null;
  watch.latest = version;
  if (watch.timer) return;
  const wait = watch.sentAt + COALESCE_MS - Date.now();
  if (wait <= 0) flush(watch);
  else watch.timer = setTimeout(() => flush(watch), wait);
}

/** A derived watch's re-read, at most one per COALESCE_MS. */
function scheduleCheck(watch: Watch): void {
  const d = watch.derived!;
  if (d.check) return;
  d.check = setTimeout(() => void check(watch), COALESCE_MS);
}

async function check(watch: Watch): Promise<void> {
  const d = watch.derived!;
  d.check = null;
  const version = await d.source.read().catch(() => null);
  if (watch.listeners.size === 0) return;
  // Follow the topics the version now depends on.
  const ids = new Set(d.source.follows());
  for (const [topic, stop] of watch.follows) {
    if (ids.has(topic)) continue;
    stop();
    watch.follows.delete(topic);
  }
  for (const topic of ids) if (!watch.follows.has(topic)) watch.follows.set(topic, subscribe(topic, () => scheduleCheck(watch)));
  if (version !== null) heard(watch, version, null);
}

onReshaped("derived-watches", () => {
  for (const w of watches.values()) if (w.derived?.source.anyReshaping) scheduleCheck(w);
});

/**
 * Adds a listener to the watch `key` (made by `create` when new); `start` runs with the watch,
 * the listener's own sender, and whether the watch is new.
 */
function follow(key: string, create: () => Watch, start: (w: Watch, send: WatchListener, isNew: boolean) => void, listener: WatchListener): () => void {
  let watch = watches.get(key);
  const isNew = !watch;
  if (!watch) watches.set(key, (watch = create()));
  const w = watch;
  let last = -1;
  let open = true;
  const send: WatchListener = (version, parts) => {
    if (!open || version <= last) return;
    last = version;
    listener(version, parts);
  };
  w.listeners.add(send);
  // Announced asynchronously, so a listener may unsubscribe from inside its first call.
  if (w.latest >= 0) queueMicrotask(() => send(w.latest, null));
  start(w, send, isNew);
  return () => {
    open = false;
    w.listeners.delete(send);
    if (w.listeners.size === 0 && watches.get(key) === w) {
      if (w.timer) clearTimeout(w.timer);
      if (w.derived?.check) clearTimeout(w.derived.check);
      for (const stop of w.follows.values()) stop();
      watches.delete(key);
    }
  };
}

const empty = (): Watch => ({ listeners: new Set(), latest: -1, touched: null, sentAt: 0, timer: null, follows: new Map(), derived: null });

/** Calls `listener` with the topic's version now and after every change; returns the unsubscribe. */
export function watchTopic(topic: string, listener: WatchListener): () => void {
  return follow(
    `topic:${topic}`,
    () => {
      const created = empty();
      created.follows.set(topic, subscribe(topic, (version, parts) => heard(created, version, parts)));
      return created;
    },
    (w, send) => {
      void topicVersion(topic).then((v) => {
        if (v === null) return;
        if (v > w.latest) {
          w.latest = v;
          // Others already told an older version may have missed what changed up to this one.
          w.touched = w.listeners.size > 1 ? null : new Set();
        }
        send(w.latest, null);
      }, () => {});
    },
    listener,
  );
}

/**
 * Calls `listener` with a derived version (`key` names it in this process) now and whenever it
 * moves; returns the unsubscribe.
 */
export function watchDerived(key: string, source: DerivedSource, listener: (version: number) => void): () => void {
  return follow(
    `derived:${key}`,
    () => ({ ...empty(), derived: { source, check: null } }),
    (w, _send, isNew) => {
      if (isNew) void check(w);
    },
    (version) => listener(version),
  );
}

/** Number of topics followed in this process (tests, diagnostics). */
export const watchedCount = watchedTopics;
