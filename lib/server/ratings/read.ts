/**
 * Reading player ratings (issue 24): the public rating list of a game, a player's ratings per
 * game, the ledger that explains each change, and entrants' ratings at an event's start.
 *
 * The writer (collect/enqueue/worker) keeps an append-only ledger: an event's current lines are
 * those of its `RatedEvent.runId`; lines of other runs are superseded history. `PlayerRating` is
 * the current projection per (game, ratedId). Ratings are stored unrounded and shown rounded.
 *
 * Privacy follows the profile page (`kernel/hidden-profiles.ts`): a hidden profile is its owner's
 * alone — left out of the rating list for everyone, its ratings and ledger a 404 to anyone else,
 * and where it is someone's opponent unnamed, without its id, and with its rating and the expected
 * score only as pages show them (whole points, two decimals), so no exact number ties the lines
 * of opponents' ledgers together. A merged profile's ratings are its survivor's.
 */
import { getDb, type Db } from "@/lib/db";
import { directQuery } from "@/lib/db/direct";
import type { User } from "@/lib/schemas/auth";
import {
  RATING_PAGE_SIZE,
  RatingListQuery,
  type GameRating,
  type LedgerEvent,
  type LedgerLine,
  type LedgerRun,
  type PlayerLedger,
  type PlayerRatings,
  type RatingList,
  type RatingListRow,
  type StartRating,
} from "@/lib/schemas/ratings";
import { GAME_IDS, GAME_NAMES, isGameId, type GameId } from "@/lib/tournament/games";
import { RATING_DEFAULTS } from "@/lib/tournament/ratings/settings";
import { notFound } from "../kernel/errors";
import { HIDDEN_NAME, profileVisibleTo } from "../kernel/hidden-profiles";
import { planOf } from "../kernel/event-format";
import { parseId, parseInput } from "../kernel/validate";
import { eventStore } from "../store/event-store";
import { decodeLines, type StoredLine } from "./ledger";
import { gameRatings, listState, nameMatches } from "./list-cache";
import { ledgerSummary } from "./ledger-summary";

export const INACTIVE_AFTER_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;
const ENTRY = "entry:";


/** The rating as pages show it. */
export const shownRating = (rating: number) => Math.round(rating);

const profileIdOf = (ratedId: string) => (ratedId.startsWith(ENTRY) ? null : ratedId);
const eventDate = (e: { startsAt: Date | null; createdAt: Date }) => (e.startsAt ?? e.createdAt).toISOString();

function gameOf(game: string): GameId {
  if (!isGameId(game)) throw notFound("Game");
  return game;
}

// ————— The rating list —————

/**
 * GET /ratings/{game}: one page of the game's rating list, highest first. Active players (rated
 * within `inactiveAfterDays`, default 365) are ranked; inactive ones are listed apart
 * (`inactive=1`, no rank). `q` keeps the names containing it (any case). A rank is 1 + the number
 * of listed active players rated higher, so equal ratings share a rank, and a search keeps each
 * row's rank in the whole list. Hidden and merged profiles are left out for everyone.
 *
 * One pass over the game's ratings held in memory (`list-cache.ts`: why, and how it stays
 * current); bench/rating-list.bench.ts times it at 100,000 rated players.
 */
