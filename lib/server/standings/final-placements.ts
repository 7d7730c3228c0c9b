/**
 * The event's final placements, for the event page once it is complete: the elimination
 * bracket's places first (champion, runner-up, …), then everyone else by Swiss standings.
 * Without a cut the Swiss standings are the placements.
 */
import type { FinalPlacement } from "@/lib/views/events";
import { ordinal } from "@/lib/words/ordinal";
import { bracketState, swissStandings } from "../store/engine-input";
import { type EventState } from "../store/event-state";
import { eventStore } from "../store/event-store";

export async function getFinalPlacements(eventId: string): Promise<FinalPlacement[] | null> {
  return finalPlacementsOf(await eventStore.read(eventId));
}

/** `getFinalPlacements` of a loaded event (null until it is complete). */
export function finalPlacementsOf(state: EventState): FinalPlacement[] | null {
  if (state.event.status !== "complete") return null;
  const name = (id: string) => state.playerById.get(id)?.name ?? "?";
  const bracket = bracketState(state)?.placements ?? [];
  const placed = new Set(bracket.map((p) => p.playerId));
  const rest = swissStandings(state).filter((r) => !placed.has(r.playerId));
  return [
    ...bracket.map((p) => ({ place: p.place, playerId: p.playerId, name: name(p.playerId) })),
    ...rest.map((r, i) => ({ place: bracket.length + i + 1, playerId: r.playerId, name: name(r.playerId) })),
  ];
}

/**
 * Where each player stands, for a player with no match in the round shown: their final place
 * once the bracket gives one, else their Swiss rank once the cut leaves them out.
 */
export function standingNotesOf(state: EventState): Record<string, string> {
  const notes: Record<string, string> = {};
  const cut = state.event.cutSeeds;
  if (cut.length > 0) {
    const inCut = new Set(cut);
    for (const r of swissStandings(state)) {
      if (!inCut.has(r.playerId)) notes[r.playerId] = `${ordinal(r.rank)} after Swiss: the top ${cut.length} play on.`;
    }
  }
  for (const p of bracketState(state)?.placements ?? []) {
    notes[p.playerId] = p.place === 1 ? "Champion!" : `Out of the bracket: ${ordinal(p.place)} place.`;
  }
  for (const p of state.players) if (p.status !== "active" && !notes[p.id]) notes[p.id] = p.status === "dropped" ? "Dropped." : "Disqualified.";
  return notes;
}
