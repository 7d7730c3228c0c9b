/**
 * The kinds a result is made of, as data: the two seats, what one game can come to, and how a
 * game ended when it was not played out. lib/schemas/result.ts builds every result schema (input,
 * stored JSON, API view, audit value) from these; the engine's types are derived from them.
 */
export const SEATS = ["A", "B"] as const;
/** One game: the winner's seat, a draw, or not played. */
export const GAME_RESULTS = ["A", "B", "draw", "unplayed"] as const;
/**
 * How a game ended when it was not played out: `time` — reached time and was decided by the
 * format's time rule (SWCCG "modified" win/loss); `forfeit` — a player was absent (SWG).
 */
export const GAME_ENDINGS = ["time", "forfeit"] as const;
/** How a bracket match without a played game resolved: the opponent had dropped (or both had). */
export const BYE_RESOLUTIONS = ["bye", "double-forfeit"] as const;
