import { describe, expect, it } from "vitest";
import { formatInstant } from "@/lib/words/datetime-format";
import { localToIso } from "@/lib/web/datetime";
import { dayAfter, isoToDay, isoToWallClock, wallClockInZone, zoneOffsetOnDay } from "@/lib/web/zone-time";
import { earlyDeadlineAfterDay } from "@/lib/tournament/prizes";
import { canonicalTimeZone } from "@/lib/schemas/time-zone";

describe("times in the event's zone", () => {
  it("writes an instant in the event's zone with its short name, the same on any machine", () => {
    expect(formatInstant("2026-11-25T11:04:00Z", "time", "Europe/Berlin")).toBe("12:04 CET");
    expect(formatInstant("2026-11-25T11:04:00Z", "dateTime", "Europe/Berlin")).toBe("Wed, 25 Nov 2026, 12:04 CET");
    expect(formatInstant("2026-07-01T11:04:00Z", "time", "Europe/Berlin")).toBe("13:04 CEST");
    expect(formatInstant("2026-11-25T23:30:00Z", "date", "Europe/Berlin")).toBe("Thu, 26 Nov 2026");
  });

  it("reads a form's wall-clock time in the zone, on that day's offset", () => {
    expect(localToIso("2026-11-25T12:04", "0", "Europe/Berlin")).toBe("2026-11-25T11:04:00.000Z");
    expect(localToIso("2026-07-01T12:04", "0", "Europe/Berlin")).toBe("2026-07-01T10:04:00.000Z");
    // The browser's offset does not count once the zone is known.
    expect(localToIso("2026-07-01T12:04", "300", "Europe/Berlin")).toBe("2026-07-01T10:04:00.000Z");
    expect(localToIso("2026-02-30T10:00", "0", "Europe/Berlin")).toBe("2026-02-30T10:00");
    // A time the clocks skip (02:30 on 29 March 2026 in Berlin) lands after the gap.
    expect(wallClockInZone("Europe/Berlin", 2026, 3, 29, 2, 30).toISOString()).toBe("2026-03-29T01:30:00.000Z");
    // One that happens twice (02:30 on 25 October 2026) is the first, still in summer time.
    expect(wallClockInZone("Europe/Berlin", 2026, 10, 25, 2, 30).toISOString()).toBe("2026-10-25T00:30:00.000Z");
    expect(isoToWallClock("2026-11-25T11:04:00Z", "Europe/Berlin")).toBe("2026-11-25T12:04");
    expect(isoToWallClock("2026-11-25T11:04:00Z", "America/New_York")).toBe("2026-11-25T06:04");
    expect(isoToDay("2026-11-25T23:30:00Z", "Asia/Tokyo")).toBe("2026-11-26");
  });

  it("ends the early price at midnight of the day after, in the event's zone (summer time too)", () => {
    expect(zoneOffsetOnDay("Europe/Berlin", "2026-01-10")).toBe(-60);
    expect(zoneOffsetOnDay("Europe/Berlin", "2026-07-10")).toBe(-120);
    expect(zoneOffsetOnDay("America/New_York", "2026-07-10")).toBe(240);
    const last = "2026-03-28"; // the next day is the one Berlin's clocks go forward
    expect(earlyDeadlineAfterDay(last, zoneOffsetOnDay("Europe/Berlin", dayAfter(last))!)).toBe("2026-03-28T23:00:00.000Z");
    expect(earlyDeadlineAfterDay("2026-06-30", zoneOffsetOnDay("Europe/Berlin", dayAfter("2026-06-30"))!)).toBe("2026-06-30T22:00:00.000Z");
  });

  it("knows a zone by its IANA name, in the runtime's spelling", () => {
    expect(canonicalTimeZone("Europe/Berlin")).toBe("Europe/Berlin");
    expect(canonicalTimeZone("etc/utc")).toBe("UTC");
    expect(canonicalTimeZone("UTC")).toBe("UTC");
    for (const bad of ["", "Mars/Base", "+01:00", "CET ".repeat(30)]) expect(canonicalTimeZone(bad)).toBeNull();
  });
});
