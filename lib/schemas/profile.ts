/**
 * Players as people over the API: claiming a typed entry, the public profile, privacy, merging
 * two profiles, and the caller's notices.
 */
import { z } from "zod";
import { cleanText, ID_PATTERN, text } from "./common";
import { apiRegistry } from "./registry";

/** The claim code printed on the slip ("ABCDE-FGHJK"); case, spaces and dashes do not matter. */
export const ClaimInput = z
  .object({
    code: text("Claim code", { max: 40 })
      .optional()
      .describe("The code from the player's slip or claim link. Leave it out to claim by a verified email that matches the entry's."),
  })
  .strict()
  .register(apiRegistry, { id: "ClaimInput" });
export type ClaimInput = z.infer<typeof ClaimInput>;

export const ClaimResult = z
  .object({
    eventId: z.string(),
    playerId: z.string(),
    name: z.string(),
    profileId: z.string(),
    via: z.enum(["code", "email"]),
  })
  .register(apiRegistry, { id: "ClaimResult" });
export type ClaimResult = z.infer<typeof ClaimResult>;

export const ProfileUpdateInput = z
  .object({
    displayName: cleanText(1, 80, "Display name").optional(),
    public: z.boolean({ error: "public is true or false." }).optional(),
  })
  .strict()
  .register(apiRegistry, { id: "ProfileUpdateInput", description: "Fields to change; a field left out keeps its value." });
export type ProfileUpdateInput = z.infer<typeof ProfileUpdateInput>;

export const MergeInput = z
  .object({
    into: z.string({ error: "into is the id of the profile to keep." }).regex(ID_PATTERN, { error: "into is the id of the profile to keep." }),
  })
  .strict()
  .register(apiRegistry, { id: "MergeInput" });

export const PlayerRecordSchema = z.object({
  wins: z.number().int(),
  losses: z.number().int(),
  draws: z.number().int(),
  byes: z.number().int(),
});

export const ProfileEvent = z.object({
  eventId: z.string(),
  eventName: z.string(),
  startsAt: z.string().nullable(),
  game: z.string(),
  descriptor: z.string().describe('The event\'s format in words ("Standard Constructed Match Play (2-3)").'),
  eventStatus: z.enum(["registration", "swiss", "elimination", "complete"]),
  playerId: z.string(),
  entryName: z.string(),
  entryStatus: z.enum(["active", "dropped", "disqualified"]),
  placement: z
    .object({ place: z.number().int(), final: z.boolean().describe("true: the final placement of a complete event; false: the current Swiss rank.") })
    .nullable(),
  record: PlayerRecordSchema,
});

export const ProfileMergeRecord = z.object({
  id: z.string(),
  from: z.object({ profileId: z.string(), displayName: z.string() }).describe("The profile that disappears into `into`."),
  into: z.object({ profileId: z.string(), displayName: z.string() }),
  status: z.enum(["pending", "merged", "undone", "withdrawn", "declined"]),
  as: z.enum(["admin", "organizer", "owners"]).nullable().describe("Who allowed it: a site administrator, the organizer (profiles without accounts), or both account holders."),
  awaitsYou: z.boolean().describe("Pending, and the caller is the account holder whose confirmation it waits for (they may also decline it)."),
  askedByYou: z.boolean().describe("Pending, and the caller asked for it (they may withdraw it)."),
  closedAt: z.string().nullable().describe("When a pending request was withdrawn or declined."),
  createdAt: z.string(),
  mergedAt: z.string().nullable(),
  undoneAt: z.string().nullable(),
});
export type ProfileMergeRecord = z.infer<typeof ProfileMergeRecord>;

export const PlayerProfile = z
  .object({
    id: z.string(),
    displayName: z.string(),
    public: z.boolean(),
    own: z.boolean().describe("The caller's own profile."),
    events: z.array(ProfileEvent).describe("Events played, newest first."),
    merges: z
      .array(ProfileMergeRecord)
      .optional()
      .describe("For the profile's owner and site administrators: every merge asked for or done involving this profile, newest first."),
  })
  .register(apiRegistry, { id: "PlayerProfile" });
export type PlayerProfile = z.infer<typeof PlayerProfile>;
export type ProfileEvent = z.infer<typeof ProfileEvent>;

export const ProfileSettings = z
  .object({ id: z.string(), displayName: z.string(), public: z.boolean() })
  .register(apiRegistry, { id: "ProfileSettings" });

export const MergeResult = z
  .object({
    status: z
      .enum(["merged", "pending", "undone", "withdrawn", "declined"])
      .describe("merged: done; pending: asked, the other account holder has not confirmed yet (nothing moved); undone: an administrator put it back; withdrawn or declined: a pending request closed by who asked, or by the other holder or an administrator (nothing moved)."),
    mergeId: z.string().describe("The merge's record, listed on both profiles for their owners and administrators."),
    from: z.string(),
    into: z.string(),
    players: z.number().int().describe("Entries moved."),
    waitlist: z.number().int().describe("Waitlist places moved."),
    events: z.array(z.string()).describe("Events whose entries moved (each has a profile.merge entry in its history)."),
  })
  .register(apiRegistry, { id: "MergeResult" });
export type MergeResult = z.infer<typeof MergeResult>;

export const NOTIFICATION_KINDS = ["registration.confirmed", "registration.noShow", "waitlist.joined", "waitlist.promoted", "round.paired", "result.disputed", "event.report", "profile.mergeRequested", "guild.invited", "season.coOrganizerInvited"] as const;

export const NotificationItem = z.object({
  id: z.string(),
  kind: z.string().describe(`One of ${NOTIFICATION_KINDS.join(", ")}.`),
  eventId: z.string().nullable(),
  text: z.string().describe("The notice in words."),
  link: z.string().nullable().describe("The page the notice leads to (its event's, a guild's), a path on this site."),
  data: z.unknown().describe("What the notice carries (event name, table, opponent, side, place, record …)."),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type NotificationItem = z.infer<typeof NotificationItem>;

export const NotificationList = z
  .object({ unread: z.number().int(), notifications: z.array(NotificationItem).describe("Newest first, at most 50.") })
  .register(apiRegistry, { id: "NotificationList" });
export type NotificationList = z.infer<typeof NotificationList>;

export const NotificationsReadInput = z
  .object({
    ids: z
      .array(z.string().regex(ID_PATTERN, { error: "Each id is a notice's id." }), { error: "ids is a list of notice ids." })
      .max(500, { error: "At most 500 ids at once." })
      .optional()
      .describe("The notices to mark read; leave it out to mark every notice read."),
  })
  .strict()
  .register(apiRegistry, { id: "NotificationsReadInput" });
