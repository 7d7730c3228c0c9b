/**
 * The one writer of `Event.status`: services change rounds, results and brackets, then call
 * `settleEventStatus`, which asks the engine (`eventStatus`) where the event stands and records
 * each transition with one `event.status` audit entry.
 */
import type { Tx } from "@/lib/db";
import { eventStatus, missingResults, type EventStatus } from "@/lib/tournament";
import { audit } from "./audit";
import { announceListed } from "./event-versions";
import { notifyEventReport } from "./event-notices";
import { bracketState, swissHistory } from "./engine-input";
import { loadEventState, type EventState } from "./event-state";

export async function settleEventStatus(tx: Tx, eventId: string, userId: string | null, loaded?: EventState): Promise<EventStatus> {
  const state = loaded ?? (await loadEventState(tx, eventId));
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
  if (next !== event.status) {
    await tx.event.update({ where: { id: eventId }, data: { status: next } });
    await audit(tx, { eventId, userId, action: "event.status", data: { from: event.status, to: next } });
    // The lists of events show the status; a result's own notice speaks of its match alone.
    await announceListed(tx, eventId);
    // Each linked player's final place and record, as the event completes.
    if (next === "complete") await notifyEventReport(tx, state);
  }
  return next;
}
