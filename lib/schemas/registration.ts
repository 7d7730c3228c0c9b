/**
 * An event's registration settings (`Event.registration`): who may enter and how. `{}` is an
 * event run as before, every entrant typed by the organizer. Times are ISO 8601 UTC.
 */
import { z } from "zod";
import { apiRegistry } from "./registry";

const isoTime = z.iso.datetime({ offset: true, error: "Give a date and time (ISO 8601)." });

export const RegistrationSettings = z
  .object({
    /** Signed-in players may register themselves from the public event page. */
    selfRegistration: z.boolean().default(false),
    /** Self-registration window; open from creation / until round 1 when not set. */
    opensAt: isoTime.nullable().default(null),
    closesAt: isoTime.nullable().default(null),
    /** Places; further self-registrations join the waitlist. Null: no cap. */
    cap: z.int().min(2, { error: "A cap needs at least 2 places." }).max(10000).nullable().default(null),
    /** Check-in opens this many minutes before `Event.startsAt` (30 in the seeds); null: no check-in. */
    checkInMinutes: z.int().min(5).max(24 * 60).nullable().default(null),
    /** Players report their own results from their phones; two agreeing reports record it. */
    selfReport: z.boolean().default(false),
    /** A match still missing a report this many minutes before the round ends goes to the judge queue. */
    reportDeadlineMinutes: z.int().min(0).max(240).default(10),
  })
  .refine((s) => !s.opensAt || !s.closesAt || s.opensAt < s.closesAt, {
    error: "Registration must open before it closes.",
    path: ["closesAt"],
  })
  .register(apiRegistry, { id: "RegistrationSettings" });
export type RegistrationSettings = z.output<typeof RegistrationSettings>;

/** The stored column, decoded (a column written by an older version falls back to defaults). */
export function registrationSettings(stored: unknown): RegistrationSettings {
  const parsed = RegistrationSettings.safeParse(stored ?? {});
  return parsed.success ? parsed.data : RegistrationSettings.parse({});
}
