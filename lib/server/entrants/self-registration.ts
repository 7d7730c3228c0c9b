/**
 * Self-registration from the public event page: a signed-in player registers (a place, or the
 * waitlist when the cap is reached), looks at their registration, and withdraws before round 1.
 * The event lock (`lockAsPlayer`) serialises concurrent registrations, so the cap holds
 * and the waitlist keeps the order in which players arrived.
 */
import { getDb, type Db, type Tx } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import { registrationSettings } from "@/lib/schemas/registration";
import { SelfRegistrationInput, type MyRegistration, type SelfRegistrationResult, type WithdrawalResult } from "@/lib/schemas/registration-api";
import { placeForNewEntry, selfRegistrationState, waitlistPosition, type SelfRegistrationState } from "@/lib/tournament/registration";
import { roleAt } from "../kernel/access";
import { lockAsPlayer } from "../kernel/policy";
import { audit } from "../kernel/audit";
import { toPlayer } from "../kernel/dto";
import { conflict, notFound, ServiceError } from "../kernel/errors";
import { notify } from "../notices/notifications";
import { ensureProfile, profileOf } from "../accounts/profiles";
import { teamSizeOf } from "../kernel/event-format";
import { assertLeaderParticipation } from "../staff/staff";
import { parseId, parseInput } from "../kernel/validate";
import { promoteFromWaitlist } from "./waitlist";

const nameKey = (name: string) => name.toLocaleLowerCase("en");

const CLOSED: Record<Exclude<SelfRegistrationState, { open: true }>["reason"], string> = {
  off: "This event does not take self-registrations: the organizer registers its players.",
  "not-yet": "Registration has not opened yet.",
  closed: "Registration is closed.",
  started: "Registration is closed: round 1 has been paired.",
};

export const WITHDRAW_CLOSED = "Round 1 has been paired: you can no longer withdraw. Drop from the event instead, so your results stay in the standings.";

/** The waitlist position of the newest entry, and a sign-up time after every earlier one (a strict order). */
async function nextWaitlistTime(tx: Tx, eventId: string): Promise<Date> {
  const last = await tx.waitlistEntry.findFirst({ where: { eventId }, orderBy: { createdAt: "desc" }, select: { createdAt: true } });
  const now = new Date();
  return last && last.createdAt.getTime() >= now.getTime() ? new Date(last.createdAt.getTime() + 1) : now;
}

/**
 * POST /events/{eventId}/registrations: the caller registers under their account's name (or
 * `name`). A place while the active entries are below the cap, else the waitlist. Refused (409)
 * when self-registration is not open or the caller already has an entry or a waitlist place;
 * a name already at the event is a 400 on `name`.
 */
export async function selfRegister(user: User | null, eventId: string, input: unknown = {}): Promise<SelfRegistrationResult> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const { user: caller, role, player } = await lockAsPlayer(tx, eventId, user);
    const data = parseInput(SelfRegistrationInput, input ?? {});
    if (player) throw conflict(`You are already registered at this event as ${player.name}.`);
    const event = await tx.event.findUniqueOrThrow({ where: { id: eventId }, select: { name: true, status: true, registration: true, tier: true, preset: true, presetOptions: true } });
    // Team events take teams (lib/server/teams/teams.ts: a captain registers and invites the partner).
    if (teamSizeOf(event)) throw conflict("This is a team event: register a team (its name and your partner's email) instead.");
    const settings = registrationSettings(event.registration);
    const state = selfRegistrationState(settings, event.status, new Date());
    if (!state.open) throw conflict(CLOSED[state.reason]);

    const profile = await ensureProfile(tx, caller);
    const waitlist = await tx.waitlistEntry.findMany({ where: { eventId }, select: { id: true, name: true, profileId: true, createdAt: true } });
    const mine = waitlist.find((w) => w.profileId === profile.id);
    if (mine) throw conflict(`You are already on the waitlist (number ${waitlistPosition(waitlist, mine.id)}).`);

    const existing = await tx.player.findMany({ where: { eventId }, select: { name: true, seq: true, email: true, status: true } });
    const email = caller.email.toLowerCase();
    if (existing.some((p) => p.email?.toLowerCase() === email)) {
      throw conflict("An entry with your email address is already registered at this event: the organizer typed it in. Ask them, or claim that entry.");
    }
    const name = data.name ?? caller.name.slice(0, 80);
    if ([...existing.map((p) => p.name), ...waitlist.map((w) => w.name)].some((n) => nameKey(n) === nameKey(name))) {
      const message = `${name} is already registered at this event. Register under a name that tells you apart, e.g. with a last initial.`;
      throw new ServiceError("invalid_input", message, [{ path: ["name"], message }]);
    }

    const active = existing.filter((p) => p.status === "active").length;
    if (placeForNewEntry(settings.cap, active, waitlist.length) === "place") {
      const seq = existing.reduce((max, p) => Math.max(max, p.seq), 0) + 1;
      const row = await tx.player.create({
        data: { eventId, name, email, seq, profileId: profile.id, source: "self", registeredAt: new Date() },
      });
      // A leader playing their own event must satisfy the tier's participation rule.
      if (role) await assertLeaderParticipation(tx, eventId);
      await audit(tx, { eventId, userId: caller.id, action: "registration.self", data: { playerId: row.id, name, profileId: profile.id } });
      await notify(tx, [{ userId: caller.id, eventId, kind: "registration.confirmed", data: { eventName: event.name, playerName: name } }]);
      return { status: "registered", player: toPlayer(row) };
    }

    if (role) {
      // Promotion would make a leader a player without the check above; they ask the organizer.
      throw conflict("The event is full. As one of its leaders, ask the organizer to register you rather than joining the waitlist.");
    }
    const entry = await tx.waitlistEntry.create({
      data: { eventId, profileId: profile.id, name, email, createdAt: await nextWaitlistTime(tx, eventId) },
    });
    const position = waitlist.length + 1;
    await audit(tx, { eventId, userId: caller.id, action: "waitlist.join", data: { waitlistId: entry.id, name, profileId: profile.id, position } });
    await notify(tx, [{ userId: caller.id, eventId, kind: "waitlist.joined", data: { eventName: event.name, playerName: name, position } }]);
    return { status: "waitlisted", waitlistPosition: position };
  });
}

