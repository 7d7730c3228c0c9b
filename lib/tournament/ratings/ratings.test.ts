import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { eventPlan } from "../format";
import { RATING_DEFAULTS, expectedScore, matchScore, rateEvent, rateSeries, type RatedEvent, type RatedMatch, type RatingState } from "./index";

const ffg = eventPlan("ffg-swtcg").stages[0]!.format;
const swg = eventPlan("swg-swiss").stages[0]!.format;
const at = (rating: number, matches = 100): RatingState => ({ rating, matches });
const match = (matchId: string, round: number, a: string | string[], b: string | string[], score: number): RatedMatch => ({
  matchId,
  round,
  a: typeof a === "string" ? [a] : a,
  b: typeof b === "string" ? [b] : b,
  score,
});
const event = (eventId: string, k: number, matches: RatedMatch[]): RatedEvent => ({ eventId, game: "ffg-swtcg", k, matches });

describe("matchScore", () => {
  it("reads an FFG round of two games as A's share of its tournament points", () => {
    expect(matchScore(ffg, { games: ["A", "A"] })).toBe(1); // 6–0
    expect(matchScore(ffg, { games: ["A", "B"] })).toBe(0.5); // 3–3
    expect(matchScore(ffg, { games: ["B", "B"] })).toBe(0);
    expect(matchScore(ffg, { games: ["A", "draw"] })).toBe(4 / 5); // 4–1
    expect(matchScore(ffg, { games: ["draw", "draw"] })).toBe(0.5);
  });

  it("does not rate byes, unplayed rounds, missing results or intentional splits", () => {
    expect(matchScore(ffg, { games: ["A", "A"] }, false)).toBeNull();
    expect(matchScore(ffg, null)).toBeNull();
    expect(matchScore(ffg, { games: ["unplayed", "unplayed"] })).toBeNull();
    expect(matchScore(ffg, { intentionalSplit: true })).toBeNull();
  });

  it("reads a best-of-N match as one result from its winner, forfeits and time losses as recorded", () => {
    expect(matchScore(swg, { games: ["A", "B", "A"] })).toBe(1);
    expect(matchScore(swg, { games: ["B", "B"] })).toBe(0);
    expect(matchScore(swg, { games: ["A"], timeLoss: "A" })).toBe(0);
    expect(matchScore(swg, { games: [], timeLoss: "B" })).toBe(1);
    expect(matchScore(swg, { games: ["B", "B"], endings: ["forfeit", "forfeit"] })).toBe(0);
  });
});

