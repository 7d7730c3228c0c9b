/** Standings (public): the Swiss standings of the event, computed by the engine. */
import type { Standings } from "@/lib/schemas/round";
import { swissStandings } from "../store/engine-input";
import { type EventState } from "../store/event-state";
import { eventStore } from "../store/event-store";

export function standingsOf(state: EventState): Standings {
  return {
    // The stage the event is in: Swiss until the cut is made, elimination from then on.
    stage: state.event.cutSeeds.length > 0 ? "elimination" : "swiss",
    rows: swissStandings(state).map((r) => ({
      rank: r.rank,
      playerId: r.playerId,
      name: state.playerById.get(r.playerId)?.name ?? "?",
      points: r.points,
      sos: r.sos,
      esos: r.esos,
      roundsPlayed: r.roundsPlayed,
      status: r.status,
      games: r.games,
      belowPreviousOn: r.belowPreviousOn,
    })),
  };
}

export async function getStandings(eventId: string): Promise<Standings> {
  return standingsOf(await eventStore.read(eventId));
}
