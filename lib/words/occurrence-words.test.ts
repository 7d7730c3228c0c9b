import { describe, expect, it } from "vitest";
import { occurrenceStateWords } from "./occurrence-words";

describe("occurrence states in words", () => {
  it("name each state the calendar shows", () => {
    const at = (state: "scheduled" | "open" | "started" | "cancelled" | "missed", waiting = 0, eventStatus: string | null = null, currentRound = 0) => occurrenceStateWords({ state, waiting, eventStatus, currentRound }).label;
    expect(at("scheduled")).toBe("Scheduled");
    expect(at("open", 1)).toBe("Open · waiting (1 player)");
    expect(at("open", 5)).toBe("Open · waiting (5 players)");
    expect(at("started", 8, "swiss", 2)).toBe("Running round 2");
    expect(at("started", 8, "complete", 3)).toBe("Finished");
    expect(at("cancelled", 2)).toBe("Cancelled (2 players)");
    expect(at("missed")).toBe("Missed");
  });
});
