import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Badge } from "@/components/ui/Badge";
import { PageHeader } from "@/components/ui/PageHeader";
import { DocumentBody } from "@/components/library/DocumentBody";
import { inputClass } from "@/components/forms/Field";
import { buttonClass } from "@/components/ui/LinkButton";
import { SourceNotes } from "@/components/library/SourceNotes";
import { TableOfContents } from "@/components/library/TableOfContents";
import { KIND_LABEL } from "@/lib/library/manifest";
import { tableOfContents } from "@/lib/library/parse";
import { libraryDocument, searchLibrary } from "@/lib/server/library/library";
import { GAME_NAMES } from "@/lib/tournament/format/presets";

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<{ q?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const doc = libraryDocument((await params).slug);
  return doc ? { title: doc.meta.shortTitle, description: doc.meta.about } : {};
}

export default async function LibraryDocumentPage({ params, searchParams }: Props) {
  const { slug } = await params;
  const found = libraryDocument(slug);
  if (!found) notFound();
  const { meta, doc, notice } = found;
  const raw = (await searchParams).q;
  const query = ((Array.isArray(raw) ? raw[0] : raw) ?? "").trim().slice(0, 200);
  const result = query ? searchLibrary(query, { slugs: [slug], limit: 500 }) : null;
  // Each hit section marks what was found there (the app's words, or the document's for them).
  const marks = new Map((result?.hits ?? []).map((h) => [h.anchor, h.marks]));
  const hits = result?.hits.map((h) => h.anchor) ?? [];
  // Hits in document order, for "next hit" links.
  const ordered = doc.sections.filter((s) => hits.includes(s.anchor));
  return (
    <div>
      <PageHeader
        title={meta.title}
        subtitle={
          <span className="flex flex-wrap items-center gap-2">
            <Badge tone={meta.kind === "errata" ? "warn" : meta.kind === "regulations" ? "info" : "neutral"}>{KIND_LABEL[meta.kind]}</Badge>
            <span>{GAME_NAMES[meta.game]}</span>·<span>{meta.version}</span>·
            <Link className="underline" href="/library">
              Judges&apos; library
            </Link>
          </span>
        }
      />
      {notice && (
        <div className="mb-5 rounded-xl border-2 border-amber-300 bg-amber-50 px-4 py-3" role="note" data-testid="library-notice">
          <p className="text-sm font-semibold tracking-wide text-amber-900 uppercase">
            {notice.label} · {meta.version}
          </p>
          <p className="mt-1 text-lg font-semibold text-amber-950">{notice.text}</p>
        </div>
      )}
      <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
        <aside>
          <TableOfContents toc={tableOfContents(doc)} hits={hits} />
        </aside>
        <div className="min-w-0">
          <div className="mb-4 max-w-[42rem] print:hidden">
            <SourceNotes notes={doc.notes} />
            <SearchInDocument slug={slug} query={query} />
            {result && (
              <p className="mt-2 text-sm text-slate-700" role="status">
                {ordered.length === 0 ? (
                  <>Nothing in this document matches “{query}”. </>
                ) : (
                  <>
                    {ordered.length === 1 ? "1 section matches" : `${ordered.length} sections match`} “{query}”:{" "}
                    {ordered.slice(0, 12).map((s, i) => (
                      <span key={s.anchor}>
                        {i > 0 && ", "}
                        <a className="font-medium underline" href={`#${s.anchor}`}>
                          {s.kind === "rule" ? s.number : s.kind === "opening" ? "opening" : s.title}
                        </a>
                      </span>
                    ))}
                    {ordered.length > 12 && " …"}.{" "}
                  </>
                )}
                <Link className="underline" href={`/library?q=${encodeURIComponent(query)}`}>
                  Search every document
                </Link>
              </p>
            )}
          </div>
          <DocumentBody doc={doc} marks={marks} hits={hits} />
        </div>
      </div>
    </div>
  );
}

/** A GET form to this page: the hits are marked in the text. */
function SearchInDocument({ slug, query }: { slug: string; query: string }) {
  return (
    <form action={`/library/${slug}`} method="get" role="search" className="flex gap-2">
      <label htmlFor="doc-q" className="sr-only">
        Find in this document
      </label>
      <input
        id="doc-q"
        name="q"
        type="search"
        defaultValue={query}
        maxLength={200}
        placeholder="Find in this document"
        className={inputClass}
      />
      <button type="submit" className={buttonClass.secondary}>
        Find
      </button>
    </form>
  );
}
