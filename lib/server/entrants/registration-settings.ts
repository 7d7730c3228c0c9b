/**
 * An event's registration settings (`Event.registration`): GET /events/{eventId}/registration
 * tells anyone what they mean right now (open or not, places left, the waitlist, check-in);
 * PUT changes them (organizer). Raising or removing the cap before round 1 promotes the waitlist.
 */
import { getDb, type Db, type Tx } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import { RegistrationSettings, registrationSettings } from "@/lib/schemas/registration";
import { RegistrationSettingsInput, type RegistrationStatus } from "@/lib/schemas/registration-api";
import { checkInState, placesLeft, selfRegistrationState } from "@/lib/tournament/registration";
import { authorize } from "../kernel/policy";
import { audit } from "../kernel/audit";
import { notFound, ServiceError } from "../kernel/errors";
import { parseId, parseInput } from "../kernel/validate";
import { promoteFromWaitlist } from "./waitlist";

/** The settings and what they mean at `now`, read in `db` (a transaction or not). */
export async function registrationStatusIn(db: Db | Tx, eventId: string, now: Date): Promise<RegistrationStatus> {
  const event = await db.event.findUnique({ where: { id: eventId }, select: { status: true, startsAt: true, registration: true } });
  if (!event) throw notFound("Event");
  const settings = registrationSettings(event.registration);
  const [entrants, checkedIn, waitlist] = await Promise.all([
    db.player.count({ where: { eventId, status: "active" } }),
    db.player.count({ where: { eventId, status: "active", checkedInAt: { not: null } } }),
    db.waitlistEntry.count({ where: { eventId } }),
  ]);
  const self = selfRegistrationState(settings, event.status, now);
  const checkIn = checkInState(settings.checkInMinutes, event.startsAt, event.status, now);
  return {
    settings,
    started: event.status !== "registration",
    selfRegistration: { open: self.open, reason: self.open ? null : self.reason, opensAt: settings.opensAt, closesAt: settings.closesAt },
    cap: settings.cap,
    entrants,
    placesLeft: placesLeft(settings.cap, entrants),
    waitlist,
    checkIn: {
      configured: settings.checkInMinutes !== null,
      open: checkIn.open,
      reason: checkIn.open ? null : checkIn.reason,
      opensAt: checkIn.opensAt?.toISOString() ?? null,
      checkedIn,
    },
  };
}

/** GET /events/{eventId}/registration (public). */
export async function getRegistrationStatus(eventId: string, now = new Date()): Promise<RegistrationStatus> {
  parseId("Event", eventId);
  return registrationStatusIn(await getDb(), eventId, now);
}

/** PUT /events/{eventId}/registration (organizer): changes the given fields, returns the status. */
export async function updateRegistrationSettings(user: User | null, eventId: string, input: unknown): Promise<RegistrationStatus> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const { user: caller } = await authorize(tx, "registration.settings", eventId, user);
    const data = parseInput(RegistrationSettingsInput, input);
    const event = await tx.event.findUniqueOrThrow({ where: { id: eventId }, select: { registration: true, startsAt: true } });
    const before = registrationSettings(event.registration);
    // Times are stored in UTC, so they compare as text and read back the same.
    const utc = (iso: string | null | undefined) => (iso && !Number.isNaN(Date.parse(iso)) ? new Date(iso).toISOString() : iso);
    const given = { ...data, opensAt: utc(data.opensAt), closesAt: utc(data.closesAt) };
    const merged = { ...before, ...Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined)) };
    const after = parseInput(RegistrationSettings, merged);
    if (after.checkInMinutes !== null && before.checkInMinutes !== after.checkInMinutes && event.startsAt === null) {
      const message = "Set the event's date and start time first (Settings): check-in opens that many minutes before it.";
      throw new ServiceError("invalid_input", message, [{ path: ["checkInMinutes"], message }]);
    }
    const changed = (Object.keys(after) as (keyof RegistrationSettings)[]).filter((k) => after[k] !== before[k]);
    if (changed.length > 0) {
      await tx.event.update({ where: { id: eventId }, data: { registration: after } });
      await audit(tx, {
        eventId,
        userId: caller.id,
        action: "registration.settings",
        data: { old: Object.fromEntries(changed.map((k) => [k, before[k]])), new: Object.fromEntries(changed.map((k) => [k, after[k]])) },
      });
      // A larger cap (or none) frees places for the waitlist.
      if (changed.includes("cap")) await promoteFromWaitlist(tx, eventId, caller.id);
    }
    return registrationStatusIn(tx, eventId, new Date());
  });
}
