/**
 * Finding a player to invite by name (issue 35): the guild's leader and officers search public
 * profiles that have an account to answer with. A hidden profile is never found (its name is
 * its owner's alone), nor a merged one; the caller is left out.
 */
import { getDb } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import { InviteeSearchInput, type InviteeCandidate } from "@/lib/schemas/guild";
import { forbidden, notFound, unauthenticated } from "../kernel/errors";
import { parseId, parseInput } from "../kernel/validate";
import { allows, refusalText } from "../kernel/policy";

/** Names found per search: a few to tap, the rest found by typing more. */
export const INVITEE_RESULTS = 8;

export async function searchInvitees(user: User | null, guildId: string, input: unknown): Promise<InviteeCandidate[]> {
  if (!user) throw unauthenticated();
  parseId("Guild", guildId);
  const { q } = parseInput(InviteeSearchInput, input);
  const db = await getDb();
  const guild = await db.guild.findUnique({ where: { id: guildId }, select: { id: true } });
  if (!guild) throw notFound("Guild");
  const me = await db.playerProfile.findUnique({ where: { userId: user.id }, select: { id: true, guildMember: { select: { guildId: true, role: true } } } });
  const standing = me?.guildMember?.guildId === guildId ? (me.guildMember.role as "leader" | "officer" | "member") : "stranger";
  if (!allows("guild.invite", standing)) throw forbidden(refusalText("guild.invite"));
  if (q === undefined) return [];
  const needle = q.trim();
  const rows = await db.playerProfile.findMany({
    where: { displayName: { contains: needle, mode: "insensitive" }, public: true, userId: { not: null }, mergedIntoId: null, id: { not: me!.id } },
    select: {
      id: true,
      displayName: true,
      guildMember: { select: { guild: { select: { name: true, tag: true } } } },
      guildInvitations: { where: { guildId, status: "pending" }, select: { id: true } },
    },
    orderBy: [{ displayName: "asc" }, { id: "asc" }],
    take: 50,
  });
  // Names that start with what was typed first, then those with a word that does.
  const lower = needle.toLowerCase();
  const rank = (name: string) => (name.toLowerCase().startsWith(lower) ? 0 : name.toLowerCase().split(/[\s-]+/).some((w) => w.startsWith(lower)) ? 1 : 2);
  return rows
    .sort((a, b) => rank(a.displayName) - rank(b.displayName))
    .slice(0, INVITEE_RESULTS)
    .map((p) => ({ profileId: p.id, name: p.displayName, guild: p.guildMember ? { name: p.guildMember.guild.name, tag: p.guildMember.guild.tag } : null, invited: p.guildInvitations.length > 0 }));
}
