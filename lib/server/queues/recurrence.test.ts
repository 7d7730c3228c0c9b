import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkRule, expandRule, MAX_RULE_COUNT, MIN_SPACING_MINUTES, readRule } from "@/lib/schemas/recurrence-rule";
import { ruleChild } from "../../../tests/server/recurrence-child-run";
import { startsBetween } from "./recurrence";

const at = (iso: string) => new Date(iso);

describe("a schedule's starts", () => {
  it("keep 19:00 local across the end of summer time (Europe/Berlin, 2026-10-25)", () => {
    const starts = startsBetween("2026-10-20T19:00", "FREQ=WEEKLY;BYDAY=TU,TH", "Europe/Berlin", at("2026-10-19T00:00Z"), at("2026-11-01T00:00Z"));
    expect(starts.map((s) => s.toISOString())).toEqual([
      "2026-10-20T17:00:00.000Z", // CEST, UTC+2
      "2026-10-22T17:00:00.000Z",
      "2026-10-27T18:00:00.000Z", // CET, UTC+1
      "2026-10-29T18:00:00.000Z",
    ]);
  });

  it("keep 19:00 local across the start of summer time (America/New_York, 2026-03-08)", () => {
    const starts = startsBetween("2026-03-05T19:00", "FREQ=DAILY;INTERVAL=2", "America/New_York", at("2026-03-01T00:00Z"), at("2026-03-12T00:00Z"));
    expect(starts.map((s) => s.toISOString())).toEqual(["2026-03-06T00:00:00.000Z", "2026-03-08T00:00:00.000Z", "2026-03-09T23:00:00.000Z", "2026-03-11T23:00:00.000Z"]);
  });

  it("run every 30 minutes from 10:00 to 18:00 on one day", () => {
    const starts = startsBetween("2026-12-05T10:00", "FREQ=MINUTELY;INTERVAL=30;UNTIL=20261205T180000", "Europe/London", at("2026-12-01T00:00Z"), at("2026-12-10T00:00Z"));
    expect(starts).toHaveLength(17);
    expect(starts[0]!.toISOString()).toBe("2026-12-05T10:00:00.000Z");
    expect(starts.at(-1)!.toISOString()).toBe("2026-12-05T18:00:00.000Z");
  });

  it("are one start for a schedule without a rule, inside the window only", () => {
    expect(startsBetween("2026-12-05T10:00", null, "UTC", at("2026-12-01T00:00Z"), at("2026-12-10T00:00Z"))).toEqual([at("2026-12-05T10:00Z")]);
    expect(startsBetween("2026-12-05T10:00", null, "UTC", at("2026-12-06T00:00Z"), at("2026-12-10T00:00Z"))).toEqual([]);
  });
});

/** Rules that froze the server (issue 34): each must finish, bounded, in a child process. */
const FREEZERS = [
  "FREQ=DAILY;INTERVAL=-1",
  "FREQ=DAILY;INTERVAL=0",
  "FREQ=DAILY;INTERVAL=abc",
  "FREQ=HOURLY;INTERVAL=24;BYHOUR=5",
  "FREQ=MINUTELY;INTERVAL=60;BYMINUTE=30",
  "FREQ=DAILY;BYMONTH=2;BYMONTHDAY=31",
  "FREQ=MINUTELY;INTERVAL=30;BYMONTH=2;BYMONTHDAY=30",
  "FREQ=WEEKLY;BYDAY=XX",
  "FREQ=SECONDLY;INTERVAL=-5",
];

describe("a rule never freezes the expansion", () => {
  it("every rule that looped (negative, zero and odd intervals, filters that never match, BYHOUR with HOURLY) finishes in well under a second", async () => {
    const out = await ruleChild<{ rule: string; starts?: number; error?: string; ms: number }[]>("expand", FREEZERS, 45_000);
    expect(out.map((r) => r.rule)).toEqual(FREEZERS);
    for (const r of out) {
      expect(r.error, r.rule).toBeUndefined();
      expect(r.ms, r.rule).toBeLessThan(1500);
      expect(r.starts, r.rule).toBe(0);
    }
  }, 60_000);

  it("stops rrule's loop after a budget of steps, whatever the rule", () => {
    const read = readRule("FREQ=MINUTELY;INTERVAL=30;BYMONTH=2;BYMONTHDAY=30");
    let calls = 0;
    const ranOut = expandRule(read.options!, new Date(Date.UTC(2026, 0, 1)), new Date(Date.UTC(2026, 0, 1)), new Date(Date.UTC(9999, 0, 1)), () => ++calls > 0, 10_000);
    expect(ranOut).toBe(true);
    expect(calls).toBe(0);
  });
});

