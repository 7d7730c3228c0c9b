/**
 * The result save's gate, in one place: which `PUT …/matches/{id}/result` the server answers
 * before Next.js (lib/api/fast-result.ts), the save's first read (the match, the event's gate and
 * the caller's role in one query), the path a save takes from it (`savePath`: one statement,
 * swiss-save.ts or elimination-save.ts, or the transactional one, results.ts), and the request's
 * body, parsed once for whichever path takes it.
 *
 * The fast path's gate is a live Swiss round as lib/server/rounds/live.ts defines one (the Swiss
 * stage, no cut), a leader, no open judge call on the table — and a played Swiss match whose
 * result cannot complete the event. What can change between the save's read and its write is
 * checked again by the write statement, in SQL; both come from here (`eventGateSql`,
 * `openCallSql`), and save-gate.test.ts holds the two to the same answers.
 *
 * An elimination result takes its one statement (elimination-save.ts) when it can neither
 * complete the stage nor reach a result recorded after it: a leader, an opened match of a
 * bracket with no dropped entrant, not a final or third-place match, and the matches its winner
 * and loser go to neither opened nor played (checked again in SQL, `eliminationGateSql`).
 */
import { EliminationResultInput, SwissResultInput } from "@/lib/schemas/result";
import type { z } from "zod";
import { allows, rolesFor } from "../kernel/policy";
import { parseInput } from "../kernel/validate";
import { holdFreeSql } from "../kernel/hold";
import type { BracketSlot } from "@/lib/tournament";
import { bracketDefinitionOf } from "../kernel/event-format";
import { roundIsLive } from "../rounds/live";
import type { Event as EventRow, Match as MatchRow, Prisma } from "@/lib/generated/prisma/client";
import { directQuery } from "@/lib/db/direct";
import type { User } from "@/lib/schemas/auth";
import { userForApiTokenWith } from "../accounts/accounts";

// ————— The HTTP fast path —————

const RESULT_PATH = /^\/api\/v1\/events\/([A-Za-z0-9_-]{1,64})\/matches\/([A-Za-z0-9_-]{1,64})\/result$/;

/** The event and match of a result save the server answers before Next.js (plain ids only; anything odd goes to Next.js). */
export function resultSaveTarget(method: string | undefined, url: string): { eventId: string; matchId: string } | null {
  if (method !== "PUT") return null;
  const at = url.indexOf("?");
  const found = RESULT_PATH.exec(at < 0 ? url : url.slice(0, at));
  return found ? { eventId: found[1]!, matchId: found[2]! } : null;
}

// ————— The one-statement Swiss save —————

const isLeader = (role: string | null) => allows("result.record", role);

/** Whether this save is the common one swiss-save.ts writes in one statement; else the transactional path decides. */
export function fastPathApplies(r: Read): boolean {
  // No cut and a fixed number of rounds: the last round's last missing result completes the
  // event (results.ts, under the event's lock). Only a result of that last round can: the
  // rounds before it are all paired, so none of their results is ever the last one missing.
  const mayComplete = r.cutSize === 0 && r.swissRounds !== null && (r.stageRound === null || r.stageRound >= r.swissRounds);
  const playedSwissMatch = r.match.bracketMatch === null && r.match.playerBId !== null;
  return isLeader(r.role) && playedSwissMatch && swissStageLive(r.status, r.cutSeeds ?? []) && !mayComplete && !r.openCalls && !r.draft;
}

/** The Swiss stage going on with its rounds live (live.ts), as the write re-checks it in SQL. */
const swissStageLive = (status: string, cutSeeds: readonly string[]) => status === "swiss" && roundIsLive({ status: status as EventRow["status"], cutSeeds }, "swiss");

/**
 * The gate on the event row `e` in SQL, as the write re-checks it under the row's lock:
 * `swissStageLive` (a cut is an elimination stage with seeds), and `user` a leader (`leaders`:
 * the parameter holding the roles that may record a result).
 */
export const eventGateSql = (e: string, user: string, leaders: string) => `${e}.status = 'swiss' AND ${holdFreeSql(e)}
         AND EXISTS (SELECT 1 FROM "EventStaff" s WHERE s."eventId" = ${e}.id AND s."userId" = ${user} AND s.role::text = ANY(${leaders}::text[]))
         AND NOT EXISTS (SELECT 1 FROM "EventStage" g WHERE g."eventId" = ${e}.id AND g.kind <> 'swiss' AND cardinality(g.seeds) > 0)`;

