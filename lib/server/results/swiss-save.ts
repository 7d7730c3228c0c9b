/**
 * A judge's Swiss result in one statement. The common save — a played Swiss match, a leader,
 * a live round, no open judge call on the table — reads its match, the event's gate and the
 * caller's role in one query, checks the input (result-input.ts, the engine), then writes the
 * match, bumps the event's version with its notice, and adds the audit entry in one statement
 * that re-checks the gate and the match's version. With no transaction held open across round
 * trips, the event row is locked only while that statement runs, so a hall of judges saving at
 * once does not queue behind each other's network and CPU time.
 *
 * Which save is the common one, and the SQL that re-checks it, are save-gate.ts's to say.
 * Anything else returns null and takes the transactional path in results.ts, which also words
 * every refusal (unknown match, not staff, a bye, a closed round, a modified result, an event
 * whose status the last result may change, a chess clock that ran out).
 */
import type { Match as MatchRow, Prisma } from "@/lib/generated/prisma/client";
import { directQuery } from "@/lib/db/direct";
import type { User } from "@/lib/schemas/auth";
import { userForApiTokenWith } from "../accounts/accounts";
import { auditData } from "../kernel/audit";
import { swissFormat } from "../kernel/event-format";
import { VERSION_CHANNEL, wroteVersion } from "../kernel/event-versions";
import { newId } from "../kernel/match-insert";
import { clockAfterSave, gamesAtTime, swissStoredResult } from "./result-input";
import { droppedSeedSql, eventGateSql, fastPathApplies, LEADER_ROLES, openCallSql, resultBody } from "./save-gate";

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
  role: string | null;
  cutSeeds: string[] | null;
  openCalls: boolean;
  /** The event's shape (`bumpVersion`): an elimination save holds to it. */
  shape: number;
  /** A bracket match, and an entrant of the bracket has dropped (their matches resolve as byes: the transactional path's). */
  droppedSeeds: boolean;
}

/** The match, the event's gate and the caller's role, as of one snapshot (no lock). */
const readSql = (match: string, event: string, user: string) => `
  SELECT m.id, m."eventId", m."stageId", m."roundId", m."table", m."playerAId", m."playerBId", m."bracketMatch",
    m."darkSide", m.result, m."clockEvents", m.version, m."createdAt", m."updatedAt",
    e.status::text AS status, e.preset, e."presetOptions", e."cutSize", e."swissRounds",
    rd."stageRound", rd.number AS "roundNumber",
    (SELECT s.role::text FROM "EventStaff" s WHERE s."eventId" = e.id AND s."userId" = ${user} LIMIT 1) AS role,
    (SELECT g.seeds FROM "EventStage" g WHERE g."eventId" = e.id AND g.kind <> 'swiss' ORDER BY g.number LIMIT 1) AS "cutSeeds",
    ${openCallSql("m.id")} AS "openCalls", e.shape,
    CASE WHEN m."bracketMatch" IS NULL THEN false ELSE ${droppedSeedSql("e")} END AS "droppedSeeds"
  FROM "Match" m JOIN "Event" e ON e.id = m."eventId" LEFT JOIN "Round" rd ON rd.id = m."roundId"
  WHERE m.id = ${match} AND m."eventId" = ${event}`;

type ReadRow = MatchRow & Omit<Read, "match">;
const READ_WITH_TOKEN = readSql("$2", "$3", "u.id");

function toRead(row: ReadRow): Read {
  const { status, preset, presetOptions, cutSize, swissRounds, stageRound, roundNumber, role, cutSeeds, openCalls, shape, droppedSeeds, ...match } = row;
  return { match, status, preset, presetOptions, cutSize, swissRounds, stageRound, roundNumber, role, cutSeeds, openCalls, shape, droppedSeeds };
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

/**
 * The save in one statement: the event's version bumped if its gate still holds (save-gate.ts),
 * the match written if unchanged since the read and no judge call opened meanwhile, the audit
 * entry, and the notice. `ev` runs first (the match's update reads it) and locks the event row
 * until the statement ends; a bump that waited for another change re-checks the status on the row
 * as committed by then, so a cut or completion that lands meanwhile stops the write. The notice
 * goes out when the statement commits.
 */
const WRITE_SQL = `WITH ev AS (
   UPDATE "Event" e SET version = e.version + 1
   WHERE e.id = $1 AND ${eventGateSql("e", "$2", "$3")}
   RETURNING e.id, e.version
 ), m AS (
   UPDATE "Match" SET result = $4::jsonb, "darkSide" = $5, version = $6 + 1, "updatedAt" = $7::timestamp(3),
     "clockEvents" = COALESCE($13::jsonb, "Match"."clockEvents")
   FROM ev
   WHERE "Match".id = $8 AND "Match".version = $6
     AND NOT ${openCallSql("$8")}
   RETURNING "Match".id
 ), a AS (
   INSERT INTO "AuditEntry" (id, "eventId", "userId", action, data, "createdAt")
   SELECT $9, $1, $2, $10, $11::jsonb, $7::timestamp(3) FROM m
 )
 SELECT ev.version, EXISTS (SELECT 1 FROM m) AS saved, pg_notify($12, ev.id || ':' || ev.version || ':' || $8)::text AS sent
 FROM ev`;

/**
 * Saves the result when it is the common Swiss save: the saved row, or null for the
 * transactional path; "again" when the match or the event changed between the read and the
 * write (the transactional path then takes it). Throws 400/409 for input the transactional path
 * refuses too. `known`: the first read, when the caller made it (`callerAndSaveRead`).
 */
export async function saveSwissResultAtOnce(user: User, eventId: string, matchId: string, input: unknown, known?: Read | null): Promise<MatchRow | null | "again"> {
  const r = known === undefined ? await saveRead(eventId, matchId, user.id) : known;
  if (!r || !fastPathApplies(r)) return null;
  const { match } = r;
  const format = swissFormat(r);
  const body = resultBody(input);
  const { stored, darkSide } = swissStoredResult(format, match, body);
  if (gamesAtTime(stored).length > 0) return null;
  const now = new Date();
  // A chess clock still running stops with the result; one that ran out decides the match.
  const clock = clockAfterSave(format, match, body, now.getTime());
  if (clock === "transactional") return null;

  const by = { userId: user.id, name: user.name, role: r.role! };
  const action = match.result === null ? "result.record" : "result.correct";
  const data = auditData(action, {
    matchId,
    table: match.table,
    bracketMatch: null,
    players: [match.playerAId, match.playerBId],
    by,
    old: { result: match.result, darkSide: match.darkSide, version: match.version },
    new: { result: stored, darkSide },
    ...correctionRound(r),
  });
  const rows = await directQuery<{ version: number; saved: boolean }>(
    WRITE_SQL,
    [eventId, user.id, LEADER_ROLES, JSON.stringify(stored), darkSide, match.version, now.toISOString(), matchId, newId(), action, JSON.stringify(data), VERSION_CHANNEL, clock && JSON.stringify(clock)],
    "swiss-save-write",
  );
  const written = rows[0];
  if (written) wroteVersion(eventId, written.version, false);
  // The gate closed or the match moved on since the read: read again (the transactional path
  // then words the refusal, or the judge's stale version is a 409).
  if (!written?.saved) return "again";
  return { ...match, result: stored as unknown as MatchRow["result"], darkSide, version: match.version + 1, updatedAt: now, ...(clock ? { clockEvents: clock as unknown as MatchRow["clockEvents"] } : {}) };
}
