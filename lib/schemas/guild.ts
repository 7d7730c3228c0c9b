/**
 * Guilds (issue 26; SWG TCG rulebook 703–760): players' clubs with a leader and officers, ranked
 * per game by their members' current ratings. Requests and answers of /api/v1/guilds….
 */
import { z } from "zod";
import { ID_PATTERN, text } from "./common";
import { apiRegistry } from "./registry";
import { GAME_IDS } from "@/lib/tournament/format/presets";

/** The rulebook: "Each guild can have up to 100 players." */
export const GUILD_CAP = 100;

export const GUILD_ROLES = ["leader", "officer", "member"] as const;
export type GuildRole = (typeof GUILD_ROLES)[number];

/** Every change a guild's history records. */
export const GUILD_HISTORY_KINDS = [
  "created",
  "invited",
  "joined",
  "declined",
  "left",
  "removed",
  "officerGranted",
  "officerRevoked",
  "leadershipTransferred",
  /** The leader left: the longest-standing officer, else member, became leader. */
  "leaderSucceeded",
  "messageChanged",
  /** The leader or an officer changed the tag (data: from, to). */
  "tagChanged",
  "dissolved",
  /** The leader or an officer withdrew a pending invitation. */
  "withdrawn",
  /** A profile merge (lib/server/accounts/profile-merge.ts) ended the merged profile's membership: its survivor is in a guild. */
  "mergeEnded",
  /** A profile merge moved the merged profile's membership to the survivor (subject), who was in no guild. */
  "mergeMoved",
  /** An undone merge gave the membership back to the formerly merged profile (subject). */
  "mergeUndone",
] as const;
export type GuildHistoryKind = (typeof GUILD_HISTORY_KINDS)[number];

/** Letters and digits only: a tag sits in brackets beside names ("[JEDI] Ana"). */
const tag = text("Tag", { min: 1, max: 6 }).pipe(z.string().regex(/^[\p{L}\p{N}]+$/u, { error: "Tag: letters and digits only (up to 6)." }));
const message = text("Message", { max: 1000, multiline: true });
const profileId = z.string({ error: "profileId is required." }).regex(ID_PATTERN, { error: "profileId is a player profile's id." });

export const GuildCreateInput = z
  .object({
    name: text("Name", { min: 1, max: 60 }).describe("Unique among guilds, case-insensitively."),
    tag: tag.describe("Shown beside members' names, e.g. JEDI."),
    message: message.optional().describe("The guild message, shown on its page."),
  })
  .strict()
  .register(apiRegistry, { id: "GuildCreateInput" });
export type GuildCreateInput = z.infer<typeof GuildCreateInput>;

export const GuildUpdateInput = z
  .object({
    message: message.optional().describe("The guild message (the leader and officers edit it)."),
    tag: tag.optional().describe("The tag shown beside members' names (the leader and officers change it)."),
  })
  .strict()
  .refine((d) => d.message !== undefined || d.tag !== undefined, { error: "Send a message or a tag.", path: ["message"] })
  .register(apiRegistry, { id: "GuildUpdateInput" });

export const GuildProfileInput = z
  .object({ profileId: profileId.describe("The player profile (/players/{profileId}).") })
  .strict()
  .register(apiRegistry, { id: "GuildProfileInput" });

export const GuildRankingQuery = z.object({
  // Guilds are Galaxies' (SWG TCG rulebook 703–760): its ratings rank them unless another game is asked for.
  game: z.enum(GAME_IDS, { error: `game is one of ${GAME_IDS.join(", ")}.` }).default("swg-tcg"),
  sort: z.enum(["total", "average"], { error: "sort is total or average." }).default("total"),
  q: z.string().trim().max(80, { error: "Search with at most 80 characters." }).optional().describe("Guilds whose name or tag contains this (any case); ranks stay the whole list's."),
  page: z.coerce.number({ error: "page is a whole number from 1." }).int({ error: "page is a whole number from 1." }).min(1, { error: "page is a whole number from 1." }).max(10_000, { error: "page is at most 10000." }).optional(),
});

/** Guilds per page of the ranking. */
export const GUILD_PAGE_SIZE = 50;

const MemberRow = z.object({
  profileId: z.string().nullable().describe("Null for a hidden profile the caller may not see (not their own, and the caller leads or officers no guild of theirs)."),
  name: z.string(),
  hidden: z.boolean().describe("A hidden profile: its page is its owner's alone (no link for others)."),
  role: z.enum(GUILD_ROLES),
  joinedAt: z.string(),
  /** Current ratings by game (the ratings' ledger), rounded for display. */
  ratings: z.array(z.object({ game: z.string(), rating: z.number(), provisional: z.boolean() })),
});