describe("rateEvent", () => {
  it("gives the winner of two 1500s at K 16 +8.0 and the loser −8.0", () => {
    const { lines, states } = rateEvent(event("e", 16, [match("m", 1, "ann", "bob", 1)]), new Map([["ann", at(1500)], ["bob", at(1500)]]), RATING_DEFAULTS);
    // E = 1 / (1 + 10^0) = ½; change = 16 · (1 − ½) = 8.
    expect(lines.map((l) => [l.player, l.expected, l.k, l.change, l.ratingAfter])).toEqual([
      ["ann", 0.5, 16, 8, 1508],
      ["bob", 0.5, 16, -8, 1492],
    ]);
    expect(states.get("ann")).toEqual({ rating: 1508, matches: 101 });
  });

  it("gives a 1700 beating a 1500 at K 32 about 7.69", () => {
    const { lines } = rateEvent(event("e", 32, [match("m", 1, "hi", "lo", 1)]), new Map([["hi", at(1700)], ["lo", at(1500)]]), RATING_DEFAULTS);
    const e = 1 / (1 + 10 ** (-200 / 400)); // 0.7597…
    expect(lines[0]!.expected).toBeCloseTo(e, 12);
    expect(lines[0]!.change).toBeCloseTo(32 * (1 - e), 12);
    expect(lines[0]!.change).toBeCloseTo(7.688, 3);
    expect(lines[1]!.change).toBeCloseTo(-7.688, 3);
  });

  it("doubles a provisional player's K and not their opponent's; new players start at 1500", () => {
    const { lines, states } = rateEvent(event("e", 16, [match("m", 1, "new", "old", 1)]), new Map([["old", at(1500, 30)]]), RATING_DEFAULTS);
    expect(lines[0]).toMatchObject({ player: "new", ratingBefore: 1500, k: 32, provisional: true, change: 16 });
    expect(lines[1]).toMatchObject({ player: "old", k: 16, provisional: false, change: -8 });
    expect(states.get("new")).toEqual({ rating: 1516, matches: 1 });
  });

  it("counts this event's earlier rounds toward the provisional matches", () => {
    const rules = { ...RATING_DEFAULTS, provisionalMatches: 2 };
    const states = new Map([["p", at(1500, 1)], ["x", at(1500)], ["y", at(1500)]]);
    const { lines } = rateEvent(event("e", 10, [match("m2", 2, "p", "y", 1), match("m1", 1, "p", "x", 1)]), states, rules);
    const mine = lines.filter((l) => l.player === "p");
    expect(mine.map((l) => [l.round, l.k])).toEqual([[1, 20], [2, 10]]);
    // Both matches use the event's start ratings for E (FIDE), and add up.
    expect(mine.map((l) => l.expected)).toEqual([0.5, 0.5]);
    expect(mine[1]!.ratingAfter).toBe(1500 + 10 + 5);
  });

  it("rates an FFG 3–3 round as ½: two equal players do not move", () => {
    const s = matchScore(ffg, { games: ["A", "B"] })!;
    const { lines } = rateEvent(event("e", 16, [match("m", 1, "a", "b", s)]), new Map([["a", at(1500)], ["b", at(1500)]]), RATING_DEFAULTS);
    expect(lines.map((l) => l.change)).toEqual([0, 0]);
  });

  it("rates a team on its members' mean and gives every member the same change", () => {
    const states = new Map([["a1", at(1600)], ["a2", at(1400)], ["b1", at(1500)], ["b2", at(1700)]]);
    const { lines, states: after } = rateEvent(event("e", 20, [match("m", 1, ["a1", "a2"], ["b1", "b2"], 0)]), states, RATING_DEFAULTS);
    const e = expectedScore(1500, 1600); // sides' means
    expect(lines).toHaveLength(4);
    for (const l of lines.slice(0, 2)) expect(l).toMatchObject({ ratingBefore: 1500, opponentRating: 1600, change: 20 * (0 - e), opponents: ["b1", "b2"] });
    for (const l of lines.slice(2)) expect(l.change).toBeCloseTo(20 * (1 - (1 - e)), 12);
    expect(after.get("a1")!.rating).toBeCloseTo(1600 - 20 * e, 12);
    expect(after.get("a2")!.rating).toBeCloseTo(1400 - 20 * e, 12);
  });

  it("multiplies a team's K when any member is provisional", () => {
    const states = new Map([["a1", at(1500)], ["a2", at(1500, 3)], ["b1", at(1500)], ["b2", at(1500)]]);
    const { lines } = rateEvent(event("e", 10, [match("m", 1, ["a1", "a2"], ["b1", "b2"], 1)]), states, RATING_DEFAULTS);
    expect(lines.map((l) => l.change)).toEqual([10, 10, -5, -5]);
  });
});

const arbitraryEvent = (k: number) =>
  fc
    .tuple(fc.integer({ min: 2, max: 12 }), fc.integer({ min: 1, max: 5 }), fc.array(fc.integer({ min: 1000, max: 2200 }), { minLength: 12, maxLength: 12 }), fc.array(fc.constantFrom(0, 0.5, 1, 5 / 6, 1 / 6), { minLength: 60, maxLength: 60 }))
    .map(([n, rounds, ratings, scores]) => {
      const ids = Array.from({ length: n }, (_, i) => `p${i}`);
      const matches: RatedMatch[] = [];
      for (let r = 1; r <= rounds; r++) {
        for (let i = 0; i + 1 < n; i += 2) {
          const a = ids[(i + r) % n]!;
          const b = ids[(i + 1 + r) % n]!;
          matches.push(match(`r${r}m${i}`, r, a, b, scores[(r * 12 + i) % 60]!));
        }
      }
      return { event: event("e", k, matches), states: new Map(ids.map((id, i) => [id, at(ratings[i]!)])) };
    });

describe("properties", () => {
  it("changes in an event with one K and no provisional player sum to zero", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 64 }).chain(arbitraryEvent), ({ event: e, states }) => {
        const { lines } = rateEvent(e, states, RATING_DEFAULTS);
        const sum = lines.reduce((s, l) => s + l.change, 0);
        expect(Math.abs(sum)).toBeLessThan(1e-9);
      }),
      { numRuns: 150 },
    );
  });

  it("rateSeries equals rating the events one by one", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 64 }).chain(arbitraryEvent), { minLength: 1, maxLength: 5 }), (built) => {
        const events = built.map((b, i) => ({ ...b.event, eventId: `e${i}` }));
        const series = rateSeries(events, new Map(), RATING_DEFAULTS);
        let states = new Map<string, RatingState>();
        const lines = [];
        for (const e of events) {
          const out = rateEvent(e, states, RATING_DEFAULTS);
          states = new Map([...states, ...out.states]);
          lines.push(...out.lines);
        }
        expect(series.lines).toEqual(lines);
        expect(series.states).toEqual(states);
      }),
      { numRuns: 100 },
    );
  });
});
