/**
 * Check-in before round 1: a player checks in from their phone while the window is open
 * (startsAt − checkInMinutes until round 1), staff check anyone in or out, and the organizer
 * removes the no-shows in one action. Before round 1 an entry is removed, not dropped (as the
 * organizer's "remove player" does): nobody has played, and the freed places go to the waitlist.
 */
import { getDb, type Tx } from "@/lib/db";
import type { Player as PlayerRow } from "@/lib/generated/prisma/client";
import type { User } from "@/lib/schemas/auth";
import { registrationSettings } from "@/lib/schemas/registration";
import { CheckInInput, type CheckInResult, type MyRegistration, type NoShowsResult } from "@/lib/schemas/registration-api";
import { checkInState, noShows, type CheckInState } from "@/lib/tournament/registration";
import { formatInstant } from "@/lib/words/datetime-format";
import { authorize, lockAsPlayer } from "../kernel/policy";
import { audit } from "../kernel/audit";
import { toPlayer } from "../kernel/dto";
import { conflict, notFound, ServiceError } from "../kernel/errors";
import { profileOf } from "../accounts/profiles";
import { notify } from "../notices/notifications";
import { myRegistrationIn } from "./self-registration";
import { parseId, parseInput } from "../kernel/validate";
import { promoteFromWaitlist } from "./waitlist";

/** The window, and the event's time zone its messages write the opening time in. */
type Zoned = CheckInState & { timeZone: string };
type Closed = Exclude<CheckInState, { open: true }> & { timeZone: string };

function closedMessage(state: Closed): string {
  switch (state.reason) {
    case "unset":
      return "This event does not use check-in.";
    case "no-start":
      return "This event has no start time yet, so check-in has not opened.";
    case "not-yet":
      return `Check-in opens at ${formatInstant(state.opensAt!.toISOString(), "dateTime", state.timeZone)}.`;
    case "started":
      return "Check-in is over: round 1 has been paired.";
  }
}

async function checkInOf(tx: Tx, eventId: string): Promise<Zoned> {
  const event = await tx.event.findUniqueOrThrow({ where: { id: eventId }, select: { registration: true, startsAt: true, status: true, timeZone: true } });
  return { ...checkInState(registrationSettings(event.registration).checkInMinutes, event.startsAt, event.status, new Date()), timeZone: event.timeZone };
}

/** POST /events/{eventId}/registrations/me/check-in: the caller checks in (idempotent) while the window is open. */
export async function checkInSelf(user: User | null, eventId: string): Promise<MyRegistration> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const { user: caller, player } = await lockAsPlayer(tx, eventId, user);
    if (!player) {
      const profile = await profileOf(tx, caller.id);
      const waiting = profile ? await tx.waitlistEntry.count({ where: { eventId, profileId: profile.id } }) : 0;
      if (waiting > 0) throw conflict("You are on the waitlist: you can check in once you have a place.");
      throw new ServiceError("not_found", "You are not registered at this event.");
    }
    const state = await checkInOf(tx, eventId);
    if (!state.open) throw conflict(closedMessage(state));
    if (player.status !== "active") throw conflict("Your entry is no longer active.");
    // At a team event each member checks in; the team is present once all of them are.
    const member = await tx.teamMember.findFirst({ where: { playerId: player.id, profile: { userId: caller.id } }, select: { id: true, name: true, checkedInAt: true } });
    if (member && member.checkedInAt === null) {
      await tx.teamMember.update({ where: { id: member.id }, data: { checkedInAt: new Date() } });
      await audit(tx, { eventId, userId: caller.id, action: "player.checkIn", data: { playerId: player.id, name: player.name, member: member.name, checkedIn: true, self: true } });
    }
    const waitingFor = member ? await tx.teamMember.count({ where: { playerId: player.id, checkedInAt: null } }) : 0;
    const updated = waitingFor > 0 ? { count: 0 } : await tx.player.updateMany({ where: { id: player.id, checkedInAt: null }, data: { checkedInAt: new Date() } });
    if (updated.count > 0 && !member) {
      await audit(tx, { eventId, userId: caller.id, action: "player.checkIn", data: { playerId: player.id, name: player.name, checkedIn: true, self: true } });
    }
    return myRegistrationIn(tx, eventId, caller.id);
  });
}

