/**
 * Registration rules: when players may register themselves, whether a new entry gets a place or
 * joins the waitlist, who is promoted when a place frees up, when check-in is open and who the
 * no-shows are. Plain data in, decisions out; `now` is passed in.
 */

/** The event's stage as far as registration cares: only `registration` is before round 1. */
export type RegistrationPhase = "registration" | "swiss" | "elimination" | "complete";

export interface SelfRegistrationSettings {
  selfRegistration: boolean;
  /** ISO 8601; null: open from the start / until round 1. */
  opensAt: string | null;
  closesAt: string | null;
}

export type SelfRegistrationState =
  | { open: true }
  | { open: false; reason: "off" | "not-yet" | "closed" | "started" };

/**
 * Whether a signed-in player may register themselves at `now`: the organizer turned it on, the
 * event has not started (round 1 not paired), and `now` is inside the window
 * [opensAt, closesAt) — a missing bound is open on that side.
 */
export function selfRegistrationState(settings: SelfRegistrationSettings, phase: RegistrationPhase, now: Date): SelfRegistrationState {
  if (!settings.selfRegistration) return { open: false, reason: "off" };
  if (phase !== "registration") return { open: false, reason: "started" };
  const t = now.getTime();
  if (settings.opensAt !== null && t < Date.parse(settings.opensAt)) return { open: false, reason: "not-yet" };
  if (settings.closesAt !== null && t >= Date.parse(settings.closesAt)) return { open: false, reason: "closed" };
  return { open: true };
}

/** Places left under the cap (never below 0); null: no cap. `active` counts active entries. */
export function placesLeft(cap: number | null, active: number): number | null {
  return cap === null ? null : Math.max(0, cap - active);
}

/**
 * Where a new self-registration goes: a place while the active entries are below the cap and
 * nobody is waiting (a newcomer never passes the waitlist), else the waitlist.
 */
export function placeForNewEntry(cap: number | null, active: number, waiting = 0): "place" | "waitlist" {
  if (waiting > 0) return "waitlist";
  return cap === null || active < cap ? "place" : "waitlist";
}

export interface Waitlisted {
  id: string;
  /** When the player joined the waitlist. */
  createdAt: Date;
}

/** The waitlist in promotion order: oldest first (ties by id, so the order is total and stable). */
export function waitlistOrder<T extends Waitlisted>(waitlist: readonly T[]): T[] {
  return [...waitlist].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * Who is promoted now: as many of the waitlist (oldest first) as there are free places. Only
 * before round 1; with no cap every waitlisted entry gets a place.
 */
export function promotions<T extends Waitlisted>(cap: number | null, active: number, waitlist: readonly T[], phase: RegistrationPhase): T[] {
  if (phase !== "registration") return [];
  const ordered = waitlistOrder(waitlist);
  const free = placesLeft(cap, active);
  return free === null ? ordered : ordered.slice(0, free);
}

/** A waitlisted entry's position (1 = next to be promoted); null when not on the list. */
export function waitlistPosition<T extends Waitlisted>(waitlist: readonly T[], id: string): number | null {
  const index = waitlistOrder(waitlist).findIndex((w) => w.id === id);
  return index < 0 ? null : index + 1;
}

export type CheckInState =
  | { open: true; opensAt: Date }
  /** `unset`: the event does not use check-in; `no-start`: it has no start time to count back from. */
  | { open: false; reason: "unset" | "no-start" | "not-yet" | "started"; opensAt: Date | null };

/**
 * The check-in window: from `startsAt − checkInMinutes` until round 1 is paired. Without a
 * check-in setting or a start time there is no window.
 */
export function checkInState(checkInMinutes: number | null, startsAt: Date | null, phase: RegistrationPhase, now: Date): CheckInState {
  if (checkInMinutes === null) return { open: false, reason: "unset", opensAt: null };
  if (startsAt === null) return { open: false, reason: "no-start", opensAt: null };
  const opensAt = new Date(startsAt.getTime() - checkInMinutes * 60_000);
  if (phase !== "registration") return { open: false, reason: "started", opensAt };
  if (now.getTime() < opensAt.getTime()) return { open: false, reason: "not-yet", opensAt };
  return { open: true, opensAt };
}

export interface CheckInEntry {
  id: string;
  status: "active" | "dropped" | "disqualified";
  checkedInAt: Date | null;
}

/** The no-shows: active entries that have not checked in (dropped entries are already out). */
export function noShows<T extends CheckInEntry>(entries: readonly T[]): T[] {
  return entries.filter((e) => e.status === "active" && e.checkedInAt === null);
}