export async function ratingList(game: string, query: unknown = {}, { now = new Date() }: { now?: Date } = {}): Promise<RatingList> {
  const g = gameOf(game);
  const input = parseInput(RatingListQuery, query ?? {});
  const page = input.page ?? 1;
  const pageSize = input.pageSize ?? RATING_PAGE_SIZE;
  const inactive = input.inactive === "1";
  const inactiveAfterDays = input.inactiveAfterDays ?? INACTIVE_AFTER_DAYS;
  const q = input.q ? input.q.toLowerCase() : null;
  const cutoff = now.getTime() - inactiveAfterDays * DAY_MS;
  const { version, unlisted } = await listState(g);
  const list = await gameRatings(g, version);

  const offset = (page - 1) * pageSize;
  const mask = q === null ? null : nameMatches(list, q);
  const picked: { i: number; rank: number | null }[] = [];
  let matched = 0;
  for (const row of listedRows(list, unlisted, cutoff)) {
    if (picked.length > pageSize) break;
    if (row.active === inactive) continue;
    if (mask !== null && mask[row.i] === 0) continue;
    if (matched++ >= offset) picked.push({ i: row.i, rank: inactive ? null : row.rank });
  }
  const hasMore = picked.length > pageSize;
  const rows = picked.slice(0, pageSize);

  const events = await directQuery<{ id: string; name: string; startsAt: Date | null; createdAt: Date }>(
    `SELECT id, name, "startsAt", "createdAt" FROM "Event" WHERE id = ANY($1::text[])`,
    [[...new Set(rows.map(({ i }) => list.lastEventId[i]!))]],
    "rating-list-events",
  );
  const eventById = new Map(events.map((e) => [e.id, e]));
  const current = await currentNames(rows.map(({ i }) => list.ratedId[i]!));
  return {
    game: g,
    gameName: GAME_NAMES[g],
    inactive,
    inactiveAfterDays,
    q: input.q ?? null,
    page,
    pageSize,
    hasMore,
    rows: rows.map(({ i, rank }): RatingListRow => {
      const e = eventById.get(list.lastEventId[i]!);
      const ratedId = list.ratedId[i]!;
      return {
        rank,
        ratedId,
        profileId: profileIdOf(ratedId),
        name: current.get(ratedId) ?? list.name[i]!,
        rating: list.rating[i]!,
        shown: shownRating(list.rating[i]!),
        matches: list.matches[i]!,
        provisional: list.provisional[i] === 1,
        lastEvent: e ? { eventId: e.id, name: e.name, date: eventDate(e) } : null,
        lastRatedAt: new Date(list.lastRatedAt[i]!).toISOString(),
      };
    }),
  };
}

/**
 * The players' names now: a profile's display name, a typed entry's name at its event (the
 * rating rows keep the name of their last rating run, which a rename does not re-run).
 */
async function currentNames(ratedIds: readonly string[]): Promise<Map<string, string>> {
  if (ratedIds.length === 0) return new Map();
  const profiles = ratedIds.filter((id) => !id.startsWith(ENTRY));
  const entries = ratedIds.filter((id) => id.startsWith(ENTRY)).map((id) => id.slice(ENTRY.length));
  const rows = await directQuery<{ id: string; name: string }>(
    `SELECT id, "displayName" AS name FROM "PlayerProfile" WHERE id = ANY($1::text[])
     UNION ALL SELECT 'entry:' || id, name FROM "Player" WHERE id = ANY($2::text[])`,
    [profiles, entries],
    "rating-list-names",
  );
  return new Map(rows.map((r) => [r.id, r.name] as const));
}

/**
 * The listed rows in order (hidden and merged profiles left out), each with its rank among the
 * listed active players rated higher (+1, equal ratings sharing it; an inactive row's is the
 * last active rank before it, unused).
 */
function* listedRows(list: Awaited<ReturnType<typeof gameRatings>>, unlisted: Set<string>, cutoff: number): Generator<{ i: number; active: boolean; rank: number }> {
  let ranked = 0; // listed active players so far
  let rank = 0;
  let lastRankedRating = Number.NaN;
  for (let i = 0; i < list.size; i++) {
    if (unlisted.has(list.ratedId[i]!)) continue;
    const active = list.lastRatedAt[i]! >= cutoff;
    if (active) {
      if (ranked === 0 || list.rating[i] !== lastRankedRating) rank = ranked + 1;
      ranked++;
      lastRankedRating = list.rating[i]!;
    }
    yield { i, active, rank };
  }
}

