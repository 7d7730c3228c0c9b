import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createRng } from "../rng";
import type { Seat } from "../types";
import { eliminationState, type EliminationResultInput } from "./bracket";
import {
  deckChoiceCoinLabel,
  decideEliminationSides,
  eliminationSideCounts,
  firstRoundSideChooser,
  recordFirstRoundSideChoice,
  sidesByLeastPlayed,
  type EliminationSideCounts,
} from "./deck-choice";
import { expectCode } from "../expect-regulation-error.test-helper";


const seeds4 = ["p1", "p2", "p3", "p4"];
const game = (bracketMatch: number, winner: Seat, darkSide: Seat): EliminationResultInput => ({
  bracketMatch,
  kind: "game",
  winner,
  darkSide,
});

describe("deck choice: the least-played rule", () => {
  it("regulations example: Tom DS 2 / LS 1 vs Kris DS 3 / LS 1 → Kris plays LS, Tom DS", () => {
    const tom = { dark: 2, light: 1 };
    const kris = { dark: 3, light: 1 };
    expect(sidesByLeastPlayed(tom, kris)).toEqual({ a: "dark", method: "differential" });
    expect(sidesByLeastPlayed(kris, tom)).toEqual({ a: "light", method: "differential" });
  });

  it("different least-played sides: each plays theirs", () => {
    expect(sidesByLeastPlayed({ dark: 2, light: 1 }, { dark: 1, light: 2 })).toEqual({ a: "light", method: "least-played" });
    expect(sidesByLeastPlayed({ dark: 0, light: 3 }, { dark: 2, light: 1 })).toEqual({ a: "dark", method: "least-played" });
  });

  it("a balanced player (1/1, 0/0) takes the side the other player did not play least", () => {
    expect(sidesByLeastPlayed({ dark: 1, light: 1 }, { dark: 2, light: 1 })).toEqual({ a: "dark", method: "differential" });
    expect(sidesByLeastPlayed({ dark: 1, light: 2 }, { dark: 0, light: 0 })).toEqual({ a: "dark", method: "differential" });
  });

  it("equal differentials on the same side, or both balanced: coin", () => {
    expect(sidesByLeastPlayed({ dark: 2, light: 1 }, { dark: 3, light: 2 })).toBe("coin");
    expect(sidesByLeastPlayed({ dark: 1, light: 1 }, { dark: 0, light: 0 })).toBe("coin");
  });

  it("refuses counts that are not whole numbers ≥ 0", () => {
    expectCode(() => sidesByLeastPlayed({ dark: -1, light: 0 }, { dark: 0, light: 0 }), "DECK_CHOICE_INVALID_COUNTS");
    expectCode(() => sidesByLeastPlayed({ dark: 0.5, light: 0 }, { dark: 0, light: 0 }), "DECK_CHOICE_INVALID_COUNTS");
  });

  const counts = fc.record({ dark: fc.nat({ max: 6 }), light: fc.nat({ max: 6 }) });
  const least = (c: EliminationSideCounts) => (c.dark < c.light ? "dark" : c.light < c.dark ? "light" : null);
  const diff = (c: EliminationSideCounts) => Math.abs(c.dark - c.light);

  it("properties: least-played honoured, greater differential wins, symmetric, coin only on equal differentials", () => {
    fc.assert(
      fc.property(counts, counts, (a, b) => {
        const r = sidesByLeastPlayed(a, b);
        const swapped = sidesByLeastPlayed(b, a);
        if (r === "coin") {
          expect(diff(a)).toBe(diff(b));
          expect(least(a)).toBe(least(b));
          expect(swapped).toBe("coin");
          return;
        }
        if (swapped === "coin") throw new Error("not symmetric");
        // Symmetry: swapping players swaps sides.
        expect(swapped.a).not.toBe(r.a);
        const bSide = r.a === "dark" ? "light" : "dark";
        const la = least(a);
        const lb = least(b);
        if (la !== null && lb !== null && la !== lb) {
          expect([r.a, bSide]).toEqual([la, lb]);
        } else if (diff(a) > diff(b)) {
          expect(r.a).toBe(la);
        } else {
          expect(diff(b)).toBeGreaterThan(diff(a));
          expect(bSide).toBe(lb);
        }
        // Nobody with a strictly greater differential plays their most-played side.
        if (diff(a) > diff(b)) expect(r.a).toBe(la);
        if (diff(b) > diff(a)) expect(bSide).toBe(lb);
      }),
      { numRuns: 500 },
    );
  });
});

