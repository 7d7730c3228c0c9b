import type { SourceNote } from "@/lib/library/types";

/**
 * What was taken out of a document's source before it was shown (a crawl's header, rule lines,
 * a page extracted twice: lib/library/clean.ts), with the lines it stood on — the file itself is
 * kept as it came, so citations by line still hold.
 */
export function SourceNotes({ notes }: { notes: readonly SourceNote[] }) {
  if (notes.length === 0) return null;
  const original = notes.find((n) => n.link)?.link;
  return (
    <details className="mb-4 max-w-[42rem] rounded-xl border border-slate-200 bg-white text-sm text-slate-700 print:hidden" data-testid="source-notes">
      <summary className="min-h-11 cursor-pointer px-4 py-3 font-semibold">Source notes ({notes.length})</summary>
      <div className="space-y-2 border-t border-slate-200 px-4 py-3">
        <p>Removed from the text as shown (the file keeps every line, so line references still hold):</p>
        <ul className="list-disc space-y-1 pl-5 [overflow-wrap:anywhere]">
          {notes.map((n) => (
            <li key={n.lines[0]}>
              <span className="font-medium tabular-nums">{n.lines[0] === n.lines[1] ? `Line ${n.lines[0]}` : `Lines ${n.lines[0]}–${n.lines[1]}`}:</span> {n.text}
            </li>
          ))}
        </ul>
        {original && (
          <p className="[overflow-wrap:anywhere]">
            The original:{" "}
            <a className="font-medium underline" href={original.href} rel="noopener noreferrer" target="_blank">
              {original.label}
            </a>
          </p>
        )}
      </div>
    </details>
  );
}