/**
 * Where a player's row is on the game's rating list (the "Jump to me" link): the page of the
 * unsearched list it is on (default page size), whether among the inactive players, and its
 * rank. Null when the player is not listed (not rated in this game, or hidden).
 */
export async function ratingListPlace(game: string, profileId: string, { now = new Date() }: { now?: Date } = {}): Promise<{ page: number; inactive: boolean; rank: number | null } | null> {
  const g = gameOf(game);
  const cutoff = now.getTime() - INACTIVE_AFTER_DAYS * DAY_MS;
  const { version, unlisted } = await listState(g);
  const list = await gameRatings(g, version);
  const seen = { active: 0, inactive: 0 };
  for (const row of listedRows(list, unlisted, cutoff)) {
    const before = row.active ? seen.active++ : seen.inactive++;
    if (list.ratedId[row.i] === profileId) return { page: Math.floor(before / RATING_PAGE_SIZE) + 1, inactive: !row.active, rank: row.active ? row.rank : null };
  }
  return null;
}

// ————— A player's ratings —————

interface VisibleProfile {
  id: string;
  displayName: string;
}

/** The profile if the viewer may see it: hidden ones are their owner's alone, merged ones gone (404). */
async function visibleProfile(db: Db, profileId: string, viewer: User | null): Promise<VisibleProfile> {
  parseId("Player profile", profileId);
  const p = await db.playerProfile.findUnique({ where: { id: profileId }, select: { id: true, userId: true, displayName: true, public: true, mergedIntoId: true } });
  if (!p || p.mergedIntoId) throw notFound("Player profile");
  if (!profileVisibleTo(p, viewer?.id ?? null)) throw notFound("Player profile");
  return { id: p.id, displayName: p.displayName };
}

interface CurrentEntry {
  game: string;
  eventId: string;
  matches: number;
  change: number;
  ratingAfter: number;
  position: number;
  k: number;
}

/** GET /players/{profileId}/ratings: the profile's rating in each game it has played rated. */
export async function playerRatings(profileId: string, viewer: User | null): Promise<PlayerRatings> {
  const db = await getDb();
  const profile = await visibleProfile(db, profileId, viewer);
  const [current, entries] = await Promise.all([
    db.playerRating.findMany({ where: { game: { in: [...GAME_IDS] }, ratedId: profile.id } }),
    db.$queryRaw<CurrentEntry[]>`
      SELECT l.game, l."eventId", l.matches, l.change, l."ratingAfter", e.position, e.k
      FROM "RatingEntry" l JOIN "RatedEvent" e ON e."eventId" = l."eventId" AND e."runId" = l."runId"
      WHERE l."ratedId" = ${profile.id}
      ORDER BY e.position`,
  ]);
  const events = await db.event.findMany({
    where: { id: { in: [...new Set(entries.map((l) => l.eventId))] } },
    select: { id: true, name: true, startsAt: true, createdAt: true },
  });
  const eventById = new Map(events.map((e) => [e.id, e]));
  const games: GameRating[] = [];
  for (const game of GAME_IDS) {
    const mine = entries.filter((l) => l.game === game);
    const row = current.find((c) => c.game === game);
    if (!row && mine.length === 0) continue;
    const rated = mine.map((l) => {
      const e = eventById.get(l.eventId);
      return { eventId: l.eventId, name: e?.name ?? "Deleted event", date: e ? eventDate(e) : "", k: l.k, matches: l.matches, change: l.change, ratingAfter: l.ratingAfter };
    });
    const rating = row?.rating ?? rated[rated.length - 1]?.ratingAfter ?? RATING_DEFAULTS.initial;
    const matches = row?.matches ?? mine.reduce((n, l) => n + l.matches, 0);
    games.push({
      game,
      gameName: GAME_NAMES[game],
      rating,
      shown: shownRating(rating),
      matches,
      provisional: row?.provisional ?? matches < RATING_DEFAULTS.provisionalMatches,
      provisionalRemaining: (row?.provisional ?? matches < RATING_DEFAULTS.provisionalMatches) ? Math.max(0, RATING_DEFAULTS.provisionalMatches - matches) : 0,
      series: rated.map((e) => e.ratingAfter),
      events: rated.reverse(),
    });
  }
  return { profileId: profile.id, displayName: profile.displayName, games };
}

