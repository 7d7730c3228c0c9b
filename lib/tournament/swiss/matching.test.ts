import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { maxWeightMatching, type MatchingGraph } from "./matching";

type Edge = [number, number, number];

function graphOf(n: number, edges: readonly Edge[]): MatchingGraph {
  return {
    vertexCount: n,
    from: edges.map((e) => e[0]),
    to: edges.map((e) => e[1]),
    weight: edges.map((e) => e[2]),
  };
}

/** Best (cardinality, weight) over every matching, by exhaustive search. */
function bruteForce(n: number, edges: readonly Edge[], maxCardinality: boolean): { size: number; weight: number } {
  const w = new Map<number, number>();
  for (const [a, b, x] of edges) w.set(a * n + b, x).set(b * n + a, x);
  const used = new Array<boolean>(n).fill(false);
  let best = { size: 0, weight: 0 };
  const better = (size: number, weight: number) =>
    maxCardinality ? size > best.size || (size === best.size && weight > best.weight) : weight > best.weight;
  const go = (v: number, size: number, weight: number): void => {
    while (v < n && used[v]) v++;
    if (v >= n) {
      if (better(size, weight)) best = { size, weight };
      return;
    }
    used[v] = true;
    go(v + 1, size, weight); // v stays single
    for (let u = v + 1; u < n; u++) {
      const x = w.get(v * n + u);
      if (used[u] || x === undefined) continue;
      used[u] = true;
      go(v + 1, size + 1, weight + x);
      used[u] = false;
    }
    used[v] = false;
  };
  go(0, 0, 0);
  return best;
}

/** Checks mate is a matching over the given edges; returns its (cardinality, weight). */
function evaluate(n: number, edges: readonly Edge[], mate: Int32Array): { size: number; weight: number } {
  const w = new Map<number, number>();
  for (const [a, b, x] of edges) w.set(a * n + b, x).set(b * n + a, x);
  let size = 0;
  let weight = 0;
  for (let v = 0; v < n; v++) {
    const u = mate[v]!;
    if (u === -1) continue;
    expect(mate[u]).toBe(v);
    const x = w.get(v * n + u);
    expect(x).toBeDefined();
    if (v < u) {
      size++;
      weight += x!;
    }
  }
  return { size, weight };
}

const arbGraph = (maxN: number, minW: number, maxW: number) =>
  fc.integer({ min: 1, max: maxN }).chain((n) =>
    fc
      .uniqueArray(
        fc.tuple(fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: minW, max: maxW })),
        { selector: ([a, b]) => (a < b ? `${a}-${b}` : `${b}-${a}`), maxLength: (n * (n - 1)) / 2 + 4 },
      )
      .map((raw) => raw.filter(([a, b]) => a !== b) as Edge[])
      .map((edges) => ({ n, edges })),
  );

