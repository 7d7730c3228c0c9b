/**
 * The ledger's storage form: one `RatingEntry` per person, event and run, holding that person's
 * lines of the event as one JSON text. JSON numbers are JavaScript's shortest round-trip form, so
 * every rating, expected score and change reads back exactly as the engine computed it.
 */
import type { LedgerLine, RatedId } from "@/lib/tournament/ratings";

/** A line as an entry stores it (its event and person are the entry's). */
export type StoredLine = Omit<LedgerLine, "eventId" | "player">;

type Tuple = [string, number, string[], number, number, number, number, boolean, number, number, number];

export function encodeLines(lines: readonly StoredLine[]): string {
  return JSON.stringify(
    lines.map((l): Tuple => [l.matchId, l.round, [...l.opponents], l.ratingBefore, l.opponentRating, l.expected, l.k, l.provisional, l.score, l.change, l.ratingAfter]),
  );
}

export function decodeLines(text: string): StoredLine[] {
  return (JSON.parse(text) as Tuple[]).map(([matchId, round, opponents, ratingBefore, opponentRating, expected, k, provisional, score, change, ratingAfter]) => ({
    matchId,
    round,
    opponents,
    ratingBefore,
    opponentRating,
    expected,
    k,
    provisional,
    score,
    change,
    ratingAfter,
  }));
}

/** An entry's columns besides its run and game. */
export interface EntryFields {
  eventId: string;
  ratedId: RatedId;
  matches: number;
  ratingAfter: number;
  change: number;
  lines: string;
}

/**
 * The engine's lines of events as entries: one per event and person, lines in the engine's
 * (round) order, `change` summed in that order as readers used to sum the lines.
 */
export function entriesOf(lines: readonly LedgerLine[]): EntryFields[] {
  const groups = new Map<string, LedgerLine[]>();
  for (const l of lines) {
    const key = `${l.eventId}\n${l.player}`;
    let list = groups.get(key);
    if (!list) groups.set(key, (list = []));
    list.push(l);
  }
  return [...groups.values()].map((ls) => ({
    eventId: ls[0]!.eventId,
    ratedId: ls[0]!.player,
    matches: ls.length,
    ratingAfter: ls[ls.length - 1]!.ratingAfter,
    change: ls.reduce((s, l) => s + l.change, 0),
    lines: encodeLines(ls),
  }));
}