// ————— The ledger: why a rating changed —————

interface LineRow extends StoredLine {
  runId: string;
  eventId: string;
}

interface Opponent {
  ratedId: string | null;
  profileId: string | null;
  name: string;
}

/** Rated people as a viewer may see them: hidden profiles (not the viewer's) without name or id. */
async function namesOf(db: Db, game: GameId, ratedIds: string[], viewer: User | null): Promise<Map<string, Opponent>> {
  const profileIds = ratedIds.filter((id) => !id.startsWith(ENTRY));
  const entryIds = ratedIds.filter((id) => id.startsWith(ENTRY)).map((id) => id.slice(ENTRY.length));
  // A typed entry is a Player id; a team member without a profile, a TeamMember id.
  const [profiles, entries, members, stored] = await Promise.all([
    db.playerProfile.findMany({ where: { id: { in: profileIds } }, select: { id: true, userId: true, displayName: true, public: true, mergedIntoId: true } }),
    db.player.findMany({ where: { id: { in: entryIds } }, select: { id: true, name: true } }),
    db.teamMember.findMany({ where: { id: { in: entryIds } }, select: { id: true, name: true } }),
    db.playerRating.findMany({ where: { game, ratedId: { in: ratedIds } }, select: { ratedId: true, name: true } }),
  ]);
  const names = new Map<string, Opponent>();
  for (const s of stored) names.set(s.ratedId, { ratedId: s.ratedId, profileId: profileIdOf(s.ratedId), name: s.name });
  for (const e of [...entries, ...members]) names.set(ENTRY + e.id, { ratedId: ENTRY + e.id, profileId: null, name: e.name });
  for (const p of profiles) {
    names.set(p.id, profileVisibleTo(p, viewer?.id ?? null) ? { ratedId: p.id, profileId: p.mergedIntoId ?? p.id, name: p.displayName } : { ratedId: null, profileId: null, name: HIDDEN_NAME });
  }
  for (const id of ratedIds) if (!names.has(id)) names.set(id, { ratedId: id, profileId: profileIdOf(id), name: "Unknown player" });
  return names;
}

/**
 * GET /players/{profileId}/ratings/{game}/ledger: every rated match of the player in the game,
 * grouped by event (newest first): the lines that count now, and the runs a re-rating
 * superseded, each with its reason and time.
 */
