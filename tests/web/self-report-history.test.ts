import { describe, expect, it } from "vitest";
import { describeEntry } from "@/lib/words/event-history";

const names = new Map([
  ["p1", "Kyle Katarn"],
  ["p2", "Jan Ors"],
]);

describe("the history of results from the players", () => {
  it("a result recorded from two agreeing reports names both reporters", () => {
    const d = describeEntry(
      "result.record",
      {
        table: 4,
        players: ["p1", "p2"],
        by: { userId: "u2", name: "Jan", role: "players" },
        new: { result: { games: [{ result: "A" }, { result: "draw" }] } },
        reporters: [
          { playerId: "p1", name: "Kyle Katarn" },
          { playerId: "p2", name: "Jan Ors" },
        ],
      },
      names,
    );
    expect(d.title).toBe("Result at table 4");
    expect(d.detail).toBe("game 1: Kyle Katarn won, game 2: draw. Reported by Kyle Katarn and Jan Ors, who agreed.");
  });

  it("a report, a dispute call, its resolution and a player's own drop", () => {
    const report = describeEntry("result.report", { matchId: "m", table: 4, players: ["p1", "p2"], playerId: "p2", name: "Jan Ors", seat: "B", report: { games: [{ result: "B" }, { result: "B" }] }, state: "disputed" }, names);
    expect(report).toMatchObject({ title: "Jan Ors reported the result at table 4", detail: "game 1: Jan Ors won, game 2: Jan Ors won (the reports differ)" });
    expect(describeEntry("judgeCall.open", { callId: "c", kind: "dispute", table: 4, round: 2, matchId: "m" }).title).toBe("Judge queue: disputed result at table 4");
    expect(describeEntry("judgeCall.open", { callId: "c", kind: "call", table: 7, note: "Card timing" })).toMatchObject({ title: "A judge was called at table 7", detail: "Card timing" });
    expect(describeEntry("judgeCall.resolve", { callId: "c", kind: "call", table: 7, resolution: "Explained.", ruling: "swg-tcg-rulebook#5.7" })).toMatchObject({
      title: "Resolved the judge call at table 7 (judge called)",
      detail: "Explained. Ruling: swg-tcg-rulebook#5.7",
    });
    expect(describeEntry("player.drop", { playerId: "p1", name: "Kyle Katarn", self: true }).title).toBe("Kyle Katarn dropped");
    expect(describeEntry("player.drop", { playerId: "p1", name: "Kyle Katarn" }).title).toBe("Dropped Kyle Katarn");
  });
});
