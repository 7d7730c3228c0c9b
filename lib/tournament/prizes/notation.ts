/**
 * SWG's reward notation (the SWG TCG rulebook, "Reward structure"): numbers of items per place,
 * separated by dashes, best place first. A plain number is one place; a starred number is a
 * band of places that each receive that many.
 *
 * - "5-4-3-2-1*" for 8 players: 5, 4, 3, 2 to places 1–4, 1 to everyone else (18 packs).
 * - "8-6-5-4-2*-1*": the rulebook's 2* is "the rest of the top half, or some other similar
 *   structure", and the final 1* "the rest of all players".
 *
 * The band rule, made explicit: every starred band but the last ends at a share of the field —
 * the first at `bandPercents[0]` (50 by default: half the field, rounded up), the second at
 * `bandPercents[1]`, … — counted from place 1, and never before the places already given. The
 * last starred band always runs to the last place. A band whose end falls at or before the
 * places already given is empty (a small field). So "8-6-5-4-2*-1*" at 16 players gives
 * 8, 6, 5, 4 to places 1–4, 2 to places 5–8 (the rest of the top half) and 1 to places 9–16.
 */
import { RegulationError } from "../errors";

export interface NotationStep {
  readonly quantity: number;
  /** A starred band (several places), or one place. */
  readonly band: boolean;
}

export interface PlaceBand {
  readonly fromPlace: number;
  readonly toPlace: number;
  readonly quantity: number;
}

export const DEFAULT_BAND_PERCENTS: readonly number[] = [50];
const MAX_QUANTITY = 10_000;
const EXAMPLE = 'such as "5-4-3-2-1*"';

const invalid = (message: string) => new RegulationError("PRIZE_NOTATION_INVALID", message);
/** The notation is fine; the shares of the field its bands end at are not. */
const badBands = (message: string) => new RegulationError("PRIZE_BANDS_INVALID", message);

/** Reads a notation; a malformed one is refused with a message naming what is wrong. */
export function parseNotation(notation: string, bandPercents: readonly number[] = DEFAULT_BAND_PERCENTS): NotationStep[] {
  const text = notation.trim();
  if (text === "") throw invalid(`Give the items per place separated by dashes, ${EXAMPLE}.`);
  const steps: NotationStep[] = [];
  for (const [i, raw] of text.split("-").entries()) {
    const token = raw.trim();
    const m = /^(\d+)(\*?)$/.exec(token);
    if (!m) {
      throw invalid(
        token === ""
          ? `Place ${i + 1} is empty: write a number between each pair of dashes, ${EXAMPLE}.`
          : `"${token}" is not a number of items: write whole numbers separated by dashes, a starred number for a band of places, ${EXAMPLE}.`,
      );
    }
    const quantity = Number(m[1]);
    if (quantity < 1 || quantity > MAX_QUANTITY) throw invalid(`"${token}": each place receives between 1 and ${MAX_QUANTITY} items.`);
    const band = m[2] === "*";
    if (!band && steps.some((s) => s.band)) {
      throw invalid(`"${token}" follows a starred band: single places come first, then the starred bands (${EXAMPLE}).`);
    }
    steps.push({ quantity, band });
  }
  const bands = steps.filter((s) => s.band).length;
  const needed = Math.max(0, bands - 1);
  if (bandPercents.length < needed) {
    throw badBands(
      `"${text}" has ${bands} starred bands: say where each band but the last ends (a share of the field), ${needed} ${needed === 1 ? "share" : "shares"} for ${bands} bands.`,
    );
  }
  for (let i = 0; i < needed; i++) {
    const p = bandPercents[i]!;
    if (!Number.isInteger(p) || p < 1 || p > 99) throw badBands("A band ends at a whole share of the field between 1% and 99%.");
    if (i > 0 && p <= bandPercents[i - 1]!) throw badBands("Each starred band ends further down the field than the one before: give growing shares.");
  }
  return steps;
}

/** The places each step of the notation covers for a field of `players`; empty bands are left out. */
export function notationBands(notation: string, players: number, bandPercents: readonly number[] = DEFAULT_BAND_PERCENTS): PlaceBand[] {
  const steps = parseNotation(notation, bandPercents);
  const out: PlaceBand[] = [];
  const lastBand = steps.findLastIndex((s) => s.band);
  let given = 0;
  let bandIndex = 0;
  for (const [i, step] of steps.entries()) {
    if (given >= players) break;
    let end: number;
    if (!step.band) end = given + 1;
    else if (i === lastBand) end = players;
    else end = Math.max(given, Math.min(players, Math.ceil((players * bandPercents[bandIndex++]!) / 100)));
    if (end > given) out.push({ fromPlace: given + 1, toPlace: end, quantity: step.quantity });
    given = Math.max(given, end);
  }
  return out;
}

/** Items per place, places 1…players (0 where the notation gives nothing). "5-4-3-2-1*" at 8: 5, 4, 3, 2, 1, 1, 1, 1. */
export function expandNotation(notation: string, players: number, bandPercents: readonly number[] = DEFAULT_BAND_PERCENTS): number[] {
  const quantities = Array.from({ length: Math.max(0, players) }, () => 0);
  for (const b of notationBands(notation, players, bandPercents)) {
    for (let place = b.fromPlace; place <= b.toPlace; place++) quantities[place - 1] = b.quantity;
  }
  return quantities;
}
