/**
 * Which entrants' names link to their player profile on the event's public pages (issue 35):
 * entries claimed by an account whose profile is public (not hidden, not merged away). Typed
 * entries no account has claimed, hidden profiles and teams (a team is not one person) get no
 * link. Pages ask for the names they show, never the whole field, so a 1,000-player event's
 * pages stay light.
 */
import { directQuery } from "@/lib/db/direct";
import { ID_PATTERN } from "@/lib/schemas/common";
import { parseId } from "../kernel/validate";

/** At most this many entrants per ask (a page shows 50 tables or 50 ranks). */
export const PROFILE_LINKS_PER_ASK = 200;

/** Entrant (Player) id → profile id, for those of `playerIds` (at most 200) whose name links. */
export async function entrantProfileLinks(eventId: string, playerIds: readonly string[]): Promise<Record<string, string>> {
  parseId("Event", eventId);
  const ids = [...new Set(playerIds)].filter((id) => ID_PATTERN.test(id)).slice(0, PROFILE_LINKS_PER_ASK);
  if (ids.length === 0) return {};
  const rows = await directQuery<{ playerId: string; profileId: string }>(
    `SELECT p.id AS "playerId", pr.id AS "profileId"
       FROM "Player" p
       JOIN "PlayerProfile" pr ON pr.id = p."profileId" AND pr.public AND pr."userId" IS NOT NULL AND pr."mergedIntoId" IS NULL
      WHERE p."eventId" = $1 AND p.id = ANY($2::text[])
        AND NOT EXISTS (SELECT 1 FROM "TeamMember" t WHERE t."playerId" = p.id)`,
    [eventId, ids],
    "entrant-profile-links",
  );
  return Object.fromEntries(rows.map((r) => [r.playerId, r.profileId] as const));
}
