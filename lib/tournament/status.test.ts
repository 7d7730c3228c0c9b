import { describe, expect, it } from "vitest";
import { eventStatus, type StatusFacts } from "./status";

const base: StatusFacts = { hasElimination: true, swissRoundsPaired: 0, swissRounds: 3, swissResultsMissing: 0, bracketSeeded: false, bracketComplete: false };

describe("eventStatus", () => {
  it("is registration until round 1 is paired", () => {
    expect(eventStatus(base)).toBe("registration");
    expect(eventStatus({ ...base, swissRounds: null })).toBe("registration");
  });
  it("stays in the Swiss stage after the last round until the cut when a cut follows", () => {
    expect(eventStatus({ ...base, swissRoundsPaired: 1 })).toBe("swiss");
    expect(eventStatus({ ...base, swissRoundsPaired: 3 })).toBe("swiss");
  });
  it("completes a Swiss-only event when the last round has every result, not before", () => {
    const swissOnly = { ...base, hasElimination: false };
    expect(eventStatus({ ...swissOnly, swissRoundsPaired: 3, swissResultsMissing: 1 })).toBe("swiss");
    expect(eventStatus({ ...swissOnly, swissRoundsPaired: 2 })).toBe("swiss");
    expect(eventStatus({ ...swissOnly, swissRoundsPaired: 3 })).toBe("complete");
  });
  it("follows the bracket once it is seeded, with or without Swiss before it", () => {
    expect(eventStatus({ ...base, swissRoundsPaired: 3, bracketSeeded: true })).toBe("elimination");
    expect(eventStatus({ ...base, swissRounds: 0, bracketSeeded: true })).toBe("elimination");
    expect(eventStatus({ ...base, swissRounds: 0, bracketSeeded: true, bracketComplete: true })).toBe("complete");
  });
});
