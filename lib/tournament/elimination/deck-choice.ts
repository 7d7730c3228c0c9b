/**
 * Deck choice in elimination (regulations § Deck Choice; regulation spec "Deck choice in
 * elimination").
 *
 * - First elimination round: the higher seed (seat A of a round-one match) chooses LS or
 *   DS after seeing the opponent's affiliations; the app records the choice.
 * - Later rounds: count each player's elimination games per side. Each plays the side they
 *   played least. If both played the same side least, the one with the greater
 *   differential |DS − LS| plays that side; equal differentials: a recorded coin flip.
 * - If the finalists play a second final and this method would repeat the first final's
 *   sides, they switch sides.
 * - Example: Tom DS 2 / LS 1 vs Kris DS 3 / LS 1 → both played LS least, Kris has the
 *   greater differential (2 to 1): Kris plays LS, Tom DS.
 *
 * Decided here (the regulations are silent):
 * - **Equal counts** (e.g. 1/1, or 0/0 after a first-round bye): that player has no side
 *   played least, and a differential of 0. Against a player who has a side played least,
 *   that player takes it (their differential is greater) and the balanced player the
 *   other side. Two balanced players: equal differentials, so a coin flip.
 * - Only games count: byes and forfeits are not games and have no sides.
 * - "First round" means bracket round one (M1–M2 / M1–M4 / M1–M8). A player whose first
 *   game comes later (their round-one opponent dropped) follows the later-round rule.
 * - The coin is drawn from the event generator's stream `elimination/M<n>/coin`, so the
 *   flip for a match is the same however often it is derived; the outcome is returned
 *   for the app to record and show.
 * - The second-final switch compares the two players' sides, whatever seats they sit in;
 *   it does not apply if the first final was not a game (a bye).
 */
import { RegulationError } from "../errors";
import { createRng } from "../rng";
import type { PlayerId, Seat, Side } from "../types";
import { otherSeat, otherSide } from "../types";
import { eliminationMatch, type EliminationState } from "./bracket";

/** Elimination games a player has played with each side. */
export interface EliminationSideCounts {
  readonly dark: number;
  readonly light: number;
}

/** How the sides were decided. */
export type DeckChoiceMethod = "least-played" | "differential" | "coin";

/**
 * The plain rule on two players' counts: `{a: side}` when it decides, `"coin"` when only a
 * coin flip can (equal differentials and no differing least-played sides).
 */
export function sidesByLeastPlayed(
  a: EliminationSideCounts,
  b: EliminationSideCounts,
): { readonly a: Side; readonly method: Exclude<DeckChoiceMethod, "coin"> } | "coin" {
  for (const c of [a, b]) {
    for (const n of [c.dark, c.light]) {
      if (!Number.isInteger(n) || n < 0) {
        throw new RegulationError("DECK_CHOICE_INVALID_COUNTS", "Side counts are non-negative whole numbers.", { a, b });
      }
    }
  }
  const least = (c: EliminationSideCounts): Side | null =>
    c.dark < c.light ? "dark" : c.light < c.dark ? "light" : null;
  const la = least(a);
  const lb = least(b);
  if (la !== null && lb !== null && la !== lb) return { a: la, method: "least-played" };
  const da = Math.abs(a.dark - a.light);
  const db = Math.abs(b.dark - b.light);
  if (da > db) return { a: la!, method: "differential" };
  if (db > da) return { a: otherSide(lb!), method: "differential" };
  return "coin";
}

/** The stream label of the deck-choice coin of a bracket match. */
export function deckChoiceCoinLabel(bracketMatch: number): string {
  return `elimination/M${bracketMatch}/coin`;
}

export interface EliminationSideDecision {
  readonly bracketMatch: number;
  readonly darkSide: Seat;
  readonly method: DeckChoiceMethod;
  /** Sides were switched so a second final does not repeat the first final's sides. */
  readonly switchedForSecondFinal: boolean;
  readonly counts: { readonly A: EliminationSideCounts; readonly B: EliminationSideCounts };
  /** The recorded flip, when one was needed. */
  readonly coin: { readonly label: string; readonly darkSide: Seat } | null;
}

/** Each player's elimination games per side, from the games of the state. */
export function eliminationSideCounts(state: EliminationState, players?: readonly PlayerId[]): Map<PlayerId, EliminationSideCounts> {
  const wanted = new Set(players ?? state.players.map((p) => p.playerId));
  const counts = new Map<PlayerId, { dark: number; light: number }>();
  for (const p of wanted) counts.set(p, { dark: 0, light: 0 });
  for (const m of state.matches) {
    if (m.status !== "played" || m.result?.resolution !== "game") continue;
    const a = m.playerA!;
    const b = m.playerB!;
    if (!wanted.has(a) && !wanted.has(b)) continue;
    const ds = m.result.darkSide;
    if (ds === null) {
      throw new RegulationError(
        "DECK_CHOICE_SIDE_UNKNOWN",
        `M${m.bracketMatch} has no dark side recorded; deck choice needs the sides of every elimination game.`,
        { bracketMatch: m.bracketMatch },
      );
    }
    const dark = ds === "A" ? a : b;
    const light = ds === "A" ? b : a;
    const cd = counts.get(dark);
    if (cd) cd.dark++;
    const cl = counts.get(light);
    if (cl) cl.light++;
  }
  return counts;
}

