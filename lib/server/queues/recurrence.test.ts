import { describe, expect, it } from "vitest";
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
