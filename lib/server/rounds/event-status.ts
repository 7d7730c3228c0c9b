/**
 * The one writer of `Event.status`: services change rounds, results and brackets, then call
 * `settleEventStatus`, which asks the engine (`eventStatus`) where the event stands and records
 * each transition with one `event.status` audit entry.
 */
import type { Tx } from "@/lib/db";
import { eventStatus, missingResults, type EventStatus } from "@/lib/tournament";
import { audit } from "../kernel/audit";
import { announceListed } from "../kernel/event-versions";
import { notifyEventReport } from "../notices/event-notices";
import { enqueueEventRating } from "../ratings/enqueue";
import { bracketState, swissHistory } from "../store/engine-input";
import { withEvent, type EventState } from "../store/event-state";
import { eventStore } from "../store/event-store";

export async function settleEventStatus(tx: Tx, eventId: string, userId: string | null, loaded?: EventState): Promise<EventStatus> {
  return (await settle(tx, eventId, userId, loaded ?? (await eventStore.load(tx, eventId)))).status;
}

/** `state` settled, as the event now stands (the status row as written, not read again). */
export async function settledState(tx: Tx, userId: string | null, state: EventState): Promise<EventState> {
  const { row } = await settle(tx, state.event.id, userId, state);
  return row ? withEvent(state, row) : state;
}

async function settle(tx: Tx, eventId: string, userId: string | null, state: EventState) {
  const { event } = state;
  const history = swissHistory(state);
  const next = eventStatus({
    hasElimination: (event.cutSize ?? 0) > 0,
    swissRoundsPaired: history.rounds.length,
    swissRounds: event.swissRounds,
    swissResultsMissing: missingResults(history).length,
    bracketSeeded: event.cutSeeds.length > 0,
    bracketComplete: bracketState(state)?.complete ?? false,
  });
  if (next === event.status) return { status: next, row: null };
  const row = await tx.event.update({ where: { id: eventId }, data: { status: next } });
  await audit(tx, { eventId, userId, action: "event.status", data: { from: event.status, to: next } });
  // The lists of events show the status; a result's own notice speaks of its match alone.
  await announceListed(tx, eventId);
  // Each linked player's final place and record, as the event completes.
  if (next === "complete") await notifyEventReport(tx, state);
  // Rated as it completes; an event that is no longer complete loses its rating (the worker decides).
  if (next === "complete" || event.status === "complete") await enqueueEventRating(tx, event, next === "complete" ? "completed" : "reopened");
  return { status: next, row };
}
