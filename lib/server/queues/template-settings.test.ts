/**
 * What a queue's or schedule's template carries into each event it starts (issue 35 items 4–6):
 * the time zone (a queue's own, a schedule's zone), the reporting settings (self-report,
 * check-in, the report deadline), and the format said in players' words on the queue.
 */
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { registrationSettings } from "@/lib/schemas/registration";
import { createQueue, joinQueue, queueState } from "./queues";
import { createSchedule, joinOccurrence } from "./schedules";
import { drainTicks } from "@/tests/server/drain-ticks";
import { newUser } from "../../../tests/helpers";

const users = (n: number, tag: string) => Promise.all(Array.from({ length: n }, (_, i) => newUser(`${tag}${i + 1}`)));

describe("a template's settings in the events it starts", () => {
  it("a queue's event has the template's zone and self-report, and the queue says its format in players' words", async () => {
    const org = await newUser("tz-queue-org");
    const q = await createQueue(org, {
      name: "Galaxies Bo3",
      cap: 2,
      template: {
        event: { name: "Galaxies Night", preset: "swg-swiss", presetOptions: { style: "bo3" }, swissRounds: 3, rating: { k: 16 }, timeZone: "Europe/Berlin", venue: "Echo Base Games" },
        registration: { selfReport: true, checkInMinutes: null, reportDeadlineMinutes: 5 },
        autoPairRound1: true,
      },
    });
    expect(q.format).toBe("Star Wars Galaxies TCG · best of 3 · 3 Swiss rounds · rated K 16");
    const [a, b] = await users(2, "tzq");
    await joinQueue(a!, q.id);
    const { eventId } = await joinQueue(b!, q.id);
    const event = await (await getDb()).event.findUniqueOrThrow({ where: { id: eventId! } });
    expect(event.timeZone).toBe("Europe/Berlin");
    expect(registrationSettings(event.registration)).toMatchObject({ selfReport: true, selfRegistration: false, reportDeadlineMinutes: 5 });
    expect((await queueState(q.id, null)).format).toBe("Star Wars Galaxies TCG · best of 3 · 3 Swiss rounds · rated K 16");
  });

  it("refuses a template's unknown zone and a check-in below 5 minutes with the field named, saving nothing", async () => {
    const org = await newUser("tz-bad-org");
    const bad = (over: Record<string, unknown>) => createQueue(org, { name: "Bad Queue", cap: 4, template: { event: { name: "Bad Night", preset: "swg-swiss", ...over }, autoPairRound1: true } });
    await expect(bad({ timeZone: "Mars/Olympus" })).rejects.toMatchObject({ issues: [expect.objectContaining({ path: ["template", "event", "timeZone"] })] });
    await expect(createQueue(org, { name: "Bad Queue", cap: 4, template: { event: { name: "Bad Night", preset: "swg-swiss" }, registration: { selfReport: true, checkInMinutes: 1, reportDeadlineMinutes: 10 } } })).rejects.toMatchObject({
      issues: [expect.objectContaining({ path: ["template", "registration", "checkInMinutes"] })],
    });
    expect(await (await getDb()).queue.count({ where: { organizerId: org.id } })).toBe(0);
  });

  it("a schedule's occurrence starts an event in the schedule's zone with its reporting settings", async () => {
    const org = await newUser("tz-schedule-org");
    // Tuesday 19:00 in Berlin is 18:00 UTC in winter.
    const start = new Date("2037-01-13T18:00:00Z");
    const s = await createSchedule(
      org,
      { name: "Berlin Tuesdays 2037", template: { event: { name: "Tuesday Swiss", preset: "swg-swiss", swissRounds: 3 }, registration: { selfReport: true, checkInMinutes: 15, reportDeadlineMinutes: 10 }, autoPairRound1: true }, firstStart: "2037-01-13T19:00", rule: "FREQ=WEEKLY;BYDAY=TU", timeZone: "Europe/Berlin" },
      new Date(start.getTime() - 2 * 3600_000),
    );
    const first = s.occurrences[0]!;
    expect(first.startsAt).toBe(start.toISOString());
    await drainTicks(new Date(start.getTime() - 30 * 60_000));
    for (const p of await users(2, "tzs")) await joinOccurrence(p, first.id, new Date(start.getTime() - 10 * 60_000));
    await drainTicks(start);
    const db = await getDb();
    const o = await db.occurrence.findUniqueOrThrow({ where: { id: first.id }, include: { event: true } });
    expect(o.state).toBe("started");
    expect(o.event!.timeZone).toBe("Europe/Berlin");
    expect(registrationSettings(o.event!.registration)).toMatchObject({ selfReport: true, checkInMinutes: 15 });
  });
});
