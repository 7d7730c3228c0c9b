/**
 * Self-registration, the waitlist and check-in through the services: the window, the cap and the
 * waitlist's order (also under concurrent registrations), promotion on withdrawal, on removal and
 * on the no-show removal, withdrawal refused after round 1, the check-in window, and typed
 * walk-in events working as before.
 */
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import { dropNoShows, checkInSelf, setCheckIn } from "@/lib/server/entrants/check-in";
import { createEvent } from "@/lib/server/events/events";
import { updateEventSettings } from "@/lib/server/events/event-settings";
import { managedPlayers, removePlayer } from "@/lib/server/entrants/player-edit";
import { listPlayers, registerPlayers } from "@/lib/server/entrants/players";
import { getRegistrationStatus, updateRegistrationSettings } from "@/lib/server/entrants/registration-settings";
import { pairNextRound } from "@/lib/server/rounds/rounds";
import { myRegistration, selfRegister, withdrawRegistration } from "@/lib/server/entrants/self-registration";
import { managedWaitlist } from "@/lib/server/entrants/waitlist";
import { describeEntry } from "@/lib/words/event-history";
import { noticeText } from "@/lib/server/notices/notifications";
import { addAcceptedStaff, newUser } from "../../../tests/helpers";

const MIN = 60_000;
const iso = (msFromNow: number) => new Date(Date.now() + msFromNow).toISOString();

async function event(opts: { typed?: string[]; settings?: Record<string, unknown>; startsInMinutes?: number } = {}) {
  const org = await newUser("organizer");
  const ev = await createEvent(org, { name: "Outer Rim Open", structure: "custom", tier: "relaxed", swissRounds: 3, cutSize: 0, randomSeed: "registration" });
  if (opts.startsInMinutes !== undefined) await updateEventSettings(org, ev.id, { startsAt: iso(opts.startsInMinutes * MIN) });
  if (opts.typed?.length) await registerPlayers(org, ev.id, { players: opts.typed.map((name) => ({ name })) });
  if (opts.settings) await updateRegistrationSettings(org, ev.id, opts.settings);
  return { org, eventId: ev.id };
}

const users = (n: number, tag = "player") => Promise.all(Array.from({ length: n }, (_, i) => newUser(`${tag}${i + 1}`)));

async function snapshot(eventId: string) {
  const db = await getDb();
  const [players, waitlist, audit, notes] = await Promise.all([
    db.player.findMany({ where: { eventId }, orderBy: { id: "asc" } }),
    db.waitlistEntry.findMany({ where: { eventId }, orderBy: { id: "asc" } }),
    db.auditEntry.count({ where: { eventId } }),
    db.notification.count({ where: { eventId } }),
  ]);
  return JSON.stringify({ players, waitlist, audit, notes });
}

async function notices(user: User, eventId: string) {
  const db = await getDb();
  return db.notification.findMany({ where: { userId: user.id, eventId }, orderBy: { createdAt: "asc" }, select: { kind: true, data: true } });
}

async function auditOf(eventId: string, action: string) {
  const db = await getDb();
  return db.auditEntry.findMany({ where: { eventId, action }, orderBy: { createdAt: "asc" } });
}