export async function playerLedger(profileId: string, game: string, viewer: User | null): Promise<PlayerLedger> {
  const g = gameOf(game);
  const db = await getDb();
  const profile = await visibleProfile(db, profileId, viewer);
  // The person's lines under earlier names too: their typed entries before a claim, and profiles
  // merged into this one (a re-rating moved the current lines here; the old ones are history).
  const [entries, merged] = await Promise.all([
    db.player.findMany({ where: { profileId: profile.id }, select: { id: true } }),
    db.playerProfile.findMany({ where: { mergedIntoId: profile.id }, select: { id: true } }),
  ]);
  const ratedIds = [profile.id, ...merged.map((m) => m.id), ...entries.map((e) => `${ENTRY}${e.id}`)];
  // Lines whose run has no RatingRun row are a pass still writing (its run is inserted with the
  // flip that makes it current) or one that died before it: neither is part of the ledger yet.
  const stored = await db.$queryRaw<{ runId: string; eventId: string; lines: string }[]>`
    SELECT l."runId", l."eventId", l.lines
    FROM "RatingEntry" l
    WHERE l."ratedId" = ANY(${ratedIds}::text[]) AND l.game = ${g} AND EXISTS (SELECT 1 FROM "RatingRun" r WHERE r.id = l."runId")
    ORDER BY l."eventId", l."runId"`;
  // An event's lines under several of the person's ids (before and after a claim) in round order.
  const lines: LineRow[] = stored
    .flatMap((e) => decodeLines(e.lines).map((l) => ({ ...l, runId: e.runId, eventId: e.eventId })))
    .sort((a, b) => a.round - b.round);
  const eventIds = [...new Set(lines.map((l) => l.eventId))];
  const runIds = [...new Set(lines.map((l) => l.runId))];
  const [rated, runs, events, names] = await Promise.all([
    db.ratedEvent.findMany({ where: { eventId: { in: eventIds } } }),
    db.ratingRun.findMany({ where: { id: { in: runIds } } }),
    db.event.findMany({ where: { id: { in: eventIds } }, select: { id: true, name: true, startsAt: true, createdAt: true } }),
    namesOf(db, g, [...new Set(lines.flatMap((l) => l.opponents))], viewer),
  ]);
  const ratedById = new Map(rated.map((r) => [r.eventId, r]));
  const runById = new Map(runs.map((r) => [r.id, r]));
  const eventById = new Map(events.map((e) => [e.id, e]));

  const toLine = (l: LineRow, before: number): LedgerLine => {
    const opponents = l.opponents.map((id) => names.get(id)!);
    // A hidden opponent's numbers only as pages show them: exact ones would tie lines together.
    const hidden = opponents.some((o) => o.ratedId === null);
    return {
      matchId: l.matchId,
      round: l.round,
      opponents,
      opponentRating: hidden ? Math.round(l.opponentRating) : l.opponentRating,
      ratingBefore: before,
      sideRating: l.ratingBefore,
      team: l.opponents.length > 1, // teams are pairs: a team's line faces two people
      expected: hidden ? Math.round(l.expected * 100) / 100 : l.expected,
      k: l.k,
      provisional: l.provisional,
      score: l.score,
      change: l.change,
      ratingAfter: l.ratingAfter,
    };
  };
  const toRun = (runId: string, ls: LineRow[]): LedgerRun => {
    const run = runById.get(runId);
    // The person's own rating before each match: the line before's rating after; before the first,
    // the stored start rating when it is theirs (a team's lines store the side's mean instead).
    const first = ls[0];
    const start = first && Math.abs(first.ratingBefore + first.change - first.ratingAfter) <= 1e-9 ? first.ratingBefore : first ? first.ratingAfter - first.change : 0;
    const lines = ls.map((l, i) => toLine(l, i === 0 ? start : ls[i - 1]!.ratingAfter));
    return { runId, reason: run?.reason ?? "unknown", at: run?.createdAt.toISOString() ?? "", change: ls.reduce((s, l) => s + l.change, 0), lines };
  };

  const out: (LedgerEvent & { sort: number; latest: number })[] = eventIds.map((eventId) => {
    const mine = lines.filter((l) => l.eventId === eventId);
    const byRun = new Map<string, LineRow[]>();
    for (const l of mine) byRun.set(l.runId, [...(byRun.get(l.runId) ?? []), l]);
    const r = ratedById.get(eventId);
    const current = r && byRun.has(r.runId) ? toRun(r.runId, byRun.get(r.runId)!) : null;
    const history = [...byRun.entries()]
      .filter(([runId]) => runId !== current?.runId)
      .map(([runId, ls]) => toRun(runId, ls))
      .sort((a, b) => b.at.localeCompare(a.at));
    const e = eventById.get(eventId);
    return {
      eventId,
      name: e?.name ?? "Deleted event",
      date: e ? eventDate(e) : null,
      k: current && r ? r.k : null,
      current,
      history,
      sort: current && r ? r.position : -1,
      latest: Math.max(0, ...history.map((h) => Date.parse(h.at) || 0)),
    };
  });
  // Rated events newest first (by their place in the game's order); events no longer rated after.
  out.sort((a, b) => b.sort - a.sort || b.latest - a.latest);
  const ledgerEvents = out.map(({ sort, latest, ...e }) => (void sort, void latest, e));
  const row = await db.playerRating.findUnique({ where: { game_ratedId: { game: g, ratedId: profile.id } }, select: { rating: true, matches: true, provisional: true } });
  return { profileId: profile.id, displayName: profile.displayName, game: g, gameName: GAME_NAMES[g], summary: ledgerSummary(ledgerEvents, row), events: ledgerEvents };
}

