import { afterEach, describe, expect, it } from "vitest";
import { clientAddress } from "./client-address";

const h = (xff?: string) => new Headers(xff === undefined ? {} : { "x-forwarded-for": xff });

describe("clientAddress", () => {
  afterEach(() => {
    delete process.env.HOLONET_TRUSTED_PROXIES;
  });
  it("takes the address the nearest proxy (or next start) wrote: the rightmost entry", () => {
    expect(clientAddress(h("203.0.113.5"))).toBe("203.0.113.5");
    expect(clientAddress(h("1.2.3.4, 203.0.113.5"))).toBe("203.0.113.5");
    expect(clientAddress(h("::ffff:127.0.0.1"))).toBe("::ffff:127.0.0.1");
  });
  it("with two trusted proxies, the client is second from the right", () => {
    process.env.HOLONET_TRUSTED_PROXIES = "2";
    expect(clientAddress(h("6.6.6.6, 203.0.113.5, 10.0.0.2"))).toBe("203.0.113.5");
  });
  it("is 'unknown' without any, and never carries more than an address can hold", () => {
    expect(clientAddress(h())).toBe("unknown");
    expect(clientAddress(h("evil|key" + "x".repeat(500))).length).toBeLessThanOrEqual(64);
    expect(clientAddress(h("a|b"))).toBe("ab");
  });
});
