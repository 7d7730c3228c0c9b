import { describe, expect, it } from "vitest";
import { memo } from "./memo";

describe("the version-keyed memo", () => {
  it("loads once per version for everyone asking, and a newer number answers an older ask", async () => {
    const m = memo<string>("test-numbers", 4);
    let loads = 0;
    const load = (v: number) => async () => `value at ${v} (load ${++loads})`;
    const [a, b] = await Promise.all([m.get("k", 1, load(1)), m.get("k", 1, load(1))]);
    expect([a, b]).toEqual(["value at 1 (load 1)", "value at 1 (load 1)"]);
    expect(await m.get("k", 2, load(2))).toBe("value at 2 (load 2)");
    expect(await m.get("k", 1, load(1))).toBe("value at 2 (load 2)");
    // A late load of an older version never replaces a newer one.
    m.keep("k", 1, "old");
    expect(m.held("k")).toBe("value at 2 (load 2)");
  });

  it("takes a loaded value's own version when it is newer than the one asked for", async () => {
    const m = memo<{ v: number }>("test-version-of", 4, (x) => x.v);
    await m.get("k", 3, async () => ({ v: 5 }));
    expect(m.heldVersion("k")).toBe(5);
    let loaded = false;
    await m.get("k", 5, async () => ((loaded = true), { v: 5 }));
    expect(loaded).toBe(false);
  });

  it("answers a string version only with the same one, and reloads past maxAgeMs", async () => {
    const m = memo<string>("test-strings", 4);
    let loads = 0;
    await m.get("g", "1|a", async () => `x${++loads}`);
    expect(await m.get("g", "1|a", async () => `x${++loads}`)).toBe("x1");
    expect(await m.get("g", "2|a", async () => `x${++loads}`)).toBe("x2");
    expect(await m.get("g", "1|a", async () => `x${++loads}`)).toBe("x3");
    expect(await m.get("g", "1|a", async () => `x${++loads}`, { maxAgeMs: -1 })).toBe("x4");
  });

  it("forgets a failed load and keeps at most `limit` keys, the oldest going first", async () => {
    const m = memo<number>("test-limit", 2);
    await expect(m.get("a", 1, async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(m.held("a")).toBeNull();
    for (const k of ["a", "b", "c"]) await m.get(k, 1, async () => 1);
    expect([m.held("a"), m.held("b"), m.held("c")]).toEqual([null, 1, 1]);
  });

  it("is one per process and name: a second call returns the same memo", () => {
    expect(memo<number>("test-same", 2)).toBe(memo<number>("test-same", 2));
  });
});