/**
 * DELETE /events/{eventId}/registrations/me: withdraws the caller's entry before round 1 (the
 * first on the waitlist gets the place) or takes them off the waitlist. After round 1 a
 * registered player drops instead (409).
 */
export async function withdrawRegistration(user: User | null, eventId: string): Promise<WithdrawalResult> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const { user: caller, player, gate } = await lockAsPlayer(tx, eventId, user);
    if (player) {
      if (gate.status !== "registration") throw conflict(WITHDRAW_CLOSED);
      const row = await tx.player.delete({ where: { id: player.id } });
      await audit(tx, {
        eventId,
        userId: caller.id,
        action: "registration.withdraw",
        data: { playerId: row.id, name: row.name, email: row.email, paymentMethod: row.paymentMethod, paidCents: row.paidCents },
      });
      const promoted = await promoteFromWaitlist(tx, eventId, caller.id);
      return { withdrawn: "registration", name: row.name, promoted: promoted.map(toPlayer) };
    }
    const profile = await profileOf(tx, caller.id);
    const entry = profile ? await tx.waitlistEntry.findUnique({ where: { eventId_profileId: { eventId, profileId: profile.id } } }) : null;
    if (!entry) throw new ServiceError("not_found", "You are not registered at this event.");
    await tx.waitlistEntry.delete({ where: { id: entry.id } });
    await audit(tx, { eventId, userId: caller.id, action: "registration.withdraw", data: { waitlistId: entry.id, name: entry.name } });
    return { withdrawn: "waitlist", name: entry.name, promoted: [] };
  });
}

/** The caller's registration at the event, read in `db`. */
export async function myRegistrationIn(db: Db | Tx, eventId: string, userId: string): Promise<MyRegistration> {
  const player = await db.player.findFirst({ where: { eventId, profile: { userId } } });
  if (player) {
    return { status: "registered", player: toPlayer(player), checkedIn: player.checkedInAt !== null, registeredAt: player.registeredAt.toISOString() };
  }
  const none = async (): Promise<MyRegistration> => {
    // Removed as a no-show, and nothing since (registered or waitlisted again): say so.
    const last = await db.notification.findFirst({
      where: { userId, eventId, kind: { in: ["registration.confirmed", "registration.noShow", "waitlist.joined", "waitlist.promoted"] } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { kind: true, createdAt: true },
    });
    return { status: "none", mayWaitlist: (await roleAt(db, eventId, userId)) === null, ...(last?.kind === "registration.noShow" ? { removedAsNoShowAt: last.createdAt.toISOString() } : {}) };
  };
  const profile = await profileOf(db, userId);
  if (!profile) return none();
  const waitlist = await db.waitlistEntry.findMany({ where: { eventId }, select: { id: true, name: true, profileId: true, createdAt: true } });
  const mine = waitlist.find((w) => w.profileId === profile.id);
  if (!mine) return none();
  return { status: "waitlisted", name: mine.name, waitlistPosition: waitlistPosition(waitlist, mine.id)!, waitlistedAt: mine.createdAt.toISOString() };
}

/** GET /events/{eventId}/registrations/me (signed in): registered, waitlisted (with the position) or none. */
export async function myRegistration(user: User | null, eventId: string): Promise<MyRegistration> {
  parseId("Event", eventId);
  if (!user) throw new ServiceError("unauthenticated", "Sign in to see your registration.");
  const db = await getDb();
  const event = await db.event.findUnique({ where: { id: eventId }, select: { id: true } });
  if (!event) throw notFound("Event");
  return myRegistrationIn(db, eventId, user.id);
}
