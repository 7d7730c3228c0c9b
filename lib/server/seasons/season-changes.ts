/**
 * Live updates of a season's leaderboard: calls a listener with the leaderboard's version
 * (season-versions.ts) now and whenever it moves — a result in a counted event (that event's
 * notices), or any change that may change which events count (a season's change, a new or
 * re-dated event, a tag: the notices that are not a single result's). One watch per season and
 * period in a process, however many pages follow it; checks are coalesced (COALESCE_MS), so a
 * wave of results costs each open stream a few messages, and nothing is polled.
 */
import { onReshaped, subscribe } from "../kernel/event-versions";
import { seasonVersion, watchedEvents } from "./season-versions";

type Listener = (version: number) => void;

const COALESCE_MS = 250;

interface Watch {
  seasonId: string;
  period: string | null;
  listeners: Set<Listener>;
  latest: number | null;
  subscriptions: Map<string, () => void>;
  timer: ReturnType<typeof setTimeout> | null;
}

const globalForWatches = globalThis as unknown as { holonetSeasonWatches?: Map<string, Watch> };
const watches: Map<string, Watch> = (globalForWatches.holonetSeasonWatches ??= new Map());

function schedule(w: Watch): void {
  if (w.timer) return;
  w.timer = setTimeout(() => void check(w), COALESCE_MS);
}

async function check(w: Watch): Promise<void> {
  w.timer = null;
  const version = await seasonVersion(w.seasonId, w.period).catch(() => null);
  // Follow the events the version now depends on.
  const ids = new Set(watchedEvents(w.seasonId, w.period));
  for (const [id, stop] of w.subscriptions) {
    if (ids.has(id)) continue;
    stop();
    w.subscriptions.delete(id);
  }
  for (const id of ids) if (!w.subscriptions.has(id)) w.subscriptions.set(id, subscribe(id, () => schedule(w)));
  if (version === null || version === w.latest) return;
  w.latest = version;
  for (const l of w.listeners) l(version);
}

onReshaped("season-watches", () => {
  for (const w of watches.values()) schedule(w);
});

/** Follows a season's leaderboard (`period` as asked, null: the current one); returns the unsubscribe. */
export function watchSeason(seasonId: string, period: string | null, listener: Listener): () => void {
  const key = `${seasonId}|${period ?? ""}`;
  let w = watches.get(key);
  if (!w) {
    w = { seasonId, period, listeners: new Set(), latest: null, subscriptions: new Map(), timer: null };
    watches.set(key, w);
    void check(w);
  } else if (w.latest !== null) {
    const v = w.latest;
    queueMicrotask(() => w!.listeners.has(listener) && listener(v));
  }
  const watch = w;
  watch.listeners.add(listener);
  return () => {
    watch.listeners.delete(listener);
    if (watch.listeners.size > 0) return;
    if (watch.timer) clearTimeout(watch.timer);
    for (const stop of watch.subscriptions.values()) stop();
    if (watches.get(key) === watch) watches.delete(key);
  };
}
