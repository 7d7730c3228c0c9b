/**
 * The regulation engine: Star Wars: The Card Game Tournament Regulations v3.1 as read by
 * `docs/regulations-spec.md`. Pure functions over plain data: no I/O, no clock, no
 * `Math.random`; every random decision draws from `createRng(eventSeed, label)`, one stream
 * per decision (`swiss/3/pairing`, `swiss/3/sides`, `tiebreak/<player>`, …), so any round
 * can be re-derived and audited from the stored seed. Rule violations throw
 * `RegulationError` (`code`, `message`, `details`).
 *
 * - Structure: `resolveStructure` (Basic/Advanced tables, Custom).
 * - Points: `matchPoints` and friends (win 3 / draw 1 / loss 0 per game, split 3–3, bye 6).
 * - Standings: `computeStandings` (TP, SoS, ESoS, stable random tiebreak).
 * - Swiss stage: `nextSwissRound` (validation, standings, `pairSwissRound`, seats, tables,
 *   dark-side coin flips), `missingResults`, drops/rejoins/disqualifications/late entries.
 * - Tables: `assignTables`.
 * - Elimination: progression cut, double elimination brackets, deck choice, games decided
 *   on time, round times (from `./elimination`).
 *
 * Example, a 3-round event of 5 players:
 *
 * ```ts
 * import { eventPlan, resolveStructure, nextSwissRound, computeStandings, type SwissStageHistory } from "@/lib/tournament";
 *
 * const seed = "event-42";
 * const { swissRounds } = resolveStructure("custom", 5, { swissRounds: 3, cutSize: 0 });
 * const format = eventPlan("ffg-swtcg").stages[0]!.format; // the Swiss stage's match format
 * let stage: SwissStageHistory = {
 *   players: ["ann", "bob", "cy", "dee", "eve"].map((id) => ({ id, status: "active", enteredRound: 1 })),
 *   rounds: [],
 *   unpairedLosses: [],
 * };
 * for (let round = 1; round <= swissRounds; round++) {
 *   const paired = nextSwissRound(stage, { seed, swissRounds, format }); // throws MISSING_RESULTS if a result is missing
 *   // …players play; the judges enter results (the bye needs none):
 *   const matches = paired.matches.map((m) =>
 *     m.playerB === null ? m : { ...m, result: { games: ["A", "draw"] as const } },
 *   );
 *   stage = { ...stage, rounds: [...stage.rounds, { number: paired.round, matches }] };
 * }
 * const standings = computeStandings(stage, seed, format); // [{ rank: 1, playerId, points, sos, esos, … }, …]
 * ```
 */
export { RegulationError, isRegulationError } from "./errors";
export { createRng, type Rng } from "./rng";
export { otherSeat, otherSide, type PlayerId, type Seat, type Side } from "./types";
export { BYE_RESOLUTIONS, GAME_ENDINGS, GAME_RESULTS, SEATS } from "./result-kinds";
export {
  BYE_POINTS,
  ELIMINATION_POINTS,
  GAME_DRAW_POINTS,
  GAME_LOSS_POINTS,
  GAME_WIN_POINTS,
  SPLIT_POINTS,
  UNPAIRED_LOSS_POINTS,
  gamePoints,
  isIntentionalSplit,
  matchPoints,
  twoGamePoints,
  validateSwissResult,
  type GameResult,
  type SwissMatchResult,
} from "./points";
export {
  computeStandings,
  type PlayerStatus,
  type StagePlayer,
  type StandingRow,
  type SwissMatch,
  type SwissRound,
  type SwissStageHistory,
  type UnpairedLoss,
} from "./standings";
export {
  ADVANCED_STRUCTURE,
  BASIC_STRUCTURE,
  CUT_SIZE_OPTIONS,
  resolveStructure,
  type CustomStructure,
  type CutSizeOption,
  type EventStructure,
  type StructureKind,
  type StructureRow,
} from "./structure";
export { assignTables, type TableAssignment, type TableMatch, type TableNote, type TablePins } from "./tables";
export * from "./teams";
export {
  addLateEntry,
  checkDisqualify,
  checkDrop,
  checkRejoin,
  checkRejoinTiming,
  rejoinRefusal,
  disqualifyPlayer,
  dropPlayer,
  missingResults,
  nextSwissRound,
  rejoinPlayer,
  unpairedLossesFor,
  validateStageHistory,
  type MissingResult,
  type NextSwissRoundOptions,
  type PairFunction,
  type PairedSwissRound,
} from "./swiss/stage";
export { pairSwissRound, evaluatePairing } from "./swiss/pairing";
export * from "./swiss/reasons";
export * from "./swiss/verify";
export * from "./verify";
export * from "./swiss/optimality";
export type { PairingInput, PairingOutput, PairingPlayer, PairingQuality } from "./swiss/pairing-contract";
export * from "./elimination";
export * from "./format";
export { eventStatus, type EventStatus, type StatusFacts } from "./status";
export { emptyRecord, playerRecords, type PlayerRecord } from "./record";
export * from "./swiss/swap";
export * from "./swiss/review";
