import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { awardCounts, periodAwards } from "./awards";
import { monthlyPeriod, periodAt } from "./calendar";
import { CIRCUIT_RULES, NO_RULES, STORE_LEAGUE_RULES, SWG_SPRINT_RULES } from "./presets";
import { basePoints, compareStandings, excludedEvents, multiplierOf, seasonStandings } from "./standings";
import type { SeasonEvent, SeasonEventResult, SeasonRules } from "./types";

const NY = "America/New_York";
/** A result row: "name place W-L" with byes. */
const r = (name: string, place: number, wins: number, losses: number, byes = 0, draws = 0): SeasonEventResult => ({ playerId: name, name, place, wins, losses, draws, byes });
const ev = (id: string, startsAt: string, results: SeasonEventResult[], extra: Partial<SeasonEvent> = {}): SeasonEvent => ({ id, name: id, startsAt, entrants: results.length, results, ...extra });
const board = (rules: SeasonRules, events: SeasonEvent[], tz = NY) => seasonStandings(rules, events, tz).map((s) => `${s.rank} ${s.name} ${s.points} ${s.eventsCounted}/${s.eventsPlayed}`);

describe("the worked Sprint month (October 2026, New York: the month ends on a Saturday)", () => {
  // Small levels so that one month of four nights reaches them; the presets' are 30 and 15.
  const rules: SeasonRules = { ...SWG_SPRINT_RULES, levels: [{ kind: "silver", points: 9 }, { kind: "bronze", points: 5 }] };
  const oct = monthlyPeriod(2026, 10, NY);
  const tue = ev("tue-6", "2026-10-06T23:00:00Z", [r("Ann", 1, 3, 0), r("Bo", 2, 2, 1), r("Cy", 3, 1, 2), r("Di", 4, 0, 3)]);
  const wed = ev("wed-14", "2026-10-14T23:00:00Z", [r("Bo", 1, 2, 0, 1), r("Cy", 2, 2, 1), r("Ann", 3, 1, 2)]);
  const sat = ev("sat-17", "2026-10-17T18:00:00Z", [r("Di", 1, 3, 0), r("Cy", 2, 2, 1), r("Ed", 3, 0, 3)]);
  // Friday 20:00 in New York: the month's last weekday (Saturday 00:00 in UTC).
  const fri = ev("fri-30", "2026-10-31T00:00:00Z", [r("Bo", 1, 3, 0), r("Ann", 2, 2, 1), r("Di", 3, 0, 3)]);
  // Monday 2 November: the next month's first weekday, after the reset.
  const nov = ev("mon-nov-2", "2026-11-02T23:00:00Z", [r("Cy", 1, 3, 0), r("Ann", 2, 0, 3)]);
  const inOctober = (events: SeasonEvent[]) => events.filter((e) => periodAt({ kind: "monthly-weekdays" }, new Date(e.startsAt), NY)?.key === "2026-10");

  it("the leaderboard after each event (1 point for taking part, 2 per win, a bye is a win)", () => {
    expect(board(rules, inOctober([tue]))).toEqual(["1 Ann 7 1/1", "2 Bo 5 1/1", "3 Cy 3 1/1", "4 Di 1 1/1"]);
    expect(board(rules, inOctober([tue, wed]))).toEqual(["1 Bo 12 2/2", "2 Ann 10 2/2", "3 Cy 8 2/2", "4 Di 1 1/1"]);
    // Saturday's event is not a weeknight: it counts for nobody (Ed does not appear, Di gains nothing).
    expect(excludedEvents(rules, [sat], NY)).toEqual([{ eventId: "sat-17", reason: "weekend" }]);
    expect(board(rules, inOctober([tue, wed, sat]))).toEqual(["1 Bo 12 2/2", "2 Ann 10 2/2", "3 Cy 8 2/2", "4 Di 1 1/1"]);
    expect(board(rules, inOctober([tue, wed, sat, fri]))).toEqual(["1 Bo 19 3/3", "2 Ann 15 3/3", "3 Cy 8 2/2", "4 Di 2 2/2"]);
    // November's event belongs to the next period: October's board is unchanged by it, November's starts from nothing.
    expect(board(rules, inOctober([tue, wed, sat, fri, nov]))).toEqual(["1 Bo 19 3/3", "2 Ann 15 3/3", "3 Cy 8 2/2", "4 Di 2 2/2"]);
    expect(oct.endsAt.toISOString()).toBe("2026-10-31T04:00:00.000Z");
  });

  it("medals at the month's close: gold to the leader, silver and bronze by level, one per player", () => {
    const awards = periodAwards(rules, seasonStandings(rules, inOctober([tue, wed, sat, fri]), NY));
    expect(awards.map((a) => `${a.playerId} ${a.kind}`)).toEqual(["Bo gold", "Ann silver", "Cy bronze"]);
  });

  it("a second gold shows 2 (January 2027 ends on a Sunday)", () => {
    const jan = [ev("jan-5", "2027-01-05T23:00:00Z", [r("Bo", 1, 3, 0), r("Cy", 2, 1, 2)]), ev("jan-29", "2027-01-29T23:00:00Z", [r("Bo", 1, 2, 0), r("Ann", 2, 1, 1)])];
    const octAwards = periodAwards(rules, seasonStandings(rules, inOctober([tue, wed, fri]), NY));
    const janAwards = periodAwards(rules, seasonStandings(rules, jan, NY));
    const bo = [...octAwards, ...janAwards].filter((a) => a.playerId === "Bo");
    expect(awardCounts(bo)).toEqual([{ kind: "gold", count: 2 }]);
    expect(awardCounts([...octAwards, ...janAwards].filter((a) => a.playerId === "Cy"))).toEqual([{ kind: "bronze", count: 1 }]);
  });

  it("players sharing first place (equal points, events, best place) both get gold; a leader with 0 points gets nothing", () => {
    const tied = [ev("a", "2026-10-06T23:00:00Z", [r("Xa", 1, 1, 0), r("Yb", 2, 0, 1)]), ev("b", "2026-10-07T23:00:00Z", [r("Yb", 1, 1, 0), r("Xa", 2, 0, 1)])];
    const s = seasonStandings(rules, tied, NY);
    expect(s.map((x) => [x.rank, x.name])).toEqual([[1, "Xa"], [1, "Yb"]]);
    expect(periodAwards(rules, s).map((a) => a.kind)).toEqual(["gold", "gold"]);
    const zero = { ...NO_RULES, leaderAward: "gold" };
    expect(periodAwards(zero, seasonStandings(zero, tied, NY))).toEqual([]);
  });
});