describe("registration settings", () => {
  it("are changed by the organizer only, field by field, audited, and read by anyone", async () => {
    const { org, eventId } = await event({ startsInMinutes: 120 });
    const status = await updateRegistrationSettings(org, eventId, { selfRegistration: true, cap: 16, checkInMinutes: 30, opensAt: "2020-01-01T10:00:00+02:00" });
    expect(status.settings).toMatchObject({ selfRegistration: true, cap: 16, checkInMinutes: 30, opensAt: "2020-01-01T08:00:00.000Z", closesAt: null, selfReport: false });
    // A field left out keeps its value.
    const after = await updateRegistrationSettings(org, eventId, { selfReport: true });
    expect(after.settings).toMatchObject({ selfRegistration: true, cap: 16, checkInMinutes: 30, selfReport: true });
    const read = await getRegistrationStatus(eventId);
    expect(read).toMatchObject({ cap: 16, entrants: 0, placesLeft: 16, waitlist: 0, selfRegistration: { open: true, reason: null } });
    expect(read.checkIn).toMatchObject({ configured: true, open: false, reason: "not-yet" });
    const { startsAt } = await (await getDb()).event.findUniqueOrThrow({ where: { id: eventId }, select: { startsAt: true } });
    expect(Date.parse(read.checkIn.opensAt!)).toBe(startsAt!.getTime() - 30 * MIN);
    const log = await auditOf(eventId, "registration.settings");
    expect(log).toHaveLength(2);
    expect(log[1]!.data).toEqual({ old: { selfReport: false }, new: { selfReport: true } });
  });

  it("refusals name the field and change nothing", async () => {
    const { org, eventId } = await event();
    const judge = await newUser("judge");
    await addAcceptedStaff(org, eventId, judge, "judge");
    const before = await snapshot(eventId);
    await expect(updateRegistrationSettings(org, eventId, { opensAt: "2026-05-02T10:00:00Z", closesAt: "2026-05-01T10:00:00Z" })).rejects.toMatchObject({
      code: "invalid_input",
      issues: [expect.objectContaining({ path: ["closesAt"] })],
    });
    await expect(updateRegistrationSettings(org, eventId, { cap: 1 })).rejects.toMatchObject({ code: "invalid_input", issues: [expect.objectContaining({ path: ["cap"] })] });
    // Check-in counts back from the start time, which this event does not have.
    await expect(updateRegistrationSettings(org, eventId, { checkInMinutes: 30 })).rejects.toMatchObject({ code: "invalid_input", issues: [expect.objectContaining({ path: ["checkInMinutes"] })] });
    await expect(updateRegistrationSettings(org, eventId, { surprise: true })).rejects.toMatchObject({ code: "invalid_input" });
    await expect(updateRegistrationSettings(judge, eventId, { selfRegistration: true })).rejects.toMatchObject({ code: "forbidden" });
    await expect(updateRegistrationSettings(null, eventId, { selfRegistration: true })).rejects.toMatchObject({ code: "unauthenticated" });
    expect(await snapshot(eventId)).toBe(before);
  });
});

