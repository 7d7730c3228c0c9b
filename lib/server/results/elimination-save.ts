/**
 * A judge's elimination result in one statement: the same idea as the Swiss save (swiss-save.ts)
 * for a bracket. The common save — an opened match whose result can neither complete the stage
 * nor reach a later result (save-gate.ts, `eliminationFastPath`) — writes the match, puts its
 * winner (and, where the bracket sends them on, its loser) into the seats of the matches they go
 * to, bumps the event's version with a notice naming those rows, and adds the audit entry, all
 * in one statement that re-checks the gate: the event's shape as read (no pairing, drop or cut
 * since), the match's version, no open judge call, and the next matches neither opened nor
 * played. It leaves exactly the rows `syncBracket` leaves after the transactional save.
 *
 * Anything else — a final, a third-place match, a bracket with a dropped entrant, a result a
 * later one depends on, a chess clock that ran out — takes the transactional path in results.ts.
 */
import type { Match as MatchRow } from "@/lib/generated/prisma/client";
import { directQuery } from "@/lib/db/direct";
import type { User } from "@/lib/schemas/auth";
import { auditJson } from "../kernel/audit";
import { entryOf, matchFormat } from "../kernel/event-format";
import { VERSION_CHANNEL, wroteVersion } from "../kernel/event-versions";
import { newId } from "../kernel/match-insert";
import { clockAfterSave, eliminationStoredResult } from "./result-input";
import { correctionRound, eliminationFastPath, eliminationGateSql, LEADER_ROLES, openCallSql, resultBody, type NextSeats, type Read } from "./save-gate";

/**
 * `ev` runs first and locks the event row until the statement ends; waiting behind another change
 * re-checks the row as committed by then, and any change but a result bumps its shape. `nx` fills
 * the next matches' seats (only those that change, as `syncBracket` does) on the newest row
 * versions, so two results feeding one match each keep the other's seat.
 */
const WRITE_SQL = `WITH ev AS (
   UPDATE "Event" e SET version = e.version + 1
   WHERE e.id = $1 AND ${eliminationGateSql("e", "$2", "$3", "$13")}
   RETURNING e.id, e.version
 ), m AS (
   UPDATE "Match" SET result = $4::jsonb, "darkSide" = $5, version = $6 + 1, "updatedAt" = $7::timestamp(3),
     "clockEvents" = COALESCE($14::jsonb, "Match"."clockEvents")
   FROM ev
   WHERE "Match".id = $8 AND "Match".version = $6 AND "Match"."roundId" IS NOT NULL
     AND NOT ${openCallSql("$8")}
     AND NOT EXISTS (SELECT 1 FROM "Match" n WHERE n."stageId" = $15 AND n."bracketMatch" = ANY($16::int[]) AND (n."roundId" IS NOT NULL OR n.result IS NOT NULL))
   RETURNING "Match".id
 ), nx AS (
   UPDATE "Match" n SET
     "playerAId" = CASE WHEN f.seat = 'A' THEN f.player ELSE n."playerAId" END,
     "playerBId" = CASE WHEN f.seat = 'B' THEN f.player ELSE n."playerBId" END,
     "darkSide" = NULL, version = n.version + 1, "updatedAt" = $7::timestamp(3)
   FROM m, unnest($16::int[], $17::text[], $18::text[]) AS f(bm, seat, player)
   WHERE n."stageId" = $15 AND n."bracketMatch" = f.bm
     AND (CASE WHEN f.seat = 'A' THEN n."playerAId" ELSE n."playerBId" END) IS DISTINCT FROM f.player
   RETURNING n.id
 ), a AS (
   INSERT INTO "AuditEntry" (id, "eventId", "userId", action, data, "createdAt")
   SELECT $9, $1, $2, $10, $11::jsonb, $7::timestamp(3) FROM m
 )
 SELECT ev.version, EXISTS (SELECT 1 FROM m) AS saved,
   pg_notify($12, ev.id || ':' || ev.version || ':' || array_to_string(ARRAY[$8::text] || ARRAY(SELECT id FROM nx), ','))::text AS sent
 FROM ev`;

/** The seats to fill: the winner's next match, and the loser's where the bracket sends them on. */
function fills(next: NextSeats, match: MatchRow, winner: "A" | "B"): { bm: number[]; seat: string[]; player: string[] } {
  const out = { bm: [] as number[], seat: [] as string[], player: [] as string[] };
  const [won, lost] = winner === "A" ? [match.playerAId!, match.playerBId!] : [match.playerBId!, match.playerAId!];
  for (const [slot, player] of [[next.winnerTo, won], [next.loserTo, lost]] as const) {
    if (!slot) continue;
    out.bm.push(slot.match);
    out.seat.push(slot.seat);
    out.player.push(player);
  }
  return out;
}

/**
 * Saves the result when it is the common elimination save: the saved row, or null for the
 * transactional path; "again" when something changed between the read and the write. Throws
 * 400/409 for input the transactional path refuses too.
 */
export async function saveEliminationResultAtOnce(user: User, eventId: string, r: Read, input: unknown): Promise<MatchRow | null | "again"> {
  const next = eliminationFastPath(r);
  if (!next) return null;
  const { match } = r;
  const format = matchFormat(r, match.bracketMatch);
  const body = resultBody(input);
  const { stored, darkSide, winner } = eliminationStoredResult(format, entryOf(r), match, body);
  const now = new Date();
  const clock = clockAfterSave(format, match, body, now.getTime());
  if (clock === "transactional") return null;

  const action = match.result === null ? "result.record" : "result.correct";
  const data = auditJson(action, {
    matchId: match.id,
    table: match.table,
    bracketMatch: match.bracketMatch,
    players: [match.playerAId, match.playerBId],
    by: { userId: user.id, name: user.name, role: r.role! },
    old: { result: match.result, darkSide: match.darkSide, version: match.version },
    new: { result: stored, darkSide },
    complete: false,
    ...correctionRound(r),
  });
  const seats = fills(next, match, winner);
  const rows = await directQuery<{ version: number; saved: boolean }>(
    WRITE_SQL,
    [
      eventId, user.id, LEADER_ROLES, JSON.stringify(stored), darkSide, match.version, now.toISOString(), match.id, newId(), action, data, VERSION_CHANNEL,
      r.shape, clock && JSON.stringify(clock), match.stageId, seats.bm, seats.seat, seats.player,
    ],
    "elimination-save-write",
  );
  const written = rows[0];
  if (written) wroteVersion(eventId, written.version, false);
  if (!written?.saved) return "again";
  return { ...match, result: stored as unknown as MatchRow["result"], darkSide, version: match.version + 1, updatedAt: now, ...(clock ? { clockEvents: clock as unknown as MatchRow["clockEvents"] } : {}) };
}
