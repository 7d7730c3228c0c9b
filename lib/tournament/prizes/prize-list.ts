/**
 * The prize table (what each place receives) and, once the event is over, the prize list (who
 * receives what). Two sources make it: the SWG notation (a number of `notationItem` per place,
 * see ./notation.ts) and the organizer's rows — a place range, an item and a quantity, which may
 * apply only when enough entrants pre-registered (the 2-on-2 sheet's extra box "if more teams
 * pre-register"). A place receives everything that covers it; the same item from two sources is
 * added up.
 *
 * Final places include dropped players: they keep the prizes of the place they earned (SWG: "Players
 * that drop from a tournament will receive any rewards they have earned"). A disqualified player
 * forfeits their prizes; the place's prizes are not passed down (nobody else's place changes).
 */
import { DEFAULT_BAND_PERCENTS, notationBands } from "./notation";

export interface PrizeRowRule {
  readonly fromPlace: number;
  /** Null: every place from `fromPlace` down. */
  readonly toPlace: number | null;
  readonly item: string;
  readonly quantity: number;
  /** Applies only when at least this many entrants pre-registered; null: always. */
  readonly minPreRegistered: number | null;
}

export interface PrizeRules {
  readonly notation: string | null;
  readonly notationItem: string;
  /** Where each starred band but the last ends, in % of the field (./notation.ts). */
  readonly bandPercents?: readonly number[];
  readonly rows: readonly PrizeRowRule[];
}

export interface PrizeTableRow {
  readonly fromPlace: number;
  /** Null: to the last place. */
  readonly toPlace: number | null;
  readonly item: string;
  readonly quantity: number;
  readonly source: "notation" | "row";
  readonly minPreRegistered: number | null;
  /** False for a conditional row whose condition is not met (shown, greyed). */
  readonly applies: boolean;
}

/** The table for a field of `players`: the notation's bands at that size, then the rows. */
export function prizeTable(prizes: PrizeRules, players: number, preRegistered: number): PrizeTableRow[] {
  const fromNotation: PrizeTableRow[] = prizes.notation
    ? notationBands(prizes.notation, players, prizes.bandPercents ?? DEFAULT_BAND_PERCENTS).map((b) => ({
        fromPlace: b.fromPlace,
        toPlace: b.toPlace,
        item: prizes.notationItem,
        quantity: b.quantity,
        source: "notation" as const,
        minPreRegistered: null,
        applies: true,
      }))
    : [];
  const rows = prizes.rows.map((r) => ({
    fromPlace: r.fromPlace,
    toPlace: r.toPlace,
    item: r.item,
    quantity: r.quantity,
    source: "row" as const,
    minPreRegistered: r.minPreRegistered,
    applies: r.minPreRegistered === null || preRegistered >= r.minPreRegistered,
  }));
  return [...fromNotation, ...rows];
}

export interface FinalPlace {
  readonly place: number;
  readonly playerId: string;
  /** Disqualified players forfeit their prizes (dropped players keep theirs). */
  readonly disqualified?: boolean;
}

export interface PrizeListRow {
  readonly place: number;
  readonly playerId: string;
  readonly item: string;
  readonly quantity: number;
}

/**
 * Who receives what: for each final place, the items of every table row covering it (the
 * notation at the size of the final field, rows whose pre-registration condition holds), the
 * same item added up. In place order, then in table order.
 */
export function prizeList(places: readonly FinalPlace[], prizes: PrizeRules, preRegistered: number): PrizeListRow[] {
  const table = prizeTable(prizes, places.length, preRegistered).filter((r) => r.applies);
  const out: PrizeListRow[] = [];
  for (const p of [...places].sort((a, b) => a.place - b.place)) {
    if (p.disqualified) continue;
    const items = new Map<string, number>();
    for (const r of table) {
      if (p.place < r.fromPlace || (r.toPlace !== null && p.place > r.toPlace)) continue;
      items.set(r.item, (items.get(r.item) ?? 0) + r.quantity);
    }
    for (const [item, quantity] of items) out.push({ place: p.place, playerId: p.playerId, item, quantity });
  }
  return out;
}

/** A prize not given by its due time (SWG: manual rewards within 48 hours of the end) is overdue. */
export function prizeOverdue(award: { readonly dueAt: Date | null; readonly given: boolean }, now: Date): boolean {
  return !award.given && award.dueAt !== null && award.dueAt.getTime() < now.getTime();
}
