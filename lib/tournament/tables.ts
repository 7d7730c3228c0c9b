/**
 * Table numbers for a round (regulation spec "Pairing": "Tables: number matches 1..n,
 * highest combined TP first; the bye has no table. An organizer may pin a player to a
 * fixed table (accessibility).").
 *
 * - Matches are ordered by combined TP descending, then by the better standing of their
 *   two players (lower rank first), then by their order in the input; with no pins they
 *   get tables 1..n in that order.
 * - A match with a pinned player sits at the pinned table. The other matches take the
 *   lowest free numbers, in the order above.
 * - The bye has no table; a pin of the player with the bye, or of a player not in the
 *   round, is ignored.
 *
 * Decided here (the spec is silent):
 * - **Pin beyond n** (e.g. table 12 with 8 matches): honoured. A pin is a physical table
 *   (near the door, wheelchair-accessible) and the player needs that table whatever the
 *   size of the round; the unpinned matches still take the lowest free numbers, so the
 *   round uses 1..n−1 and 12. Reported as a `"pin-beyond-round"` note (not a conflict).
 * - **Two pinned players paired together, different tables**: the match sits at the lower
 *   of the two pinned numbers (it is the first the organizer reserved; the rule does not
 *   depend on standings, so the player can be told in advance); the other pin is not
 *   honoured this round. Reported as a `"pins-in-one-match"` conflict.
 * - **Two matches pinned to the same table**: the match first in the order above keeps it;
 *   the other is numbered as if unpinned. Reported as a `"table-taken"` conflict.
 * - A pin must be a positive integer (`INVALID_PIN`).
 */
import { RegulationError } from "./errors";
import type { PlayerId } from "./types";

export interface TableMatch {
  /** The one or two players at the table. */
  readonly players: readonly PlayerId[];
  /** Combined tournament points of the players. */
  readonly combinedPoints: number;
  /** The better (lower) of the players' standings positions; 0 = first. */
  readonly bestRank: number;
}

export type TablePins = ReadonlyMap<PlayerId, number> | Readonly<Record<PlayerId, number>>;

export type TableNote =
  | { kind: "pins-in-one-match"; players: PlayerId[]; tables: number[]; table: number }
  | { kind: "table-taken"; player: PlayerId; table: number; heldBy: PlayerId }
  | { kind: "pin-beyond-round"; player: PlayerId; table: number; matches: number };

export interface TableAssignment {
  /** Table of each input match, in input order. */
  tables: number[];
  /** Pins that could not be honoured, and pins beyond the round's size. */
  notes: TableNote[];
}

function pinOf(pins: TablePins | undefined, player: PlayerId): number | undefined {
  if (!pins) return undefined;
  const t = pins instanceof Map ? pins.get(player) : (pins as Readonly<Record<PlayerId, number>>)[player];
  if (t === undefined) return undefined;
  if (!Number.isInteger(t) || t < 1) {
    throw new RegulationError("INVALID_PIN", `Table pin for ${player} must be a positive whole number, got ${String(t)}.`, {
      playerId: player,
      table: t,
    });
  }
  return t;
}

/** Numbers the matches of a round (byes excluded by the caller). */
export function assignTables(matches: readonly TableMatch[], pins?: TablePins): TableAssignment {
  const n = matches.length;
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => {
    const ma = matches[a] as TableMatch;
    const mb = matches[b] as TableMatch;
    return mb.combinedPoints - ma.combinedPoints || ma.bestRank - mb.bestRank || a - b;
  });
  const tables = new Array<number>(n).fill(0);
  const notes: TableNote[] = [];
  const held = new Map<number, PlayerId>();

  // Pinned matches first, in table order, so the better match keeps a contested table.
  for (const i of order) {
    const m = matches[i] as TableMatch;
    const pinned: Array<{ player: PlayerId; table: number }> = [];
    for (const p of m.players) {
      const t = pinOf(pins, p);
      if (t !== undefined) pinned.push({ player: p, table: t });
    }
    if (pinned.length === 0) continue;
    pinned.sort((x, y) => x.table - y.table);
    const first = pinned[0] as { player: PlayerId; table: number };
    if (pinned.some((x) => x.table !== first.table)) {
      notes.push({
        kind: "pins-in-one-match",
        players: pinned.map((x) => x.player),
        tables: pinned.map((x) => x.table),
        table: first.table,
      });
    }
    const holder = held.get(first.table);
    if (holder !== undefined) {
      notes.push({ kind: "table-taken", player: first.player, table: first.table, heldBy: holder });
      continue;
    }
    held.set(first.table, first.player);
    tables[i] = first.table;
    if (first.table > n) notes.push({ kind: "pin-beyond-round", player: first.player, table: first.table, matches: n });
  }

  let next = 1;
  for (const i of order) {
    if (tables[i] !== 0) continue;
    while (held.has(next)) next++;
    tables[i] = next;
    held.set(next, (matches[i] as TableMatch).players[0] ?? "");
    next++;
  }
  return { tables, notes };
}
