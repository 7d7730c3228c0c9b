/**
 * The organizer moves a match of the latest Swiss round to another table by hand (a draft, or a
 * published round before that table's result): the engine decides what is allowed and what the
 * change breaks (`reseatTable`: a fixed table stays fixed; tables out of points order are
 * warned). A change with warnings is refused (409, the warnings in words, nothing changed) until
 * the organizer confirms it — the swap's preview. Applied: the tables are marked changed by the
 * organizer (players see it; the round verifies as changed), and the history keeps who and why.
 */
import type { User } from "@/lib/schemas/auth";
import { ReseatInput, type Round } from "@/lib/schemas/round";
import { reseatTable, type ReseatWarning } from "@/lib/tournament";
import { authorize } from "../kernel/policy";
import { audit } from "../kernel/audit";
import { conflict } from "../kernel/errors";
import { fromEngine } from "../kernel/engine-errors";
import { parseInput, parseRoundNumber } from "../kernel/validate";
import { pointsBefore } from "../store/engine-input";
import { eventStore } from "../store/event-store";
import { engineTables, fixedTables, latestSwissRound, withChanged } from "./hand-change";
import { roundOf } from "./rounds";

const points = (n: number) => `${n} ${n === 1 ? "point" : "points"}`;
const warningText = (w: ReseatWarning) =>
  `Table ${w.table} (${points(w.points)} between its players) would sit before table ${w.before} (${points(w.beforePoints)}): tables are numbered highest points first.`;

/** `POST …/rounds/{n}/reseat`: see the top of this file. */
export async function reseatRoundTable(user: User | null, eventId: string, number: number, input: unknown): Promise<Round> {
  parseRoundNumber(number);
  const body = parseInput(ReseatInput, input);
  const { state } = await eventStore.inTransactionKeeping(eventId, async (tx) => {
    const { user: caller, version } = await authorize(tx, "round.reseat", eventId, user);
    const state = await eventStore.locked(tx, eventId, version);
    const round = latestSwissRound(state, number, "tables can be moved");
    const rows = round.matches.filter((m) => m.table === body.table || m.table === body.to);
    if (rows.some((m) => m.playerBId !== null && m.result !== null)) throw conflict("A table to move already has a result: move tables before results are entered.");
    const check = fromEngine(() => reseatTable(engineTables(round), body.table, body.to, { pins: fixedTables(state), points: pointsBefore(state, round.stageRound) }));
    const warnings = check.warnings.map(warningText);
    if (warnings.length > 0 && !body.confirm) {
      throw conflict(`This change breaks a pairing rule: ${warnings.join(" ")} Confirm the change to make it anyway.`);
    }
    for (const [i, m] of round.matches.entries()) {
      const t = check.tables[i]!;
      if (t.table === m.table) continue;
      await tx.match.update({ where: { id: m.id }, data: { table: t.table, version: { increment: 1 } } });
    }
    await tx.round.update({ where: { id: round.id }, data: { changedTables: withChanged(round, check.changed) } });
    await audit(tx, { eventId, userId: caller.id, action: "round.reseat", data: { number, from: body.table, to: body.to, tables: check.changed, reason: body.reason, warnings: check.warnings } });
    return { state: await eventStore.load(tx, eventId) };
  });
  return roundOf(state!, number, Date.now());
}
