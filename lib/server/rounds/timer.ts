/**
 * The round timer (organizer, judges, marshals): start, pause, resume, reset, and a time
 * extension for one table. The actions are stored with their timestamps on the Round; the
 * engine replays them (lib/tournament/round-time.ts) with `now` to tell the time left.
 */
import type { User } from "@/lib/schemas/auth";
import { TimerInput, type Round } from "@/lib/schemas/round";
import { applyTimerAction, type RoundTimerEvent } from "@/lib/tournament";
import { authorize } from "../kernel/policy";
import { audit } from "../kernel/audit";
import { conflict, invalidField, notFound } from "../kernel/errors";
import { recordExtensionCall } from "../calls/judge-calls";
import { assertRoundLive } from "./live";
import { roundOf } from "./rounds";
import { fromEngine } from "../kernel/engine-errors";
import { inTransaction } from "../store/event-state";
import { eventStore } from "../store/event-store";
import { asJson, timerEventsOf } from "../kernel/stored";
import { parseInput, parseRoundNumber } from "../kernel/validate";

export async function timerAction(user: User | null, eventId: string, roundNumber: number, input: unknown): Promise<Round> {
  parseRoundNumber(roundNumber);
  return inTransaction(async (tx) => {
    const { user: caller, role, gate } = await authorize(tx, "round.timer", eventId, user);
    const data = parseInput(TimerInput, input);
    const round = await tx.round.findFirst({ where: { eventId, number: roundNumber }, include: { matches: { select: { id: true, table: true } } } });
    if (!round) throw notFound("Round");
    assertRoundLive(gate, round.stage);
    // A draft's clock never runs: it starts when the round is published (./publish.ts).
    if (round.draft) throw conflict(`Round ${roundNumber} is a draft: publish it before starting its clock.`);
    const events = timerEventsOf(round);
    // Clocks of two app servers may be a little apart: never go back before the last action.
    const at = Math.max(Date.now(), events.at(-1)?.at ?? 0);
    let action: RoundTimerEvent;
    if (data.action === "extend") {
      if (data.table === undefined) throw invalidField("table", "Say which table gets the extra time.");
      if (data.minutes === undefined) throw invalidField("minutes", "Say how many minutes the table gets.");
      if (!round.matches.some((m) => m.table === data.table)) throw invalidField("table", `Round ${roundNumber} has no table ${data.table}.`);
      action = { type: "extend", at, table: data.table, minutes: data.minutes };
    } else if (data.action === "start" || data.action === "reset") {
      action = data.minutes === undefined ? { type: data.action, at } : { type: data.action, at, minutes: data.minutes };
    } else {
      action = { type: data.action, at };
    }
    const after = fromEngine(() => applyTimerAction(events, action, { minutes: round.minutes }));
    await tx.round.update({ where: { id: round.id }, data: { timerEvents: asJson([...events, action]) } });
    // The judge queue lists the extension at its table (lib/server/calls/judge-calls.ts).
    if (action.type === "extend") {
      const { table, minutes } = action;
      await recordExtensionCall(tx, eventId, caller, { round: roundNumber, table, minutes, matchId: round.matches.find((m) => m.table === table)?.id ?? null });
    }
    await audit(tx, { eventId, userId: caller.id, action: `timer.${data.action}`, data: { round: roundNumber, action, role, state: after.state } });
    return roundOf(await eventStore.load(tx, eventId), roundNumber, at);
  });
}
