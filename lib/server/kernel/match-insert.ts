/**
 * Writes a round's new matches in one statement. Prisma's `createManyAndReturn` binds a
 * parameter per column per row and maps every returned row, which for a 1,000-player round
 * costs ~300 ms of CPU; here the rows travel as one JSON text and are built from what was
 * written, so pairing a big round stays a few milliseconds of database work.
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
/** Random bytes drawn 4 KB at a time: a round of 2,500 matches takes one draw, not 2,500. */
const POOL = 4096;
let pool = Buffer.alloc(0);
let at = POOL;

/** A collision-free id in the shape of Prisma's cuid (lowercase, 25 characters, starts with c). */
export function newId(): string {
  counter = (counter + 1) % 1_679_616;
  if (at + 8 > pool.length) {
    pool = randomBytes(POOL);
    at = 0;
  }
  const bits = pool.readBigUInt64BE(at);
  at += 8;
  const time = Date.now().toString(36).padStart(9, "0");
  const count = counter.toString(36).padStart(4, "0");
  const random = bits.toString(36).padStart(13, "0").slice(-11);
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
  // One JSON text for all the rows: Prisma passes a string as it is, where it would walk six
  // arrays of thousands of values element by element.
  const json = JSON.stringify(rows.map((r) => [r.id, r.table, r.playerAId, r.playerBId, r.bracketMatch, r.darkSide]));
  await tx.$executeRawUnsafe(
    `INSERT INTO "Match" ("id", "eventId", "stageId", "roundId", "table", "playerAId", "playerBId", "bracketMatch", "darkSide", "createdAt", "updatedAt")
     SELECT u->>0, $1, $2, $3, (u->>1)::int, u->>2, u->>3, (u->>4)::int, u->>5, $5::timestamp(3), $5::timestamp(3)
     FROM jsonb_array_elements($4::jsonb) AS u`,
    at.eventId,
    at.stageId,
    at.roundId,
    json,
    now.toISOString(),
  );
  return rows;
}
