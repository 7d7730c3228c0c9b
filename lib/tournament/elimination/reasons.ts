/**
 * Why an elimination match has the players and sides it has, as data: each seat's bracket
 * slot origin (regulations-spec § Double elimination: a seed, or the winner / loser of an
 * earlier match) and who decides the sides (§ Deck choice in elimination: the higher seed
 * chooses in round one; later the side played least, the differential, or a recorded coin).
 */
import type { PlayerId, Seat } from "../types";
import type { BracketDefinition, BracketSource, EliminationState } from "./bracket";
import { decideEliminationSides, firstRoundSideChooser, type DeckChoiceMethod } from "./deck-choice";
import { isRegulationError } from "../errors";

export interface EliminationSeatReason {
  seat: Seat;
  player: PlayerId | null;
  seed: number | null;
  /** Where the seat is filled from in the bracket's table. */
  from: BracketSource;
}

export type EliminationSidesReason =
  | { method: "higher-seed-chooses"; chooser: PlayerId; seed: number }
  | { method: DeckChoiceMethod; darkSide: Seat; switchedForSecondFinal: boolean; coinStream: string | null }
  | null;

export interface EliminationMatchReason {
  stage: "elimination";
  bracketMatch: number;
  round: number;
  seats: [EliminationSeatReason, EliminationSeatReason];
  sides: EliminationSidesReason;
  readings: Array<"bracket-slot" | "deck-choice">;
}

/**
 * The reasons of bracket match `bracketMatch`. `sidesBySeat`: the format has a side per seat
 * (FFG); other formats have no deck choice (sides null).
 */
export function explainEliminationMatch(
  definition: BracketDefinition,
  state: EliminationState,
  bracketMatch: number,
  eventSeed: string,
  sidesBySeat: boolean,
): EliminationMatchReason {
  const def = definition.matches.find((m) => m.match === bracketMatch);
  const now = state.matches.find((m) => m.bracketMatch === bracketMatch);
  if (!def || !now) throw new RangeError(`no bracket match M${bracketMatch}`);
  const seats: [EliminationSeatReason, EliminationSeatReason] = [
    { seat: "A", player: now.playerA, seed: now.seedA, from: def.a },
    { seat: "B", player: now.playerB, seed: now.seedB, from: def.b },
  ];
  let sides: EliminationSidesReason = null;
  if (sidesBySeat && now.playerA !== null && now.playerB !== null) {
    try {
      if (def.round === 1) {
        const c = firstRoundSideChooser(state, bracketMatch);
        sides = { method: "higher-seed-chooses", chooser: c.playerId, seed: c.seed };
      } else if (now.status === "ready") {
        const d = decideEliminationSides(state, bracketMatch, eventSeed);
        sides = { method: d.method, darkSide: d.darkSide, switchedForSecondFinal: d.switchedForSecondFinal, coinStream: d.coin?.label ?? null };
      }
    } catch (e) {
      // A played match's sides were recorded with its result; the rule no longer applies.
      if (!isRegulationError(e)) throw e;
    }
  }
  return { stage: "elimination", bracketMatch, round: def.round, seats, sides, readings: sides ? ["bracket-slot", "deck-choice"] : ["bracket-slot"] };
}
