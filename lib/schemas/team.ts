/**
 * Team events (SWCCG 2-on-2, preset `swccg-2v2`): a team is an entrant (`Player` row named after
 * the team) and its people are `TeamMember` rows, member 1 in seats D1/L1, member 2 in D2/L2.
 * Requests to type, register, accept, substitute, and a member's deck and payment; the answers.
 */
import { z } from "zod";
import { cleanText, emailSchema } from "./common";
import { DeckProblem } from "./deck";
import { PAYMENT_METHODS } from "./fees";
import { apiRegistry } from "./registry";
import { text } from "./text";

export const TeamMemberInput = z
  .object({
    name: cleanText(1, 80, "Member name"),
    email: emailSchema.optional(),
  })
  .strict()
  .register(apiRegistry, { id: "TeamMemberInput" });
export type TeamMemberInput = z.infer<typeof TeamMemberInput>;

/** POST /events/{eventId}/teams (organizer): the team's name and its members in seat order. */
export const TeamInput = z
  .object({
    name: cleanText(1, 80, "Team name"),
    members: z.array(TeamMemberInput, { error: "members is a list of the team's people." }).min(1, { error: "A team needs its members." }).max(8),
  })
  .strict()
  .register(apiRegistry, { id: "TeamInput", description: "A team typed by the organizer: its name and its members (member 1 sits D1/L1, member 2 D2/L2)." });
export type TeamInput = z.infer<typeof TeamInput>;

/** POST /events/{eventId}/teams/register (signed in): the caller is member 1, the partner is invited. */
export const TeamRegisterInput = z
  .object({
    name: cleanText(1, 80, "Team name"),
    partnerEmail: emailSchema,
    partnerName: cleanText(1, 80, "Partner's name").optional().describe('How the partner is listed until they join (default: "Partner"; their address is never shown).'),
    captainName: cleanText(1, 80, "Your name").optional().describe("Default: the account's name."),
  })
  .strict()
  .register(apiRegistry, { id: "TeamRegisterInput", description: "A captain registers a team: the caller is member 1, the partner (member 2) is invited and joins by the captain's join link (or by the invited address, verified)." });
export type TeamRegisterInput = z.infer<typeof TeamRegisterInput>;

/** POST …/teams/{teamId}/members/{position}/substitute (organizer). */
export const SubstituteInput = z
  .object({
    name: cleanText(1, 80, "Member name"),
    email: emailSchema.optional(),
    reason: text("Reason", { max: 300 }).optional(),
  })
  .strict()
  .register(apiRegistry, { id: "SubstituteInput", description: "The organizer replaces a member of a team (logged with the old and new member)." });
export type SubstituteInput = z.infer<typeof SubstituteInput>;

/** PUT …/teams/{teamId}/members/{position}/deck (staff or that member). */
export const MemberDeckInput = z
  .object({
    list: text("Deck list", { max: 40_000, multiline: true }),
    objective: text("Objective", { max: 120 })
      .optional()
      .transform((v) => (v === "" ? undefined : v)),
    sleeves: text("Sleeves", { max: 120 })
      .optional()
      .transform((v) => (v === "" ? undefined : v))
      .describe('The sleeves this member uses, as recorded at check-in ("clear with blue backs"): teammates\' must differ (2v2 1.1).'),
  })
  .strict()
  .register(apiRegistry, { id: "MemberDeckInput" });
export type MemberDeckInput = z.output<typeof MemberDeckInput>;

/** POST …/teams/{teamId}/members/{position}/payment (staff): as a player's payment. */
export const MemberPaymentInput = z
  .object({
    method: z.enum(PAYMENT_METHODS, { error: "Say how it was paid: cash, card or waived." }),
    cents: z.int({ error: "The amount is a whole number of cents." }).min(0).max(100_000_00).optional(),
  })
  .strict()
  .refine((p) => p.method !== "waived" || !p.cents, { error: "A waived fee takes nothing: leave the amount out.", path: ["cents"] })
  .register(apiRegistry, { id: "MemberPaymentInput" });
export type MemberPaymentInput = z.output<typeof MemberPaymentInput>;