describe("maxWeightMatching", () => {
  it("matches exhaustive search on random small graphs", () => {
    fc.assert(
      fc.property(arbGraph(11, 0, 30), ({ n, edges }) => {
        const mate = maxWeightMatching(graphOf(n, edges));
        expect(evaluate(n, edges, mate).weight).toBe(bruteForce(n, edges, false).weight);
      }),
      { numRuns: 400 },
    );
  });

  it("matches exhaustive search with maxCardinality, negative weights included", () => {
    fc.assert(
      fc.property(arbGraph(11, -20, 20), ({ n, edges }) => {
        const mate = maxWeightMatching(graphOf(n, edges), { maxCardinality: true });
        expect(evaluate(n, edges, mate)).toEqual(bruteForce(n, edges, true));
      }),
      { numRuns: 400 },
    );
  });

  it("jump start: still maximum cardinality, and maximum weight whenever perfect", () => {
    fc.assert(
      fc.property(arbGraph(11, -20, 40), fc.boolean(), ({ n, edges }, dense) => {
        // Dense variant: add every missing pair, so perfect matchings (even n) are common.
        const all = [...edges];
        if (dense) {
          const have = new Set(edges.map(([a, b]) => (a < b ? a * n + b : b * n + a)));
          for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) if (!have.has(a * n + b)) all.push([a, b, (a * 13 + b * 7) % 41 - 20]);
        }
        const mate = maxWeightMatching(graphOf(n, all), { maxCardinality: true, jumpStart: true });
        const got = evaluate(n, all, mate);
        const best = bruteForce(n, all, true);
        expect(got.size).toBe(best.size);
        if (2 * got.size === n) expect(got.weight).toBe(best.weight);
      }),
      { numRuns: 500 },
    );
  });

  it("stays exact with huge integer weights (lexicographic encodings)", () => {
    const big = 2 ** 42;
    fc.assert(
      fc.property(arbGraph(9, 0, 40), ({ n, edges }) => {
        const scaled = edges.map(([a, b, x]) => [a, b, x * big + ((a * 7 + b * 3) % 5)] as Edge);
        const mate = maxWeightMatching(graphOf(n, scaled), { maxCardinality: true });
        expect(evaluate(n, scaled, mate)).toEqual(bruteForce(n, scaled, true));
        const jump = evaluate(n, scaled, maxWeightMatching(graphOf(n, scaled), { maxCardinality: true, jumpStart: true }));
        if (2 * jump.size === n) expect(jump).toEqual(bruteForce(n, scaled, true));
      }),
      { numRuns: 200 },
    );
  });

  it("finds a perfect matching through nested blossoms (odd cycles)", () => {
    // Two triangles joined by one edge plus pendant vertices: needs blossom shrinking.
    const edges: Edge[] = [
      [0, 1, 8], [1, 2, 9], [2, 0, 10], [2, 3, 7], [3, 4, 8], [4, 5, 9], [5, 3, 10], [1, 6, 1], [4, 7, 1],
    ];
    const mate = maxWeightMatching(graphOf(8, edges), { maxCardinality: true });
    expect(evaluate(8, edges, mate)).toEqual(bruteForce(8, edges, true));
    expect(evaluate(8, edges, mate).size).toBe(4);
  });

  it("reproduces the classic mwmatching.py regression cases (blossom relabel/expand paths)", () => {
    // 1-based edge lists and expected mates from van Rantwijk's self-tests; vertex 0 unused there.
    const cases: Array<[string, Array<[number, number, number]>, number[]]> = [
      ["single edge chain", [[1, 2, 10], [2, 3, 11]], [-1, -1, 3, 2]],
      ["path", [[1, 2, 5], [2, 3, 11], [3, 4, 5]], [-1, -1, 3, 2, -1]],
      ["s-blossom", [[1, 2, 8], [1, 3, 9], [2, 3, 10], [3, 4, 7]], [-1, 2, 1, 4, 3]],
      ["s-blossom 2", [[1, 2, 8], [1, 3, 9], [2, 3, 10], [3, 4, 7], [1, 6, 5], [4, 5, 6]], [-1, 6, 3, 2, 5, 4, 1]],
      ["t-blossom", [[1, 2, 9], [1, 3, 8], [2, 3, 10], [1, 4, 5], [4, 5, 4], [1, 6, 3]], [-1, 6, 3, 2, 5, 4, 1]],
      ["s nest", [[1, 2, 9], [1, 3, 9], [2, 3, 10], [2, 4, 8], [3, 5, 8], [4, 5, 10], [5, 6, 6]], [-1, 3, 4, 1, 2, 6, 5]],
      [
        "s relabel nest",
        [[1, 2, 10], [1, 7, 10], [2, 3, 12], [3, 4, 20], [3, 5, 20], [4, 5, 25], [5, 6, 10], [6, 7, 10], [7, 8, 8]],
        [-1, 2, 1, 4, 3, 6, 5, 8, 7],
      ],
      [
        "s nest expand",
        [[1, 2, 8], [1, 3, 8], [2, 3, 10], [2, 4, 12], [3, 5, 12], [4, 5, 14], [4, 6, 12], [5, 7, 12], [6, 7, 14], [7, 8, 12]],
        [-1, 2, 1, 5, 6, 3, 4, 8, 7],
      ],
      [
        "s/t expand",
        [[1, 2, 23], [1, 5, 22], [1, 6, 15], [2, 3, 25], [3, 4, 22], [4, 5, 25], [4, 8, 14], [5, 7, 13]],
        [-1, 6, 3, 2, 8, 7, 1, 5, 4],
      ],
      [
        "s nest, t expand",
        [[1, 2, 19], [1, 3, 20], [1, 8, 8], [2, 3, 25], [2, 4, 18], [3, 5, 18], [4, 5, 13], [4, 7, 7], [5, 6, 7]],
        [-1, 8, 3, 2, 7, 6, 5, 4, 1],
      ],
      [
        "nasty t expand",
        [[1, 2, 45], [1, 5, 45], [2, 3, 50], [3, 4, 45], [4, 5, 50], [1, 6, 30], [3, 9, 35], [4, 8, 35], [5, 7, 26], [9, 10, 5]],
        [-1, 6, 3, 2, 8, 7, 1, 5, 4, 10, 9],
      ],
      [
        "nasty t expand 2",
        [[1, 2, 45], [1, 5, 45], [2, 3, 50], [3, 4, 45], [4, 5, 50], [1, 6, 30], [3, 9, 35], [4, 8, 26], [5, 7, 40], [9, 10, 5]],
        [-1, 6, 3, 2, 8, 7, 1, 5, 4, 10, 9],
      ],
      [
        "t expand least slack",
        [[1, 2, 45], [1, 5, 45], [2, 3, 50], [3, 4, 45], [4, 5, 50], [1, 6, 30], [3, 9, 35], [4, 8, 28], [5, 7, 26], [9, 10, 5]],
        [-1, 6, 3, 2, 8, 7, 1, 5, 4, 10, 9],
      ],
      [
        "nested nasty t expand",
        [
          [1, 2, 45], [1, 7, 45], [2, 3, 50], [3, 4, 45], [4, 5, 95], [4, 6, 94], [5, 6, 94], [6, 7, 50], [1, 8, 30],
          [3, 11, 35], [5, 9, 36], [7, 10, 26], [11, 12, 5],
        ],
        [-1, 8, 3, 2, 6, 9, 4, 10, 1, 5, 7, 12, 11],
      ],
      [
        "nest relabel expand",
        [[1, 2, 40], [1, 3, 40], [2, 3, 60], [2, 4, 55], [3, 5, 55], [4, 5, 50], [1, 8, 15], [5, 7, 30], [7, 6, 10], [8, 10, 10], [4, 9, 30]],
        [-1, 2, 1, 5, 9, 3, 7, 6, 10, 4, 8],
      ],
    ];
    for (const [name, raw, expected] of cases) {
      const n = expected.length;
      const mate = maxWeightMatching(graphOf(n, raw));
      expect(Array.from(mate), name).toEqual(expected);
      expect(evaluate(n, raw, mate).weight, name).toBe(bruteForce(n, raw, false).weight);
    }
  });

  it("rejects non-integer or out-of-range weights and self-loops", () => {
    expect(() => maxWeightMatching(graphOf(2, [[0, 1, 1.5]]))).toThrow(RangeError);
    expect(() => maxWeightMatching(graphOf(2, [[0, 1, 2 ** 49]]))).toThrow(RangeError);
    expect(() => maxWeightMatching(graphOf(2, [[0, 1, 1]]), { jumpStart: true })).toThrow(RangeError);
    expect(() => maxWeightMatching(graphOf(2, [[0, 0, 1]]))).toThrow(RangeError);
    expect(Array.from(maxWeightMatching(graphOf(3, [])))).toEqual([-1, -1, -1]);
  });
});
