/**
 * The JSON columns as stored, decoded by schema (a value that does not fit reads as absent):
 * - `Match.result`, Swiss: `{games: [{result, ending?}, …], timeLoss?}` or `{intentionalSplit: true}`;
 *   a bye (playerB null) stores nothing (the format's bye points).
 * - `Match.result`, elimination: `{kind: "game", result: "A"|"B", timeout?, scores?, games?, timeLoss?}`
 *   or `{kind: "bye", result, resolution: "bye"|"double-forfeit"}` (the opponent had dropped).
 * - `Match.clockEvents`: the match's chess clock and absence events; `Round.timerEvents`: the round clock.
 */
import { z } from "zod";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Match as MatchRow, Round as RoundRow } from "@/lib/generated/prisma/client";
import { GAME_ENDINGS, Seat, TimeoutBoardInput } from "@/lib/schemas/round";
import type { AnyMatchResult, MatchClockEvent, RoundTimerEvent } from "@/lib/tournament";

const StoredGameSchema = z.object({ result: z.enum(["A", "B", "draw", "unplayed"]), ending: z.enum(GAME_ENDINGS).optional() });
const StoredSwissSchema = z.union([
  // No game only when a chess clock ran out in game 1.
  z.object({ games: z.array(StoredGameSchema), timeLoss: Seat.optional() }).refine((r) => r.games.length > 0 || r.timeLoss !== undefined),
  z.object({ intentionalSplit: z.literal(true) }),
]);
const StoredEliminationSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("game"),
    result: Seat,
    timeout: TimeoutBoardInput.optional(),
    scores: z.object({ ls: z.number(), ds: z.number() }).optional(),
    games: z.array(StoredGameSchema).optional(),
    timeLoss: Seat.optional(),
  }),
  z.object({ kind: z.literal("bye"), result: Seat, resolution: z.enum(["bye", "double-forfeit"]) }),
]);
const ClockEventSchema = z.union([
  z.object({ at: z.number(), kind: z.literal("start"), seat: Seat }),
  z.object({ at: z.number(), kind: z.enum(["switch", "pause", "resume"]) }),
  z.object({ at: z.number(), kind: z.literal("adjust"), seat: Seat, seconds: z.number() }),
  z.object({ at: z.number(), kind: z.enum(["absent", "present"]), seat: Seat }),
]);
const TimerEventSchema = z.union([
  z.object({ type: z.enum(["start", "reset"]), at: z.number(), minutes: z.number().optional() }),
  z.object({ type: z.enum(["pause", "resume"]), at: z.number() }),
  z.object({ type: z.literal("extend"), at: z.number(), table: z.number(), minutes: z.number() }),
]);

/** One stored game: its winner (or draw / unplayed) and how it ended when not played out. */
export type StoredGame = z.output<typeof StoredGameSchema>;
/** FFG: two games; best-of formats: the games played, and the seat that lost on the chess clock. */
export type StoredSwissResult = z.output<typeof StoredSwissSchema>;
export type StoredEliminationResult = z.output<typeof StoredEliminationSchema>;

/** A stored Swiss result as the engine reads it (any format: games in order, endings, time loss). */
export function swissResultOf(stored: unknown): AnyMatchResult | null {
  const parsed = StoredSwissSchema.safeParse(stored);
  if (!parsed.success) return null;
  const r = parsed.data;
  if ("intentionalSplit" in r) return { intentionalSplit: true };
  const endings = r.games.some((g) => g.ending) ? r.games.map((g) => g.ending ?? null) : undefined;
  return { games: r.games.map((g) => g.result), ...(endings ? { endings } : {}), ...(r.timeLoss ? { timeLoss: r.timeLoss } : {}) };
}

export function eliminationResultOf(stored: unknown): StoredEliminationResult | null {
  const parsed = StoredEliminationSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/** A match's own clock events (chess clock, absence), in time order. */
export function clockEventsOf(match: Pick<MatchRow, "clockEvents">): MatchClockEvent[] {
  const parsed = z.array(ClockEventSchema).safeParse(match.clockEvents);
  return parsed.success ? parsed.data : [];
}

export function timerEventsOf(round: Pick<RoundRow, "timerEvents">): RoundTimerEvent[] {
  const parsed = z.array(TimerEventSchema).safeParse(round.timerEvents);
  return parsed.success ? parsed.data : [];
}

/** Plain data for an audit entry or a JSON column (drops undefined, readonly-ness). */
export const asJson = (value: unknown): Prisma.InputJsonValue => JSON.parse(JSON.stringify(value)) as Prisma.InputJsonValue;
