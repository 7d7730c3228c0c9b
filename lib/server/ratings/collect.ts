/**
 * An event as the rating engine reads it, built from its stored rows (many events at once: a
 * re-rating reads a game's events from a position on in a few statements per hundred events).
 *
 * - Who is rated: the entry's profile, followed through `PlayerProfile.mergedIntoId` to the
 *   profile it was merged into; a typed entry no account has claimed is `entry:<playerId>` (a
 *   team member without a profile: `entry:<teamMemberId>`), so its rating follows the entry
 *   when it is claimed or merged.
 * - A team event's sides are the teams' members (`TeamMember`, by position).
 * - Matches: every stage's (Swiss by the Swiss format, `matchScore`; an elimination match from
 *   its recorded winner), in event-wide round order. Byes and unopened bracket matches do not rate.
 * - Rated: the event is complete, its organizer left it rated (`Event.rating`) and it had at
 *   least the minimum of entrants (its `Player` rows: people, or teams at a team event).
 * - Played: when its first round was paired (its creation if it has none). A game's events are
 *   rated in that order, whenever each completed (or was deleted and restored).
 */
import { databaseTarget } from "@/lib/db/adapter";
import { directQuery } from "@/lib/db/direct";
import type { Event as EventRow } from "@/lib/generated/prisma/client";
import { eventIsRated, matchScore, RATING_DEFAULTS, ratingSettings, winnerScore, type EventRatingSettings, type RatedEvent, type RatedId, type RatedMatch, type RatingRules } from "@/lib/tournament/ratings";
import type { GameId } from "@/lib/tournament";
import { planOf, swissFormat } from "../kernel/event-format";
import { eliminationResultOf, swissResultOf } from "../kernel/stored";

export interface CollectedEvent {
  readonly eventId: string;
  readonly game: GameId;
  readonly settings: EventRatingSettings;
  readonly entrants: number;
  readonly complete: boolean;
  /** When it was played: the order of a game's ratings. */
  readonly playedAt: Date;
  /** Complete, left rated and with enough entrants. */
  readonly rated: boolean;
  readonly event: RatedEvent;
  /** Shown names of the rated people (the profile's, or the entry's). */
  readonly names: ReadonlyMap<RatedId, string>;
}

/** The rules a game's ratings follow (every game uses the defaults today). */
export function rulesOf(game: string): RatingRules {
  void game;
  return RATING_DEFAULTS;
}

/** Events per read: the embedded database runs one statement at a time for every request. */
const chunkSize = () => (databaseTarget().kind === "pglite" ? 20 : 100);

type EventFields = Pick<EventRow, "id" | "preset" | "presetOptions" | "status" | "rating"> & { playedAt: Date };

/**
 * The events among `eventIds` that exist, collected; missing (deleted) events are absent from the
 * map. Reads committed rows straight through the driver (never inside a transaction).
 */
export async function collectEvents(eventIds: readonly string[]): Promise<Map<string, CollectedEvent>> {
  const out = new Map<string, CollectedEvent>();
  const CHUNK = chunkSize();
  for (let i = 0; i < eventIds.length; i += CHUNK) {
    const ids = [...eventIds.slice(i, i + CHUNK)];
    for (const c of await collectChunk(ids)) out.set(c.eventId, c);
    // Long re-ratings leave room for requests between chunks.
    if (i + CHUNK < eventIds.length) await new Promise((r) => setImmediate(r));
  }
  return out;
}

export async function collectEvent(eventId: string): Promise<CollectedEvent | null> {
  return (await collectEvents([eventId])).get(eventId) ?? null;
}

interface PlayerRow {
  id: string;
  eventId: string;
  name: string;
  profileId: string | null;
}
interface MemberRow extends PlayerRow {
  playerId: string;
}
interface MatchRow {
  id: string;
  eventId: string;
  playerAId: string | null;
  playerBId: string | null;
  bracketMatch: number | null;
  /** As stored (jsonb as text): a few distinct texts make up a game's results, each scored once. */
  result: string;
  number: number;
}

