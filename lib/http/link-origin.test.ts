import { afterEach, describe, expect, it } from "vitest";
import { linkOrigin } from "./link-origin";

const h = (init: Record<string, string>) => new Headers(init);

describe("linkOrigin", () => {
  afterEach(() => {
    delete process.env.HOLONET_PUBLIC_URL;
    delete process.env.HOLONET_TRUSTED_PROXIES;
  });

  it("is HOLONET_PUBLIC_URL when set, whatever the request says", () => {
    process.env.HOLONET_PUBLIC_URL = "https://hall.example/ ";
    expect(linkOrigin(h({ host: "evil.example", "x-forwarded-host": "evil.example" }))).toBe("https://hall.example");
  });

  it("without a configured proxy, ignores forwarded headers and takes the Host the client connected to", () => {
    expect(linkOrigin(h({ host: "hall.example:3000", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" }))).toBe("http://hall.example:3000");
    expect(linkOrigin(h({ host: "hall.example", forwarded: "host=evil.example;proto=https" }))).toBe("http://hall.example");
    // A request made without a Host header (tests): the URL's host.
    expect(linkOrigin(h({}), "localhost:3211")).toBe("http://localhost:3211");
  });

  it("with n trusted proxies, takes the forwarded entry n places from the right", () => {
    process.env.HOLONET_TRUSTED_PROXIES = "1";
    expect(linkOrigin(h({ host: "10.0.0.2:3000", "x-forwarded-host": "evil.example, hall.example", "x-forwarded-proto": "https" }))).toBe("https://hall.example");
    expect(linkOrigin(h({ host: "10.0.0.2:3000", forwarded: "host=evil.example;proto=http, for=1.2.3.4;host=hall.example;proto=https" }))).toBe("https://hall.example");
    process.env.HOLONET_TRUSTED_PROXIES = "2";
    expect(linkOrigin(h({ host: "10.0.0.2", "x-forwarded-host": "evil.example, hall.example, inner.lan" }))).toBe("http://hall.example");
    // Fewer entries than proxies: nothing forwarded counts.
    expect(linkOrigin(h({ host: "10.0.0.2", "x-forwarded-host": "evil.example" }))).toBe("http://10.0.0.2");
  });

  it("a page the response cache renders takes the origin from the visitor's request, only with the render secret", () => {
    process.env.HOLONET_RENDER_SECRET = "s3cret";
    try {
      const loopback = { host: "127.0.0.1:3000", "x-holonet-render-origin": "http://hall.example:8080" };
      expect(linkOrigin(h({ ...loopback, "x-holonet-render": "s3cret" }))).toBe("http://hall.example:8080");
      expect(linkOrigin(h({ ...loopback, "x-holonet-render": "guess" }))).toBe("http://127.0.0.1:3000");
      expect(linkOrigin(h({ ...loopback, "x-holonet-render-origin": "http://evil.example/x?", "x-holonet-render": "s3cret" }))).toBe("http://127.0.0.1:3000");
    } finally {
      delete process.env.HOLONET_RENDER_SECRET;
    }
  });

  it("never puts anything but a host name, address and port into a link", () => {
    process.env.HOLONET_TRUSTED_PROXIES = "1";
    expect(linkOrigin(h({ host: "hall.example", "x-forwarded-host": "evil.example/path?x=" }))).toBe("http://hall.example");
    expect(linkOrigin(h({ host: "a b", "x-forwarded-proto": "javascript" }))).toBe("http://localhost");
    expect(linkOrigin(h({ host: "[::1]:3000" }))).toBe("http://[::1]:3000");
  });
});
