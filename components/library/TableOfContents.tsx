import type { TocEntry } from "@/lib/library/parse";

const INDENT = { 1: "", 2: "pl-3", 3: "pl-6" } as const;

function Entries({ toc, hits }: { toc: readonly TocEntry[]; hits: ReadonlySet<string> }) {
  return (
    <ol className="space-y-0.5 text-[15px]">
      {toc.map((t) => (
        <li key={t.anchor} className={INDENT[t.level]}>
          <a
            href={`#${t.anchor}`}
            className={`block rounded px-2 py-1.5 leading-snug hover:bg-slate-100 ${t.level === 1 ? "font-semibold text-slate-900" : "text-slate-700"} ${hits.has(t.anchor) ? "bg-amber-100" : ""}`}
          >
            {t.title}
          </a>
        </li>
      ))}
    </ol>
  );
}

/**
 * The table of contents: a collapsible list on phones (works without JavaScript), a sticky column
 * beside the text on wide screens. Sections with search hits are tinted.
 */
export function TableOfContents({ toc, hits = [] }: { toc: readonly TocEntry[]; hits?: readonly string[] }) {
  if (toc.length === 0) return null;
  const hitSet = new Set(hits);
  return (
    <>
      <details className="mb-4 rounded-xl border border-slate-200 bg-white shadow-sm lg:hidden print:hidden">
        <summary className="min-h-11 cursor-pointer px-4 py-3 font-semibold">Contents ({toc.length})</summary>
        <nav aria-label="Contents" className="max-h-[60vh] overflow-y-auto border-t border-slate-200 px-2 py-2">
          <Entries toc={toc} hits={hitSet} />
        </nav>
      </details>
      <nav aria-label="Contents" className="sticky top-4 hidden max-h-[calc(100vh-2rem)] overflow-y-auto pr-2 lg:block print:hidden">
        <p className="mb-2 px-2 text-sm font-semibold tracking-wide text-slate-600 uppercase">Contents</p>
        <Entries toc={toc} hits={hitSet} />
      </nav>
    </>
  );
}
