/**
 * A player's own data (GET /api/v1/me/export, "Download my data" on the account page): the
 * account without secrets, the player profile, entries, current ratings, guild membership with
 * its history and invitations, and season awards.
 */
import { z } from "zod";
import { apiRegistry } from "./registry";
import { GUILD_HISTORY_KINDS, GUILD_ROLES } from "./guild";
import { ProfileEvent, ProfileMergeRecord } from "./profile";
import { SeasonExport, SeasonStandingRow } from "./season";

export const MY_EXPORT_FORMAT = "holonet-my-data/1";

export const MyDataExport = z
  .object({
    format: z.literal(MY_EXPORT_FORMAT),
    exportedAt: z.string(),
    account: z
      .object({ id: z.string(), email: z.string(), name: z.string(), createdAt: z.string(), emailVerifiedAt: z.string().nullable(), admin: z.boolean() })
      .describe("No password hash, sessions or API token secrets."),
    apiTokens: z.array(z.object({ name: z.string(), createdAt: z.string(), lastUsedAt: z.string().nullable(), expiresAt: z.string() })).describe("Names and dates only."),
    profile: z
      .object({
        id: z.string(),
        displayName: z.string(),
        public: z.boolean(),
        createdAt: z.string(),
        mergedProfiles: z.array(z.object({ id: z.string(), displayName: z.string(), mergedAt: z.string().nullable() })).describe("Profiles merged into this one."),
        merges: z.array(ProfileMergeRecord),
      })
      .nullable()
      .describe("Null: the account has no player profile yet."),
    entries: z.array(ProfileEvent).describe("Entries in events, newest first (at most 200, as on the profile page)."),
    ratings: z.array(z.object({ game: z.string(), rating: z.number(), provisional: z.boolean(), matches: z.number().int(), lastRatedAt: z.string() })).describe("Current ratings per game (unrounded)."),
    guild: z
      .object({ id: z.string(), name: z.string(), tag: z.string(), role: z.enum(GUILD_ROLES), joinedAt: z.string(), officerSince: z.string().nullable() })
      .nullable()
      .describe("The guild the player is in now."),
    guildHistory: z
      .array(z.object({ guildId: z.string(), guildName: z.string(), kind: z.enum(GUILD_HISTORY_KINDS), at: z.string(), as: z.enum(["actor", "subject"]), data: z.unknown() }))
      .describe("Every guild history entry the player (or a profile merged into theirs) did or that was done to them, newest first."),
    guildInvitations: z
      .array(z.object({ id: z.string(), guildId: z.string(), guildName: z.string(), status: z.enum(["pending", "accepted", "declined", "withdrawn"]), createdAt: z.string(), answeredAt: z.string().nullable() }))
      .describe("Invitations to the player, any status, newest first."),
    seasonAwards: z.array(z.object({ seasonId: z.string(), seasonName: z.string(), period: z.string(), kind: z.string(), points: z.number().int(), rank: z.number().int(), awardedAt: z.string() })),
    seasonStandings: z
      .array(SeasonStandingRow.omit({ playerId: true, profileId: true, name: true }).extend({ seasonId: z.string(), seasonName: z.string(), period: z.string() }))
      .describe("The player's row on each season's leaderboard, per period in which they played an event it counts (rank, points, events, medals)."),
    seasons: z.array(SeasonExport).describe("The seasons the account organizes, each as its export document (POST /seasons/import reads it back)."),
  })
  .register(apiRegistry, { id: "MyDataExport" });
export type MyDataExport = z.infer<typeof MyDataExport>;
