import { describe, expect, it } from "vitest";
import { eventPlan, genericFormat, swgFormat } from "../format/presets";
import { deckChangeAllowed, deckPolicyOf } from "./policy";
import { buildClockState, checkAgainstPool, starterFallbacks } from "./pool";
import { parseDeckList } from "./parse";

const constructed = deckPolicyOf(swgFormat("bo3", "constructed"));
const limited = deckPolicyOf(swgFormat("bo3", "limited"));

describe("deck policy from the match format (SWG:584-593)", () => {
  it("comes from the format: constructed locked, limited between rounds; generic constructed is locked", () => {
    expect(constructed.changes).toBe("locked");
    expect(limited.changes).toBe("between-rounds");
    expect(deckPolicyOf(genericFormat({ game: "young-jedi" })).changes).toBe("locked");
    expect(deckPolicyOf(eventPlan("swg-swiss", { deckKind: "limited" }).stages[0]!.format).changes).toBe("between-rounds");
  });

  it("before round 1 every deck may change", () => {
    expect(deckChangeAllowed(constructed, { roundsPaired: 0, roundInProgress: false })).toEqual({ allowed: true, locked: false });
    expect(deckChangeAllowed(limited, { roundsPaired: 0, roundInProgress: false })).toEqual({ allowed: true, locked: false });
  });

  it("constructed: locked from round 1, even between rounds", () => {
    expect(deckChangeAllowed(constructed, { roundsPaired: 1, roundInProgress: true })).toMatchObject({ allowed: false, code: "locked", locked: true });
    expect(deckChangeAllowed(constructed, { roundsPaired: 1, roundInProgress: false })).toMatchObject({ allowed: false, code: "locked" });
  });

  it("limited: between rounds yes, during one never", () => {
    expect(deckChangeAllowed(limited, { roundsPaired: 1, roundInProgress: true })).toMatchObject({ allowed: false, code: "round-in-progress", locked: true });
    expect(deckChangeAllowed(limited, { roundsPaired: 1, roundInProgress: false })).toEqual({ allowed: true, locked: true });
    expect(deckChangeAllowed(limited, { roundsPaired: 3, roundInProgress: false, complete: true })).toMatchObject({ allowed: false, code: "complete" });
  });

  it("sealed build clock: changes until it ends, then none until round 1 is over", () => {
    const clock = { startedAt: 1_000_000, minutes: 10 };
    expect(deckChangeAllowed(limited, { roundsPaired: 0, roundInProgress: false, buildClock: clock }, clock.startedAt + 599_999).allowed).toBe(true);
    expect(deckChangeAllowed(limited, { roundsPaired: 0, roundInProgress: false, buildClock: clock }, clock.startedAt + 600_000)).toMatchObject({ allowed: false, code: "build-over" });
    expect(deckChangeAllowed(limited, { roundsPaired: 1, roundInProgress: false, buildClock: clock }, clock.startedAt + 9e6).allowed).toBe(true);
    expect(buildClockState(clock, clock.startedAt + 60_000)).toEqual({ endsAt: clock.startedAt + 600_000, remainingMs: 540_000, over: false });
  });
});

describe("sealed pools (SWG:449-462)", () => {
  const pool = parseDeckList("2 Lightsaber Strike\n1 Medic\n3 Trooper").cards;
  it("a deck uses only the pool's cards, as many as it holds", () => {
    expect(checkAgainstPool(parseDeckList("2 lightsaber strike\n1 Medic\n2 Trooper").cards, pool)).toEqual([]);
    const problems = checkAgainstPool(parseDeckList("3 Lightsaber Strike\n1 Wookiee").cards, pool);
    expect(problems.map((p) => [p.code, p.line, p.message])).toEqual([
      ["sealed.not-in-pool", 1, "3 “Lightsaber Strike”; your pool has 2."],
      ["sealed.not-in-pool", 2, "“Wookiee” is not in your pool."],
    ]);
  });
  it("players without a valid deck at the end of the build clock play the starter deck", () => {
    expect(starterFallbacks([{ id: "a", deckValid: true }, { id: "b", deckValid: false }]).map((p) => p.id)).toEqual(["b"]);
  });
});
