import { describe, expect, it } from "vitest";
import { descriptorWithRating, ratingMinimumNote, ratingWords } from "./rating";

describe("rating words", () => {
  it("says rated with its K, or unrated", () => {
    expect(ratingWords({ rated: true, k: 16 })).toBe("Rated · K 16");
    expect(ratingWords({ rated: false, k: 16 })).toBe("Unrated");
  });
  it("notes a rated event below 8 entrants only", () => {
    expect(ratingMinimumNote({ rated: true, k: 16 }, 5)).toBe("Not rated with fewer than 8 entrants (5 now).");
    expect(ratingMinimumNote({ rated: true, k: 16 }, 8)).toBeNull();
    expect(ratingMinimumNote({ rated: false, k: 16 }, 5)).toBeNull();
  });
});

describe("descriptorWithRating", () => {
  it("adds the rating to the descriptor", () => {
    expect(descriptorWithRating("Swiss, best of 3, top 8", { rated: true, k: 32 })).toBe("Swiss, best of 3, top 8 · Rated · K 32");
    expect(descriptorWithRating("Swiss, best of 3, top 8", { rated: false, k: 32 })).toBe("Swiss, best of 3, top 8 · Unrated");
  });
});