describe("a rule is checked for what it produces", () => {
  const first = "2026-12-01T19:00";
  it.each([
    ["FREQ=DAILY;INTERVAL=-1", /INTERVAL is a whole number from 1/],
    ["FREQ=DAILY;INTERVAL=0", /INTERVAL is a whole number from 1/],
    ["FREQ=DAILY;INTERVAL=99999999999", /INTERVAL/],
    ["FREQ=WEEKLY;BYDAY=XX", /BYDAY lists days as MO/],
    ["FREQ=DAILY;COUNT=0", /COUNT is a whole number of starts from 1 to 1000/],
    ["FREQ=DAILY;COUNT=-3", /COUNT/],
    [`FREQ=DAILY;COUNT=${MAX_RULE_COUNT + 1}`, /COUNT/],
    ["FREQ=DAILY;UNTIL=20261345", /UNTIL is a date/],
    ["FREQ=DAILY;COUNT=3;UNTIL=20270101", /COUNT or UNTIL, not both/],
    ["FREQ=DAILY;UNTIL=20200101", /no start after the first start/],
    ["FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30", /no start/],
    ["FREQ=MINUTELY;INTERVAL=5", /at least 30 minutes apart.*5 minutes apart/],
    ["FREQ=DAILY;BYHOUR=10;BYMINUTE=0,15", /at least 30 minutes apart.*15 minutes/],
    ["FREQ=SECONDLY", /at least 30 minutes apart/],
    ["FREQ=DAILY;BYSECOND=5", /BYSECOND/],
    ["FREQ=HOURLY;BYHOUR=1,2", /leave BYHOUR and BYMINUTE out/],
    ["FREQ=MONTHLY;BYSETPOS=0;BYDAY=MO", /BYSETPOS lists whole numbers from -366 to 366, not 0/],
    ["FREQ=MONTHLY;BYSETPOS=2", /BYSETPOS picks among/],
    ["FREQ=DAILY;BYHOUR=24", /BYHOUR lists whole numbers from 0 to 23/],
    ["FREQ=DAILY;BYHOUR=-1,3", /BYHOUR/],
    ["FREQ=WEEKLY;BYDAY=1MO", /needs FREQ=MONTHLY or YEARLY/],
    ["FREQ=WEEKLY;FREQ=DAILY", /FREQ is given twice/],
    ["FREQ=WEEKLY;X-NAME=1", /X-NAME is not a part/],
    ["FREQ=WEEKLY;DTSTART=20261201T190000", /Leave DTSTART and TZID out/],
    ["BYDAY=MO", /needs a FREQ/],
  ])("%s is refused, saying why", (rule, message) => {
    expect(checkRule(rule, first)).toMatch(message);
  });

  it.each(["FREQ=WEEKLY;BYDAY=TU,TH", "FREQ=MINUTELY;INTERVAL=30;UNTIL=20261205T180000", "FREQ=MONTHLY;BYDAY=TU;BYSETPOS=-1", "FREQ=MONTHLY;BYDAY=-1FR", "FREQ=DAILY;BYHOUR=10,14,18;BYMINUTE=0", "FREQ=HOURLY;INTERVAL=2;COUNT=5", "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29", "RRULE:FREQ=weekly;WKST=SU"])("%s is accepted", (rule) => {
    expect(checkRule(rule, first)).toBeNull();
  });

  it("bounds any rule it accepts (property: spacing and count within two weeks)", () => {
    const part = fc.oneof(
      fc.constantFrom("FREQ=YEARLY", "FREQ=MONTHLY", "FREQ=WEEKLY", "FREQ=DAILY", "FREQ=HOURLY", "FREQ=MINUTELY", "FREQ=SECONDLY"),
      fc.integer({ min: -5, max: 2000 }).map((n) => `INTERVAL=${n}`),
      fc.integer({ min: -5, max: 1500 }).map((n) => `COUNT=${n}`),
      fc.constantFrom("UNTIL=20261205T180000", "UNTIL=20270101", "UNTIL=19000101", "UNTIL=99999999"),
      fc.array(fc.integer({ min: -400, max: 400 }), { minLength: 1, maxLength: 4 }).map((l) => `BYSETPOS=${l.join(",")}`),
      fc.array(fc.integer({ min: -2, max: 26 }), { minLength: 1, maxLength: 6 }).map((l) => `BYHOUR=${l.join(",")}`),
      fc.array(fc.integer({ min: -2, max: 61 }), { minLength: 1, maxLength: 4 }).map((l) => `BYMINUTE=${l.join(",")}`),
      fc.array(fc.constantFrom("MO", "TU", "1MO", "-1FR", "XX", "0SA"), { minLength: 1, maxLength: 3 }).map((l) => `BYDAY=${l.join(",")}`),
      fc.array(fc.integer({ min: -32, max: 32 }), { minLength: 1, maxLength: 3 }).map((l) => `BYMONTHDAY=${l.join(",")}`),
      fc.array(fc.integer({ min: 0, max: 13 }), { minLength: 1, maxLength: 2 }).map((l) => `BYMONTH=${l.join(",")}`),
    );
    fc.assert(
      fc.property(fc.array(part, { minLength: 1, maxLength: 4 }), (parts) => {
        const rule = parts.join(";");
        if (checkRule(rule, first) !== null) return;
        const starts = startsBetween(first, rule, "UTC", at("2026-12-01T00:00Z"), at("2026-12-15T00:00Z"));
        expect(starts.length).toBeLessThanOrEqual((14 * 24 * 60) / MIN_SPACING_MINUTES + 1);
        for (let i = 1; i < starts.length; i++) expect(starts[i]!.getTime() - starts[i - 1]!.getTime()).toBeGreaterThanOrEqual(MIN_SPACING_MINUTES * 60_000);
      }),
      { numRuns: 300 },
    );
  });
});

