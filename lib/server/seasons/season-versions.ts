/**
 * A season leaderboard's version, for the shared response cache and the live stream: the
 * leaderboard (page and API) depends only on the season's row (rules, dates, attachments,
 * settlements: each bumps `Season.version`) and on the versions of the events it counts or
 * lists. Their combination (`key`) is numbered in the database (`SeasonBoardVersion`, one row
 * per season and period as asked), so every server process on one database gives one
 * combination the same number, and numbers only grow: a phone whose stream one process serves
 * and whose leaderboard another answers sees one sequence.
 *
 * Numbering a new combination takes the slot's row lock, then reads the season, its events and
 * their versions: holders of the lock read one after another, each at least as new as the one
 * before, so a process whose notices lag cannot give an older combination a newer number. A
 * combination never comes back (versions only grow), so the number a process remembers for one
 * stays true. This is bookkeeping of the cache's numbers, not a change of the season: it bumps
 * no version and sends no notice.
 *
 * What is known without asking the database: the season's candidate events, kept while the
 * lists' version (`catalogVersion`) holds — it moves with every change that is not a single
 * result's (a new event, a date, a tag, a status) and with every season notice — and is null
 * while notices are not flowing or a write of this process is unannounced; the events' versions
 * come from notices as for the event pages (`knownVersion`); the number of the combination, once
 * numbered. So a cached leaderboard costs a few map reads, like a standings page, and a result
 * anywhere else costs it nothing. (Who shows which guild tag, a hidden profile, is the response
 * cache's other dimension, the guild tags' version, not part of this number.)
 */
import { getDb } from "@/lib/db";
import type { Tx } from "@/lib/db";
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

const state = processState("season-versions", () => ({ known: new Map<string, Known>(), numbers: new Map<string, Numbered>() }));
const catalogVersion = () => knownVersion(topics.catalog);
const LIMIT = 5000;

const slot = (seasonId: string, period: string | null) => `${seasonId}|${period ?? ""}`;

function remember<V>(map: Map<string, V>, at: string, value: V): void {
  if (!map.has(at) && map.size >= LIMIT) map.delete(map.keys().next().value!);
  map.set(at, value);
}

const usable = (k: Known | undefined, catalog: number | null, now: number): k is Known =>
  k !== undefined && catalog !== null && k.catalog === catalog && (!k.current || (now >= k.startsAt && now < k.endsAt));

const keyOf = (k: Known, versions: readonly number[]) => `${k.seasonVersion}|${k.periodKey}|${k.events.map((id, i) => `${id}:${versions[i]}`).join(",")}`;

/** The number of `key` when this process has it (a combination numbered keeps its number). */
function numberOf(at: string, key: string): number | null {
  const had = state.numbers.get(at);
  return had?.key === key ? had.n : null;
}

/**
 * The version when everything is in memory (the cache's fast path); null when something must be
 * read (the season's candidates, an event's version, the number), or notices are not flowing.
 */
export function knownSeasonVersion(seasonId: string, period: string | null, now: number = Date.now()): number | null {
  const at = slot(seasonId, period);
  const k = state.known.get(at);
  if (!usable(k, catalogVersion(), now)) return null;
  const versions: number[] = [];
  for (const id of k.events) {
    const v = knownVersion(topics.event(id));
    if (v === null) return null;
    versions.push(v);
  }
  return numberOf(at, keyOf(k, versions));
}

/**
 * Reads the slot's combination now and its number, numbering it if it is new — under the slot's
 * row lock, so numbers follow the order the database saw the changes in.
 */
async function numberInDatabase(seasonId: string, period: string | null, catalog: number, now: Date): Promise<{ known: Known; numbered: Numbered }> {
  const db = await getDb();
  const asked = period ?? "";
  return db.$transaction(async (tx: Tx) => {
    await tx.$executeRaw`INSERT INTO "SeasonBoardVersion" ("seasonId", "period", "key", "n") VALUES (${seasonId}, ${asked}, '', 0) ON CONFLICT DO NOTHING`;
    const [row] = await tx.$queryRaw<Numbered[]>`SELECT "key", "n" FROM "SeasonBoardVersion" WHERE "seasonId" = ${seasonId} AND "period" = ${asked} FOR UPDATE`;
    const season = await loadSeason(tx, seasonId);
    const p = periodFor(season, period, now);
    const [candidates, attached] = await Promise.all([candidateEvents(tx, season, p), tx.seasonEvent.findMany({ where: { seasonId }, select: { eventId: true } })]);
    const ids = [...new Set([...candidates.map((c) => c.eventId), ...attached.map((a) => a.eventId)])];
    const rows = await tx.event.findMany({ where: { id: { in: ids } }, select: { id: true, version: true } });
    rows.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const known: Known = { catalog, seasonVersion: season.version, periodKey: p.key, startsAt: p.startsAt.getTime(), endsAt: p.endsAt.getTime(), current: !period, events: rows.map((r) => r.id) };
    const key = keyOf(known, rows.map((r) => r.version));
    if (row!.key === key) return { known, numbered: { key, n: row!.n } };
    await tx.$executeRaw`UPDATE "SeasonBoardVersion" SET "key" = ${key}, "n" = "n" + 1 WHERE "seasonId" = ${seasonId} AND "period" = ${asked}`;
    return { known, numbered: { key, n: row!.n + 1 } };
  });
}

/**
 * The version, reading what memory lacks; null when notices are not flowing (nothing is cached
 * then) or the season or period does not exist (Next.js answers). `period`: as asked ("2026-10",
 * "season"), null for the current one.
 */
export async function seasonVersion(seasonId: string, period: string | null, now: Date = new Date()): Promise<number | null> {
  const catalog = catalogVersion();
  if (catalog === null) return null;
  const at = slot(seasonId, period);
  const had = state.known.get(at);
  if (usable(had, catalog, now.getTime())) {
    const versions = await Promise.all(had.events.map((id) => topicVersion(topics.event(id))));
    if (versions.every((v) => v !== null)) {
      const n = numberOf(at, keyOf(had, versions as number[]));
      if (n !== null) return n;
    }
  }
  let read: Awaited<ReturnType<typeof numberInDatabase>>;
  try {
    read = await numberInDatabase(seasonId, period, catalog, now);
  } catch {
    return null;
  }
  remember(state.known, at, read.known);
  remember(state.numbers, at, read.numbered);
  return read.numbered.n;
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
