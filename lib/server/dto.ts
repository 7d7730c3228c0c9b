/** Database rows → the API's shapes (lib/schemas). One place, so pages and API agree. */
import type { Event as EventRow, Player as PlayerRow } from "@/lib/generated/prisma/client";
import type { Event } from "@/lib/schemas/event";
import type { Player } from "@/lib/schemas/player";

export function toEvent(row: EventRow, extra: { currentRound: number; playerCount: number }): Event {
  return {
    id: row.id,
    name: row.name,
    structure: row.structure,
    tier: row.tier,
    status: row.status,
    swissRounds: row.swissRounds,
    cutSize: row.cutSize,
    currentRound: extra.currentRound,
    randomSeed: row.randomSeed,
    startsAt: row.startsAt?.toISOString() ?? null,
    venue: row.venue,
    description: row.description,
    roundMinutes: { swiss: row.swissMinutes, elimination: row.eliminationMinutes, final: row.finalMinutes },
    playerCount: extra.playerCount,
  };
}

export const toPlayer = (row: Pick<PlayerRow, "id" | "name" | "status">): Player => ({
  id: row.id,
  name: row.name,
  status: row.status,
});
