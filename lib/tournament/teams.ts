/**
 * Team events (SWCCG 2-on-2): a team is an entrant like a player (pairing, results, standings
 * take its id); its people sit at a table for four. "There are 4 players in each game: 2 Dark
 * players, and 2 Light players … D1, D2, L1, L2" (2v2:39): member 1 of the team playing dark side
 * is D1, member 2 is D2; the other team's are L1 and L2. The dark side team of game 1 is the
 * match's recorded coin flip; game 2 reverses it (each team plays both sides in a round).
 */
import { otherSeat, type Seat, type Side } from "./types";

export type TeamSeatLabel = "D1" | "D2" | "L1" | "L2";

/** The label of a member's seat: "D1" for member 1 on the dark side. */
export function teamSeatLabel(side: Side, position: number): TeamSeatLabel {
  return `${side === "dark" ? "D" : "L"}${position === 1 ? 1 : 2}` as TeamSeatLabel;
}

/** The seat (A or B) playing dark side in game `game` (1-based) when `darkSideGame1` plays it in game 1. */
export function darkSeatInGame(darkSideGame1: Seat, game: number): Seat {
  return game % 2 === 1 ? darkSideGame1 : otherSeat(darkSideGame1);
}

export interface SeatedMember<M> {
  readonly label: TeamSeatLabel;
  readonly seat: Seat;
  readonly member: M;
}

/**
 * Who sits where in game `game` of a team match: D1, D2 (the dark side team's members 1 and 2),
 * then L1, L2. Members are `{position}` records of seats A and B.
 */
export function tableForFour<M extends { readonly position: number }>(
  members: { readonly A: readonly M[]; readonly B: readonly M[] },
  darkSideGame1: Seat,
  game: number,
): SeatedMember<M>[] {
  const dark = darkSeatInGame(darkSideGame1, game);
  const light = otherSeat(dark);
  const sorted = (seat: Seat) => [...members[seat]].sort((a, b) => a.position - b.position);
  return [
    ...sorted(dark).map((member) => ({ label: teamSeatLabel("dark", member.position), seat: dark, member })),
    ...sorted(light).map((member) => ({ label: teamSeatLabel("light", member.position), seat: light, member })),
  ];
}

/** A team's members are positions 1..size, each once. */
export function validTeamPositions(positions: readonly number[], size: number): boolean {
  if (positions.length !== size) return false;
  const set = new Set(positions);
  return set.size === size && [...set].every((p) => Number.isInteger(p) && p >= 1 && p <= size);
}
