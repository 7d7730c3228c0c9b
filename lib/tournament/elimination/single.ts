/**
 * Single elimination brackets of any size (SWG:395-419; the seeds leave field size, seeding and
 * third place open, decided here):
 *
 * - The draw is a bracket of P = the next power of two ≥ the entrants, in the standard seeding
 *   order: seed s meets seed P+1−s in the first round, placed so that seeds 1 and 2 can only meet
 *   in the final, 1–4 only from the semi-finals, … (top 8: 1–8, 4–5, 2–7, 3–6; the same order as
 *   FFG's top 8 upper bracket).
 * - With fewer than P entrants the top seeds get byes: a seed whose first-round opponent would
 *   be above the field has no first-round match and enters the second round directly.
 * - Matches are numbered M1… round by round, top to bottom of the draw within a round; the
 *   third-place match (losers of the two semi-finals), when played, is in the last round and
 *   numbered just before the final, so the final is always the last match.
 * - Places: the losers of a round share its places — with 13 entrants the five first-round losers
 *   share 9–13, the quarter-final losers 5–8, the semi-final losers 3–4 (or play for 3rd and 4th),
 *   the final's loser is 2nd. Within a group the better seed is placed first, as in FFG's brackets.
 * - Drops after the draw are handled by the bracket state like double elimination's: the
 *   opponent advances on a bye.
 */
import { RegulationError } from "../errors";
import { createRng } from "../rng";
import type { PlayerId } from "../types";
import type { BracketDefinition, BracketMatchDefinition, BracketSlot, BracketSource, PlaceRange } from "./bracket-shape";

export const MAX_SINGLE_ELIMINATION = 1024;

/** Seeds in draw order for a bracket of `p` (a power of two): [1, 8, 4, 5, 2, 7, 3, 6] for 8. */
export function drawOrder(p: number): number[] {
  let order = [1];
  while (order.length < p) {
    const size = order.length * 2;
    order = order.flatMap((s) => [s, size + 1 - s]);
  }
  return order;
}

type Draft = { -readonly [K in keyof BracketMatchDefinition]: BracketMatchDefinition[K] };

const cache = new Map<string, BracketDefinition>();

export function singleEliminationBracket(entrants: number, options: { thirdPlace?: boolean } = {}): BracketDefinition {
  if (!Number.isInteger(entrants) || entrants < 2 || entrants > MAX_SINGLE_ELIMINATION) {
    throw new RegulationError(
      "BRACKET_INVALID_SIZE",
      `A single elimination bracket has 2 to ${MAX_SINGLE_ELIMINATION} players, not ${String(entrants)}.`,
      { size: entrants },
    );
  }
  const thirdPlace = options.thirdPlace === true && entrants >= 4;
  const key = `${entrants}/${thirdPlace}`;
  const known = cache.get(key);
  if (known) return known;

  let p = 1;
  while (p < entrants) p *= 2;
  const rounds = Math.log2(p);
  const drafts: Draft[] = [];
  // Losers of round r share places P/2^r + 1 … min(P/2^(r-1), entrants).
  const outOf = (round: number): PlaceRange => ({ from: p / 2 ** round + 1, to: Math.min(p / 2 ** (round - 1), entrants) });
  const add = (round: number, a: BracketSource, b: BracketSource, part: BracketMatchDefinition["part"]): number => {
    const match = drafts.length + 1;
    drafts.push({ match, round, part, a, b, winnerTo: null, loserTo: null, loserOut: outOf(round), winnerOut: null });
    for (const [src, seat] of [[a, "A"], [b, "B"]] as const) {
      if (src.kind === "winner") drafts[src.match - 1]!.winnerTo = { match, seat } satisfies BracketSlot;
    }
    return match;
  };

  // Round 1: the pairs of the draw; a seed without an opponent goes straight on.
  let slots: BracketSource[] = [];
  const order = drawOrder(p);
  for (let i = 0; i < p; i += 2) {
    const hi = order[i]!;
    const lo = order[i + 1]!;
    slots.push(lo > entrants ? { kind: "seed", seed: hi } : { kind: "winner", match: add(1, { kind: "seed", seed: hi }, { kind: "seed", seed: lo }, rounds === 1 ? "final" : "main") });
  }
  for (let round = 2; round <= rounds; round++) {
    const next: BracketSource[] = [];
    const last = round === rounds;
    let semis: number[] = [];
    if (last && thirdPlace) {
      semis = slots.map((s) => (s.kind === "winner" ? s.match : 0));
      const third = add(round, { kind: "loser", match: semis[0]! }, { kind: "loser", match: semis[1]! }, "third-place");
      drafts[third - 1]!.loserOut = { from: 4, to: 4 };
      drafts[third - 1]!.winnerOut = { from: 3, to: 3 };
      for (const [i, m] of semis.entries()) {
        drafts[m - 1]!.loserTo = { match: third, seat: i === 0 ? "A" : "B" };
        drafts[m - 1]!.loserOut = null;
      }
    }
    for (let i = 0; i < slots.length; i += 2) {
      next.push({ kind: "winner", match: add(round, slots[i]!, slots[i + 1]!, last ? "final" : "main") });
    }
    slots = next;
  }
  const final = drafts.length;
  const def: BracketDefinition = { kind: "single", size: entrants, matches: drafts, final, secondFinal: null, rounds };
  cache.set(key, def);
  return def;
}

/**
 * The seeds of an event that is single elimination from round 1: a random draw (SWG pairs its
 * first round at random, SWG:387-390), reproducible from the event's seed. Players are given in
 * any stable order (e.g. registration); the result is seed 1 first.
 */
export function drawEliminationSeeds(players: readonly PlayerId[], seed: string): PlayerId[] {
  if (players.length < 2) {
    throw new RegulationError("BRACKET_INVALID_SIZE", `A single elimination bracket needs 2 players, not ${players.length}.`, { size: players.length });
  }
  if (new Set(players).size !== players.length) throw new RegulationError("BRACKET_INVALID_SEEDS", "A player is listed twice.");
  return createRng(seed, "single-elimination/draw").shuffle(players);
}