describe("best-N, groups, the minimum, tiers", () => {
  it("only a player's best N count; an earlier event wins a tie between equal events", () => {
    const rules = { ...STORE_LEAGUE_RULES, minEntrants: 0, bestN: 2, finalInvites: 1 };
    const events = [
      ev("w1", "2026-01-05T19:00:00Z", [r("Ann", 2, 1, 1), r("Bo", 1, 2, 0)]),
      ev("w2", "2026-01-12T19:00:00Z", [r("Ann", 1, 2, 0), r("Bo", 2, 1, 1)]),
      ev("w3", "2026-01-19T19:00:00Z", [r("Ann", 1, 2, 0), r("Bo", 2, 0, 2)]),
    ];
    const s = seasonStandings(rules, events);
    expect(s[0]).toMatchObject({ name: "Ann", points: 14, eventsCounted: 2, eventsPlayed: 3, invited: true });
    expect(s[0]!.events.map((e) => e.counted)).toEqual([false, true, true]);
    expect(s[1]).toMatchObject({ name: "Bo", points: 11, eventsCounted: 2, invited: false });
    expect(s[1]!.events.map((e) => [e.eventId, e.points, e.counted])).toEqual([["w1", 7, true], ["w2", 4, true], ["w3", 1, false]]);
  });

  it("best N per group first (best 1 of the 'side' events), then the overall best N", () => {
    const rules: SeasonRules = { ...NO_RULES, participation: 1, perMatch: { win: 3, draw: 0, loss: 0, bye: 3 }, bestN: 3, bestNPerGroup: { side: 1 } };
    const events = [
      ev("main1", "2026-02-01T10:00:00Z", [r("Ann", 1, 1, 0)], { group: "main" }), // 4
      ev("side1", "2026-02-02T10:00:00Z", [r("Ann", 1, 3, 0)], { group: "side" }), // 10
      ev("side2", "2026-02-03T10:00:00Z", [r("Ann", 1, 2, 0)], { group: "side" }), // 7: second of its group
      ev("main2", "2026-02-04T10:00:00Z", [r("Ann", 1, 0, 1)], { group: "main" }), // 1
      ev("free", "2026-02-05T10:00:00Z", [r("Ann", 1, 2, 0)]), // 7, no group
    ];
    const [ann] = seasonStandings(rules, events);
    expect(ann!.events.map((e) => `${e.eventId}:${e.points}:${e.counted ? "yes" : "no"}`)).toEqual(["main1:4:yes", "side1:10:yes", "side2:7:no", "main2:1:no", "free:7:yes"]);
    expect(ann!.points).toBe(21);
  });

  it("an event below the minimum counts for nobody and is reported", () => {
    const rules = { ...CIRCUIT_RULES };
    const small = ev("small", "2026-03-01T10:00:00Z", [r("Ann", 1, 3, 0), r("Bo", 2, 2, 1)], { entrants: 7 });
    const big = ev("big", "2026-03-08T10:00:00Z", [r("Bo", 1, 3, 0), r("Ann", 2, 2, 1)], { entrants: 8, tier: "regional" });
    expect(excludedEvents(rules, [small, big], "UTC")).toEqual([{ eventId: "small", reason: "below-minimum" }]);
    expect(board(rules, [small, big], "UTC")).toEqual(["1 Bo 104 1/1", "2 Ann 84 1/1"]);
    expect(multiplierOf(rules, "national")).toBe(4);
    expect(multiplierOf(rules, "toString")).toBe(1);
  });

  it("tie order: points, then more events played, then the better best place, then the name", () => {
    const rules: SeasonRules = { ...NO_RULES, participation: 1, perMatch: { win: 1, draw: 0, loss: 0, bye: 0 } };
    const events = [
      ev("e1", "2026-04-01T10:00:00Z", [r("Zed", 1, 1, 0), r("amy", 3, 1, 0), r("Bob", 2, 1, 0), r("Cal", 4, 0, 0)]),
      ev("e2", "2026-04-02T10:00:00Z", [r("Cal", 5, 0, 0)]),
    ];
    // Zed, amy, Bob: 2 points, 1 event — Zed's 1st beats Bob's 2nd beats amy's 3rd; Cal: 2 points over 2 events leads.
    expect(board(rules, events, "UTC")).toEqual(["1 Cal 2 2/2", "2 Zed 2 1/1", "3 Bob 2 1/1", "4 amy 2 1/1"]);
  });
});

