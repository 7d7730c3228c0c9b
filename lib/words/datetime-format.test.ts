import { describe, expect, it } from "vitest";
import { formatInstant } from "@/lib/words/datetime-format";

describe("dates and times in one format", () => {
  const iso = "2026-11-25T11:04:24.000Z";
  it("writes a date-time, a date and a time the same way everywhere (24-hour, no seconds)", () => {
    expect(formatInstant(iso, "dateTime", "UTC")).toBe("Wed, 25 Nov 2026, 11:04 UTC");
    expect(formatInstant(iso, "date", "UTC")).toBe("Wed, 25 Nov 2026");
    expect(formatInstant(iso, "time", "UTC")).toBe("11:04 UTC");
    expect(formatInstant("2026-12-09T23:54:24.000Z", "time", "UTC")).not.toMatch(/AM|PM|:24/);
  });

  it("writes the instant in the zone it is given", () => {
    expect(formatInstant(iso, "time", "Europe/Paris")).toBe("12:04 CET");
    expect(formatInstant(iso, "dateTime", "America/Phoenix")).toBe("Wed, 25 Nov 2026, 04:04 GMT-7");
  });

  it("names the zone of a time also in the viewer's own zone (no zone given: the runtime's)", () => {
    expect(formatInstant(iso, "time")).toMatch(/^\d{2}:\d{2} \S+$/);
    expect(formatInstant(iso, "dateTime")).toMatch(/^Wed, 25 Nov 2026, \d{2}:\d{2} \S+$/);
    expect(formatInstant(iso, "date")).toMatch(/^\w{3}, \d{2} Nov 2026$/);
  });

  it("leaves text that is not an instant as it is", () => {
    expect(formatInstant("soon")).toBe("soon");
  });
});
