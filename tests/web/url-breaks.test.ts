import { describe, expect, it } from "vitest";
import { urlPieces } from "@/lib/words/url-breaks";

describe("a printed URL wraps only after slashes", () => {
  it("splits after each slash, the scheme's // kept whole, and loses nothing", () => {
    const url = "http://hall.lan:3000/events/cmi3x9k2a0001/pairings";
    expect(urlPieces(url)).toEqual(["http://", "hall.lan:3000/", "events/", "cmi3x9k2a0001/", "pairings"]);
    expect(urlPieces(url).join("")).toBe(url);
    expect(urlPieces("https://a.example/")).toEqual(["https://", "a.example/"]);
  });
});