function readyMatch(state: EliminationState, bracketMatch: number) {
  const m = eliminationMatch(state, bracketMatch);
  if (m.status !== "ready") {
    throw new RegulationError(
      "DECK_CHOICE_MATCH_NOT_READY",
      `M${bracketMatch} is ${m.status}: sides are chosen for a match whose players are known and that is not played.`,
      { bracketMatch, status: m.status },
    );
  }
  return m;
}

/** Who chooses sides in a round-one match: the higher seed, seat A. */
export function firstRoundSideChooser(
  state: EliminationState,
  bracketMatch: number,
): { readonly seat: Seat; readonly playerId: PlayerId; readonly seed: number } {
  const m = readyMatch(state, bracketMatch);
  if (m.round !== 1) {
    throw new RegulationError(
      "DECK_CHOICE_NOT_FIRST_ROUND",
      `M${bracketMatch} is not a first-round match: its sides follow the least-played rule.`,
      { bracketMatch, round: m.round },
    );
  }
  return m.seedA! < m.seedB! ? { seat: "A", playerId: m.playerA!, seed: m.seedA! } : { seat: "B", playerId: m.playerB!, seed: m.seedB! };
}

/**
 * Validates the higher seed's choice in a round-one match and returns it as a decision.
 * `chosenBy`, when given, must be the higher seed.
 */
export function recordFirstRoundSideChoice(
  state: EliminationState,
  bracketMatch: number,
  choice: { readonly darkSide: Seat; readonly chosenBy?: PlayerId },
): { readonly bracketMatch: number; readonly darkSide: Seat; readonly chooser: PlayerId } {
  const chooser = firstRoundSideChooser(state, bracketMatch);
  if (choice.darkSide !== "A" && choice.darkSide !== "B") {
    throw new RegulationError("DECK_CHOICE_INVALID", "The dark side is seat A or B.", { bracketMatch });
  }
  if (choice.chosenBy !== undefined && choice.chosenBy !== chooser.playerId) {
    throw new RegulationError(
      "DECK_CHOICE_WRONG_CHOOSER",
      `In M${bracketMatch} the higher seed (${chooser.playerId}, seed ${chooser.seed}) chooses the side, not ${choice.chosenBy}.`,
      { bracketMatch, chooser: chooser.playerId, chosenBy: choice.chosenBy },
    );
  }
  return { bracketMatch, darkSide: choice.darkSide, chooser: chooser.playerId };
}

/**
 * The sides of a later-round match (round 2 on), by the least-played rule, the coin and
 * the second-final switch. `eventSeed` is the event's stored random seed.
 */
export function decideEliminationSides(state: EliminationState, bracketMatch: number, eventSeed: string): EliminationSideDecision {
  const m = readyMatch(state, bracketMatch);
  if (m.round === 1) {
    throw new RegulationError(
      "DECK_CHOICE_FIRST_ROUND",
      `M${bracketMatch} is a first-round match: the higher seed chooses the side.`,
      { bracketMatch },
    );
  }
  const a = m.playerA!;
  const b = m.playerB!;
  const counts = eliminationSideCounts(state, [a, b]);
  const ca = counts.get(a)!;
  const cb = counts.get(b)!;
  const rule = sidesByLeastPlayed(ca, cb);
  let darkSide: Seat;
  let method: DeckChoiceMethod;
  let coin: EliminationSideDecision["coin"] = null;
  if (rule === "coin") {
    const label = deckChoiceCoinLabel(bracketMatch);
    darkSide = createRng(eventSeed, label).coin() ? "A" : "B";
    method = "coin";
    coin = { label, darkSide };
  } else {
    darkSide = rule.a === "dark" ? "A" : "B";
    method = rule.method;
  }
  let switchedForSecondFinal = false;
  if (m.part === "second-final") {
    const first = state.matches.find((s) => s.part === "final");
    if (first?.status === "played" && first.result?.resolution === "game" && first.result.darkSide !== null) {
      const firstDark = first.result.darkSide === "A" ? first.playerA : first.playerB;
      const dark = darkSide === "A" ? a : b;
      if (dark === firstDark) {
        darkSide = otherSeat(darkSide);
        switchedForSecondFinal = true;
      }
    }
  }
  return { bracketMatch, darkSide, method, switchedForSecondFinal, counts: { A: ca, B: cb }, coin };
}
