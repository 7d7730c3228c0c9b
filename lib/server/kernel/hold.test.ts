/** The single-writer rule's words (./hold.ts): what a refused change says on each server. */
import { describe, expect, it } from "vitest";
import { clockTime, holdReason, refuseIfHeld } from "./hold";

describe("the hold's refusal", () => {
  it("on the public server: run from the hall, with the last update in the event's time zone", () => {
    const at = new Date("2026-11-28T13:02:11Z");
    expect(clockTime(at, "Europe/Berlin")).toBe("14:02:11");
    const reason = holdReason({ hallSince: at, hallLink: null, timeZone: "Europe/Berlin" });
    expect(reason).toMatch(/^This event is run from the hall · last update 14:02:11\./);
    expect(reason).toContain("report at the hall");
    expect(() => refuseIfHeld({ hallSince: at, hallLink: null, timeZone: "UTC" })).toThrow(expect.objectContaining({ code: "conflict" }));
  });

  it("on the hall: read-only once handed back or taken back, naming the public server", () => {
    expect(holdReason({ hallSince: null, hallLink: "released https://holonet.example", timeZone: "UTC" })).toMatch(/handed back to holonet\.example/);
    expect(holdReason({ hallSince: null, hallLink: "refused https://holonet.example:8443", timeZone: "UTC" })).toMatch(/taken back on holonet\.example:8443/);
  });

  it("lets a change through when no other server writes the event", () => {
    expect(holdReason({ hallSince: null, hallLink: null, timeZone: "UTC" })).toBeNull();
    expect(() => refuseIfHeld({ hallSince: null, hallLink: null, timeZone: "UTC" })).not.toThrow();
  });

  it("writes a zone it does not know as UTC rather than failing", () => {
    expect(clockTime(new Date("2026-11-28T13:02:11Z"), "Not/AZone")).toBe("13:02:11");
  });
});
