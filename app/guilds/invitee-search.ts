"use server";

import type { InviteeCandidate } from "@/lib/schemas/guild";
import { searchInvitees } from "@/lib/server/guilds/invitee-search";
import { currentUser } from "@/lib/web/session";

/** The invite box's suggestions: public profiles whose name contains `q` (none on a refusal). */
export async function searchInviteesAction(guildId: string, q: string): Promise<InviteeCandidate[]> {
  try {
    return await searchInvitees(await currentUser(), guildId, { q: typeof q === "string" ? q : "" });
  } catch {
    return [];
  }
}