async function collectChunk(ids: string[]): Promise<CollectedEvent[]> {
  const events = await directQuery<EventFields>(
    `SELECT e.id, e.preset, e."presetOptions", e.status::text AS status, e.rating,
       COALESCE((SELECT min(r."createdAt") FROM "Round" r WHERE r."eventId" = e.id), e."createdAt") AS "playedAt"
     FROM "Event" e WHERE e.id = ANY($1::text[])`,
    [ids],
  );
  if (events.length === 0) return [];
  const [players, members, matches] = await Promise.all([
    directQuery<PlayerRow>(`SELECT id, "eventId", name, "profileId" FROM "Player" WHERE "eventId" = ANY($1::text[])`, [ids]),
    directQuery<MemberRow>(`SELECT id, "eventId", "playerId", name, "profileId" FROM "TeamMember" WHERE "eventId" = ANY($1::text[]) ORDER BY "playerId", position`, [ids]),
    directQuery<MatchRow>(
      `SELECT m.id, m."eventId", m."playerAId", m."playerBId", m."bracketMatch", m.result::text AS result, r.number
       FROM "Match" m JOIN "Round" r ON r.id = m."roundId"
       WHERE m."eventId" = ANY($1::text[]) AND m.result IS NOT NULL AND m."playerAId" IS NOT NULL AND m."playerBId" IS NOT NULL`,
      [ids],
    ),
  ]);
  const resolve = await profileResolver([...players, ...members].map((p) => p.profileId));

  const byEvent = <T extends { eventId: string }>(rows: T[]) => {
    const m = new Map<string, T[]>();
    for (const r of rows) {
      let list = m.get(r.eventId);
      if (!list) m.set(r.eventId, (list = []));
      list.push(r);
    }
    return m;
  };
  const playersOf = byEvent(players);
  const membersOf = byEvent(members);
  const matchesOf = byEvent(matches);

  return events.map((ev) => {
    const game = planOf(ev).game;
    const settings = ratingSettings(ev.rating, game);
    const entrants = playersOf.get(ev.id)?.length ?? 0;
    const complete = ev.status === "complete";
    const names = new Map<RatedId, string>();
    // Entrant → its rated people.
    const sides = new Map<string, RatedId[]>();
    const person = (row: PlayerRow) => {
      const resolved = row.profileId ? resolve(row.profileId) : null;
      const id = resolved ? resolved.id : `entry:${row.id}`;
      names.set(id, resolved ? resolved.name : row.name);
      return id;
    };
    const teamRows = membersOf.get(ev.id);
    if (planOf(ev).teamSize && teamRows) {
      for (const m of teamRows) {
        const list = sides.get(m.playerId) ?? [];
        list.push(person(m));
        sides.set(m.playerId, list);
      }
    } else {
      for (const p of playersOf.get(ev.id) ?? []) sides.set(p.id, [person(p)]);
    }
    const format = swissFormat(ev);
    const formatKey = `${ev.preset}|${JSON.stringify(ev.presetOptions)}`;
    const rated: RatedMatch[] = [];
    for (const m of matchesOf.get(ev.id) ?? []) {
      const key = `${formatKey}|${m.bracketMatch === null ? "s" : "e"}|${m.result}`;
      let score = scores.get(key);
      if (score === undefined) scores.set(key, (score = scoreOf(format, m)));
      const a = sides.get(m.playerAId!);
      const b = sides.get(m.playerBId!);
      if (score === null || !a || !b || a.length === 0 || b.length === 0) continue;
      rated.push({ matchId: m.id, round: m.number, a, b, score });
    }
    return {
      eventId: ev.id,
      game,
      settings,
      entrants,
      complete,
      playedAt: ev.playedAt,
      rated: complete && eventIsRated(settings, entrants, rulesOf(game)),
      event: { eventId: ev.id, game, k: settings.k, matches: rated },
      names,
    };
  });
}

/** Scores by format and stored text (kept small: results repeat). */
const scores = new Map<string, number | null>();

function scoreOf(format: ReturnType<typeof swissFormat>, m: MatchRow): number | null {
  if (scores.size > 10_000) scores.clear();
  const stored: unknown = JSON.parse(m.result);
  if (m.bracketMatch === null) {
    try {
      return matchScore(format, swissResultOf(stored));
    } catch {
      // A stored result the format no longer reads (refused since) does not rate.
      return null;
    }
  }
  const r = eliminationResultOf(stored);
  // A bracket bye (or a double forfeit) was not played.
  return r && r.kind === "game" ? winnerScore(r.result) : null;
}

/** Profile id → the profile it stands for now (merges followed) and its name. */
async function profileResolver(ids: (string | null)[]): Promise<(id: string) => { id: string; name: string } | null> {
  const known = new Map<string, { displayName: string; mergedIntoId: string | null }>();
  let wanted = [...new Set(ids.filter((x): x is string => x !== null))];
  // Merge chains are short: one statement per link.
  for (let depth = 0; wanted.length > 0 && depth < 16; depth++) {
    const rows = await directQuery<{ id: string; displayName: string; mergedIntoId: string | null }>(`SELECT id, "displayName", "mergedIntoId" FROM "PlayerProfile" WHERE id = ANY($1::text[])`, [wanted]);
    for (const r of rows) known.set(r.id, r);
    wanted = [...new Set(rows.map((r) => r.mergedIntoId).filter((x): x is string => x !== null && !known.has(x)))];
  }
  return (id) => {
    let at = id;
    for (let i = 0; i < 16; i++) {
      const p = known.get(at);
      if (!p) return null;
      if (!p.mergedIntoId || !known.has(p.mergedIntoId)) return { id: at, name: p.displayName };
      at = p.mergedIntoId;
    }
    return null;
  };
}