describe("deck choice in a bracket", () => {
  it("first round: the higher seed (seat A) chooses; others are refused", () => {
    const s = eliminationState({ size: 4, seeds: seeds4, results: [] });
    expect(firstRoundSideChooser(s, 2)).toEqual({ seat: "A", playerId: "p2", seed: 2 });
    expect(recordFirstRoundSideChoice(s, 1, { darkSide: "B", chosenBy: "p1" })).toEqual({
      bracketMatch: 1,
      darkSide: "B",
      chooser: "p1",
    });
    expect(recordFirstRoundSideChoice(s, 1, { darkSide: "A" }).chooser).toBe("p1");
    expectCode(() => recordFirstRoundSideChoice(s, 1, { darkSide: "A", chosenBy: "p4" }), "DECK_CHOICE_WRONG_CHOOSER");
    expectCode(() => firstRoundSideChooser(s, 3), "DECK_CHOICE_MATCH_NOT_READY");
    expectCode(() => decideEliminationSides(s, 1, "seed"), "DECK_CHOICE_FIRST_ROUND");
    const later = eliminationState({ size: 4, seeds: seeds4, results: [game(1, "A", "A"), game(2, "A", "A")] });
    expectCode(() => firstRoundSideChooser(later, 3), "DECK_CHOICE_NOT_FIRST_ROUND");
    expectCode(() => firstRoundSideChooser(later, 1), "DECK_CHOICE_MATCH_NOT_READY");
  });

  it("round two: each plays the side played least", () => {
    // M1: p1 DS beats p4. M2: p3 (B) DS beats p2. M3 = p1 (DS 1) vs p3 (DS 1): both least LS, equal → coin.
    // M4 = p4 (LS 1) vs p2 (LS 1): coin too.
    const s = eliminationState({ size: 4, seeds: seeds4, results: [game(1, "A", "A"), game(2, "B", "B")] });
    const d3 = decideEliminationSides(s, 3, "event-1");
    expect(d3.method).toBe("coin");
    expect(d3.coin!.label).toBe("elimination/M3/coin");
    expect(d3.darkSide).toBe(createRng("event-1", deckChoiceCoinLabel(3)).coin() ? "A" : "B");
    expect(decideEliminationSides(s, 3, "event-1")).toEqual(d3);
    // Over many events both outcomes of the flip occur.
    const outcomes = new Set(Array.from({ length: 40 }, (_, i) => decideEliminationSides(s, 3, `e${i}`).darkSide));
    expect(outcomes).toEqual(new Set(["A", "B"]));

    // M2 with p2 DS instead: M3 = p1 (DS 1) vs p2 (LS 1) → each plays the side played least.
    const t = eliminationState({ size: 4, seeds: seeds4, results: [game(1, "A", "A"), game(2, "A", "B")] });
    expect(decideEliminationSides(t, 3, "x")).toMatchObject({
      darkSide: "B",
      method: "least-played",
      coin: null,
      counts: { A: { dark: 1, light: 0 }, B: { dark: 0, light: 1 } },
    });
  });

  it("counts each player's elimination games per side", () => {
    const seeds8 = ["p1", "p2", "p3", "p4", "p5", "p6", "p7", "p8"];
    const results = [game(1, "A", "A"), game(2, "A", "A"), game(3, "A", "B"), game(4, "A", "A")];
    const s = eliminationState({ size: 8, seeds: seeds8, results });
    const c = eliminationSideCounts(s);
    expect(c.get("p1")).toEqual({ dark: 1, light: 0 });
    expect(c.get("p2")).toEqual({ dark: 0, light: 1 });
    expect(c.get("p7")).toEqual({ dark: 1, light: 0 });
  });

  it("a game without a recorded dark side blocks deck choice for its players", () => {
    const s = eliminationState({
      size: 4,
      seeds: seeds4,
      results: [{ bracketMatch: 1, kind: "game", winner: "A" }, game(2, "A", "A")],
    });
    expectCode(() => decideEliminationSides(s, 3, "x"), "DECK_CHOICE_SIDE_UNKNOWN");
  });

  it("byes do not count as games", () => {
    // p4 dropped: p1 advances by bye without a side; M3 = p1 (0/0) vs p2 (DS 1) → p2 LS, p1 DS.
    const s = eliminationState({
      size: 4,
      seeds: seeds4,
      results: [{ bracketMatch: 1, kind: "bye", winner: "A" }, game(2, "A", "A")],
      dropped: ["p4"],
    });
    expect(decideEliminationSides(s, 3, "x")).toMatchObject({ darkSide: "A", method: "differential" });
  });

  it("second final: never repeats the first final's sides", () => {
    // Every top 4 path that reaches M7, with every side assignment of M6.
    let checked = 0;
    let switched = 0;
    for (let mask = 0; mask < 1 << 10; mask++) {
      const bit = (i: number): Seat => ((mask >> i) & 1 ? "B" : "A");
      const results: EliminationResultInput[] = [
        game(1, bit(0), bit(1)),
        game(2, bit(2), bit(3)),
        game(3, bit(4), bit(5)),
        game(4, bit(6), bit(7)),
        game(5, "A", bit(8)),
        game(6, "B", bit(9)),
      ];
      const s = eliminationState({ size: 4, seeds: seeds4, results });
      expect(s.ready).toEqual([7]);
      const m6 = s.matches[5]!;
      const m7 = s.matches[6]!;
      const d = decideEliminationSides(s, 7, `seed-${mask}`);
      const firstDark = m6.result!.darkSide === "A" ? m6.playerA : m6.playerB;
      const secondDark = d.darkSide === "A" ? m7.playerA : m7.playerB;
      expect(secondDark).not.toBe(firstDark);
      checked++;
      if (d.switchedForSecondFinal) switched++;
    }
    expect(checked).toBe(1024);
    expect(switched).toBeGreaterThan(0);
  });
});
