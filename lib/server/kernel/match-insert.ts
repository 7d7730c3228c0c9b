/**
 * Writes a round's new matches in one statement. Prisma's `createManyAndReturn` binds a
 * parameter per column per row and maps every returned row, which for a 1,000-player round
 * costs ~300 ms of CPU; here each column travels as one array (`unnest`) and the rows are built
 * from what was written, so pairing a big round stays a few milliseconds of database work.
 */
import { randomBytes } from "node:crypto";
import type { Match as MatchRow } from "@/lib/generated/prisma/client";
import type { Tx } from "@/lib/db";

export interface NewMatch {
  table: number | null;
  playerAId: string | null;
  playerBId: string | null;
  darkSide: string | null;
  bracketMatch?: number | null;
}

let counter = 0;
/** A collision-free id in the shape of Prisma's cuid (lowercase, 25 characters, starts with c). */
export function newId(): string {
  counter = (counter + 1) % 1_679_616;
  const time = Date.now().toString(36).padStart(9, "0");
  const count = counter.toString(36).padStart(4, "0");
  const random = BigInt(`0x${randomBytes(8).toString("hex")}`).toString(36).padStart(13, "0").slice(-11);
  return `c${time}${count}${random}`;
}

export async function insertMatches(tx: Tx, at: { eventId: string; stageId: string; roundId: string }, matches: NewMatch[]): Promise<MatchRow[]> {
  const now = new Date();
  const rows: MatchRow[] = matches.map((m) => ({
    id: newId(),
    eventId: at.eventId,
    stageId: at.stageId,
    roundId: at.roundId,
    table: m.table,
    playerAId: m.playerAId,
    playerBId: m.playerBId,
    bracketMatch: m.bracketMatch ?? null,
    darkSide: m.darkSide,
    result: null,
    clockEvents: [],
    version: 0,
    createdAt: now,
    updatedAt: now,
  }));
  if (rows.length === 0) return rows;
  const col = <T,>(pick: (r: MatchRow) => T) => rows.map(pick);
  await tx.$executeRaw`
    INSERT INTO "Match" ("id", "eventId", "stageId", "roundId", "table", "playerAId", "playerBId", "bracketMatch", "darkSide", "createdAt", "updatedAt")
    SELECT u.id, ${at.eventId}, ${at.stageId}, ${at.roundId}, u.t, u.a, u.b, u.bm, u.d, ${now}, ${now}
    FROM unnest(${col((r) => r.id)}::text[], ${col((r) => r.table)}::int[], ${col((r) => r.playerAId)}::text[], ${col((r) => r.playerBId)}::text[],
                ${col((r) => r.bracketMatch)}::int[], ${col((r) => r.darkSide)}::text[]) AS u(id, t, a, b, bm, d)`;
  return rows;
}
