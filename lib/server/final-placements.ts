/**
 * The event's final placements, for the event page once it is complete: the elimination
 * bracket's places first (champion, runner-up, …), then everyone else by Swiss standings.
 * Without a cut the Swiss standings are the placements.
 */
import { bracketState, readEventState, swissStandings } from "./tournament-state";

export interface FinalPlacement {
  place: number;
  playerId: string;
  name: string;
}

export async function getFinalPlacements(eventId: string): Promise<FinalPlacement[] | null> {
  const state = await readEventState(eventId);
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