describe("self-registration", () => {
  it("registers a signed-in player: their profile, source self, their account's email, a confirmation notice", async () => {
    const { org, eventId } = await event({ typed: ["Kyle Katarn"], settings: { selfRegistration: true } });
    const [jan] = await users(1, "jan");
    const before = Date.now();
    const res = await selfRegister(jan!, eventId);
    expect(res).toMatchObject({ status: "registered", player: { name: jan!.name, status: "active", source: "self", checkedIn: false } });
    const db = await getDb();
    const row = await db.player.findUniqueOrThrow({ where: { id: res.player!.id }, include: { profile: true } });
    expect(row).toMatchObject({ source: "self", email: jan!.email, seq: 2 });
    expect(row.profile?.userId).toBe(jan!.id);
    expect(row.registeredAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await myRegistration(jan!, eventId)).toMatchObject({ status: "registered", checkedIn: false, player: { id: row.id } });
    expect(await notices(jan!, eventId)).toMatchObject([{ kind: "registration.confirmed", data: { eventName: "Outer Rim Open", playerName: jan!.name } }]);
    expect(await auditOf(eventId, "registration.self")).toHaveLength(1);
    const managed = await managedPlayers(org, eventId);
    expect(managed.map((p) => [p.name, p.source])).toEqual([["Kyle Katarn", "typed"], [jan!.name, "self"]]);
  });

  it("is refused outside the window, when off, twice, and after round 1; a taken name is a 400 on name", async () => {
    const { org, eventId } = await event({ typed: ["Test mara1"], settings: { selfRegistration: true, opensAt: iso(60 * MIN) } });
    const [mara, kyle] = await users(2, "mara");
    const before = await snapshot(eventId);
    await expect(selfRegister(mara!, eventId)).rejects.toMatchObject({ code: "conflict", message: "Registration has not opened yet." });
    await updateRegistrationSettings(org, eventId, { opensAt: iso(-120 * MIN), closesAt: iso(-60 * MIN) });
    await expect(selfRegister(mara!, eventId)).rejects.toMatchObject({ code: "conflict", message: "Registration is closed." });
    await updateRegistrationSettings(org, eventId, { selfRegistration: false, closesAt: null });
    await expect(selfRegister(mara!, eventId)).rejects.toMatchObject({ code: "conflict", message: expect.stringContaining("does not take self-registrations") });
    await expect(selfRegister(null, eventId)).rejects.toMatchObject({ code: "unauthenticated" });
    const settingsOnly = await snapshot(eventId);
    expect(JSON.parse(settingsOnly).players).toEqual(JSON.parse(before).players);

    await updateRegistrationSettings(org, eventId, { selfRegistration: true });
    // "Test mara1" is typed already: a 400 beside the name; another name works.
    await expect(selfRegister(mara!, eventId)).rejects.toMatchObject({ code: "invalid_input", issues: [expect.objectContaining({ path: ["name"], message: expect.stringContaining("already registered") })] });
    expect(await selfRegister(mara!, eventId, { name: "Mara J." })).toMatchObject({ status: "registered", player: { name: "Mara J." } });
    await expect(selfRegister(mara!, eventId)).rejects.toMatchObject({ code: "conflict", message: expect.stringContaining("already registered") });

    await registerPlayers(org, eventId, { name: "Jan Ors" });
    await pairNextRound(org, eventId);
    await expect(selfRegister(kyle!, eventId)).rejects.toMatchObject({ code: "conflict", message: expect.stringContaining("round 1") });
    expect((await getRegistrationStatus(eventId)).selfRegistration).toMatchObject({ open: false, reason: "started" });
  });

  it("fills the cap, then the waitlist in order of arrival; the waitlist counts in the status", async () => {
    const { eventId } = await event({ typed: ["Kyle Katarn"], settings: { selfRegistration: true, cap: 3 } });
    const people = await users(5, "cap");
    const results = [];
    for (const u of people) results.push(await selfRegister(u, eventId));
    expect(results.map((r) => r.status)).toEqual(["registered", "registered", "waitlisted", "waitlisted", "waitlisted"]);
    expect(results.slice(2).map((r) => r.waitlistPosition)).toEqual([1, 2, 3]);
    expect(await getRegistrationStatus(eventId)).toMatchObject({ cap: 3, entrants: 3, placesLeft: 0, waitlist: 3 });
    expect(await myRegistration(people[3]!, eventId)).toMatchObject({ status: "waitlisted", waitlistPosition: 2, name: people[3]!.name });
    expect(await notices(people[4]!, eventId)).toMatchObject([{ kind: "waitlist.joined", data: { eventName: "Outer Rim Open", playerName: people[4]!.name, position: 3 } }]);
    await expect(selfRegister(people[2]!, eventId)).rejects.toMatchObject({ code: "conflict", message: "You are already on the waitlist (number 1)." });
    // A leader of the full event is not offered the waitlist (the page asks before showing the button).
    const org = (await (await getDb()).eventStaff.findFirstOrThrow({ where: { eventId, role: "organizer" }, include: { user: true } })).user!;
    expect(await myRegistration({ id: org.id, email: org.email, name: org.name }, eventId)).toEqual({ status: "none", mayWaitlist: false });
    await expect(selfRegister({ id: org.id, email: org.email, name: org.name }, eventId)).rejects.toMatchObject({ code: "conflict", message: expect.stringMatching(/ask the organizer/) });
  });

  it("concurrent registrations never pass the cap, and the waitlist keeps the order the lock let them in", async () => {
    const { org, eventId } = await event({ settings: { selfRegistration: true, cap: 4 } });
    const people = await users(10, "rush");
    const results = await Promise.all(people.map((u) => selfRegister(u, eventId)));
    const registered = results.filter((r) => r.status === "registered");
    const waitlisted = results.filter((r) => r.status === "waitlisted");
    expect(registered).toHaveLength(4);
    expect(waitlisted.map((r) => r.waitlistPosition).sort((a, b) => a! - b!)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await (await getDb()).player.count({ where: { eventId } })).toBe(4);
    // The list's order is the order of the positions handed out, which is the order the joins were logged in.
    const list = await managedWaitlist(org, eventId);
    const byPosition = people.map((u, i) => ({ name: u.name, pos: results[i]!.waitlistPosition })).filter((x) => x.pos).sort((a, b) => a.pos! - b.pos!);
    expect(list.map((w) => w.name)).toEqual(byPosition.map((x) => x.name));
    expect((await auditOf(eventId, "waitlist.join")).map((e) => (e.data as { name: string }).name)).toEqual(byPosition.map((x) => x.name));
    const times = list.map((w) => Date.parse(w.createdAt));
    for (let i = 1; i < times.length; i++) expect(times[i]!).toBeGreaterThan(times[i - 1]!);
  });
});

