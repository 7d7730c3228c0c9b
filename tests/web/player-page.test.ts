import { describe, expect, it } from "vitest";
import { playerPage, playersHref, PLAYERS_PER_PAGE, searchParam } from "@/components/players/player-page";
import { cacheableRequest } from "@/lib/http/cacheable";

const players = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}` }));
const ID = "cmwslxj2w0002rk7d0505k2rj";

describe("the event page's list of players", () => {
  it("is one page up to 100 players, numbered from 1", () => {
    const list = playerPage(players(PLAYERS_PER_PAGE), {});
    expect(list).toMatchObject({ total: 100, found: 100, page: 1, pages: 1, start: 0, query: "" });
    expect(list.rows).toHaveLength(100);
    expect(list.rows[0]).toEqual({ player: { id: "p1", name: "Player 1" }, number: 1 });
    expect(playerPage(players(PLAYERS_PER_PAGE), { page: "2" }).page).toBe(1);
  });

  it("takes ?page= within 1…pages, and keeps each entry's number", () => {
    const all = players(1000);
    expect(playerPage(all, {}).pages).toBe(10);
    const third = playerPage(all, { page: "3" });
    expect(third).toMatchObject({ page: 3, start: 200 });
    expect(third.rows.map((r) => r.number)).toEqual(Array.from({ length: 100 }, (_, i) => 201 + i));
    expect(playerPage(all, { page: "99" }).page).toBe(10);
    expect(playerPage(players(1001), { page: "99" }).rows).toEqual([{ player: { id: "p1001", name: "Player 1001" }, number: 1001 }]);
    for (const page of ["0", "-1", "abc", "2.5", ""]) expect(playerPage(all, { page }).page).toBe(1);
    expect(playerPage(all, { page: ["4", "2"] }).page).toBe(4);
  });

  it("finds players by a part of their name, any case, accents off; numbers stay those of the whole list", () => {
    const list = [
      { id: "a", name: "Padmé Amidala" },
      { id: "b", name: "Mara Jade" },
      { id: "c", name: "Jade Skywalker" },
      { id: "d", name: "Kyle Katarn" },
    ];
    const jade = playerPage(list, { q: "  JADE " });
    expect(jade).toMatchObject({ query: "JADE", found: 2, total: 4, pages: 1 });
    expect(jade.rows.map((r) => [r.player.id, r.number])).toEqual([["b", 2], ["c", 3]]);
    expect(playerPage(list, { q: "padme" }).rows.map((r) => r.number)).toEqual([1]);
    expect(playerPage(list, { q: "amidalá" }).found).toBe(1);
    expect(playerPage(list, { q: "Vader" })).toMatchObject({ found: 0, pages: 1, rows: [] });
    expect(playerPage(list, { q: "   " })).toMatchObject({ query: "", found: 4 });
  });

  it("pages through what a search found", () => {
    const all = players(1000); // "Player 1", 10…19, 100…199 and 1000: 112 names with "player 1"
    const first = playerPage(all, { q: "player 1" });
    expect(first).toMatchObject({ found: 112, pages: 2, page: 1 });
    const second = playerPage(all, { q: "player 1", page: "2" });
    expect(second).toMatchObject({ page: 2, start: 100 });
    expect(second.rows.map((r) => r.number)).toEqual([189, 190, 191, 192, 193, 194, 195, 196, 197, 198, 199, 1000]);
  });

  it("reads the search from its first value, trimmed and at most a name's length", () => {
    expect(searchParam(undefined)).toBe("");
    expect(searchParam(["jade", "kyle"])).toBe("jade");
    expect(searchParam(`  ${"x".repeat(200)}`)).toHaveLength(80);
  });

  it("links a page: ?page=N alone without a search (an address the response cache keeps), page 1 bare", () => {
    expect(playersHref(ID, 1)).toBe(`/events/${ID}#players`);
    expect(playersHref(ID, 3)).toBe(`/events/${ID}?page=3#players`);
    expect(playersHref(ID, 2, "mara jade & co")).toBe(`/events/${ID}?q=mara+jade+%26+co&page=2#players`);
    const cacheable = (href: string) => {
      const url = new URL(href, "http://holonet.test");
      return cacheableRequest({ method: "GET", pathname: url.pathname, search: url.search, headers: new Headers() });
    };
    expect(cacheable(playersHref(ID, 1))).toEqual({ eventId: ID, kind: "page" });
    expect(cacheable(playersHref(ID, 10))).toEqual({ eventId: ID, kind: "page" });
    // A search is any text: rendered for its request, never a cache entry.
    expect(cacheable(playersHref(ID, 1, "jade"))).toBeNull();
  });
});