describe("a schedule begun long ago", () => {
  it("gives this fortnight's half-hourly starts as a new one would (its start moved up by whole intervals)", () => {
    const from = at("2026-12-01T00:00Z");
    const to = at("2026-12-03T00:00Z");
    const old = startsBetween("2011-03-05T10:00", "FREQ=MINUTELY;INTERVAL=90", "UTC", from, to);
    expect(old).toHaveLength(32);
    // 2011-03-05T10:00 plus whole 90-minute steps: the 16 a day fall on 00:00, 01:30 … (1440 / 90).
    const minutes = Math.round((at("2026-12-01T00:00Z").getTime() - at("2011-03-05T10:00Z").getTime()) / 60_000);
    const firstAfter = new Date(at("2011-03-05T10:00Z").getTime() + Math.ceil(minutes / 90) * 90 * 60_000);
    expect(old[0]).toEqual(firstAfter);
    expect(startsBetween("2011-03-01T19:00", "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH", "UTC", at("2026-11-30T00:00Z"), at("2026-12-14T00:00Z")).map((d) => d.toISOString().slice(0, 10))).toHaveLength(2);
  });
});

it("moving the start up changes no start in the window (property)", () => {
  const rule = fc.tuple(
    fc.constantFrom("FREQ=WEEKLY;BYDAY=TU,SA", "FREQ=WEEKLY", "FREQ=DAILY", "FREQ=DAILY;BYHOUR=9,17", "FREQ=HOURLY", "FREQ=MINUTELY;INTERVAL=45", "FREQ=WEEKLY;BYDAY=MO;BYSETPOS=1"),
    fc.integer({ min: 1, max: 9 }),
  ).map(([f, i]) => (f.includes("INTERVAL") ? f : `${f};INTERVAL=${i}`));
  fc.assert(
    fc.property(rule, fc.integer({ min: 0, max: 3000 }), (r, daysAgo) => {
      const options = readRule(r).options!;
      const first = new Date(Date.UTC(2026, 11, 1, 19, 0) - daysAgo * 86_400_000);
      const from = at("2026-12-01T00:00Z");
      const to = at("2026-12-08T00:00Z");
      const moved: number[] = [];
      const walked: number[] = [];
      expandRule(options, first, from, to, (d) => moved.push(d.getTime()) > 0);
      expandRule(options, first, first, to, (d) => (d >= from ? walked.push(d.getTime()) : 0) >= 0, 10_000_000);
      expect(moved).toEqual(walked);
    }),
    { numRuns: 60 },
  );
});
