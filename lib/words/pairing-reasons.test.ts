import { describe, expect, it } from "vitest";
import type { SwissRoundReasons, SwissTableReason } from "@/lib/tournament";
import { byeWhyWords, roundSummaryWords, tableWhyWords, verdictWords } from "./pairing-reasons";

const names: Record<string, string> = { k: "Kim", l: "Lee", m: "Max", n: "Noa" };
const name = (id: string) => names[id] ?? id;
const table = (over: Partial<SwissTableReason>): SwissTableReason => ({
  table: 4,
  playerA: "k",
  playerB: "l",
  points: [12, 9],
  float: null,
  rematch: null,
  avoided: { A: [], B: [] },
  sides: null,
  fixed: [],
  guildsApart: null,
  ...over,
});

describe("the pairing's reasons in players' words", () => {
  it("a float down from an odd group names the player, both groups and the rule", () => {
    const t = table({ float: { down: "k", up: "l", fromPoints: 12, toPoints: 9, groupsApart: 1, why: "odd-group", oddGroupPoints: 12, reading: "odd-group" } });
    expect(tableWhyWords(t, name, { round: 4 })[0]).toBe(
      "Kim floated down from 12 points to meet Lee on 9 points: the 12-point group had an odd number of players, so one of them plays someone from the next group down, chosen at random.",
    );
  });

  it("same group, a forced rematch, avoided rematches, the coin and a fixed table", () => {
    const t = table({
      points: [9, 9],
      rematch: { why: "no-rematch-free-pairing", reading: "fewest-rematches" },
      avoided: { A: ["m", "n"], B: [] },
      sides: { method: "coin", stream: "swiss/4/sides", darkSideGame1: "B", reading: "coin-dark-side" },
      fixed: ["l"],
    });
    expect(tableWhyWords(t, name, { round: 4 })).toEqual([
      "Kim and Lee are both on 9 points: players are paired within their score group, at random.",
      "Kim and Lee have played each other before in this stage: no pairing of this round avoids every rematch, so the fewest were allowed.",
      "Kim already played Max and Noa in the same score group, so they were not paired again.",
      "Lee plays the dark side in game 1 by a recorded coin flip; game 2 swaps sides.",
      "Lee has a fixed table, so this match sits at table 4.",
    ]);
  });

  it("the organizer's summary tells a rematch their hand change made from one the rules could not avoid", () => {
    const rematch = { why: "no-rematch-free-pairing", reading: "fewest-rematches" } as const;
    const round = (tables: SwissTableReason[]) =>
      ({ round: 4, scoreGroups: [], tables, bye: null, summary: { floats: 0, rematches: tables.filter((t) => t.rematch).length, avoidedRematches: 0, fixedTables: 0 }, tableNotes: [], readings: [] }) as unknown as SwissRoundReasons;
    const r = round([table({ table: 2, rematch }), table({ table: 4, playerA: "m", playerB: "n", rematch }), table({ table: 5, playerA: "m", playerB: "k" })]);
    expect(roundSummaryWords(r, name)).toContain("2 rematches: no pairing of this round avoids them all.");
    const changed = roundSummaryWords(r, name, new Set([4, 5]));
    expect(changed).toContain("1 rematch: no pairing of this round avoids them all.");
    expect(changed).toContain("1 rematch made by the organizer's change after pairing (table 4).");
    expect(roundSummaryWords(round([table({})]), name)).toContain("No rematches.");
  });

  it("the bye passed over a lower-ranked player names them", () => {
    expect(byeWhyWords({ entrant: "m", points: 3, why: "passed-over", passedOver: ["n"], reading: "no-rematch" }, name)).toBe(
      "Max has the bye: Noa ranks lower, but giving them the bye would have forced two players who already met to play again.",
    );
  });

  it("the verdicts", () => {
    expect(verdictWords({ outcome: "verified" })).toBe("Verified — this is the pairing the rules give.");
    expect(verdictWords({ outcome: "changed-by-organizer", tables: [4, 7] })).toBe("Changed by the organizer after pairing: tables 4 and 7.");
    expect(
      verdictWords(
        { outcome: "differs", table: 2, expected: { table: 2, playerA: "k", playerB: "l", darkSideGame1: "A" }, published: { table: 2, playerA: "k", playerB: "m", darkSideGame1: "A" } },
        name,
      ),
    ).toBe("Not the rules' pairing. At table 2: the rules give Kim v Lee; the published round has Kim v Max.");
  });
});
