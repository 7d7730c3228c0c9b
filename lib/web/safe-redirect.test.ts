import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it.each([
    ["/events/abc/manage", "/events/abc/manage"],
    ["/events/new?x=1#top", "/events/new?x=1#top"],
    ["/login?next=%2Fevents", "/login?next=%2Fevents"],
  ])("keeps the same-site path %s", (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it.each([
    "/\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\nSet-Cookie: x=1",
    "//evil.example",
    "///evil.example",
    "/%5Cevil.example",
    "/%09/evil.example",
    "/%0d%0aLocation: http://evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "evil.example",
    "",
    "/%E0%A4%A",
    "/\u2028/evil.example",
  ])("refuses %j and falls back to /", (value) => {
    expect(safeRedirectPath(value)).toBe("/");
  });

  it("refuses what is not a string", () => {
    expect(safeRedirectPath(null)).toBe("/");
    expect(safeRedirectPath(undefined)).toBe("/");
    expect(safeRedirectPath(new Blob(["/x"]))).toBe("/");
  });
});
