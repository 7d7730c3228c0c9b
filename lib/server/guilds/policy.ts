/**
 * Who may do what in a guild, declared once (as lib/server/kernel/policy.ts for events). A
 * caller's standing in a guild is their member role, or "invitee" (a pending invitation), or
 * "stranger". Services ask `guildAllows`; tests/api/authz-policy.ts derives the API's expected
 * statuses from this table.
 *
 * From the SWG TCG rulebook (703–760): the leader invites and removes members and grants and
 * revokes officer status; officers edit the guild message and invite and remove members; any
 * member may leave. Officers cannot remove the leader or another officer (the service checks
 * the subject's role); the leader alone hands on leadership.
 */
import type { GuildRole } from "@/lib/schemas/guild";

export type GuildStanding = GuildRole | "invitee" | "stranger";

const STAFF: readonly GuildStanding[] = ["leader", "officer"];
const LEADER: readonly GuildStanding[] = ["leader"];
const MEMBERS: readonly GuildStanding[] = ["leader", "officer", "member"];

export const GUILD_POLICY = {
  "guild.message": STAFF,
  "guild.invite": STAFF,
  /** Withdraw a pending invitation (the leader and officers, who invite). */
  "guild.withdraw": STAFF,
  "guild.remove": STAFF,
  "guild.officer": LEADER,
  "guild.transfer": LEADER,
  "guild.leave": MEMBERS,
  "guild.answer": ["invitee"],
} as const satisfies Record<string, readonly GuildStanding[]>;

export type GuildOperation = keyof typeof GUILD_POLICY;

export const guildAllows = (op: GuildOperation, standing: GuildStanding): boolean => (GUILD_POLICY[op] as readonly string[]).includes(standing);

const REFUSALS: Record<GuildOperation, string> = {
  "guild.message": "Only the guild's leader and officers can edit its message.",
  "guild.invite": "Only the guild's leader and officers can invite players.",
  "guild.withdraw": "Only the guild's leader and officers can withdraw invitations.",
  "guild.remove": "Only the guild's leader and officers can remove members.",
  "guild.officer": "Only the guild's leader can grant or revoke officer status.",
  "guild.transfer": "Only the guild's leader can hand on leadership.",
  "guild.leave": "You are not a member of this guild.",
  "guild.answer": "This invitation is not yours.",
};

export const guildRefusal = (op: GuildOperation): string => REFUSALS[op];
