/**
 * The library's search as the pages use it: across every shipped document, or — from an event's
 * judge pages (`/library?q=…&event=<id>`) — across the documents that apply to that event,
 * including its uploaded Markdown rulings sheets. Each hit carries the link to its section, with
 * the query so the page highlights the words.
 */
import { buildIndex, search, type SearchHit } from "@/lib/library/search";
import type { LinkedHit } from "@/lib/views/library";
import { eventLibraryScope, type EventLibraryScope } from "./event-documents";
import { libraryIndex } from "./library";

export interface LibrarySearch {
  readonly query: string;
  readonly terms: readonly string[];
  readonly hits: readonly LinkedHit[];
  readonly total: number;
  /** The event the search was limited to. */
  readonly scope: EventLibraryScope | null;
}

const LIMIT = 40;

const withQuery = (path: string, query: string, anchor: string) => `${path}?q=${encodeURIComponent(query)}#${encodeURIComponent(anchor)}`;

export async function searchTheLibrary(query: string, { eventId }: { eventId?: string } = {}): Promise<LibrarySearch> {
  const q = query.trim().slice(0, 200);
  const scope = eventId ? await eventLibraryScope(eventId) : null;
  const library = search(libraryIndex(), q, { limit: LIMIT, ...(scope ? { slugs: scope.slugs } : {}) });
  const sheets = scope && scope.sheets.length > 0 ? search(buildIndex(scope.sheets), q, { limit: LIMIT }) : null;
  const link = (h: SearchHit): LinkedHit => ({
    ...h,
    href: h.slug.startsWith("doc:")
      ? withQuery(`/events/${scope!.eventId}/documents/${h.slug.slice(4)}`, q, h.anchor)
      : withQuery(`/library/${h.slug}`, q, h.anchor),
  });
  // The event's own sheet first on equal footing: it is what the judge rules by at this event.
  const hits = [...(sheets?.hits ?? []).map((h) => ({ ...h, score: h.score * 1.25 })), ...library.hits]
    .sort((a, b) => b.score - a.score)
    .slice(0, LIMIT)
    .map(link);
  return { query: q, terms: library.terms, hits, total: library.total + (sheets?.total ?? 0), scope };
}
