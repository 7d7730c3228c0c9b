import { describe, expect, it } from "vitest";
import { describeEntry } from "@/app/events/[eventId]/history/describe";

const names = new Map([
  ["p1", "Kyle Katarn"],
  ["p2", "Jan Ors"],
]);

describe("event history in words", () => {
  it("a corrected Swiss result names the players and both values", () => {
    const d = describeEntry(
      "result.correct",
      {
        table: 3,
        players: ["p1", "p2"],
        old: { result: { games: [{ result: "A" }, { result: "A" }] } },
        new: { result: { games: [{ result: "A" }, { result: "draw" }] } },
      },
      names,
    );
    expect(d.title).toBe("Corrected the result at table 3");
    expect(d.changes).toEqual([
      { field: "Result", old: "game 1: Kyle Katarn won, game 2: Kyle Katarn won", new: "game 1: Kyle Katarn won, game 2: draw" },
    ]);
  });

  it("an elimination game decided on time shows the winner and the scores", () => {
    const d = describeEntry("result.record", { bracketMatch: 5, players: ["p1", "p2"], new: { result: { kind: "game", result: "B", scores: { ls: 87, ds: 84.5 } } } }, names);
    expect(d).toMatchObject({ title: "Result at M5", detail: "Jan Ors won on time (LS 87 – DS 84.5)" });
  });

  it("the cut lists seeds by name; unknown actions still show their data", () => {
    expect(describeEntry("cut.make", { size: 4, seeds: [{ seed: 1, playerId: "p2" }, { seed: 2, playerId: "p1" }] }, names)).toMatchObject({
      title: "Made the cut to the top 4",
      detail: "1. Jan Ors, 2. Kyle Katarn",
    });
    expect(describeEntry("something.new", { x: 1 }).detail).toBe('{"x":1}');
  });
});

describe("the audit catalogue", () => {
  it("decodes known actions with their data and refuses data that does not fit", async () => {
    const { decodeAudit, AUDIT_CATALOGUE } = await import("@/lib/schemas/audit");
    expect(decodeAudit("event.status", { from: "swiss", to: "complete" })).toEqual({ action: "event.status", data: { from: "swiss", to: "complete" } });
    expect(decodeAudit("event.status", { from: 3 })).toBeNull();
    expect(decodeAudit("no.such.action", {})).toBeNull();
    // An entry that does not fit its schema is still shown, as a generic entry.
    expect(describeEntry("cut.make", { size: "four" })).toMatchObject({ title: "Cut make" });
    expect(Object.keys(AUDIT_CATALOGUE)).toContain("match.clock");
  });

  it("a chess clock event and a match-play result read in words", () => {
    expect(describeEntry("match.clock", { matchId: "m", table: 2, bracketMatch: null, players: ["p1", "p2"], event: { at: 0, kind: "absent", seat: "B" } }, names).title).toBe(
      "Marked Jan Ors absent at table 2",
    );
    const d = describeEntry("result.record", { table: 1, players: ["p1", "p2"], new: { result: { games: [{ result: "B", ending: "forfeit" }], timeLoss: "A" } } }, names);
    expect(d.detail).toBe("game 1: Jan Ors won (forfeit); Kyle Katarn ran out of time");
  });
});
