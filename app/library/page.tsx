import type { Metadata } from "next";
import Link from "next/link";
import { Badge } from "@/components/ui/Badge";
import { Card } from "@/components/ui/Card";
import { PageHeader } from "@/components/ui/PageHeader";
import { LibrarySearchForm } from "@/components/library/LibrarySearchForm";
import { SearchResults } from "@/components/library/SearchResults";
import { KIND_LABEL } from "@/lib/library/manifest";
import { ID_PATTERN } from "@/lib/schemas/common";
import { ServiceError } from "@/lib/server/kernel/errors";
import { libraryDocuments } from "@/lib/server/library/library";
import { searchTheLibrary, type LibrarySearch } from "@/lib/server/library/library-search";
import { GAME_NAMES } from "@/lib/tournament/format/presets";

export const metadata: Metadata = { title: "Judges' library", description: "The rules, rulings, errata and tournament regulations of the Star Wars card games, searchable." };

type Search = { q?: string | string[]; event?: string | string[] };
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

/** A search limited to an event that does not exist searches everything. */
async function run(query: string, eventId: string): Promise<LibrarySearch> {
  try {
    return await searchTheLibrary(query, ID_PATTERN.test(eventId) ? { eventId } : {});
  } catch (err) {
    if (err instanceof ServiceError && err.code === "not_found") return searchTheLibrary(query);
    throw err;
  }
}

export default async function LibraryPage({ searchParams }: { searchParams: Promise<Search> }) {
  const raw = await searchParams;
  const query = first(raw.q).trim().slice(0, 200);
  const eventId = first(raw.event);
  const result = query ? await run(query, eventId) : null;
  const scope = result?.scope ?? null;
  const documents = libraryDocuments();
  return (
    <div className="space-y-5">
      <PageHeader title="Judges' library" subtitle="Every rules document a judge may need at the table — shipped with Holonet, readable offline." />
      <Card>
        <LibrarySearchForm query={query} eventId={scope?.eventId} label={scope ? `Search the documents of ${scope.eventName}` : "Search every document"} autoFocus={!query} />
        {scope && (
          <p className="mt-2 text-sm text-slate-600">
            Limited to this event’s game and its uploaded rulings.{" "}
            <Link className="underline" href={`/library?q=${encodeURIComponent(query)}`}>
              Search every document
            </Link>{" "}
            ·{" "}
            <Link className="underline" href={`/events/${scope.eventId}`}>
              Back to the event
            </Link>
          </p>
        )}
      </Card>
      {result && (
        <section aria-label="Search results">
          <SearchResults hits={result.hits} total={result.total} query={result.query} />
        </section>
      )}
      <section aria-labelledby="library-documents" className="space-y-3">
        <h2 id="library-documents" className="text-lg font-semibold">
          Documents
        </h2>
        <ul className="grid gap-3 md:grid-cols-2">
          {documents.map(({ meta, notice }) => (
            <li key={meta.slug} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <div className="mb-1 flex flex-wrap gap-2">
                <Badge tone={meta.kind === "errata" ? "warn" : meta.kind === "regulations" ? "info" : "neutral"}>{KIND_LABEL[meta.kind]}</Badge>
                <Badge>{GAME_NAMES[meta.game]}</Badge>
              </div>
              <h3 className="text-lg leading-snug font-semibold">
                <Link href={`/library/${meta.slug}`} className="underline-offset-4 hover:underline">
                  {meta.title}
                </Link>
              </h3>
              <p className="text-sm text-slate-600">{meta.version}</p>
              {notice && <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">{notice.text}</p>}
              <p className="mt-2 text-[15px] text-slate-700">{meta.about}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