export const TeamMemberView = z
  .object({
    position: z.number().int(),
    seat: z.string().describe('"1" for D1/L1, "2" for D2/L2 (which side depends on the game).'),
    name: z.string(),
    invitePending: z.boolean().describe("A partner invited by the captain who has not accepted yet."),
    linked: z.boolean().describe("The member's account is linked (self-registered or accepted)."),
    checkedIn: z.boolean(),
  })
  .register(apiRegistry, { id: "TeamMemberView" });
export type TeamMemberView = z.infer<typeof TeamMemberView>;

/** Staff only: per member, what is owed and paid, and the deck's state. */
export const TeamMemberStaffView = TeamMemberView.extend({
  email: z.string().nullable(),
  fee: z.object({ tier: z.enum(["early", "door", "free"]), dueCents: z.number().int(), method: z.enum(PAYMENT_METHODS).nullable(), paidCents: z.number().int().nullable() }),
  deck: z.object({ valid: z.boolean(), savedAt: z.string(), objective: z.string().nullable(), sleeves: z.string().nullable() }).nullable(),
});
export type TeamMemberStaffView = z.infer<typeof TeamMemberStaffView>;

export const Team = z
  .object({
    id: z.string().describe("The team's entrant id (a Player id): pairings, results and standings use it."),
    name: z.string(),
    status: z.enum(["active", "dropped", "disqualified"]),
    source: z.enum(["typed", "self", "claimed"]),
    members: z.array(TeamMemberView),
  })
  .register(apiRegistry, { id: "Team" });
export type Team = z.infer<typeof Team>;

export const TeamList = z
  .object({ teamSize: z.number().int(), teams: z.array(Team) })
  .register(apiRegistry, { id: "TeamList", description: "A team event's teams with their members' names and seats." });
export type TeamList = z.infer<typeof TeamList>;

export const TeamStaffView = Team.extend({
  members: z.array(TeamMemberStaffView),
  fees: z.object({ currency: z.string(), dueCents: z.number().int(), paidCents: z.number().int(), unpaidMembers: z.number().int() }).describe("Per-person fees summed for the team."),
  decks: z.object({ valid: z.boolean().describe("Every member has a valid deck and the team check finds no problem."), problems: z.array(DeckProblem) }),
});
export type TeamStaffView = z.infer<typeof TeamStaffView>;

export const MemberDeckResult = z
  .object({
    teamId: z.string(),
    position: z.number().int(),
    name: z.string(),
    valid: z.boolean().describe("This member's deck has no problem (warnings allowed)."),
    problems: z.array(DeckProblem).describe("This member's deck alone: 60 cards (the event's size), unreadable lines."),
    team: z.object({ valid: z.boolean(), problems: z.array(DeckProblem).describe("Across the team: the same objective, the same sleeves (problems); Death Star with Death Star II (warnings).") }),
  })
  .register(apiRegistry, { id: "MemberDeckResult" });
export type MemberDeckResult = z.infer<typeof MemberDeckResult>;

export const MemberPaymentResult = z
  .object({
    teamId: z.string(),
    position: z.number().int(),
    name: z.string(),
    currency: z.string(),
    tier: z.enum(["early", "door", "free"]),
    dueCents: z.number().int(),
    method: z.enum(PAYMENT_METHODS),
    paidCents: z.number().int(),
    team: z.object({ dueCents: z.number().int(), paidCents: z.number().int(), unpaidMembers: z.number().int() }),
  })
  .register(apiRegistry, { id: "MemberPaymentResult" });
export type MemberPaymentResult = z.infer<typeof MemberPaymentResult>;

/** A registered team (or a re-issued invitation) with the partner's one-time join link, shown once. */
export const TeamRegistered = Team.extend({
  invitation: z
    .object({ url: z.string().describe("/join/{token}: the captain hands it to the partner (copy, or its QR code); it works once."), expiresAt: z.string() })
    .describe("The partner's join link. Only its hash is stored: it is shown now, and a new one replaces it."),
}).register(apiRegistry, { id: "TeamRegistered" });
export type TeamRegistered = z.infer<typeof TeamRegistered>;

/** POST /teams/join (signed in): the partner's join link's secret. */
export const TeamJoinInput = z
  .object({ token: text("Join link", { max: 200 }) })
  .strict()
  .register(apiRegistry, { id: "TeamJoinInput", description: "The secret of a team's join link (the part after /join/)." });
