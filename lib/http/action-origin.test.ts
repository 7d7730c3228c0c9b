import { describe, expect, it } from "vitest";
import { isForeignServerAction } from "./action-origin";

const h = (init: Record<string, string>) => new Headers({ host: "hall.lan:3000", "next-action": "abc123", ...init });

describe("isForeignServerAction", () => {
  it("refuses another site's, an opaque (null) and a malformed Origin", () => {
    expect(isForeignServerAction("POST", h({ origin: "https://evil.example" }))).toBe(true);
    expect(isForeignServerAction("POST", h({ origin: "null" }))).toBe(true);
    expect(isForeignServerAction("POST", h({ origin: "::not a url" }))).toBe(true);
    expect(isForeignServerAction("POST", new Headers({ host: "hall.lan:3000", "content-type": "multipart/form-data; boundary=x", origin: "null" }))).toBe(true);
  });
  it("lets the same site through, by Host or the proxy's X-Forwarded-Host, and requests without Origin", () => {
    expect(isForeignServerAction("POST", h({ origin: "http://hall.lan:3000" }))).toBe(false);
    expect(isForeignServerAction("POST", h({ origin: "https://holonet.example", "x-forwarded-host": "holonet.example, inner" }))).toBe(false);
    expect(isForeignServerAction("POST", h({}))).toBe(false);
  });
  it("looks only at what could be a server action", () => {
    expect(isForeignServerAction("GET", h({ origin: "https://evil.example" }))).toBe(false);
    expect(isForeignServerAction("POST", new Headers({ host: "hall.lan:3000", "content-type": "application/json", origin: "https://evil.example" }))).toBe(false);
  });
});
