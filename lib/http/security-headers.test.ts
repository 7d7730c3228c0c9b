import { describe, expect, it } from "vitest";
import { DOCUMENT_CSP, isDocumentFilePath, newNonce, pageCsp, requestIsHttps } from "./security-headers";

describe("requestIsHttps", () => {
  const h = (init: Record<string, string>) => new Headers(init);
  it("trusts the request's own scheme", () => {
    expect(requestIsHttps("https://hall.example/x", h({}))).toBe(true);
    expect(requestIsHttps("http://hall.example/x", h({}))).toBe(false);
  });
  it("follows a TLS-terminating proxy's X-Forwarded-Proto (first hop) or Forwarded", () => {
    expect(requestIsHttps("http://app:3000/", h({ "x-forwarded-proto": "https" }))).toBe(true);
    expect(requestIsHttps("http://app:3000/", h({ "x-forwarded-proto": "HTTPS, http" }))).toBe(true);
    expect(requestIsHttps("http://app:3000/", h({ "x-forwarded-proto": "http" }))).toBe(false);
    expect(requestIsHttps("http://app:3000/", h({ forwarded: 'for=1.2.3.4;proto="https"' }))).toBe(true);
    expect(requestIsHttps("http://app:3000/", h({ forwarded: "for=1.2.3.4;proto=http" }))).toBe(false);
  });
});

describe("pageCsp", () => {
  it("allows only scripts with this response's nonce, and nothing may frame the page", () => {
    const csp = pageCsp("abc123", { https: false, dev: false });
    expect(csp).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
  it("upgrades insecure requests only when served over HTTPS (a LAN hall over HTTP keeps working)", () => {
    expect(pageCsp("n", { https: true, dev: false })).toContain("upgrade-insecure-requests");
    expect(pageCsp("n", { https: false, dev: false })).not.toContain("upgrade-insecure-requests");
  });
  it("draws a fresh nonce each time", () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    for (const n of nonces) expect(n).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe("uploaded documents", () => {
  it("are sandboxed with nothing allowed, on the file's path only", () => {
    expect(DOCUMENT_CSP.split("; ")).toEqual(expect.arrayContaining(["default-src 'none'", "sandbox", "frame-ancestors 'none'"]));
    expect(isDocumentFilePath("/api/v1/events/ev1/documents/doc1")).toBe(true);
    expect(isDocumentFilePath("/api/v1/events/ev1/documents")).toBe(false);
    expect(isDocumentFilePath("/events/ev1/documents/doc1")).toBe(false);
  });
});
