/**
 * A store's page, search, open queues and the iCalendar feeds through the services (issue 35
 * items 1 and 3), and a cancelled occurrence restored after its schedule is re-opened. Names are
 * this run's own: the database may be shared.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { createEvent } from "@/lib/server/events/events";
import { createSeason } from "@/lib/server/seasons/seasons";
import { venueSlug } from "@/lib/words/venue-slug";
import { calendarFeedToken, playerFeed, scheduleFeed, venueFeed } from "./feeds";
import { createQueue, joinQueue } from "./queues";
import { createSchedule, getSchedule, joinOccurrence, restoreOccurrence, updateSchedule } from "./schedules";
import { getVenue, listOpenQueues, searchPlaces } from "./venues";
import { newUser } from "../../../tests/helpers";

const ORIGIN = "https://holonet.test";
/** An ics text's content lines, unfolded. */
const lines = (ics: string) => ics.replace(/\r\n /g, "").split("\r\n");

async function store() {
  const tag = randomUUID().slice(0, 8);
  const venue = `Echo Base Games ${tag}, Berlin`;
  const org = await newUser("store-org");
  const season = await createSeason(org, { name: `Echo League ${tag}`, game: "swg-tcg", preset: "store-league", schedule: "dates", startsAt: "2026-01-01T00:00:00Z", endsAt: "2027-12-31T00:00:00Z", counts: "attached" });
  const template = { event: { name: "Galaxies Night", preset: "swg-swiss", presetOptions: { style: "bo3" }, swissRounds: 3, venue, timeZone: "Europe/Berlin" }, autoPairRound1: true, season: { seasonId: season.id } };
  const queue = await createQueue(org, { name: `Galaxies Bo3 ${tag}`, cap: 8, template });
  const now = new Date();
  const first = new Date(now.getTime() + 20 * 60_000);
  const firstStart = first.toISOString().slice(0, 16);
  const schedule = await createSchedule(org, { name: `Tuesday Swiss ${tag}`, template, firstStart, rule: "FREQ=WEEKLY", timeZone: "UTC" }, now);
  const event = await createEvent(org, { name: `Store Championship ${tag}`, preset: "swg-swiss", venue: `  echo base games ${tag}, BERLIN `, startsAt: "2026-12-03T18:00:00Z", timeZone: "Europe/Berlin" });
  return { tag, venue, org, season, queue, schedule, event, slug: venueSlug(venue) };
}

describe("a store's page", () => {
  it("lists its open queues with n of 8 waiting, its scheduled events, its league and its events, found by the name's slug", async () => {
    const s = await store();
    const [a, b] = await Promise.all([newUser("v1"), newUser("v2")]);
    await joinQueue(a!, s.queue.id);
    await joinQueue(b!, s.queue.id);
    const venue = await getVenue(s.slug, null);
    expect(venue.slug).toBe(`echo-base-games-${s.tag}-berlin`);
    expect(venue.queues).toEqual([expect.objectContaining({ id: s.queue.id, waiting: 2, cap: 8, format: "Star Wars Galaxies TCG · best of 3 · 3 Swiss rounds · rated K 16", timeZone: "Europe/Berlin" })]);
    // Players waiting are counted, never named here.
    expect(JSON.stringify(venue)).not.toContain(a!.name);
    expect(venue.occurrences.map((o) => o.scheduleId)).toContain(s.schedule.id);
    expect(venue.seasons).toEqual([{ id: s.season.id, name: s.season.name, game: "swg-tcg" }]);
    // The event's name differs in case and spaces: the same store.
    expect(venue.recentEvents.map((e) => e.id)).toEqual([s.event.id]);
    await expect(getVenue(`no-such-store-${s.tag}`, null)).rejects.toMatchObject({ code: "not_found" });
    await expect(getVenue("Echo Base", null)).rejects.toMatchObject({ code: "not_found" });
  });

  it("is found by search (store, queue and league by name) and its queues by the open-queue list's venue filter", async () => {
    const s = await store();
    const found = await searchPlaces({ q: `base games ${s.tag}` });
    expect(found.venues).toEqual([{ slug: s.slug, name: expect.stringMatching(new RegExp(`echo base games ${s.tag}`, "i")) }]);
    expect(found.queues.map((q) => q.id)).toEqual([s.queue.id]);
    expect((await searchPlaces({ q: `Echo League ${s.tag}` })).seasons.map((x) => x.id)).toEqual([s.season.id]);
    expect((await searchPlaces({ q: `Galaxies Bo3 ${s.tag}` })).queues.map((q) => q.id)).toEqual([s.queue.id]);
    // A percent sign is a character, not a wildcard.
    expect((await searchPlaces({ q: `%${s.tag}%` })).venues).toEqual([]);
    await expect(searchPlaces({ q: "" })).rejects.toMatchObject({ issues: [expect.objectContaining({ path: ["q"] })] });
    const listed = await listOpenQueues({ venue: s.venue.toUpperCase(), game: "swg-tcg" });
    expect(listed.map((q) => q.id)).toEqual([s.queue.id]);
  });
});

