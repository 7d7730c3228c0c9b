/**
 * The organizer swaps two players of the latest Swiss round by hand, before its results: the
 * engine says what the swap breaks (`swapPlayers`: a rematch created, a second bye, a fixed table
 * left); a swap with warnings is refused (409, the warnings in words, nothing changed) until the
 * organizer confirms it. Applied: both matches change in one transaction, the round records the
 * tables changed (players see "changed by the organizer"; the round verifies as changed, never as
 * the engine's), and the history keeps who, why and the warnings.
 */
import type { User } from "@/lib/schemas/auth";
import { SwapInput } from "@/lib/schemas/round";
import type { Round } from "@/lib/schemas/round";
import { swapPlayers, type SwapWarning } from "@/lib/tournament";
import { authorize } from "../kernel/policy";
import { audit } from "../kernel/audit";
import { conflict } from "../kernel/errors";
import { fromEngine } from "../kernel/engine-errors";
import { parseInput, parseRoundNumber } from "../kernel/validate";
import { swissHistory } from "../store/engine-input";
import { playerName, type EventState } from "../store/event-state";
import { eventStore } from "../store/event-store";
import { engineTables, fixedTables, latestSwissRound, withChanged } from "./hand-change";
import { roundOf } from "./rounds";

function warningText(state: EventState, w: SwapWarning): string {
  const name = (id: string) => playerName(state, id);
  switch (w.kind) {
    case "rematch":
      return `${name(w.players[0])} and ${name(w.players[1])} have already played each other in this stage${w.table ? ` (table ${w.table})` : ""}.`;
    case "second-bye":
      return `${name(w.player)} already had a bye in this stage, and a player in the round has not had one.`;
    case "fixed-table":
      return `${name(w.player)} has a fixed table (${w.table}) and would leave it.`;
  }
}

/** `POST …/rounds/{n}/swap`: see the top of this file. */
export async function swapRoundPlayers(user: User | null, eventId: string, number: number, input: unknown): Promise<Round> {
  parseRoundNumber(number);
  const body = parseInput(SwapInput, input);
  const { state } = await eventStore.inTransactionKeeping(eventId, async (tx) => {
    const { user: caller, version } = await authorize(tx, "round.swap", eventId, user);
    const state = await eventStore.locked(tx, eventId, version);
    const round = latestSwissRound(state, number, "players can be swapped");
    const [x, y] = body.players;
    const rows = round.matches.filter((m) => [m.playerAId, m.playerBId].some((p) => p === x || p === y));
    if (rows.some((m) => m.playerBId !== null && m.result !== null)) throw conflict("A table of these players already has a result: swap before results are entered.");
    const history = swissHistory(state);
    const previous = new Map<string, Set<string>>();
    const hadBye = new Set<string>();
    for (const r of history.rounds.filter((r) => r.number < round.stageRound)) {
      for (const m of r.matches) {
        if (m.playerB === null) hadBye.add(m.playerA);
        else {
          previous.set(m.playerA, (previous.get(m.playerA) ?? new Set()).add(m.playerB));
          previous.set(m.playerB, (previous.get(m.playerB) ?? new Set()).add(m.playerA));
        }
      }
    }
    const check = fromEngine(() => swapPlayers(engineTables(round), x, y, { previousOpponents: previous, hadBye, pins: fixedTables(state) }));
    const warnings = check.warnings.map((w) => warningText(state, w));
    if (warnings.length > 0 && !body.confirm) {
      throw conflict(`This swap breaks a pairing rule: ${warnings.join(" ")} Confirm the swap to make it anyway.`);
    }
    for (const [i, m] of round.matches.entries()) {
      const t = check.tables[i]!;
      if (t.playerA === m.playerAId && t.playerB === m.playerBId) continue;
      await tx.match.update({ where: { id: m.id }, data: { playerAId: t.playerA, playerBId: t.playerB, version: { increment: 1 } } });
    }
    await tx.round.update({ where: { id: round.id }, data: { changedTables: withChanged(round, check.changed.map((t) => t ?? 0)) } });
    await audit(tx, { eventId, userId: caller.id, action: "round.swap", data: { number, players: [x, y], tables: check.changed, reason: body.reason, warnings: check.warnings } });
    return { state: await eventStore.load(tx, eventId) };
  });
  return roundOf(state!, number, Date.now());
}
