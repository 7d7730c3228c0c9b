/**
 * The event page's list of players, a page at a time and searchable by name on the server
 * (`?page=N`, `?q=…`): a 1,000-player event sends 100 names, not 1,000. The links and the
 * search form are plain addresses, so they work without JavaScript; `?page=N` alone is one of
 * the addresses the response cache keeps (lib/http/cacheable.ts), a search is rendered per request.
 */
import { NAMES_PER_PAGE, norm, pageCount, pageParam } from "@/components/rounds/paging";

export const PLAYERS_PER_PAGE = NAMES_PER_PAGE;
/** A search is at most a name's length (lib/schemas/player.ts). */
export const SEARCH_MAX = 80;
/** Where the page scrolls to after a page switch or a search. */
export const LIST_ANCHOR = "players";

type Param = string | string[] | undefined;

/** The search a `?q=` asks for: its first value, trimmed, at most `SEARCH_MAX` characters. */
export function searchParam(value: Param): string {
  const raw = (Array.isArray(value) ? value[0] : value) ?? "";
  return raw.trim().slice(0, SEARCH_MAX).trim();
}

export interface PlayerRow<P> {
  player: P;
  /** The entry's number in the whole list (order of registration), kept in a search. */
  number: number;
}

export interface PlayerPage<P> {
  rows: PlayerRow<P>[];
  /** Every entry of the event. */
  total: number;
  /** The entries the search found (`total` without one). */
  found: number;
  query: string;
  page: number;
  pages: number;
  /** The index of the page's first row among those found. */
  start: number;
}

/** One page of `players` (in their order), those whose name contains the search if there is one. */
export function playerPage<P extends { name: string }>(players: readonly P[], params: { page?: Param; q?: Param }): PlayerPage<P> {
  const query = searchParam(params.q);
  const wanted = norm(query);
  const all = players.map((player, i) => ({ player, number: i + 1 }));
  const found = wanted ? all.filter((r) => norm(r.player.name).includes(wanted)) : all;
  const page = pageParam(params.page, found.length, PLAYERS_PER_PAGE);
  const start = (page - 1) * PLAYERS_PER_PAGE;
  return {
    rows: found.slice(start, start + PLAYERS_PER_PAGE),
    total: players.length,
    found: found.length,
    query,
    page,
    pages: pageCount(found.length, PLAYERS_PER_PAGE),
    start,
  };
}

/**
 * The address of a page of the list: `?page=N` alone without a search (the cached form), page 1
 * with no query at all, and the list's anchor so the browser lands on it.
 */
export function playersHref(eventId: string, page: number, query = ""): string {
  const params = new URLSearchParams();
  if (query) params.set("q", query);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return `/events/${eventId}${search ? `?${search}` : ""}#${LIST_ANCHOR}`;
}