describe("withdrawal and promotion", () => {
  it("a withdrawal before round 1 gives the place to the first on the waitlist, who keeps their sign-up time", async () => {
    const { eventId } = await event({ settings: { selfRegistration: true, cap: 2 } });
    const [a, b, c, d] = await users(4, "wd");
    for (const u of [a, b, c, d]) await selfRegister(u!, eventId);
    const db = await getDb();
    const cEntry = await db.waitlistEntry.findFirstOrThrow({ where: { eventId, name: c!.name } });

    const res = await withdrawRegistration(a!, eventId);
    expect(res).toMatchObject({ withdrawn: "registration", name: a!.name, promoted: [{ name: c!.name, source: "self" }] });
    const promoted = await db.player.findFirstOrThrow({ where: { eventId, name: c!.name } });
    expect(promoted.registeredAt.toISOString()).toBe(cEntry.createdAt.toISOString());
    expect(promoted).toMatchObject({ source: "self", email: c!.email, checkedInAt: null });
    expect(await myRegistration(a!, eventId)).toEqual({ status: "none", mayWaitlist: true });
    expect(await myRegistration(c!, eventId)).toMatchObject({ status: "registered" });
    expect(await myRegistration(d!, eventId)).toMatchObject({ status: "waitlisted", waitlistPosition: 1 });
    expect((await notices(c!, eventId)).map((n) => n.kind)).toEqual(["waitlist.joined", "waitlist.promoted"]);
    expect((await notices(c!, eventId))[1]!.data).toMatchObject({ eventName: "Outer Rim Open", playerName: c!.name });
    expect(await auditOf(eventId, "waitlist.promote")).toHaveLength(1);
    expect(await auditOf(eventId, "registration.withdraw")).toHaveLength(1);

    // Leaving the waitlist promotes nobody and frees the position.
    expect(await withdrawRegistration(d!, eventId)).toEqual({ withdrawn: "waitlist", name: d!.name, promoted: [] });
    expect(await getRegistrationStatus(eventId)).toMatchObject({ entrants: 2, waitlist: 0 });
    await expect(withdrawRegistration(d!, eventId)).rejects.toMatchObject({ code: "not_found" });
  });

  it("the organizer removing a player promotes the waitlist too; a promoted name already taken gets a suffix", async () => {
    const { org, eventId } = await event({ settings: { selfRegistration: true, cap: 2 } });
    const [a, b, c] = await users(3, "rm");
    for (const u of [a, b, c]) await selfRegister(u!, eventId);
    // The organizer typed c's name in meanwhile (over the cap: typed entries are not capped).
    await registerPlayers(org, eventId, { name: c!.name });
    const removed = (await listPlayers(eventId)).find((p) => p.name === a!.name)!;
    await removePlayer(org, eventId, removed.id);
    // Still full: the typed entry counts against the cap.
    expect(await getRegistrationStatus(eventId)).toMatchObject({ entrants: 2, waitlist: 1 });
    await removePlayer(org, eventId, (await listPlayers(eventId)).find((p) => p.name === b!.name)!.id);
    const names = (await listPlayers(eventId)).map((p) => p.name);
    expect(names).toEqual([c!.name, `${c!.name} (2)`]);
    expect(await myRegistration(c!, eventId)).toMatchObject({ status: "registered", player: { name: `${c!.name} (2)` } });
  });

  it("raising the cap promotes the waitlist", async () => {
    const { org, eventId } = await event({ settings: { selfRegistration: true, cap: 2 } });
    const people = await users(4, "raise");
    for (const u of people) await selfRegister(u, eventId);
    await updateRegistrationSettings(org, eventId, { cap: 3 });
    expect(await getRegistrationStatus(eventId)).toMatchObject({ entrants: 3, waitlist: 1 });
    expect(await myRegistration(people[2]!, eventId)).toMatchObject({ status: "registered" });
    await updateRegistrationSettings(org, eventId, { cap: null });
    expect(await getRegistrationStatus(eventId)).toMatchObject({ entrants: 4, waitlist: 0, placesLeft: null });
  });

  it("withdrawal is refused once round 1 is paired (drop instead) and changes nothing", async () => {
    const { org, eventId } = await event({ typed: ["Kyle Katarn", "Jan Ors", "Mara Jade"], settings: { selfRegistration: true, cap: 4 } });
    const [a, b] = await users(2, "late");
    await selfRegister(a!, eventId);
    await selfRegister(b!, eventId); // waitlisted
    await pairNextRound(org, eventId);
    const before = await snapshot(eventId);
    await expect(withdrawRegistration(a!, eventId)).rejects.toMatchObject({ code: "conflict", message: expect.stringContaining("Drop") });
    expect(await snapshot(eventId)).toBe(before);
    // No promotion after round 1, but leaving the waitlist is still possible.
    expect(await withdrawRegistration(b!, eventId)).toMatchObject({ withdrawn: "waitlist" });
  });
});

