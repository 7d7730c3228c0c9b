/** Vocabulary shared by every part of the regulation engine. Plain data only. */

/** A player's id as the application stores it (opaque to the engine). */
export type PlayerId = string;

import type { SEATS } from "./result-kinds";

/** The two seats of a match, as in the API: `playerA`, `playerB`. */
export type Seat = (typeof SEATS)[number];

/** A deck's side of the Force. */
export type Side = "dark" | "light";

export const otherSeat = (seat: Seat): Seat => (seat === "A" ? "B" : "A");
export const otherSide = (side: Side): Side => (side === "dark" ? "light" : "dark");
