/**
 * Guilds at an event: each entrant's guild, through their profile (entrants without a profile or
 * guild are in none). Round 1 of an event with `guildsApart` pairs from this map; the pairings
 * and standings show the tags of members whose profiles are public.
 */
import { getDb, type Db, type Tx } from "@/lib/db";
import { parseId } from "../kernel/validate";

/** Entrant (Player) id → guild id, for the event's entrants who are guild members now. */
export async function guildGroupsOf(db: Db | Tx, eventId: string): Promise<Map<string, string>> {
  const rows = await db.$queryRaw<{ playerId: string; guildId: string }[]>`
    SELECT p.id AS "playerId", m."guildId"
      FROM "Player" p JOIN "GuildMember" m ON m."profileId" = p."profileId"
     WHERE p."eventId" = ${eventId}`;
  return new Map(rows.map((r) => [r.playerId, r.guildId] as const));
}

/** Entrant (Player) id → guild tag, for members whose profile is public. */
export async function guildTagsOf(db: Db | Tx, eventId: string): Promise<Map<string, string>> {
  const rows = await db.$queryRaw<{ playerId: string; tag: string }[]>`
    SELECT p.id AS "playerId", g.tag
      FROM "Player" p
      JOIN "PlayerProfile" pr ON pr.id = p."profileId" AND pr.public
      JOIN "GuildMember" m ON m."profileId" = p."profileId"
      JOIN "Guild" g ON g.id = m."guildId"
     WHERE p."eventId" = ${eventId}`;
  return new Map(rows.map((r) => [r.playerId, r.tag] as const));
}

/** The pairings and standings pages: the tags to show beside entrants' names. */
export async function eventGuildTags(eventId: string): Promise<Record<string, string>> {
  parseId("Event", eventId);
  return Object.fromEntries(await guildTagsOf(await getDb(), eventId));
}
