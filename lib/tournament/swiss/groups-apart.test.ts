/**
 * Round 1 with groups to keep apart (guilds, issue 26): members of one group are paired apart
 * whenever some pairing (with some bye, in an odd field) does so — checked against a brute-force
 * search of every pairing of small fields — and the draw is reproducible from the seed. Later
 * rounds ignore the groups.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createRng } from "../rng";
import { pairSwissRound } from "./pairing";
import { nextSwissRound } from "./stage";
import { FFG_SWISS_FORMAT } from "../format/presets";
import type { PairingPlayer } from "./pairing-contract";

const field = (n: number): PairingPlayer[] => Array.from({ length: n }, (_, i) => ({ id: `p${i}`, points: 0, rank: i, hadBye: false }));

/** Is there a pairing of `ids` (one left out when odd) with no pair of one group? Brute force. */
function apartPossible(ids: string[], group: (id: string) => string | undefined): boolean {
  const same = (a: string, b: string) => group(a) !== undefined && group(a) === group(b);
  const pairUp = (rest: string[]): boolean => {
    if (rest.length === 0) return true;
    const [first, ...others] = rest;
    return others.some((o, i) => !same(first!, o) && pairUp(others.filter((_, j) => j !== i)));
  };
  if (ids.length % 2 === 0) return pairUp(ids);
  return ids.some((bye) => pairUp(ids.filter((x) => x !== bye)));
}

const arbitraryField = fc.record({
  n: fc.integer({ min: 2, max: 11 }),
  // Each player's group: 0 = none, else a group number (few groups, so they collide often).
  groupOf: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 11, maxLength: 11 }),
  seed: fc.string({ minLength: 1, maxLength: 8 }),
});

describe("round 1 keeping groups apart", () => {
  it("pairs members apart whenever some pairing does; the fewest same-group pairs otherwise are reported", () => {
    fc.assert(
      fc.property(arbitraryField, ({ n, groupOf, seed }) => {
        const players = field(n);
        const groups = new Map(players.flatMap((p, i) => (groupOf[i]! > 0 ? [[p.id, `g${groupOf[i]}`] as const] : [])));
        const out = pairSwissRound({ round: 1, players, previousOpponents: new Map(), rng: createRng(seed, "swiss/1/pairing"), groups });
        const same = out.pairs.filter(([a, b]) => groups.has(a) && groups.get(a) === groups.get(b)).length;
        // Everyone is seated once.
        expect(new Set([...out.pairs.flat(), ...(out.bye ? [out.bye] : [])]).size).toBe(n);
        if (apartPossible(players.map((p) => p.id), (id) => groups.get(id))) expect(same).toBe(0);
        if (groups.size > 0) expect(out.sameGroupPairs).toBe(same);
      }),
      { numRuns: 100 },
    );
  });

  it("is reproducible: the same seed and groups give the same pairing", () => {
    fc.assert(
      fc.property(arbitraryField, ({ n, groupOf, seed }) => {
        const players = field(n);
        const groups = new Map(players.flatMap((p, i) => (groupOf[i]! > 0 ? [[p.id, `g${groupOf[i]}`] as const] : [])));
        const pair = () => pairSwissRound({ round: 1, players, previousOpponents: new Map(), rng: createRng(seed, "swiss/1/pairing"), groups });
        expect(pair()).toEqual(pair());
      }),
      { numRuns: 50 },
    );
  });

  it("without groups, round 1 is the same draw as before; later rounds ignore groups", () => {
    const players = field(16);
    const rng = () => createRng("seed", "swiss/1/pairing");
    const plain = pairSwissRound({ round: 1, players, previousOpponents: new Map(), rng: rng() });
    expect(pairSwissRound({ round: 1, players, previousOpponents: new Map(), rng: rng(), groups: new Map() })).toEqual(plain);
    const everyone = new Map(players.map((p) => [p.id, "one"] as const));
    const round2 = (groups?: Map<string, string>) => pairSwissRound({ round: 2, players, previousOpponents: new Map(), rng: createRng("seed", "swiss/2/pairing"), ...(groups ? { groups } : {}) });
    expect(round2(everyone)).toEqual(round2());
  });

  it("a big field with a few guilds: nobody meets a guildmate", () => {
    const players = field(400);
    const groups = new Map(players.filter((_, i) => i % 3 === 0).map((p, i) => [p.id, `g${i % 5}`] as const));
    const out = pairSwissRound({ round: 1, players, previousOpponents: new Map(), rng: createRng("big", "swiss/1/pairing"), groups });
    expect(out.sameGroupPairs).toBe(0);
  });

  it("an odd field where one guild holds more than half but one less fits: the bye goes to that guild", () => {
    const players = field(5);
    const groups = new Map([["p0", "a"], ["p1", "a"], ["p2", "a"]]);
    for (const seed of ["s1", "s2", "s3", "s4"]) {
      const out = pairSwissRound({ round: 1, players, previousOpponents: new Map(), rng: createRng(seed, "swiss/1/pairing"), groups });
      expect(groups.has(out.bye!)).toBe(true);
      expect(out.sameGroupPairs).toBe(0);
    }
  });

  it("through the Swiss stage: round 1 takes the groups and warns when a guild holds more than half of the field", () => {
    const ids = ["a", "b", "c", "d", "e", "f"];
    const history = { players: ids.map((id) => ({ id, status: "active" as const, enteredRound: 1 })), rounds: [], unpairedLosses: [] };
    const apart = nextSwissRound(history, { format: FFG_SWISS_FORMAT, seed: "stage", groups: new Map([["a", "g"], ["b", "g"], ["c", "g"]]) });
    const same = (m: { playerA: string; playerB: string | null }) => ["a", "b", "c"].includes(m.playerA) && ["a", "b", "c"].includes(m.playerB ?? "");
    expect(apart.matches.filter(same)).toEqual([]);
    expect(apart.warnings).toEqual([]);
    const crowded = nextSwissRound(history, { format: FFG_SWISS_FORMAT, seed: "stage", groups: new Map(["a", "b", "c", "d"].map((id) => [id, "g"] as const)) });
    expect(crowded.warnings).toEqual(["1 pair of one guild could not be kept apart: a guild holds more than half of the field."]);
  });
});