// ————— The one-statement elimination save —————

/** Where the match's winner and loser go next: the seats the save fills. */
export interface NextSeats {
  winnerTo: BracketSlot | null;
  loserTo: BracketSlot | null;
}

/** Parts whose result may complete the stage: their saves settle the event under its lock. */
const DECIDING_PARTS: ReadonlySet<string> = new Set(["final", "second-final", "third-place"]);

/**
 * The seats an elimination save fills when it is one the single statement may write (see the
 * module's note); null for the transactional path. The write re-checks the event's shape (no
 * pairing or drop since the read), the next matches and the gate.
 */
export function eliminationFastPath(r: Read): NextSeats | null {
  const m = r.match;
  if (m.bracketMatch === null || m.roundId === null || m.playerAId === null || m.playerBId === null) return null;
  if (!isLeader(r.role) || r.openCalls || r.droppedSeeds || r.status !== "elimination" || !r.cutSeeds?.length) return null;
  const def = bracketDefinitionOf(r)?.matches.find((d) => d.match === m.bracketMatch);
  if (!def || DECIDING_PARTS.has(def.part)) return null;
  return { winnerTo: def.winnerTo, loserTo: def.loserTo };
}

/** An entrant of the event's bracket has dropped: the bracket resolves their matches as byes. */
export const droppedSeedSql = (e: string) =>
  `EXISTS (SELECT 1 FROM "EventStage" g JOIN "Player" p ON p.id = ANY(g.seeds) WHERE g."eventId" = ${e}.id AND g.kind <> 'swiss' AND p.status <> 'active')`;

/**
 * The elimination save's gate on the event row `e`: the shape it read (`shape`: the parameter),
 * the elimination stage going on, `user` a leader, and no dropped entrant.
 */
export const eliminationGateSql = (e: string, user: string, leaders: string, shape: string) => `${e}.status = 'elimination' AND ${e}.shape = ${shape} AND ${holdFreeSql(e)}
         AND EXISTS (SELECT 1 FROM "EventStaff" s WHERE s."eventId" = ${e}.id AND s."userId" = ${user} AND s.role::text = ANY(${leaders}::text[]))
         AND NOT ${droppedSeedSql(e)}`;

/** An open judge call on the match (a dispute or a missing report): the transactional path closes it with the save. */
export const openCallSql = (match: string) => `EXISTS (SELECT 1 FROM "JudgeCall" c WHERE c."matchId" = ${match} AND c.kind IN ('dispute', 'missing') AND c.status <> 'resolved')`;

/** The leaders' roles, as the write statement's parameter. */
export const LEADER_ROLES = [...rolesFor("result.record")];

// ————— The save's first read —————

/** What a save reads first, in one query: the match, the event's gate and the caller's role (no lock). */
export interface Read {
  match: MatchRow;
  status: string;
  preset: string;
  presetOptions: Prisma.JsonValue;
  cutSize: number | null;
  swissRounds: number | null;
  /** The match's round within the Swiss stage (null: not in a round). */
  stageRound: number | null;
  /** The match's event-wide round number: a correction's history names it. */
  roundNumber: number | null;
  /** The match's round is a draft (issue 41): it takes no result; the transactional path refuses it. */
  draft: boolean;
  role: string | null;
  cutSeeds: string[] | null;
  openCalls: boolean;
  /** The event's shape (`bumpVersion`): an elimination save holds to it. */
  shape: number;
  /** A bracket match, and an entrant of the bracket has dropped (their matches resolve as byes: the transactional path's). */
  droppedSeeds: boolean;
}

