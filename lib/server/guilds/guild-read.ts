/**
 * Reading guilds: a guild's page (message, leader, officers, members with their current ratings,
 * history, the caller's standing) and the caller's own guild and pending invitations.
 * Ratings are read from the ledger's current ratings (`PlayerRating`, ratedId = profile id).
 */
import { getDb, type Db } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import { GUILD_CAP, GUILD_HISTORY_KINDS, type GuildDetail, type GuildHistoryKind, type GuildRole, type MyGuild } from "@/lib/schemas/guild";
import { notFound, unauthenticated } from "../kernel/errors";
import { parseId } from "../kernel/validate";
import { HIDDEN_NAME, profileVisibleTo } from "../kernel/hidden-profiles";

const ROLE_ORDER: Record<GuildRole, number> = { leader: 0, officer: 1, member: 2 };
export const HISTORY_SHOWN = 200;
export const EVENTS_SHOWN = 20;

/** Current ratings of these profiles by profile id (rounded for display). */
export async function ratingsOf(db: Db, profileIds: readonly string[]): Promise<Map<string, { game: string; rating: number; provisional: boolean }[]>> {
  const out = new Map<string, { game: string; rating: number; provisional: boolean }[]>();
  if (profileIds.length === 0) return out;
  const rows = await db.playerRating.findMany({ where: { ratedId: { in: [...profileIds] } }, select: { ratedId: true, game: true, rating: true, provisional: true }, orderBy: { game: "asc" } });
  for (const r of rows) {
    const list = out.get(r.ratedId) ?? [];
    list.push({ game: r.game, rating: Math.round(r.rating), provisional: r.provisional });
    out.set(r.ratedId, list);
  }
  return out;
}

export { HIDDEN_NAME };

/** History kinds about invitations: the leader's and officers' business (who was asked, who said no), not the public's. */
const INVITATION_KINDS: readonly GuildHistoryKind[] = ["invited", "declined", "withdrawn"];

/**
 * GET /guilds/{guildId}: public. Privacy follows the profile page and the ratings (a hidden
 * profile is its owner's alone): a hidden member is listed — so the count stays right — as
 * "Hidden player", with no profile id, link or ratings, to everyone but themself and the guild's
 * leader and officers, who run the membership (remove, officers, hand-over need the id; they
 * invited the player by it). The same holds for the leader, the history's names and the events
 * members played. The leader and officers also see the pending invitations, and the history's
 * invitations (invited, declined, withdrawn); others see the history without them.
 */
