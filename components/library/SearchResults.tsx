import Link from "next/link";
import type { LinkedHit } from "@/lib/views/library";
import { Marked } from "./InlineText";

/** Search hits: the document, the section (a ruling by its number) and a snippet with the words marked. */
export function SearchResults({ hits, total, query }: { hits: readonly LinkedHit[]; total: number; query: string }) {
  if (hits.length === 0) {
    return (
      <p className="rounded-lg bg-slate-100 px-3 py-3 text-slate-700" role="status">
        Nothing found for “{query}”. Every word must appear in a section: try fewer or other words.
      </p>
    );
  }
  return (
    <div>
      <p className="mb-2 text-sm text-slate-600" role="status">
        {total === 1 ? "1 section matches" : `${total} sections match`} “{query}”{total > hits.length ? `; the best ${hits.length} are shown` : ""}.
      </p>
      <ol className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white" data-testid="library-hits">
        {hits.map((h) => (
          <li key={`${h.slug}#${h.anchor}`}>
            <Link href={h.href} className="block px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50">
              <span className="block text-xs font-semibold tracking-wide text-slate-500 uppercase">{h.documentTitle}</span>
              <span className="block font-semibold text-slate-900">
                {h.kind === "rule" ? (
                  <>
                    <span className="tabular-nums">{h.number}</span> <span className="font-normal text-slate-700">{h.sectionTitle}</span>
                  </>
                ) : h.kind === "opening" ? (
                  "Opening text"
                ) : (
                  <Marked text={h.sectionTitle} ranges={h.titleRanges} />
                )}
              </span>
              <span className="mt-1 block text-[15px] leading-relaxed text-slate-700">
                {h.snippet.cutStart && "… "}
                <Marked text={h.snippet.text} ranges={h.snippet.ranges} />
                {h.snippet.cutEnd && " …"}
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </div>
  );
}
