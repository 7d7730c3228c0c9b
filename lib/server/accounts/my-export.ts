/**
 * GET /me/export: everything the app keeps about the signed-in player, as one JSON document
 * (`MyDataExport`, lib/schemas/my-export.ts). Only the caller's own data, and no secrets: no
 * password hash, sessions, token secrets or verification links. Entries are read as the profile
 * page reads them for its owner (so a hidden profile's are included: they are the caller's).
 */
import { getDb } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import type { GuildHistoryKind, GuildRole } from "@/lib/schemas/guild";
import { MY_EXPORT_FORMAT, type MyDataExport } from "@/lib/schemas/my-export";
import { unauthenticated } from "../kernel/errors";
import { listApiTokens } from "./accounts";
import { getPlayerProfile } from "./profiles";
import { mergesOf } from "./profile-merge";
import { exportSeason } from "../seasons/season-export";
import { playerSeasonStandings } from "../seasons/player-seasons";

const iso = (d: Date | null) => d?.toISOString() ?? null;

export async function exportMyData(user: User | null): Promise<MyDataExport> {
  if (!user) throw unauthenticated();
  const db = await getDb();
  const account = await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { id: true, email: true, name: true, createdAt: true, emailVerifiedAt: true, admin: true } });
  const tokens = await listApiTokens(user);
  const profile = await db.playerProfile.findUnique({ where: { userId: user.id }, select: { id: true, userId: true, displayName: true, public: true, createdAt: true } });
  const base = {
    format: MY_EXPORT_FORMAT,
    exportedAt: new Date().toISOString(),
    account: { ...account, createdAt: account.createdAt.toISOString(), emailVerifiedAt: iso(account.emailVerifiedAt) },
    apiTokens: tokens.map((t) => ({ name: t.name, createdAt: t.createdAt, lastUsedAt: t.lastUsedAt, expiresAt: t.expiresAt })),
  } as const;
  // The seasons the account organizes travel whole, as their own export documents (importable).
  const organized = await db.season.findMany({ where: { organizerId: user.id }, select: { id: true }, orderBy: { createdAt: "asc" } });
  const seasons = await Promise.all(organized.map((s) => exportSeason(user, s.id)));
  if (!profile) return { ...base, profile: null, entries: [], ratings: [], guild: null, guildHistory: [], guildInvitations: [], seasonAwards: [], seasonStandings: [], seasons };

  // Profiles merged into this one: their guild history is this player's too.
  const merged = await db.playerProfile.findMany({ where: { mergedIntoId: profile.id }, select: { id: true, displayName: true, mergedAt: true }, orderBy: { mergedAt: "asc" } });
  const selves = [profile.id, ...merged.map((m) => m.id)];
  const [read, merges, ratings, member, history, invitations, awards, seasonStandings] = await Promise.all([
    getPlayerProfile(user, profile.id),
    mergesOf(db, user, profile),
    db.playerRating.findMany({ where: { ratedId: profile.id }, orderBy: { game: "asc" } }),
    db.guildMember.findUnique({ where: { profileId: profile.id }, include: { guild: { select: { id: true, name: true, tag: true } } } }),
    db.guildHistory.findMany({
      where: { OR: [{ actorId: { in: selves } }, { subjectId: { in: selves } }] },
      include: { guild: { select: { name: true } } },
      orderBy: [{ at: "desc" }, { id: "desc" }],
    }),
    db.guildInvitation.findMany({ where: { profileId: profile.id }, include: { guild: { select: { name: true } } }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] }),
    db.seasonAward.findMany({ where: { profileId: profile.id }, include: { season: { select: { name: true } } }, orderBy: [{ awardedAt: "desc" }, { id: "desc" }] }),
    playerSeasonStandings(db, selves),
  ]);
  return {
    ...base,
    profile: {
      id: profile.id,
      displayName: profile.displayName,
      public: profile.public,
      createdAt: profile.createdAt.toISOString(),
      mergedProfiles: merged.map((m) => ({ id: m.id, displayName: m.displayName, mergedAt: iso(m.mergedAt) })),
      merges: merges ?? [],
    },
    entries: read.kind === "profile" ? read.profile.events : [],
    ratings: ratings.map((r) => ({ game: r.game, rating: r.rating, provisional: r.provisional, matches: r.matches, lastRatedAt: r.lastRatedAt.toISOString() })),
    guild: member
      ? { id: member.guild.id, name: member.guild.name, tag: member.guild.tag, role: member.role as GuildRole, joinedAt: member.joinedAt.toISOString(), officerSince: iso(member.officerSince) }
      : null,
    guildHistory: history.map((h) => ({ guildId: h.guildId, guildName: h.guild.name, kind: h.kind as GuildHistoryKind, at: h.at.toISOString(), as: h.actorId !== null && selves.includes(h.actorId) ? ("actor" as const) : ("subject" as const), data: h.data })),
    guildInvitations: invitations.map((i) => ({
      id: i.id,
      guildId: i.guildId,
      guildName: i.guild.name,
      status: i.status as MyDataExport["guildInvitations"][number]["status"],
      createdAt: i.createdAt.toISOString(),
      answeredAt: iso(i.answeredAt),
    })),
    seasonAwards: awards.map((a) => ({ seasonId: a.seasonId, seasonName: a.season.name, period: a.period, kind: a.kind, points: a.points, rank: a.rank, awardedAt: a.awardedAt.toISOString() })),
    seasonStandings,
    seasons,
  };
}
