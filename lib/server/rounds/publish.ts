/**
 * Publishing a draft round (organizer, issue 41): the round goes live at this moment — its
 * "round.paired" notices go out and the event's version moves, so every open page and the live
 * stream show it now — and, when asked, its clock starts at the same moment (a draft's clock
 * never runs: `timerAction` refuses it).
 */
import type { User } from "@/lib/schemas/auth";
import { PublishInput, type Round } from "@/lib/schemas/round";
import { applyTimerAction, type RoundTimerEvent } from "@/lib/tournament";
import { authorize } from "../kernel/policy";
import { audit } from "../kernel/audit";
import { conflict, notFound } from "../kernel/errors";
import { fromEngine } from "../kernel/engine-errors";
import { asJson, timerEventsOf } from "../kernel/stored";
import { parseInput, parseRoundNumber } from "../kernel/validate";
import { withPairedNotices } from "../notices/event-notices";
import { eventStore } from "../store/event-store";
import { roundOf } from "./rounds";

/** `POST …/rounds/{n}/publish`: see the top of this file. 409 when the round is no draft. */
export async function publishRound(user: User | null, eventId: string, number: number, input: unknown): Promise<Round> {
  parseRoundNumber(number);
  const body = parseInput(PublishInput, input ?? {});
  const { round } = await eventStore.inTransactionKeeping(
    eventId,
    withPairedNotices(
      eventId,
      async (tx) => {
        const { user: caller, version } = await authorize(tx, "round.publish", eventId, user);
        const state = await eventStore.locked(tx, eventId, version);
        const row = state.rounds.find((r) => r.number === number);
        if (!row) throw notFound("Round");
        if (!row.draft) throw conflict(`Round ${number} is already published.`);
        const now = Date.now();
        let timerEvents = timerEventsOf(row);
        if (body.startClock) {
          const start: RoundTimerEvent = { type: "start", at: Math.max(now, timerEvents.at(-1)?.at ?? 0) };
          fromEngine(() => applyTimerAction(timerEvents, start, { minutes: row.minutes }));
          timerEvents = [...timerEvents, start];
        }
        await tx.round.update({ where: { id: row.id }, data: { draft: false, timerEvents: asJson(timerEvents) } });
        await audit(tx, { eventId, userId: caller.id, action: "round.publish", data: { number, startClock: body.startClock === true } });
        const after = await eventStore.load(tx, eventId);
        return { round: roundOf(after, number, now), state: after };
      },
      (out) => out.round,
    ),
  );
  return round;
}
