import { describe, expect, it } from "vitest";
import { shortNames } from "./short-names";

const of = (...names: string[]) => {
  const map = shortNames(names.map((name, i) => ({ id: String(i), name })));
  return names.map((_, i) => map.get(String(i)));
};

describe("shortNames", () => {
  it("uses the first name when it is unique in the event", () => {
    expect(of("Corran Horn", "Mara Jade")).toEqual(["Corran", "Mara"]);
  });
  it("adds the last initial when first names clash", () => {
    expect(of("Ben Kenobi", "Ben Solo", "Corran Horn")).toEqual(["Ben K.", "Ben S.", "Corran"]);
  });
  it("falls back to the full name when initials clash too", () => {
    expect(of("Ben Kenobi", "Ben Kirk", "Ben Solo")).toEqual(["Ben Kenobi", "Ben Kirk", "Ben S."]);
  });
  it("keeps one-word names, and never gives two players one label", () => {
    const labels = of("Ben", "Ben Kenobi", "Ben K.", "ben solo", "Ben Solo-Organa");
    expect(new Set(labels.map((l) => l!.toLowerCase())).size).toBe(labels.length);
    expect(labels[0]).toBe("Ben");
  });
  it("is unambiguous for any event of distinct names", () => {
    const firsts = ["Ben", "Mara", "Jan", "Kyle"];
    const lasts = ["Kenobi", "Kirk", "Solo", "Skywalker", "Jade", "Ors"];
    const names = firsts.flatMap((f) => lasts.map((l) => `${f} ${l}`));
    const labels = of(...names);
    expect(new Set(labels).size).toBe(names.length);
  });
});