const readSql = (match: string, event: string, user: string) => `
  SELECT m.id, m."eventId", m."stageId", m."roundId", m."table", m."playerAId", m."playerBId", m."bracketMatch",
    m."darkSide", m.result, m."clockEvents", m.version, m."createdAt", m."updatedAt",
    e.status::text AS status, e.preset, e."presetOptions", e."cutSize", e."swissRounds",
    rd."stageRound", rd.number AS "roundNumber", COALESCE(rd.draft, false) AS draft,
    (SELECT s.role::text FROM "EventStaff" s WHERE s."eventId" = e.id AND s."userId" = ${user} LIMIT 1) AS role,
    (SELECT g.seeds FROM "EventStage" g WHERE g."eventId" = e.id AND g.kind <> 'swiss' ORDER BY g.number LIMIT 1) AS "cutSeeds",
    ${openCallSql("m.id")} AS "openCalls", e.shape,
    CASE WHEN m."bracketMatch" IS NULL THEN false ELSE ${droppedSeedSql("e")} END AS "droppedSeeds"
  FROM "Match" m JOIN "Event" e ON e.id = m."eventId" LEFT JOIN "Round" rd ON rd.id = m."roundId"
  WHERE m.id = ${match} AND m."eventId" = ${event}`;

type ReadRow = MatchRow & Omit<Read, "match">;
const READ_WITH_TOKEN = readSql("$2", "$3", "u.id");

function toRead(row: ReadRow): Read {
  const { status, preset, presetOptions, cutSize, swissRounds, stageRound, roundNumber, draft, role, cutSeeds, openCalls, shape, droppedSeeds, ...match } = row;
  return { match, status, preset, presetOptions, cutSize, swissRounds, stageRound, roundNumber, draft, role, cutSeeds, openCalls, shape, droppedSeeds };
}

/** A correction names its round in the history (a table number comes back every round), as results.ts's does. */
export const correctionRound = (r: Read): { round?: number } => (r.match.result !== null && r.roundNumber !== null ? { round: r.roundNumber } : {});

/** A save's first read, when the caller did not make it with their token. */
export async function saveRead(eventId: string, matchId: string, userId: string): Promise<Read | null> {
  const row = (await directQuery<ReadRow>(readSql("$1", "$2", "$3"), [matchId, eventId, userId]))[0];
  return row ? toRead(row) : null;
}

/**
 * The caller of a result save, by API token (null: wrong, expired or revoked), and the save's
 * first read, in one round trip: every save of a hall's judges starts with both.
 */
export async function callerAndSaveRead(token: string, eventId: string, matchId: string): Promise<{ user: User | null; read: Read | null }> {
  const { user, row } = await userForApiTokenWith<ReadRow>(token, { sql: READ_WITH_TOKEN, values: [matchId, eventId], name: "swiss-save-read" });
  return { user, read: row ? toRead(row) : null };
}

// ————— The path a save takes —————

/** Where a save goes: one statement (Swiss, or elimination filling `next`), or the transactional path. */
export type SavePath = { kind: "swiss" } | { kind: "elimination"; next: NextSeats } | { kind: "transactional" };

/** The path for a save read as `r`; without a read (no caller, no such match), the transactional path words the refusal. */
export function savePath(r: Read | null): SavePath {
  if (!r) return { kind: "transactional" };
  if (r.match.bracketMatch === null) return fastPathApplies(r) ? { kind: "swiss" } : { kind: "transactional" };
  const next = eliminationFastPath(r);
  return next ? { kind: "elimination", next } : { kind: "transactional" };
}

// ————— The body —————

/**
 * A result save's body: read once from the request, parsed (400 on bad input) the first time a
 * path asks for it, and never again when the fast path declines and the transactional path takes
 * the save.
 */
export class ResultBody {
  private swissInput?: z.output<typeof SwissResultInput>;
  private eliminationInput?: z.output<typeof EliminationResultInput>;

  constructor(readonly raw: unknown) {}

  swiss(): z.output<typeof SwissResultInput> {
    return (this.swissInput ??= parseInput(SwissResultInput, this.raw));
  }

  elimination(): z.output<typeof EliminationResultInput> {
    return (this.eliminationInput ??= parseInput(EliminationResultInput, this.raw));
  }

  /** `overrideClock` as sent (a chess clock that ran out; checked by the transactional path). */
  get overrideClock(): unknown {
    return (this.raw as { overrideClock?: unknown } | null)?.overrideClock;
  }
}

/** The save's body, parsed at most once however many paths look at it. */
export const resultBody = (input: unknown): ResultBody => (input instanceof ResultBody ? input : new ResultBody(input));
