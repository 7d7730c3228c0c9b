/**
 * Sealed play (SWG:449-462, 994-999): each player builds from the product they opened, their
 * pool. A deck may hold a card only as many times as the pool does ("Players cannot access any
 * other cards in their collections"); titles are compared as the copy limits compare them (case,
 * spacing and a trailing "(…)" ignored). The build clock runs 10 minutes by default ("more time"
 * at release events: the organizer sets it).
 */
import { titleKey } from "./parse";
import type { DeckCard, DeckProblem } from "./types";

export const DEFAULT_BUILD_MINUTES = 10;
export const MAX_BUILD_MINUTES = 120;

const key = (name: string) => titleKey(name);

/** Cards of the deck the pool does not hold (or not that many of). */
export function checkAgainstPool(deck: readonly DeckCard[], pool: readonly DeckCard[]): DeckProblem[] {
  const have = new Map<string, number>();
  for (const c of pool) have.set(key(c.name), (have.get(key(c.name)) ?? 0) + c.quantity);
  const used = new Map<string, { count: number; first: DeckCard }>();
  for (const c of deck) {
    const u = used.get(key(c.name));
    if (u) u.count += c.quantity;
    else used.set(key(c.name), { count: c.quantity, first: c });
  }
  const problems: DeckProblem[] = [];
  for (const [k, { count, first }] of used) {
    const owned = have.get(k) ?? 0;
    if (count <= owned) continue;
    problems.push({
      code: "sealed.not-in-pool",
      severity: "problem",
      line: first.line,
      card: first.name,
      message: owned === 0 ? `“${first.name}” is not in your pool.` : `${count} “${first.name}”; your pool has ${owned}.`,
      explanation: "In a sealed event you build only from the product you opened: “Players cannot access any other cards in their collections for this kind of tournament” (SWG sealed tournaments). Use cards from your pool, as many as it holds.",
    });
  }
  return problems;
}

export interface BuildClock {
  readonly startedAt: number;
  readonly minutes: number;
}

export interface BuildClockState {
  readonly endsAt: number;
  readonly remainingMs: number;
  readonly over: boolean;
}

export function buildClockState(clock: BuildClock, now: number): BuildClockState {
  const endsAt = clock.startedAt + clock.minutes * 60_000;
  return { endsAt, remainingMs: Math.max(0, endsAt - now), over: now >= endsAt };
}

/**
 * Round 1 decks once the build clock is over: a player whose saved deck is valid plays it; any
 * other plays the basic starter deck ("If you do not save a valid deck within the time limit,
 * you will play the first round with the basic starter deck").
 */
export function starterFallbacks<P extends { readonly id: string; readonly deckValid: boolean }>(players: readonly P[]): P[] {
  return players.filter((p) => !p.deckValid);
}
