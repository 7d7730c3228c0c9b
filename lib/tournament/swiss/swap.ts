/**
 * The organizer swaps two players of a Swiss round by hand (after pairing, before results): what
 * the swap breaks, for the organizer to confirm, and the round after it.
 *
 * - A rematch created: a new pair who met before in this stage (regulations-spec § Pairing ¶2).
 * - A second bye: a player who had a bye in this stage takes the bye while someone paired has
 *   not had one (§ Pairing ¶3).
 * - A fixed table left: a player pinned to a table moves off it (§ Pairing ¶5).
 * The players keep the seats they move into (seat A / B and game 1's dark side stay with the
 * seat): the coin was flipped for the seat, not for the player.
 */
import { RegulationError } from "../errors";
import type { PlayerId, Seat } from "../types";

export interface SwapTable {
  table: number | null;
  playerA: PlayerId;
  playerB: PlayerId | null;
  darkSideGame1: Seat | null;
}

export type SwapWarning =
  | { kind: "rematch"; players: [PlayerId, PlayerId]; table: number | null }
  | { kind: "second-bye"; player: PlayerId }
  | { kind: "fixed-table"; player: PlayerId; table: number };

export interface SwapCheck {
  /** The round's tables after the swap (same order). */
  tables: SwapTable[];
  /** The tables changed (the bye as null). */
  changed: Array<number | null>;
  warnings: SwapWarning[];
}

export function swapPlayers(
  tables: readonly SwapTable[],
  x: PlayerId,
  y: PlayerId,
  facts: { previousOpponents: ReadonlyMap<PlayerId, ReadonlySet<PlayerId>>; hadBye: ReadonlySet<PlayerId>; pins: ReadonlyMap<PlayerId, number> },
): SwapCheck {
  const where = (id: PlayerId) => tables.findIndex((t) => t.playerA === id || t.playerB === id);
  const ix = where(x);
  const iy = where(y);
  if (x === y || ix === -1 || iy === -1) throw new RegulationError("INVALID_SWAP", "Choose two different players of this round.", { players: [x, y] });
  if (ix === iy) throw new RegulationError("INVALID_SWAP", "These two players already play each other: swap players of two different tables.", { players: [x, y] });
  const put = (t: SwapTable, out: PlayerId, into: PlayerId): SwapTable => (t.playerA === out ? { ...t, playerA: into } : { ...t, playerB: into });
  const after = tables.map((t, i) => (i === ix ? put(t, x, y) : i === iy ? put(t, y, x) : t));
  const warnings: SwapWarning[] = [];
  const met = (a: PlayerId, b: PlayerId) => facts.previousOpponents.get(a)?.has(b) === true || facts.previousOpponents.get(b)?.has(a) === true;
  for (const i of [ix, iy]) {
    const t = after[i]!;
    if (t.playerB === null) {
      const paired = after.filter((u) => u.playerB !== null).flatMap((u) => [u.playerA, u.playerB!]);
      if (facts.hadBye.has(t.playerA) && paired.some((p) => !facts.hadBye.has(p))) warnings.push({ kind: "second-bye", player: t.playerA });
    } else if (met(t.playerA, t.playerB)) {
      warnings.push({ kind: "rematch", players: [t.playerA, t.playerB], table: t.table });
    }
  }
  for (const [id, from, to] of [[x, tables[ix]!.table, tables[iy]!.table], [y, tables[iy]!.table, tables[ix]!.table]] as const) {
    const pin = facts.pins.get(id);
    if (pin !== undefined && from === pin && to !== pin) warnings.push({ kind: "fixed-table", player: id, table: pin });
  }
  return { tables: after, changed: [tables[ix]!.table, tables[iy]!.table], warnings };
}