describe("iCalendar feeds", () => {
  it("a schedule's feed is one recurring event in its zone; a store's holds it and its other dated events", async () => {
    const s = await store();
    const schedule = lines(await scheduleFeed(s.schedule.id, ORIGIN));
    expect(schedule).toContain(`DTSTART;TZID=UTC:${s.schedule.firstStart.replace(/[-:]/g, "")}00`);
    expect(schedule).toContain("RRULE:FREQ=WEEKLY");
    expect(schedule.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(1);
    expect(schedule).toContain(`URL:${ORIGIN}/schedules/${s.schedule.id}`);
    const atStore = lines(await venueFeed(s.slug, ORIGIN, new Date("2026-11-28T10:00:00Z")));
    expect(atStore).toContain(`UID:schedule-${s.schedule.id}@holonet`);
    expect(atStore).toContain(`UID:event-${s.event.id}@holonet`);
    expect(atStore).toContain("DTSTART;TZID=Europe/Berlin:20261203T190000");
    expect(atStore).toContain("BEGIN:VTIMEZONE");
    await expect(venueFeed(`no-such-store-${s.tag}`, ORIGIN)).rejects.toMatchObject({ code: "not_found" });
  });

  it("a player's feed holds their registrations at an unguessable address that a reset replaces", async () => {
    const s = await store();
    const player = await newUser("feed-player");
    const o = s.schedule.occurrences[0]!;
    await (await getDb()).occurrence.update({ where: { id: o.id }, data: { state: "open" } });
    await joinOccurrence(player, o.id);
    const token = await calendarFeedToken(player);
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await calendarFeedToken(player)).toBe(token);
    const feed = lines(await playerFeed(token, ORIGIN));
    expect(feed).toContain(`UID:occurrence-${o.id}@holonet`);
    expect(feed.find((l) => l.startsWith("DESCRIPTION:"))).toContain("Star Wars Galaxies TCG · best of 3");
    const fresh = await calendarFeedToken(player, { reset: true });
    expect(fresh).not.toBe(token);
    await expect(playerFeed(token, ORIGIN)).rejects.toMatchObject({ code: "not_found" });
    expect(lines(await playerFeed(fresh, ORIGIN))).toContain(`UID:occurrence-${o.id}@holonet`);
  });
});

describe("a cancelled occurrence when its schedule is re-opened", () => {
  it("stays cancelled (its players were told) until its organizer restores it; nobody else may", async () => {
    const s = await store();
    const player = await newUser("restore-player");
    const o = s.schedule.occurrences[0]!;
    await (await getDb()).occurrence.update({ where: { id: o.id }, data: { state: "open" } });
    await joinOccurrence(player, o.id);
    await updateSchedule(s.org, s.schedule.id, { open: false });
    await expect(restoreOccurrence(s.org, o.id)).rejects.toMatchObject({ code: "conflict", message: "Re-open the schedule first." });
    await updateSchedule(s.org, s.schedule.id, { open: true });
    const reopened = await getSchedule(s.schedule.id, s.org);
    expect(reopened.occurrences.find((x) => x.id === o.id)!.state).toBe("cancelled");
    // The cancelled start is left out of the schedule's feed.
    expect(lines(await scheduleFeed(s.schedule.id, ORIGIN))).toContain(`EXDATE;TZID=UTC:${o.startsAt.replace(/[-:]/g, "").slice(0, 13)}00`);
    await expect(restoreOccurrence(player, o.id)).rejects.toMatchObject({ code: "forbidden" });
    const restored = await restoreOccurrence(s.org, o.id);
    expect(restored.state).toBe("scheduled");
    expect(restored.waiting).toBe(0);
    await expect(restoreOccurrence(s.org, o.id)).rejects.toMatchObject({ code: "conflict" });
    const history = await (await getDb()).queueAuditEntry.findMany({ where: { scheduleId: s.schedule.id, action: "schedule.restore" } });
    expect(history).toHaveLength(1);
  });
});
