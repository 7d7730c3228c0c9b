/**
 * The organizer reviews a round before players see it (issue 41): whether pairing makes a draft,
 * and re-seating a table of a Swiss round by hand (after pairing, before its result).
 *
 * - Drafts: the event's own choice when it made one; else on at the Premier tier, off otherwise
 *   (store events are Relaxed or Formal; a Premier event's pairings are checked before the hall
 *   sees them). Decided here (the regulations are silent: they know no drafts).
 * - Re-seat: the match at table `from` moves to table `to`. When another match sits at `to`, the
 *   two exchange numbers. A fixed table stays fixed (§ Pairing ¶5, "an organizer may pin a player
 *   to a fixed table (accessibility)"): a pinned player's match never leaves their table and no
 *   match takes it (refused, not warned: the player needs that table). The bye has no table.
 *   What the change breaks is warned: tables numbered highest combined TP first (§ Pairing ¶5).
 *   A number beyond the round's size is a physical table, as a pin beyond it is (tables.ts).
 */
import { RegulationError } from "../errors";
import type { PlayerId } from "../types";
import type { SwapTable } from "./swap";

/** Whether pairing a round of an event makes a draft: its setting, else by tier. */
export function pairsAsDraft(setting: boolean | null | undefined, tier: string): boolean {
  return setting ?? tier === "premier";
}

export type ReseatWarning = {
  kind: "table-order";
  /** The table that now sits before a table whose players have more points. */
  table: number;
  points: number;
  /** The later table with more combined points. */
  before: number;
  beforePoints: number;
};

export interface ReseatCheck {
  /** The round's tables after the change (same order as given). */
  tables: SwapTable[];
  /** The table numbers changed: the one the match left and the one it moved to (the round verifies as changed at both). */
  changed: number[];
  warnings: ReseatWarning[];
}

export function reseatTable(
  tables: readonly SwapTable[],
  from: number,
  to: number,
  facts: { pins: ReadonlyMap<PlayerId, number>; points: ReadonlyMap<PlayerId, number> },
): ReseatCheck {
  if (!Number.isInteger(to) || to < 1) throw new RegulationError("INVALID_RESEAT", "A table number is a whole number from 1.", { to, field: "to" });
  const i = tables.findIndex((t) => t.table === from && t.playerB !== null);
  if (i === -1) throw new RegulationError("INVALID_RESEAT", `The round has no table ${from} to move.`, { from, field: "table" });
  if (from === to) throw new RegulationError("INVALID_RESEAT", `The match already sits at table ${to}.`, { from, to, field: "to" });
  const j = tables.findIndex((t) => t.table === to);
  const seated = (t: SwapTable) => [t.playerA, ...(t.playerB ? [t.playerB] : [])];
  for (const k of [i, j]) {
    if (k === -1) continue;
    const pinned = seated(tables[k]!).find((p) => facts.pins.get(p) === tables[k]!.table);
    if (pinned !== undefined) {
      throw new RegulationError("FIXED_TABLE", `Table ${tables[k]!.table} is a fixed table (accessibility): its player stays there.`, { table: tables[k]!.table, player: pinned });
    }
  }
  const after = tables.map((t, k) => (k === i ? { ...t, table: to } : k === j ? { ...t, table: from } : t));
  const combined = (t: SwapTable) => seated(t).reduce((sum, p) => sum + (facts.points.get(p) ?? 0), 0);
  // Pinned tables sit where their players need them: the order is read over the others. A pair
  // of tables out of order is warned when the change put it so (one already out stays unwarned).
  const pinnedAt = (t: SwapTable) => seated(t).some((p) => facts.pins.get(p) === t.table);
  const outOfOrder = (round: readonly SwapTable[]) => {
    const ordered = round.flatMap((t, k) => (t.table !== null && t.playerB !== null && !pinnedAt(t) ? [{ k, table: t.table, points: combined(t) }] : [])).sort((a, b) => a.table - b.table);
    const pairs = new Map<string, ReseatWarning>();
    for (const [x, u] of ordered.entries()) {
      for (const v of ordered.slice(x + 1)) {
        if (v.points > u.points) pairs.set(`${u.k}:${v.k}`, { kind: "table-order", table: u.table, points: u.points, before: v.table, beforePoints: v.points });
      }
    }
    return pairs;
  };
  const already = outOfOrder(tables);
  const warnings = [...outOfOrder(after)].filter(([key]) => !already.has(key)).map(([, w]) => w);
  return { tables: after, changed: [from, to].sort((a, b) => a - b), warnings };
}
