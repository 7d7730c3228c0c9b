"use server";

import { entrantProfileLinks } from "@/lib/server/entrants/profile-links";

/** The profile links of the names a page shows (public information: the profiles are public). */
export async function profileLinksAction(eventId: string, playerIds: string[]): Promise<Record<string, string>> {
  if (!Array.isArray(playerIds)) return {};
  try {
    return await entrantProfileLinks(eventId, playerIds.filter((id): id is string => typeof id === "string"));
  } catch {
    return {};
  }
}
