import { describe, expect, it } from "vitest";
import { ratingInput } from "./rating-form";

describe("ratingInput", () => {
  it("nests the form's rating fields and removes the flat ones", () => {
    const input: Record<string, unknown> = { name: "E", "rating.rated": "true", "rating.kChoice": "32", "rating.k": 32 };
    expect(ratingInput(input)).toEqual({ rated: true, k: 32 });
    expect(input).toEqual({ name: "E" });
    expect(ratingInput({ "rating.rated": "false" })).toEqual({ rated: false });
    expect(ratingInput({ "rating.k": "abc" })).toEqual({ k: "abc" });
    expect(ratingInput({ name: "E" })).toBeUndefined();
  });
});
