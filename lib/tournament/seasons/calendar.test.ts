import { describe, expect, it } from "vitest";
import { currentPeriod, firstWeekday, lastWeekday, localDate, monthlyPeriod, periodAt, periodsEndedBetween, startOfLocalDay } from "./calendar";

const NY = "America/New_York";
const iso = (d: Date) => d.toISOString();

describe("monthly weekday periods", () => {
  it("October 2026 ends on a Saturday: its period closes at midnight ending Friday the 30th, November's opens Monday the 2nd", () => {
    expect(lastWeekday(2026, 10)).toEqual({ year: 2026, month: 10, day: 30 });
    expect(firstWeekday(2026, 11)).toEqual({ year: 2026, month: 11, day: 2 });
    const oct = monthlyPeriod(2026, 10, NY);
    expect(iso(oct.startsAt)).toBe("2026-10-01T04:00:00.000Z"); // Thursday 1st, EDT
    expect(iso(oct.endsAt)).toBe("2026-10-31T04:00:00.000Z");
    const nov = monthlyPeriod(2026, 11, NY);
    expect(iso(nov.startsAt)).toBe("2026-11-02T05:00:00.000Z"); // EST after 1 November
  });

  it("January 2027 ends on a Sunday: last weekday Friday the 29th; February opens Monday the 1st", () => {
    const jan = monthlyPeriod(2027, 1, "UTC");
    expect(iso(jan.startsAt)).toBe("2027-01-01T00:00:00.000Z"); // Friday
    expect(iso(jan.endsAt)).toBe("2027-01-30T00:00:00.000Z");
    expect(iso(monthlyPeriod(2027, 2, "UTC").startsAt)).toBe("2027-02-01T00:00:00.000Z");
  });

  it("a month whose last weekday is a holiday is not special (31 December 2027 is a Friday: it still closes the month)", () => {
    expect(lastWeekday(2027, 12)).toEqual({ year: 2027, month: 12, day: 31 });
  });

  it("the weekend between two periods belongs to neither; the page shows the month that just closed", () => {
    const sat = new Date("2026-10-31T15:00:00Z");
    expect(periodAt({ kind: "monthly-weekdays" }, sat, NY)).toBeNull();
    expect(currentPeriod({ kind: "monthly-weekdays" }, sat, NY).key).toBe("2026-10");
    const sunNov1 = new Date("2026-11-01T15:00:00Z");
    expect(currentPeriod({ kind: "monthly-weekdays" }, sunNov1, NY).key).toBe("2026-10");
    expect(currentPeriod({ kind: "monthly-weekdays" }, new Date("2026-11-02T06:00:00Z"), NY).key).toBe("2026-11");
  });

  it("the zone decides the day: Friday 20:00 in New York is Saturday in UTC", () => {
    const friEvening = new Date("2026-10-31T00:00:00Z");
    expect(localDate(friEvening, NY)).toEqual({ year: 2026, month: 10, day: 30 });
    expect(periodAt({ kind: "monthly-weekdays" }, friEvening, NY)?.key).toBe("2026-10");
    expect(periodAt({ kind: "monthly-weekdays" }, friEvening, "UTC")).toBeNull();
  });

  it("periods due between two instants: a server down across two boundaries settles both, oldest first", () => {
    const created = new Date("2026-09-15T12:00:00Z");
    const keys = (from: Date, to: Date) => periodsEndedBetween({ kind: "monthly-weekdays" }, from, to, NY).map((p) => p.key);
    expect(keys(created, new Date("2026-10-31T03:59:59Z"))).toEqual(["2026-09"]);
    expect(keys(created, new Date("2026-10-31T04:00:00Z"))).toEqual(["2026-09", "2026-10"]);
    expect(keys(new Date("2026-10-15T00:00:00Z"), new Date("2026-11-30T12:00:00Z"))).toEqual(["2026-10"]);
    expect(keys(new Date("2026-10-15T00:00:00Z"), new Date("2027-01-10T00:00:00Z"))).toEqual(["2026-10", "2026-11", "2026-12"]);
  });

  it("fixed dates: one period, due once its end has passed", () => {
    const s = { kind: "dates" as const, startsAt: new Date("2026-01-01T00:00:00Z"), endsAt: new Date("2026-04-01T00:00:00Z") };
    expect(periodsEndedBetween(s, new Date("2025-12-01T00:00:00Z"), new Date("2026-03-31T23:59:59Z"), "UTC")).toEqual([]);
    expect(periodsEndedBetween(s, new Date("2025-12-01T00:00:00Z"), new Date("2026-04-01T00:00:00Z"), "UTC").map((p) => p.key)).toEqual(["season"]);
  });

  it("local midnight across a DST change (Europe/Berlin, 29 March 2026)", () => {
    expect(iso(startOfLocalDay({ year: 2026, month: 3, day: 29 }, "Europe/Berlin"))).toBe("2026-03-28T23:00:00.000Z");
    expect(iso(startOfLocalDay({ year: 2026, month: 3, day: 30 }, "Europe/Berlin"))).toBe("2026-03-29T22:00:00.000Z");
  });
});