/**
 * POST /events/{eventId}/players/{playerId}/check-in {checkedIn} (leaders): checks a player in
 * or out at any time before round 1, when the event uses check-in.
 */
export async function setCheckIn(user: User | null, eventId: string, playerId: string, input: unknown): Promise<CheckInResult> {
  parseId("Player", playerId);
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const { user: caller } = await authorize(tx, "entrant.checkIn", eventId, user);
    const data = parseInput(CheckInInput, input);
    const player = await tx.player.findFirst({ where: { id: playerId, eventId } });
    if (!player) throw notFound("Player");
    const state = await checkInOf(tx, eventId);
    if (!state.open && (state.reason === "unset" || state.reason === "started")) throw conflict(closedMessage(state));
    let row: PlayerRow = player;
    if (data.checkedIn !== (player.checkedInAt !== null)) {
      row = await tx.player.update({ where: { id: playerId }, data: { checkedInAt: data.checkedIn ? new Date() : null } });
      // Staff check a team in or out as a whole: its members with it.
      await tx.teamMember.updateMany({ where: { playerId }, data: { checkedInAt: row.checkedInAt } });
      await audit(tx, { eventId, userId: caller.id, action: "player.checkIn", data: { playerId, name: player.name, checkedIn: data.checkedIn, self: false } });
    }
    return { player: toPlayer(row), checkedIn: row.checkedInAt !== null, checkedInAt: row.checkedInAt?.toISOString() ?? null };
  });
}

/**
 * POST /events/{eventId}/no-shows/drop (organizer): before round 1, once check-in has opened,
 * removes every active entry not checked in (listed in one audit entry, with what they paid)
 * and gives the freed places to the waitlist; the promoted players check in like everyone else.
 */
export async function dropNoShows(user: User | null, eventId: string): Promise<NoShowsResult> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const { user: caller } = await authorize(tx, "registration.noShows", eventId, user);
    const state = await checkInOf(tx, eventId);
    if (!state.open) {
      const why =
        state.reason === "not-yet"
          ? `Check-in opens at ${formatInstant(state.opensAt!.toISOString(), "dateTime", state.timeZone)}: remove the no-shows once players have had the chance to check in.`
          : state.reason === "started"
            ? "Round 1 has been paired: drop players instead."
            : closedMessage(state);
      throw conflict(why);
    }
    const players = await tx.player.findMany({ where: { eventId }, orderBy: { seq: "asc" }, include: { profile: { select: { userId: true } } } });
    const gone = noShows(players);
    if (gone.length > 0) {
      // Each removed player with an account is told (a notice, and their event page says so).
      const event = await tx.event.findUniqueOrThrow({ where: { id: eventId }, select: { name: true } });
      const removedAt = new Date().toISOString();
      await notify(
        tx,
        gone.flatMap((p) => (p.profile?.userId ? [{ userId: p.profile.userId, eventId, kind: "registration.noShow" as const, data: { eventName: event.name, playerName: p.name, removedAt } }] : [])),
      );
      await tx.player.deleteMany({ where: { id: { in: gone.map((p) => p.id) }, eventId } });
      await audit(tx, {
        eventId,
        userId: caller.id,
        action: "noShows.remove",
        data: { players: gone.map((p) => ({ id: p.id, name: p.name, email: p.email, source: p.source, paymentMethod: p.paymentMethod, paidCents: p.paidCents })) },
      });
    }
    const promoted = await promoteFromWaitlist(tx, eventId, caller.id);
    return { removed: gone.map(toPlayer), promoted: promoted.map(toPlayer) };
  });
}
