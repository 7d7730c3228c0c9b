/**
 * The JSON columns as stored, decoded by schema (a value that does not fit reads as absent):
 * - `Match.result`: its shapes are lib/schemas/result.ts's (`StoredSwissSchema`, `StoredEliminationSchema`);
 * - `Match.clockEvents`: the match's chess clock and absence events; `Round.timerEvents`: the round clock.
 */
import { z } from "zod";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Match as MatchRow, Round as RoundRow } from "@/lib/generated/prisma/client";
import { Seat, StoredEliminationSchema, StoredSwissSchema, type StoredEliminationResult } from "@/lib/schemas/result";
import type { AnyMatchResult, MatchClockEvent, RoundTimerEvent } from "@/lib/tournament";

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
/** Built once: a schema is an object graph, and these two are read for every match and round shown. */
const ClockEventsSchema = z.array(ClockEventSchema);
const TimerEventsSchema = z.array(TimerEventSchema);

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
  // The common case, no events: nothing to parse.
  if (Array.isArray(match.clockEvents) && match.clockEvents.length === 0) return [];
  const parsed = ClockEventsSchema.safeParse(match.clockEvents);
  return parsed.success ? parsed.data : [];
}

export function timerEventsOf(round: Pick<RoundRow, "timerEvents">): RoundTimerEvent[] {
  if (Array.isArray(round.timerEvents) && round.timerEvents.length === 0) return [];
  const parsed = TimerEventsSchema.safeParse(round.timerEvents);
  return parsed.success ? parsed.data : [];
}

/** Plain data for an audit entry or a JSON column (drops undefined, readonly-ness). */
export const asJson = (value: unknown): Prisma.InputJsonValue => JSON.parse(JSON.stringify(value)) as Prisma.InputJsonValue;
