/**
 * A season leaderboard's version, for the shared response cache and the live stream: the
 * leaderboard (page and API) depends only on the season's row (rules, dates, attachments,
 * settlements: each bumps `Season.version`) and on the versions of the events it counts or
 * lists. Their combination (`key`) is numbered in this process (one counter, so numbers only grow): the number
 * moves whenever the key does, so a correction in a counted event (a new event version) is a new
 * number at once, and the cache renders again.
 *
 * What is known without asking the database: the season's candidate events, kept while the
 * lists' version (`catalogVersion`) holds — it moves with every change that is not a single
 * result's (a new event, a date, a tag, a status) and with every season notice (a season's change
 * is announced on the event channel under the id `season~<id>`, so no listener is added), and it
 * is null while notices are not flowing or a write of this process is unannounced. The events'
 * versions come from notices as for the event pages (`knownVersion`). So a cached leaderboard
 * costs a few map reads, like a standings page, and a result anywhere else costs it nothing.
 */
import { getDb } from "@/lib/db";
import { knownVersion, processState, provideDerived, topics, topicVersion, watchDerived } from "@/lib/live";
import { candidateEvents } from "./counted";
import { loadSeason } from "./season-row";
import { periodFor } from "./period";

interface Known {
  /** The lists' version this was read at. */
  catalog: number;
  seasonVersion: number;
  periodKey: string;
  /** The current period's bounds (a period asked for by key never moves). */
  startsAt: number;
  endsAt: number;
  current: boolean;
  /** Counted candidates and attached events (the page lists these), sorted. */
  events: string[];
}

interface Numbered {
  key: string;
  n: number;
}

const state = processState("season-versions", () => ({ known: new Map<string, Known>(), numbers: new Map<string, Numbered>(), next: 1 }));
const catalogVersion = () => knownVersion(topics.catalog);
const guildTagsVersion = () => knownVersion(topics.guildTags);
const LIMIT = 5000;

const slot = (seasonId: string, period: string | null) => `${seasonId}|${period ?? ""}`;

function numberOf(at: string, key: string): number {
  const was = state.numbers.get(at);
  if (was?.key === key) return was.n;
  if (!was && state.numbers.size >= LIMIT) state.numbers.delete(state.numbers.keys().next().value!);
  // One counter for every slot: a slot forgotten and numbered again still gets a number above any it had.
  const n = state.next++;
  state.numbers.set(at, { key, n });
  return n;
}

const usable = (k: Known | undefined, catalog: number | null, now: number): k is Known =>
  k !== undefined && catalog !== null && k.catalog === catalog && (!k.current || (now >= k.startsAt && now < k.endsAt));

// Guild tags' version moves too when a profile is hidden or shown: the board names profiles.
const keyOf = (k: Known, versions: number[], profiles: number) => `${k.seasonVersion}|${k.periodKey}|${profiles}|${k.events.map((id, i) => `${id}:${versions[i]}`).join(",")}`;

/**
 * The version when everything is in memory (the cache's fast path); null when something must be
 * read (the season's candidates, an event's version), or notices are not flowing.
 */
export function knownSeasonVersion(seasonId: string, period: string | null, now: number = Date.now()): number | null {
  const at = slot(seasonId, period);
  const k = state.known.get(at);
  const profiles = guildTagsVersion();
  if (!usable(k, catalogVersion(), now) || profiles === null) return null;
  const versions: number[] = [];
  for (const id of k.events) {
    const v = knownVersion(topics.event(id));
    if (v === null) return null;
    versions.push(v);
  }
  return numberOf(at, keyOf(k, versions, profiles));
}

/** The season's candidates in the period, read from the database (at lists' version `catalog`). */
async function readKnown(seasonId: string, period: string | null, catalog: number, now: Date): Promise<Known> {
  const db = await getDb();
  const season = await loadSeason(db, seasonId);
  const p = periodFor(season, period, now);
  const [candidates, attached] = await Promise.all([candidateEvents(db, season, p), db.seasonEvent.findMany({ where: { seasonId }, select: { eventId: true } })]);
  const events = [...new Set([...candidates.map((c) => c.eventId), ...attached.map((a) => a.eventId)])].sort();
  return { catalog, seasonVersion: season.version, periodKey: p.key, startsAt: p.startsAt.getTime(), endsAt: p.endsAt.getTime(), current: !period, events };
}

/**
 * The version, reading what memory lacks; null when notices are not flowing (nothing is cached
 * then) or the season or period does not exist (Next.js answers). `period`: as asked ("2026-10",
 * "season"), null for the current one.
 */
export async function seasonVersion(seasonId: string, period: string | null, now: Date = new Date()): Promise<number | null> {
  const catalog = catalogVersion();
  const profiles = guildTagsVersion();
  if (catalog === null || profiles === null) return null;
  const at = slot(seasonId, period);
  const had = state.known.get(at);
  let k: Known;
  if (usable(had, catalog, now.getTime())) k = had;
  else {
    try {
      k = await readKnown(seasonId, period, catalog, now);
    } catch {
      return null;
    }
    if (!state.known.has(at) && state.known.size >= LIMIT) state.known.delete(state.known.keys().next().value!);
    state.known.set(at, k);
  }
  const versions = await Promise.all(k.events.map((id) => topicVersion(topics.event(id))));
  // An event deleted since the read: read again next time.
  if (versions.some((v) => v === null)) {
    state.known.delete(at);
    return null;
  }
  return numberOf(at, keyOf(k, versions as number[], profiles));
}

/** The events whose versions the season's version follows (for the live stream's subscriptions). */
const followedEvents = (seasonId: string, period: string | null): readonly string[] => state.known.get(slot(seasonId, period))?.events.map(topics.event) ?? [];

/**
 * Live updates of a season's leaderboard (`period` as asked, null: the current one): the live
 * floor's watch of this derived version. It moves with a result in a counted event (that event's
 * notices), or any change that may change which events count (a season's change, a new or
 * re-dated event, a tag: the notices that are not a single result's). Returns the unsubscribe.
 */
export function watchSeason(seasonId: string, period: string | null, listener: (version: number) => void): () => void {
  return watchDerived(`season:${slot(seasonId, period)}`, { read: () => seasonVersion(seasonId, period), follows: () => followedEvents(seasonId, period), anyReshaping: true }, listener);
}

// The response cache asks the live floor for a leaderboard's version; this is how it is worked out.
provideDerived("season-board", { read: (id, period) => seasonVersion(id, period), known: (id, period) => knownSeasonVersion(id, period) });