describe("check-in", () => {
  it("opens checkInMinutes before the start: the player checks in from their phone, once", async () => {
    const { org, eventId } = await event({ startsInMinutes: 90, settings: { selfRegistration: true, checkInMinutes: 30 } });
    const [a, stranger] = await users(2, "ci");
    await selfRegister(a!, eventId);
    // The time in the pages' one format, not an ISO string.
    await expect(checkInSelf(a!, eventId)).rejects.toMatchObject({ code: "conflict", message: expect.stringMatching(/^Check-in opens at \w{3}, \d{1,2} \w{3} \d{4}, \d{2}:\d{2} UTC\.$/) });
    await expect(checkInSelf(stranger!, eventId)).rejects.toMatchObject({ code: "not_found" });
    await updateEventSettings(org, eventId, { startsAt: iso(20 * MIN) });
    expect(await checkInSelf(a!, eventId)).toMatchObject({ status: "registered", checkedIn: true });
    expect(await checkInSelf(a!, eventId)).toMatchObject({ status: "registered", checkedIn: true });
    expect(await auditOf(eventId, "player.checkIn")).toHaveLength(1);
    expect(await getRegistrationStatus(eventId)).toMatchObject({ checkIn: { open: true, checkedIn: 1 } });
    // Still open after the announced start, until round 1 is paired.
    await updateEventSettings(org, eventId, { startsAt: iso(-20 * MIN) });
    expect((await getRegistrationStatus(eventId)).checkIn.open).toBe(true);
  });

  it("staff check anyone in or out before round 1; refused without check-in, and after round 1", async () => {
    const { org, eventId } = await event({ typed: ["Kyle Katarn", "Jan Ors", "Mara Jade"], startsInMinutes: 300, settings: { checkInMinutes: 30 } });
    const marshal = await newUser("marshal");
    await addAcceptedStaff(org, eventId, marshal, "marshal");
    const [kyle] = await listPlayers(eventId);
    // Staff may check in early (the window is for players' phones).
    expect(await setCheckIn(marshal, eventId, kyle!.id, { checkedIn: true })).toMatchObject({ checkedIn: true, player: { name: "Kyle Katarn", checkedIn: true } });
    expect(await setCheckIn(org, eventId, kyle!.id, { checkedIn: false })).toMatchObject({ checkedIn: false, checkedInAt: null });
    await expect(setCheckIn(org, eventId, kyle!.id, { checkedIn: "yes" })).rejects.toMatchObject({ code: "invalid_input", issues: [expect.objectContaining({ path: ["checkedIn"] })] });
    await expect(setCheckIn(await newUser("x"), eventId, kyle!.id, { checkedIn: true })).rejects.toMatchObject({ code: "forbidden" });
    await pairNextRound(org, eventId);
    await expect(setCheckIn(org, eventId, kyle!.id, { checkedIn: true })).rejects.toMatchObject({ code: "conflict" });

    const plain = await event({ typed: ["Kyle Katarn"] });
    const [k] = await listPlayers(plain.eventId);
    await expect(setCheckIn(plain.org, plain.eventId, k!.id, { checkedIn: true })).rejects.toMatchObject({ code: "conflict", message: "This event does not use check-in." });
  });

  it("removing the no-shows removes every active entry not checked in, logs them, and promotes the waitlist (who must check in too)", async () => {
    const { org, eventId } = await event({ typed: ["Kyle Katarn", "Jan Ors"], startsInMinutes: 10, settings: { selfRegistration: true, cap: 4, checkInMinutes: 30 } });
    const [a, b, c, d, e] = await users(5, "ns");
    for (const u of [a, b, c, d, e]) await selfRegister(u!, eventId); // a, b get places; c, d, e wait
    const [kyle] = await listPlayers(eventId);
    await setCheckIn(org, eventId, kyle!.id, { checkedIn: true });
    await checkInSelf(a!, eventId);
    const judge = await newUser("judge");
    await addAcceptedStaff(org, eventId, judge, "judge");
    await expect(dropNoShows(judge, eventId)).rejects.toMatchObject({ code: "forbidden" });

    const res = await dropNoShows(org, eventId);
    expect(res.removed.map((p) => p.name)).toEqual(["Jan Ors", b!.name]);
    expect(res.promoted.map((p) => p.name)).toEqual([c!.name, d!.name]);
    expect(res.promoted.every((p) => p.checkedIn === false && p.source === "self")).toBe(true);
    const [log] = await auditOf(eventId, "noShows.remove");
    expect((log!.data as { players: { name: string }[] }).players.map((p) => p.name)).toEqual(["Jan Ors", b!.name]);
    expect(await getRegistrationStatus(eventId)).toMatchObject({ entrants: 4, waitlist: 1, checkIn: { checkedIn: 2 } });
    expect((await notices(c!, eventId)).at(-1)).toMatchObject({ kind: "waitlist.promoted", data: { checkInRequired: true } });
    // The removed player is told: a notice, and their registration says when (until they sign up again).
    const told = (await notices(b!, eventId)).at(-1);
    expect(told).toMatchObject({ kind: "registration.noShow", data: { playerName: b!.name } });
    expect(noticeText(told!.kind, told!.data)).toMatch(/removed from .* as a no-show.*Join the waitlist/);
    const removed = await myRegistration(b!, eventId);
    expect(removed).toEqual({ status: "none", mayWaitlist: true, removedAsNoShowAt: expect.any(String) });
    expect(Date.now() - Date.parse((removed as { removedAsNoShowAt: string }).removedAsNoShowAt)).toBeLessThan(60_000);
    expect(await notices(a!, eventId)).not.toContainEqual(expect.objectContaining({ kind: "registration.noShow" }));

    // The promoted check in; a second run removes nobody else who checked in.
    await checkInSelf(c!, eventId);
    const again = await dropNoShows(org, eventId);
    expect(again.removed.map((p) => p.name)).toEqual([d!.name]);
    expect(again.promoted.map((p) => p.name)).toEqual([e!.name]);
    // Joining the waitlist again: the removal is no longer the news.
    await selfRegister(b!, eventId);
    expect(await myRegistration(b!, eventId)).toMatchObject({ status: "waitlisted" });

    // The history reads every registration entry in words.
    const db = await getDb();
    const entries = await db.auditEntry.findMany({ where: { eventId }, orderBy: { createdAt: "asc" } });
    const titles = entries.map((x) => describeEntry(x.action, x.data).title);
    expect(titles).toEqual(
      expect.arrayContaining([
        "Changed the registration settings",
        `${a!.name} registered`,
        `${c!.name} joined the waitlist`,
        "Kyle Katarn checked in",
        `${a!.name} checked in`,
        `Removed 2 no-shows`,
        `${c!.name} got a place from the waitlist`,
      ]),
    );
  });

  it("removing the no-shows is refused before check-in opens, without check-in, and after round 1", async () => {
    const early = await event({ typed: ["Kyle Katarn", "Jan Ors"], startsInMinutes: 300, settings: { checkInMinutes: 30 } });
    let before = await snapshot(early.eventId);
    await expect(dropNoShows(early.org, early.eventId)).rejects.toMatchObject({ code: "conflict", message: expect.stringContaining("Check-in opens at") });
    expect(await snapshot(early.eventId)).toBe(before);

    const none = await event({ typed: ["Kyle Katarn", "Jan Ors"] });
    await expect(dropNoShows(none.org, none.eventId)).rejects.toMatchObject({ code: "conflict", message: "This event does not use check-in." });

    const started = await event({ typed: ["Kyle Katarn", "Jan Ors", "Mara Jade"], startsInMinutes: 10, settings: { checkInMinutes: 30 } });
    await pairNextRound(started.org, started.eventId);
    before = await snapshot(started.eventId);
    await expect(dropNoShows(started.org, started.eventId)).rejects.toMatchObject({ code: "conflict", message: expect.stringContaining("drop players") });
    expect(await snapshot(started.eventId)).toBe(before);
  });
});

describe("typed walk-in events", () => {
  it("work as before: no self-registration, no cap, no check-in, removal with no waitlist", async () => {
    const { org, eventId } = await event({ typed: ["Kyle Katarn", "Jan Ors", "Mara Jade", "Rahm Kota"] });
    expect(await getRegistrationStatus(eventId)).toMatchObject({
      settings: { selfRegistration: false, cap: null, checkInMinutes: null },
      selfRegistration: { open: false, reason: "off" },
      placesLeft: null,
      waitlist: 0,
      checkIn: { configured: false, open: false, reason: "unset" },
    });
    const [walkIn] = await users(1, "walkin");
    await expect(selfRegister(walkIn!, eventId)).rejects.toMatchObject({ code: "conflict" });
    const players = await listPlayers(eventId);
    expect(players.every((p) => p.source === "typed" && p.checkedIn === false)).toBe(true);
    await removePlayer(org, eventId, players[3]!.id);
    expect((await listPlayers(eventId)).map((p) => p.name)).toEqual(["Kyle Katarn", "Jan Ors", "Mara Jade"]);
    const round = await pairNextRound(org, eventId);
    expect(round.matches).toHaveLength(2);
    expect(await auditOf(eventId, "waitlist.promote")).toHaveLength(0);
  });
});