describe("a property: the standings equal a direct recomputation", () => {
  const names = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"];
  const rulesArb = fc.record({
    participation: fc.integer({ min: 0, max: 3 }),
    perMatch: fc.record({ win: fc.integer({ min: 0, max: 3 }), draw: fc.integer({ min: 0, max: 1 }), loss: fc.integer({ min: 0, max: 1 }), bye: fc.integer({ min: 0, max: 3 }) }),
    placePoints: fc.array(fc.integer({ min: 0, max: 10 }), { maxLength: 4 }),
    tierMultipliers: fc.constant({ big: 2 }),
    minEntrants: fc.integer({ min: 0, max: 4 }),
    bestN: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
    bestNPerGroup: fc.oneof(fc.constant({}), fc.constant({ g: 1 })),
    weekdaysOnly: fc.constant(false),
    leaderAward: fc.constant("gold"),
    levels: fc.constant([]),
    finalInvites: fc.constant(null),
  }) satisfies fc.Arbitrary<SeasonRules>;
  const eventArb = (i: number) =>
    fc.record({
      players: fc.subarray(names, { minLength: 1 }),
      tier: fc.constantFrom(null, "big"),
      group: fc.constantFrom(null, "g"),
      records: fc.array(fc.tuple(fc.nat(3), fc.nat(3), fc.nat(1), fc.nat(1)), { minLength: names.length, maxLength: names.length }),
    }).map(({ players, tier, group, records }): SeasonEvent =>
      ev(`e${i}`, `2026-05-${String(i + 1).padStart(2, "0")}T10:00:00Z`, players.map((p, k) => ({ ...r(p, k + 1, records[k]![0], records[k]![1], records[k]![3], records[k]![2]) })), { tier, group }),
    );
  const eventsArb = fc.integer({ min: 0, max: 8 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => eventArb(i))));

  it("points are the sum of each player's best events, the order is the documented one", () => {
    fc.assert(
      fc.property(rulesArb, eventsArb, (rules, events) => {
        const got = seasonStandings(rules, events, "UTC");
        // Direct: every (player, event) score, the best per group then overall, summed.
        const perPlayer = new Map<string, { points: number; ev: string; group: string | null }[]>();
        for (const e of events) {
          if (e.entrants < rules.minEntrants) continue;
          for (const x of e.results) {
            const m = rules.perMatch;
            const pts = (rules.participation + x.wins * m.win + x.draws * m.draw + x.losses * m.loss + x.byes * m.bye + (rules.placePoints[x.place - 1] ?? 0)) * (e.tier === "big" ? 2 : 1);
            perPlayer.set(x.playerId, [...(perPlayer.get(x.playerId) ?? []), { points: pts, ev: e.id, group: e.group ?? null }]);
          }
        }
        const best = <T extends { points: number; ev: string }>(list: T[], n: number): T[] => [...list].sort((a, b) => b.points - a.points || (a.ev < b.ev ? -1 : 1)).slice(0, n);
        const expected = new Map<string, number>();
        for (const [p, list] of perPlayer) {
          let kept = list;
          if ("g" in rules.bestNPerGroup) kept = [...list.filter((x) => x.group !== "g"), ...best(list.filter((x) => x.group === "g"), 1)];
          if (rules.bestN !== null) kept = best(kept, rules.bestN);
          expected.set(p, kept.reduce((s, x) => s + x.points, 0));
        }
        expect(new Map(got.map((s) => [s.playerId, s.points]))).toEqual(expected);
        for (let i = 1; i < got.length; i++) {
          expect(compareStandings(got[i - 1]!, got[i]!)).toBeLessThan(0);
          expect(got[i]!.rank).toBe(got[i]!.points === got[i - 1]!.points && got[i]!.eventsPlayed === got[i - 1]!.eventsPlayed && got[i]!.bestPlace === got[i - 1]!.bestPlace ? got[i - 1]!.rank : i + 1);
        }
        for (const s of got) expect(s.events.filter((e) => e.counted).reduce((t, e) => t + e.points, 0)).toBe(s.points);
      }),
      { numRuns: 300 },
    );
  });

  it("basePoints reads every part of the rules", () => {
    expect(basePoints({ ...NO_RULES, participation: 1, perMatch: { win: 2, draw: 3, loss: 5, bye: 7 }, placePoints: [11] }, { place: 1, wins: 1, draws: 1, losses: 1, byes: 1 })).toBe(29);
  });
});
