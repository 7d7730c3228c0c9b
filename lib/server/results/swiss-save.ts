/**
 * A judge's Swiss result in one statement. The common save — a played Swiss match, a leader,
 * a live round, no open judge call on the table — reads its match, the event's gate and the
 * caller's role in one query, checks the input (result-input.ts, the engine), then writes the
 * match, bumps the event's version with its notice, and adds the audit entry in one statement
 * that re-checks the gate and the match's version. With no transaction held open across round
 * trips, the event row is locked only while that statement runs, so a hall of judges saving at
 * once does not queue behind each other's network and CPU time.
 *
 * Which save is the common one, the save's first read, and the SQL that re-checks the gate are
 * save-gate.ts's to say.
 * Anything else returns null and takes the transactional path in results.ts, which also words
 * every refusal (unknown match, not staff, a bye, a closed round, a modified result, an event
 * whose status the last result may change, a chess clock that ran out).
 */
import type { Match as MatchRow } from "@/lib/generated/prisma/client";
import { directQuery } from "@/lib/db/direct";
import type { User } from "@/lib/schemas/auth";
import { auditJson } from "../kernel/audit";
import { swissFormat } from "../kernel/event-format";
import { VERSION_CHANNEL, wroteVersion } from "../kernel/event-versions";
import { newId } from "../kernel/match-insert";
import { clockAfterSave, gamesAtTime, swissStoredResult } from "./result-input";
import { correctionRound, eventGateSql, fastPathApplies, LEADER_ROLES, openCallSql, resultBody, saveRead, type Read } from "./save-gate";

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
  const data = auditJson(action, {
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
    [eventId, user.id, LEADER_ROLES, JSON.stringify(stored), darkSide, match.version, now.toISOString(), matchId, newId(), action, data, VERSION_CHANNEL, clock && JSON.stringify(clock)],
    "swiss-save-write",
  );
  const written = rows[0];
  if (written) wroteVersion(eventId, written.version, false);
  // The gate closed or the match moved on since the read: read again (the transactional path
  // then words the refusal, or the judge's stale version is a 409).
  if (!written?.saved) return "again";
  return { ...match, result: stored as unknown as MatchRow["result"], darkSide, version: match.version + 1, updatedAt: now, ...(clock ? { clockEvents: clock as unknown as MatchRow["clockEvents"] } : {}) };
}