export const GuildHistoryEntry = z.object({
  kind: z.enum(GUILD_HISTORY_KINDS),
  at: z.string(),
  actor: z.string().nullable().describe("Who did it (null: the app, as for a succession)."),
  subject: z.string().nullable().describe("Whom it was done to, when another."),
  data: z.unknown(),
});
export type GuildHistoryEntry = z.infer<typeof GuildHistoryEntry>;

export const GuildDetail = z
  .object({
    id: z.string(),
    name: z.string(),
    tag: z.string(),
    message: z.string(),
    createdAt: z.string(),
    dissolvedAt: z.string().nullable(),
    leader: z.object({ profileId: z.string().nullable(), name: z.string() }).nullable(),
    memberCount: z.number().int(),
    cap: z.number().int(),
    members: z
      .array(MemberRow)
      .describe("Leader, officers, then members by join date. A hidden profile is listed as “Hidden player” without id or ratings, except to its owner and the guild's leader and officers."),
    events: z
      .array(z.object({ id: z.string(), name: z.string(), startsAt: z.string().nullable(), members: z.number().int().describe("Members who played it.") }))
      .describe("Events members played, newest first, at most 20 (of the members the caller may see)."),
    history: z.array(GuildHistoryEntry).describe("Newest first, at most 200. Invitations (invited, declined, withdrawn) only for the guild's leader and officers."),
    invitations: z
      .array(z.object({ id: z.string(), profileId: z.string(), name: z.string(), createdAt: z.string() }))
      .describe("Pending invitations, oldest first: for the leader and officers (empty for anyone else)."),
    you: z
      .object({ role: z.enum([...GUILD_ROLES, "invitee", "stranger"]), invitationId: z.string().nullable() })
      .describe("The caller's standing: their role, or invitee (with the pending invitation), or stranger."),
  })
  .register(apiRegistry, { id: "GuildDetail" });
export type GuildDetail = z.infer<typeof GuildDetail>;

export const GuildRankingRow = z.object({
  rank: z.number().int(),
  id: z.string(),
  name: z.string(),
  tag: z.string(),
  leader: z.string().nullable(),
  members: z.number().int(),
  rated: z.number().int().describe("Members with a rating in this game (the only ones counted)."),
  total: z.number().nullable().describe("Sum of the counted members' current ratings; null when none has one."),
  average: z.number().nullable(),
});
export type GuildRankingRow = z.infer<typeof GuildRankingRow>;

export const GuildRanking = z
  .object({
    game: z.string(),
    sort: z.enum(["total", "average"]),
    provisionalCounted: z.boolean().describe("Whether provisional ratings count (a setting, GUILD_RANKING_SETTINGS)."),
    q: z.string().nullable(),
    page: z.number().int(),
    pageSize: z.number().int(),
    hasMore: z.boolean(),
    guilds: z.array(GuildRankingRow),
  })
  .register(apiRegistry, { id: "GuildRanking" });
export type GuildRanking = z.infer<typeof GuildRanking>;

export const GuildInvitation = z
  .object({
    id: z.string(),
    guildId: z.string(),
    guildName: z.string(),
    profileId: z.string(),
    status: z.enum(["pending", "accepted", "declined", "withdrawn"]),
    createdAt: z.string(),
  })
  .register(apiRegistry, { id: "GuildInvitation" });
export type GuildInvitation = z.infer<typeof GuildInvitation>;

export const MyGuild = z
  .object({
    guild: z.object({ id: z.string(), name: z.string(), tag: z.string(), role: z.enum(GUILD_ROLES) }).nullable(),
    invitations: z.array(GuildInvitation).describe("Pending invitations to the caller."),
  })
  .register(apiRegistry, { id: "MyGuild" });
export type MyGuild = z.infer<typeof MyGuild>;

/** Finding a player to invite by name (public profiles with an account only). */
export const InviteeSearchInput = z
  .object({ q: text("Name", { min: 2, max: 60 }).optional().describe("Two or more letters of the player's name (any case, any part); none: no suggestions.") })
  .register(apiRegistry, { id: "InviteeSearchQuery" });

export const InviteeCandidate = z.object({
  profileId: z.string(),
  name: z.string(),
  guild: z.object({ name: z.string(), tag: z.string() }).nullable().describe("The guild the player is in now (a player is in one guild at a time)."),
  invited: z.boolean().describe("An invitation to this guild is waiting for their answer."),
});
export type InviteeCandidate = z.infer<typeof InviteeCandidate>;

export const InviteeSearch = z.object({ players: z.array(InviteeCandidate).describe("At most 8: names starting with the text first.") }).register(apiRegistry, { id: "InviteeSearch" });
