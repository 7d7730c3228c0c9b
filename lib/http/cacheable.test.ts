import { afterEach, describe, expect, it } from "vitest";
import { cacheableRequest, isRenderRequest, RENDER_HEADER } from "./cacheable";

const ID = "cmwslxj2w0002rk7d0505k2rj";
const req = (pathname: string, headers: Record<string, string> = {}, search = "", method = "GET") => ({ method, pathname, search, headers: new Headers(headers) });

describe("cacheableRequest", () => {
  it("takes an event's public pages and API reads, keyed to the event", () => {
    for (const path of ["", "/pairings", "/standings", "/bracket"]) {
      expect(cacheableRequest(req(`/events/${ID}${path}`))).toEqual({ eventId: ID, kind: "page" });
    }
    for (const path of ["", "/rounds", "/rounds/3", "/standings", "/bracket", "/players"]) {
      expect(cacheableRequest(req(`/api/v1/events/${ID}${path}`))).toEqual({ eventId: ID, kind: "api" });
    }
    expect(cacheableRequest(req(`/events/${ID}/pairings`, {}, "?round=2"))).toEqual({ eventId: ID, kind: "page" });
    expect(cacheableRequest(req(`/events/${ID}/pairings`, {}, "?round=2&page=3"))).toEqual({ eventId: ID, kind: "page" });
    expect(cacheableRequest(req(`/events/${ID}/standings`, {}, "?page=20"))).toEqual({ eventId: ID, kind: "page" });
  });

  it("takes the home page as a visitor first sees it, keyed to the lists of events", () => {
    expect(cacheableRequest(req("/"))).toEqual({ eventId: null, kind: "page" });
    expect(cacheableRequest(req("/", { "sec-fetch-dest": "document" }))).toEqual({ eventId: null, kind: "page" });
    // A search, a paged list, a signed-in visitor or a client-side navigation: Next.js answers.
    expect(cacheableRequest(req("/", {}, "?q=hoth"))).toBeNull();
    expect(cacheableRequest(req("/", {}, "?live=2"))).toBeNull();
    expect(cacheableRequest(req("/", { cookie: "holonet_session=abc" }))).toBeNull();
    expect(cacheableRequest(req("/", { "sec-fetch-dest": "empty" }))).toBeNull();
    expect(cacheableRequest(req("/", {}, "", "POST"))).toBeNull();
    expect(cacheableRequest(req("/events"))).toBeNull();
  });

  it("takes a season's leaderboard, page and API, of the current period or one asked for", () => {
    expect(cacheableRequest(req(`/seasons/${ID}`))).toEqual({ eventId: null, kind: "page", season: { id: ID, period: null } });
    expect(cacheableRequest(req(`/seasons/${ID}`, {}, "?period=2026-10"))).toEqual({ eventId: null, kind: "page", season: { id: ID, period: "2026-10" } });
    expect(cacheableRequest(req(`/api/v1/seasons/${ID}/leaderboard`))).toEqual({ eventId: null, kind: "api", season: { id: ID, period: null } });
    expect(cacheableRequest(req(`/api/v1/seasons/${ID}/leaderboard`, { cookie: "holonet_session=abc" }, "?period=season"))).toEqual({ eventId: null, kind: "api", season: { id: ID, period: "season" } });
    // The printable page, other queries, a signed-in visitor's page, the organizer's pages, the stream: Next.js answers.
    expect(cacheableRequest(req(`/seasons/${ID}`, {}, "?period=2026-10&print=1"))).toBeNull();
    expect(cacheableRequest(req(`/seasons/${ID}`, {}, "?period=10"))).toBeNull();
    expect(cacheableRequest(req(`/seasons/${ID}`, { cookie: "holonet_session=abc" }))).toBeNull();
    expect(cacheableRequest(req(`/seasons/${ID}`, { "sec-fetch-dest": "empty" }))).toBeNull();
    expect(cacheableRequest(req(`/seasons/${ID}/manage`))).toBeNull();
    expect(cacheableRequest(req(`/seasons/${ID}/history`))).toBeNull();
    expect(cacheableRequest(req(`/api/v1/seasons/${ID}`))).toBeNull();
    expect(cacheableRequest(req(`/api/v1/seasons/${ID}/changes`))).toBeNull();
    expect(cacheableRequest(req(`/api/v1/seasons/${ID}/leaderboard`, {}, "", "POST"))).toBeNull();
  });

  it("leaves everything else to Next.js", () => {
    expect(cacheableRequest(req(`/events/${ID}/manage`))).toBeNull();
    expect(cacheableRequest(req(`/events/${ID}/history`))).toBeNull();
    expect(cacheableRequest(req(`/api/v1/events/${ID}/changes`))).toBeNull();
    expect(cacheableRequest(req(`/api/v1/events/${ID}/rounds`, {}, "", "POST"))).toBeNull();
    expect(cacheableRequest(req(`/events/${ID}/pairings`, {}, "?round=2&x=1"))).toBeNull();
    expect(cacheableRequest(req(`/events/${ID}/pairings`, {}, "?page=3&round=2"))).toBeNull();
    expect(cacheableRequest(req(`/events/${ID}/standings`, {}, "?page=123456"))).toBeNull();
    expect(cacheableRequest(req(`/events/${ID.toUpperCase()}`))).toBeNull();
  });

  it("serves a page only to a document load by someone not signed in", () => {
    expect(cacheableRequest(req(`/events/${ID}`, { cookie: "theme=dark; holonet_session=abc" }))).toBeNull();
    expect(cacheableRequest(req(`/events/${ID}`, { cookie: "not_holonet_session=abc" }))).not.toBeNull();
    expect(cacheableRequest(req(`/events/${ID}`, { "sec-fetch-dest": "empty" }))).toBeNull();
    expect(cacheableRequest(req(`/events/${ID}`, { "sec-fetch-dest": "document" }))).not.toBeNull();
    // API reads are the same for every caller.
    expect(cacheableRequest(req(`/api/v1/events/${ID}`, { cookie: "holonet_session=abc", authorization: "Bearer x" }))).not.toBeNull();
    // …but a round read with a token: the event's staff see a draft round the stored answer hides.
    expect(cacheableRequest(req(`/api/v1/events/${ID}/rounds/2`, { authorization: "Bearer x" }))).toBeNull();
    expect(cacheableRequest(req(`/api/v1/events/${ID}/rounds`, { authorization: "Bearer x" }))).toBeNull();
    expect(cacheableRequest(req(`/api/v1/events/${ID}/rounds/2`))).not.toBeNull();
  });

  describe("the cache's own renders", () => {
    const saved = process.env.HOLONET_RENDER_SECRET;
    afterEach(() => {
      process.env.HOLONET_RENDER_SECRET = saved;
    });

    it("pass through, and only with this process's secret", () => {
      process.env.HOLONET_RENDER_SECRET = "s3cret";
      expect(cacheableRequest(req(`/events/${ID}`, { [RENDER_HEADER]: "s3cret" }))).toBeNull();
      expect(isRenderRequest(new Headers({ [RENDER_HEADER]: "s3cret" }))).toBe(true);
      expect(isRenderRequest(new Headers({ [RENDER_HEADER]: "guess" }))).toBe(false);
      delete process.env.HOLONET_RENDER_SECRET;
      expect(isRenderRequest(new Headers({ [RENDER_HEADER]: "" }))).toBe(false);
    });
  });
});