// ————— Ratings at an event's start —————

/**
 * Each entrant's rating at the event's start, for its standings: the rating after their last
 * current line in an earlier rated event of the game (the event is rated), or their current rating
 * (not rated yet). A team's is its members' mean. Null: no rated match yet, or a hidden profile
 * the viewer does not own.
 */
export async function eventRatingsAtStart(eventId: string, viewer: User | null = null): Promise<StartRating[]> {
  parseId("Event", eventId);
  const state = await eventStore.read(eventId);
  const game = planOf(state.event).game;
  const db = await getDb();
  // Who is rated for each entrant (as the writer's collect.ts names them): its profile, or its
  // typed entry; a team: its members, a member without a profile by their TeamMember id.
  const peopleOf = new Map<string, string[]>();
  for (const p of state.players) {
    const members = state.teamMembers?.get(p.id);
    peopleOf.set(p.id, members && members.length > 0 ? members.map((m) => m.profileId ?? `${ENTRY}${m.id}`) : [p.profileId ?? `${ENTRY}${p.id}`]);
  }
  const ids = [...new Set([...peopleOf.values()].flat())];
  const profiles = await db.playerProfile.findMany({ where: { id: { in: ids.filter((i) => !i.startsWith(ENTRY)) } }, select: { id: true, userId: true, public: true } });
  const hidden = new Set(profiles.filter((p) => !p.public && !(viewer && p.userId === viewer.id)).map((p) => p.id));

  const ratedEvent = await db.ratedEvent.findUnique({ where: { eventId } });
  const atStart = new Map<string, { rating: number; matches: number }>();
  if (ratedEvent) {
    const rows = await db.$queryRaw<{ ratedId: string; ratingAfter: number; matches: bigint }[]>`
      SELECT DISTINCT ON (l."ratedId") l."ratedId", l."ratingAfter",
             sum(l.matches) OVER (PARTITION BY l."ratedId") AS matches
      FROM "RatingEntry" l JOIN "RatedEvent" e ON e."eventId" = l."eventId" AND e."runId" = l."runId"
      WHERE l.game = ${game} AND l."ratedId" = ANY(${ids}::text[]) AND e.position < ${ratedEvent.position}
      ORDER BY l."ratedId", e.position DESC`;
    for (const r of rows) atStart.set(r.ratedId, { rating: r.ratingAfter, matches: Number(r.matches) });
  } else {
    const rows = await db.playerRating.findMany({ where: { game, ratedId: { in: ids } }, select: { ratedId: true, rating: true, matches: true } });
    for (const r of rows) atStart.set(r.ratedId, { rating: r.rating, matches: r.matches });
  }
  return state.players.map((p): StartRating => {
    const people = peopleOf.get(p.id)!;
    if (people.some((id) => hidden.has(id))) return { playerId: p.id, rating: null, shown: null, provisional: false };
    const known = people.map((id) => atStart.get(id)).filter((x) => x !== undefined);
    if (known.length === 0) return { playerId: p.id, rating: null, shown: null, provisional: true };
    // A team's unrated member counts at the initial rating, as the engine rates them.
    const ratings = people.map((id) => atStart.get(id)?.rating ?? RATING_DEFAULTS.initial);
    const rating = ratings.reduce((s, x) => s + x, 0) / ratings.length;
    const provisional = people.some((id) => (atStart.get(id)?.matches ?? 0) < RATING_DEFAULTS.provisionalMatches);
    return { playerId: p.id, rating, shown: shownRating(rating), provisional };
  });
}