export async function getGuild(viewer: User | null, guildId: string): Promise<GuildDetail> {
  parseId("Guild", guildId);
  const db = await getDb();
  const guild = await db.guild.findUnique({
    where: { id: guildId },
    include: {
      members: { include: { profile: { select: { displayName: true, public: true, userId: true } } } },
    },
  });
  if (!guild) throw notFound("Guild");
  const viewerProfile = viewer ? await db.playerProfile.findUnique({ where: { userId: viewer.id }, select: { id: true } }) : null;
  const mine = guild.members.find((m) => m.profileId === viewerProfile?.id);
  const invitation = viewerProfile && !mine ? await db.guildInvitation.findFirst({ where: { guildId, profileId: viewerProfile.id, status: "pending" }, select: { id: true } }) : null;
  const staff = mine !== undefined && mine.role !== "member";
  const history = await db.guildHistory.findMany({
    where: { guildId, ...(staff ? {} : { kind: { notIn: [...INVITATION_KINDS] } }) },
    orderBy: [{ at: "desc" }, { id: "desc" }],
    take: HISTORY_SHOWN,
  });
  const pending = staff
    ? await db.guildInvitation.findMany({
        where: { guildId, status: "pending" },
        include: { profile: { select: { displayName: true } } },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      })
    : [];
  // Whom the leader and officers may see though hidden: the members and invitees they manage.
  const managed = new Set([...guild.members.map((m) => m.profileId), ...pending.map((i) => i.profileId)]);
  const visible = (id: string, p: { public: boolean; userId: string | null }) => profileVisibleTo(p, viewer?.id ?? null) || (staff && managed.has(id));
  const shown = (id: string, p: { displayName: string; public: boolean; userId: string | null } | undefined) => (!p ? "A former player" : visible(id, p) ? p.displayName : HIDDEN_NAME);

  const ratings = await ratingsOf(db, guild.members.filter((m) => visible(m.profileId, m.profile)).map((m) => m.profileId));
  const members = guild.members
    .map((m) => ({ ...m, role: m.role as GuildRole }))
    .sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role] || a.joinedAt.getTime() - b.joinedAt.getTime() || (a.id < b.id ? -1 : 1))
    .map((m) => {
      const seen = visible(m.profileId, m.profile);
      return {
        profileId: seen ? m.profileId : null,
        name: seen ? m.profile.displayName : HIDDEN_NAME,
        hidden: !m.profile.public,
        role: m.role,
        joinedAt: m.joinedAt.toISOString(),
        ratings: seen ? (ratings.get(m.profileId) ?? []) : [],
      };
    });

  // Names in the history: from the profiles, as above (no ids).
  const ids = new Set(history.flatMap((h) => [h.actorId, h.subjectId]).filter((x): x is string => x !== null));
  const profiles = new Map((await db.playerProfile.findMany({ where: { id: { in: [...ids] } }, select: { id: true, displayName: true, public: true, userId: true } })).map((p) => [p.id, p] as const));
  const nameOf = (id: string | null) => (id === null ? null : shown(id, profiles.get(id)));
  const leader = members.find((m) => m.role === "leader");
  // Events members played: only those of members the caller may see.
  const seen = guild.members.filter((m) => visible(m.profileId, m.profile)).map((m) => m.profileId);
  const events =
    seen.length === 0
      ? []
      : await db.$queryRaw<{ id: string; name: string; startsAt: Date | null; members: number }[]>`
          SELECT e.id, e.name, e."startsAt", count(DISTINCT p."profileId")::int AS members
            FROM "Player" p JOIN "Event" e ON e.id = p."eventId"
           WHERE p."profileId" = ANY(${seen}::text[])
           GROUP BY e.id
           ORDER BY coalesce(e."startsAt", e."createdAt") DESC, e.id
           LIMIT ${EVENTS_SHOWN}`;
  return {
    id: guild.id,
    name: guild.name,
    tag: guild.tag,
    message: guild.message,
    createdAt: guild.createdAt.toISOString(),
    dissolvedAt: guild.dissolvedAt?.toISOString() ?? null,
    leader: leader ? { profileId: leader.profileId, name: leader.name } : null,
    memberCount: members.length,
    cap: GUILD_CAP,
    members,
    events: events.map((e) => ({ ...e, startsAt: e.startsAt?.toISOString() ?? null })),
    history: history
      .filter((h) => (GUILD_HISTORY_KINDS as readonly string[]).includes(h.kind))
      .map((h) => ({ kind: h.kind as GuildHistoryKind, at: h.at.toISOString(), actor: nameOf(h.actorId), subject: nameOf(h.subjectId), data: h.data })),
    invitations: pending.map((i) => ({ id: i.id, profileId: i.profileId, name: i.profile.displayName, createdAt: i.createdAt.toISOString() })),
    you: { role: mine ? (mine.role as GuildRole) : invitation ? "invitee" : "stranger", invitationId: invitation?.id ?? null },
  };
}

/** GET /me/guild: the caller's guild and role, and their pending invitations. */
export async function myGuild(user: User | null): Promise<MyGuild> {
  if (!user) throw unauthenticated();
  const db = await getDb();
  const profile = await db.playerProfile.findUnique({ where: { userId: user.id }, select: { id: true } });
  if (!profile) return { guild: null, invitations: [] };
  const [member, invitations] = await Promise.all([
    db.guildMember.findUnique({ where: { profileId: profile.id }, include: { guild: { select: { id: true, name: true, tag: true } } } }),
    db.guildInvitation.findMany({ where: { profileId: profile.id, status: "pending" }, include: { guild: { select: { name: true } } }, orderBy: { createdAt: "desc" } }),
  ]);
  return {
    guild: member ? { ...member.guild, role: member.role as GuildRole } : null,
    invitations: invitations.map((i) => ({ id: i.id, guildId: i.guildId, guildName: i.guild.name, profileId: i.profileId, status: "pending", createdAt: i.createdAt.toISOString() })),
  };
}

/** A profile's guild (the profile page shows it; that page is the owner's alone when hidden). */
export async function guildOfProfile(profileId: string): Promise<{ id: string; name: string; tag: string; role: GuildRole } | null> {
  parseId("Player profile", profileId);
  const db = await getDb();
  const m = await db.guildMember.findUnique({ where: { profileId }, select: { role: true, guild: { select: { id: true, name: true, tag: true } } } });
  return m ? { ...m.guild, role: m.role as GuildRole } : null;
}
