/**
 * Self-registration, waitlist and check-in over the API: the settings update, the public
 * registration status, a player's own registration, staff check-in and the no-show removal.
 * The stored settings themselves are `RegistrationSettings` (./registration.ts).
 */
import { z } from "zod";
import { cleanText } from "./common";
import { Player } from "./player";
import { apiRegistry } from "./registry";
import { RegistrationSettings } from "./registration";

const isoTime = z.iso.datetime({ offset: true, error: "Give a date and time (ISO 8601)." });

/**
 * PUT /events/{eventId}/registration: the settings to change; a field left out keeps its value.
 * The result is checked as a whole (`RegistrationSettings`: the window must open before it closes).
 */
export const RegistrationSettingsInput = z
  .object({
    selfRegistration: z.boolean({ error: "Choose whether players may register themselves." }).optional(),
    opensAt: isoTime.nullable().optional(),
    closesAt: isoTime.nullable().optional(),
    cap: z
      .int({ error: "The cap must be a whole number of places." })
      .min(2, { error: "A cap needs at least 2 places." })
      .max(10000, { error: "A cap can be at most 10000 places." })
      .nullable()
      .optional(),
    checkInMinutes: z
      .int({ error: "Check-in minutes must be a whole number." })
      .min(5, { error: "Check-in opens at least 5 minutes before the start." })
      .max(24 * 60, { error: "Check-in opens at most 1440 minutes (a day) before the start." })
      .nullable()
      .optional(),
    selfReport: z.boolean({ error: "Choose whether players report their own results." }).optional(),
    reportDeadlineMinutes: z
      .int({ error: "The report deadline must be a whole number of minutes." })
      .min(0, { error: "The report deadline cannot be negative." })
      .max(240, { error: "The report deadline can be at most 240 minutes." })
      .optional(),
  })
  .strict()
  .register(apiRegistry, { id: "RegistrationSettingsInput", description: "Fields to change; a field left out keeps its value, null clears it." });
export type RegistrationSettingsInput = z.infer<typeof RegistrationSettingsInput>;

export const SELF_REGISTRATION_REASONS = ["off", "not-yet", "closed", "started"] as const;
export const CHECK_IN_REASONS = ["unset", "no-start", "not-yet", "started"] as const;

/** GET /events/{eventId}/registration: the settings and what they mean right now. */
export const RegistrationStatus = z
  .object({
    settings: RegistrationSettings,
    /** Round 1 has been paired: registration, withdrawal and check-in are over. */
    started: z.boolean(),
    selfRegistration: z.object({
      open: z.boolean(),
      /** Why not, when closed: off, not-yet (before opensAt), closed (after closesAt), started (round 1 paired). */
      reason: z.enum(SELF_REGISTRATION_REASONS).nullable(),
      opensAt: z.string().nullable(),
      closesAt: z.string().nullable(),
    }),
    cap: z.number().int().nullable(),
    /** Active entries (they count against the cap). */
    entrants: z.number().int(),
    placesLeft: z.number().int().nullable(),
    waitlist: z.number().int().describe("How many players are on the waitlist."),
    checkIn: z.object({
      configured: z.boolean(),
      open: z.boolean(),
      reason: z.enum(CHECK_IN_REASONS).nullable(),
      /** startsAt − checkInMinutes; check-in closes when round 1 is paired. */
      opensAt: z.string().nullable(),
      checkedIn: z.number().int(),
    }),
  })
  .register(apiRegistry, { id: "RegistrationStatus" });
export type RegistrationStatus = z.infer<typeof RegistrationStatus>;

/** POST /events/{eventId}/registrations: optionally the name to appear under (default: the account's name). */
export const SelfRegistrationInput = z
  .object({ name: cleanText(1, 80, "Player name").optional() })
  .strict()
  .register(apiRegistry, { id: "SelfRegistrationInput" });
export type SelfRegistrationInput = z.infer<typeof SelfRegistrationInput>;

/** The caller's own registration at an event. */
export const MyRegistration = z
  .discriminatedUnion("status", [
    z.object({
      status: z.literal("none"),
      mayWaitlist: z.boolean().optional().describe("Whether a full event would put you on its waitlist (its leaders are registered by the organizer instead)."),
      removedAsNoShowAt: z.string().optional().describe("When your entry was removed as a no-show (not checked in), if that is the last thing that happened to it."),
    }),
    z.object({
      status: z.literal("registered"),
      player: Player,
      checkedIn: z.boolean(),
      registeredAt: z.string(),
    }),
    z.object({
      status: z.literal("waitlisted"),
      name: z.string(),
      waitlistPosition: z.number().int().min(1),
      waitlistedAt: z.string(),
    }),
  ])
  .register(apiRegistry, { id: "MyRegistration" });
export type MyRegistration = z.infer<typeof MyRegistration>;

/** POST /events/{eventId}/registrations: a place, or the waitlist. */
export const SelfRegistrationResult = z
  .object({
    status: z.enum(["registered", "waitlisted"]),
    player: Player.optional(),
    waitlistPosition: z.number().int().min(1).optional(),
  })
  .register(apiRegistry, { id: "SelfRegistrationResult" });
export type SelfRegistrationResult = z.infer<typeof SelfRegistrationResult>;

/** DELETE /events/{eventId}/registrations/me: what was withdrawn, and who got the place. */
export const WithdrawalResult = z
  .object({
    withdrawn: z.enum(["registration", "waitlist"]),
    name: z.string(),
    promoted: z.array(Player),
  })
  .register(apiRegistry, { id: "WithdrawalResult" });
export type WithdrawalResult = z.infer<typeof WithdrawalResult>;

/** POST /events/{eventId}/players/{playerId}/check-in (staff). */
export const CheckInInput = z
  .object({ checkedIn: z.boolean({ error: "Send checkedIn: true or false." }) })
  .strict()
  .register(apiRegistry, { id: "CheckInInput" });
export type CheckInInput = z.infer<typeof CheckInInput>;

export const CheckInResult = z
  .object({ player: Player, checkedIn: z.boolean(), checkedInAt: z.string().nullable() })
  .register(apiRegistry, { id: "CheckInResult" });
export type CheckInResult = z.infer<typeof CheckInResult>;

/** POST /events/{eventId}/no-shows/drop: the removed entries and the waitlisted players who got their places. */
export const NoShowsResult = z
  .object({ removed: z.array(Player), promoted: z.array(Player) })
  .register(apiRegistry, { id: "NoShowsResult" });
export type NoShowsResult = z.infer<typeof NoShowsResult>;

/** The waitlist as staff see it. */
export const WaitlistEntryView = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  position: z.number().int().min(1),
  createdAt: z.string(),
});
export type WaitlistEntryView = z.infer<typeof WaitlistEntryView>;
