import { describe, expect, it } from "vitest";
import { EventCreateInput, EventRatingSettings, EventUpdateInput } from "./event";

const ffg = { name: "Store Championship", structure: "basic", tier: "relaxed" } as const;
const pathsOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error?.issues.map((i) => [i.path.join("."), i.message]) ?? [];

describe("EventRatingSettings", () => {
  it("takes rated and a whole K from 1 to 64", () => {
    for (const k of [1, 8, 16, 32, 64]) expect(EventRatingSettings.parse({ rated: true, k })).toEqual({ rated: true, k });
    expect(EventRatingSettings.parse({ rated: false, k: 16 })).toEqual({ rated: false, k: 16 });
  });

  it("refuses K 0, 65, 16.5 and a K given as text, naming the field", () => {
    expect(pathsOf(EventRatingSettings.safeParse({ rated: true, k: 0 }))).toEqual([["k", "K must be at least 1."]]);
    expect(pathsOf(EventRatingSettings.safeParse({ rated: true, k: 65 }))).toEqual([["k", "K can be at most 64."]]);
    expect(pathsOf(EventRatingSettings.safeParse({ rated: true, k: 16.5 }))).toEqual([["k", "K must be a whole number."]]);
    expect(pathsOf(EventRatingSettings.safeParse({ rated: true, k: "16" }))).toEqual([["k", "K must be a number."]]);
    expect(pathsOf(EventRatingSettings.safeParse({ rated: "yes", k: 16 }))).toEqual([["rated", "Rated is true or false."]]);
    expect(EventRatingSettings.safeParse({ rated: true, k: 16, extra: 1 }).success).toBe(false);
  });

  it("is optional on create and update, each field optional; refused K names rating.k", () => {
    expect(EventCreateInput.parse(ffg).rating).toBeUndefined();
    expect(EventCreateInput.parse({ ...ffg, rating: { k: 32 } }).rating).toEqual({ k: 32 });
    expect(EventCreateInput.parse({ ...ffg, rating: { rated: false } }).rating).toEqual({ rated: false });
    expect(pathsOf(EventCreateInput.safeParse({ ...ffg, rating: { rated: true, k: 0 } }))).toEqual([["rating.k", "K must be at least 1."]]);
    expect(pathsOf(EventCreateInput.safeParse({ ...ffg, rating: { k: 65 } }))).toEqual([["rating.k", "K can be at most 64."]]);
    expect(EventUpdateInput.parse({ rating: { rated: false, k: 8 } }).rating).toEqual({ rated: false, k: 8 });
    expect(pathsOf(EventUpdateInput.safeParse({ rating: { k: 65 } }))).toEqual([["rating.k", "K can be at most 64."]]);
    expect(pathsOf(EventUpdateInput.safeParse({ rating: { k: 0 } }))).toEqual([["rating.k", "K must be at least 1."]]);
  });
});
