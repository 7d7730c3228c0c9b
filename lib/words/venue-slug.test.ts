import { describe, expect, it } from "vitest";
import { venueSlug } from "./venue-slug";

describe("a venue's address", () => {
  it("is the name in lower case with every run of other characters one dash", () => {
    expect(venueSlug("Echo Base Games, Berlin")).toBe("echo-base-games-berlin");
    expect(venueSlug("  Mos Eisley -- Cantina!  ")).toBe("mos-eisley-cantina");
    expect(venueSlug("Café Ord Mantell")).toBe("caf-ord-mantell");
    expect(venueSlug("ÄÖÜ")).toBe("");
    // 64 characters at most, never ending on a dash.
    expect(venueSlug(`${"a".repeat(63)} b`)).toBe("a".repeat(63));
  });
});
