/**
 * A match result, declared once: what a judge or a player sends (input), what the `Match.result`
 * column holds (stored JSON), what the API shows (view), and what an audit entry keeps. Every
 * shape is built from the engine's kinds (lib/tournament/result-kinds.ts); the stored types are
 * derived from their schemas. A new result kind starts in the engine's kinds and here.
 *
 * Stored, `Match.result`:
 * - Swiss: `{games: [{result, ending?}, …], timeLoss?}` or `{intentionalSplit: true}`; a bye
 *   (playerB null) stores nothing (the format's bye points).
 * - Elimination: `{kind: "game", result: "A"|"B", timeout?, scores?, games?, timeLoss?}` or
 *   `{kind: "bye", result, resolution: "bye"|"double-forfeit"}` (the opponent had dropped).
 */
import { z } from "zod";
import { BYE_RESOLUTIONS, GAME_ENDINGS, GAME_RESULTS, SEATS } from "@/lib/tournament/result-kinds";
import { expectedVersion, wholeNumber } from "./common";
import { apiRegistry } from "./registry";

export { GAME_ENDINGS, SEATS };

export const Seat = z.enum(SEATS, { error: 'A seat is "A" or "B".' });

// ————— Input: the results API's body (a judge's save, a player's report) —————

export const GameResultInput = z.object({
  result: z.enum(GAME_RESULTS, { error: 'A game result is "A", "B", "draw" or "unplayed".' }),
  ending: z
    .enum(GAME_ENDINGS, { error: 'A game ends on "time" (a modified result) or by "forfeit" (absence).' })
    .optional()
    .describe("How the game ended when it was not played out, where the format has that rule."),
});

/** One game as sent. */
export type GameInput = z.output<typeof GameResultInput>;

/**
 * A match's games in order. The event's format says how many (FFG: exactly two; best of 3:
 * until someone has two wins) and what each may be; the engine checks (400 with the reason).
 */
const gameList = z
  .array(GameResultInput, { error: "games is a list of games." })
  // Empty only for a chess clock that ran out in game 1 (with timeLoss): the engine says so.
  .max(5, { error: "A match has at most 5 games." });

const overrideClock = z
  .literal(true, { error: "overrideClock is true or left out." })
  .optional()
  .describe(
    "Chess clock formats, organizer or judge only: record this result although the match's chess clock ran out for a player (the clock was wrong). Without it, a result other than that player's time loss is refused (409). Recorded in the history.",
  );

/** Swiss: the games (or an intentional split); optional dark side of game 1; chess clock loss. */
export const SwissResultInput = z
  .union([
    z.object({
      games: gameList,
      timeLoss: Seat.optional().describe("Chess clock formats: the seat whose clock ran out (loses the match). games are then the games finished before (none when it ran out in game 1); refused (400) after the match was decided."),
      overrideClock,
      darkSide: Seat.optional(),
      expectedVersion,
    }),
    z.object({ intentionalSplit: z.literal(true), darkSide: Seat.optional(), expectedVersion }),
  ])
  .register(apiRegistry, { id: "SwissResultInput" });
export type SwissResultInput = z.output<typeof SwissResultInput>;

const count = (what: string, max: number) => wholeNumber(what, 0, max);

export const TimeoutBoardInput = z
  .object({
    lsVictoryPileObjectives: count("Objectives in the light side victory pile", 2),
    damageOnDsObjectives: count("Damage on dark side objectives", 39),
    deathStarDial: count("Death Star dial", 11),
    damageOnLsObjectives: count("Damage on light side objectives", 39),
    balanceOfTheForce: z.enum(["ls", "ds"], { error: 'Balance of the Force is held by "ls" or "ds".' }),
  })
  .register(apiRegistry, { id: "TimeoutBoardInput", description: "Board state of an elimination game that reached time." });

/**
 * Elimination. FFG: one game, its dark side, and either the winner or the timed-out board.
 * Other formats: the match's games (best of 1/3/5) and, with a chess clock, the time loss.
 */
export const EliminationResultInput = z
  .union([
    z.object({ darkSide: Seat, result: Seat, expectedVersion }),
    z.object({ darkSide: Seat, timeout: TimeoutBoardInput, expectedVersion }),
    z.object({ games: gameList, timeLoss: Seat.optional(), overrideClock, expectedVersion }),
  ])
  .register(apiRegistry, { id: "EliminationResultInput" });
export type EliminationResultInput = z.output<typeof EliminationResultInput>;

export const ResultInput = z.union([SwissResultInput, EliminationResultInput]).register(apiRegistry, { id: "ResultInput" });
/** A result as sent (a judge's body, a player's report), any stage. */
export type ResultInput = z.output<typeof ResultInput>;

// ————— Stored: the `Match.result` column —————

const StoredGameSchema = z.object({ result: z.enum(GAME_RESULTS), ending: z.enum(GAME_ENDINGS).optional() });
const scores = z.object({ ls: z.number(), ds: z.number() });

export const StoredSwissSchema = z.union([
  // No game only when a chess clock ran out in game 1.
  z.object({ games: z.array(StoredGameSchema), timeLoss: Seat.optional() }).refine((r) => r.games.length > 0 || r.timeLoss !== undefined),
  z.object({ intentionalSplit: z.literal(true) }),
]);
export const StoredEliminationSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("game"),
    result: Seat,
    timeout: TimeoutBoardInput.optional(),
    scores: scores.optional(),
    games: z.array(StoredGameSchema).optional(),
    timeLoss: Seat.optional(),
  }),
  z.object({ kind: z.literal("bye"), result: Seat, resolution: z.enum(BYE_RESOLUTIONS) }),
]);

/** One stored game: its winner (or draw / unplayed) and how it ended when not played out. */
export type StoredGame = z.output<typeof StoredGameSchema>;
/** FFG: two games; best-of formats: the games played, and the seat that lost on the chess clock. */
export type StoredSwissResult = z.output<typeof StoredSwissSchema>;
export type StoredEliminationResult = z.output<typeof StoredEliminationSchema>;
/** An elimination result a game decided (not a bye). */
export type StoredEliminationGame = Extract<StoredEliminationResult, { kind: "game" }>;

// ————— View: a result as the API shows it —————

/** A stored result as it reads back. */
export const Result = z
  .object({
    games: z.array(StoredGameSchema).optional(),
    timeLoss: Seat.optional().describe("Chess clock formats: the seat whose clock ran out."),
    intentionalSplit: z.boolean().optional(),
    bye: z.boolean().optional(),
    result: Seat.optional().describe("Elimination: the winner's seat."),
    timeout: TimeoutBoardInput.optional(),
    scores: scores.optional(),
    points: z
      .object({ A: z.number(), B: z.number() })
      .optional()
      .describe("Two-game Swiss results of a format with its own points table (SWCCG 2-on-2): the points each seat scored, modified results included."),
  })
  .register(apiRegistry, { id: "Result" });
export type Result = z.infer<typeof Result>;

// ————— Audit: a result as a history entry keeps it —————

/**
 * A result in an audit entry (`old.result`, `new.result`): the stored shapes, read loosely so that
 * an old entry written with an older shape still reads (a field that does not fit is ignored).
 */
export const AuditedResult = z
  .object({
    games: z.array(z.object({ result: z.string(), ending: z.string().optional() }).loose()).optional(),
    timeLoss: Seat.optional(),
    intentionalSplit: z.boolean().optional(),
    kind: z.string().optional(),
    result: Seat.optional(),
    scores: scores.optional(),
  })
  .loose();
export type AuditedResult = z.output<typeof AuditedResult>;
