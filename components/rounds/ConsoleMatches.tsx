"use client";

import { useRef, useState, type ReactNode } from "react";

export interface ConsoleMatch {
  id: string;
  /** "4", or "M3" for a bracket match: what the jump field takes. */
  label: string;
  /** The recorded result in one line ("Table 4 · Anna 2–1 Ben"); null while the table is open. */
  line: string | null;
  /** Whether a result can still be entered or corrected here (a bye has nothing to edit). */
  editable: boolean;
  /** The table's header and forms. */
  children: ReactNode;
}

/** Open tables first, then the recorded ones; each group in table order (as the server sent them). */
const openFirst = (matches: ConsoleMatch[]) => [...matches.filter((m) => m.line === null), ...matches.filter((m) => m.line !== null)].map((m) => m.id);

/**
 * The round's tables on the staff's consoles: open tables first with their forms, recorded ones
 * collapsed to one line that opens their form ("edit"), a "missing only" filter and a jump to a
 * table by number. The order is fixed when the round is shown, so a table just saved collapses
 * where it is instead of moving away from under the thumb.
 */
export function ConsoleMatches({ matches }: { matches: ConsoleMatch[] }) {
  const ids = matches.map((m) => m.id).join();
  const [order, setOrder] = useState(() => ({ ids, order: openFirst(matches) }));
  if (order.ids !== ids) setOrder({ ids, order: openFirst(matches) });
  const [missingOnly, setMissingOnly] = useState(false);
  const [jump, setJump] = useState("");
  const [jumpError, setJumpError] = useState("");
  const list = useRef<HTMLUListElement>(null);
  const byId = new Map(matches.map((m) => [m.id, m]));
  const missing = matches.filter((m) => m.line === null && m.editable).length;
  const shown = order.order.map((id) => byId.get(id)).filter((m): m is ConsoleMatch => m !== undefined);

  const go = () => {
    const wanted = jump.trim().toUpperCase();
    const target = matches.find((m) => m.label.toUpperCase() === wanted);
    if (!target) {
      setJumpError(wanted ? `No table ${jump.trim()} in this round.` : "Type a table number.");
      return;
    }
    setJumpError("");
    if (missingOnly && target.line !== null) setMissingOnly(false);
    // After the filter (if any) is lifted, so the table is there to scroll to.
    requestAnimationFrame(() => {
      const li = list.current?.querySelector<HTMLElement>(`[data-console-match="${CSS.escape(target.id)}"]`);
      if (!li) return;
      const details = li.querySelector("details");
      if (details) details.open = true;
      li.scrollIntoView({ block: "start" });
      li.focus({ preventScroll: true });
    });
  };

  return (
    <div className="space-y-3">
      {matches.length > 3 && (
        <div className="flex flex-wrap items-end gap-x-4 gap-y-2 print:hidden" data-testid="console-filters">
          <div role="group" aria-label="Show tables" className="flex rounded-lg border border-slate-300 p-0.5">
            <button type="button" aria-pressed={!missingOnly} onClick={() => setMissingOnly(false)} className={`min-h-11 rounded-md px-3 text-[15px] font-semibold ${missingOnly ? "text-slate-700" : "bg-slate-900 text-white"}`}>
              All {matches.length}
            </button>
            <button type="button" aria-pressed={missingOnly} onClick={() => setMissingOnly(true)} className={`min-h-11 rounded-md px-3 text-[15px] font-semibold ${missingOnly ? "bg-slate-900 text-white" : "text-slate-700"}`}>
              Missing {missing}
            </button>
          </div>
          <form
            className="flex items-end gap-2"
            role="search"
            aria-label="Go to a table"
            onSubmit={(e) => {
              e.preventDefault();
              go();
            }}
          >
            <label className="block">
              <span className="block text-sm font-semibold text-slate-700">Table</span>
              <input
                value={jump}
                onChange={(e) => setJump(e.target.value)}
                inputMode="numeric"
                autoComplete="off"
                enterKeyHint="go"
                aria-describedby={jumpError ? "table-jump-error" : undefined}
                aria-invalid={jumpError ? true : undefined}
                className="block min-h-11 w-20 rounded-lg border border-slate-300 bg-white px-3 text-lg"
              />
            </label>
            <button type="submit" className="min-h-11 rounded-lg border border-slate-300 bg-white px-4 text-[15px] font-semibold">
              Go
            </button>
          </form>
          {jumpError && (
            <p id="table-jump-error" role="alert" className="w-full text-sm font-semibold text-red-800">
              {jumpError}
            </p>
          )}
        </div>
      )}
      {missingOnly && missing === 0 && <p className="text-slate-700">No result is missing.</p>}
      <ul ref={list} className="space-y-3" data-testid="console-matches">
        {shown.map((m) => (
          <li
            key={m.id}
            tabIndex={-1}
            data-console-match={m.id}
            data-testid={`match-${m.label}`}
            hidden={missingOnly && m.line !== null}
            className={`scroll-mt-4 rounded-lg border outline-none focus-visible:ring-2 focus-visible:ring-slate-900 ${m.line !== null ? "border-slate-200 bg-slate-50" : "border-slate-300 p-3"}`}
          >
            {m.line === null ? (
              m.children
            ) : m.editable ? (
              <details className="group">
                <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-3 py-2 [&::-webkit-details-marker]:hidden">
                  <span className="font-medium" data-testid="saved-result">
                    {m.line}
                  </span>
                  <span className="shrink-0 text-[15px] font-semibold underline group-open:hidden">edit</span>
                  <span className="hidden shrink-0 text-[15px] font-semibold underline group-open:inline">close</span>
                </summary>
                <div className="border-t border-slate-200 bg-white p-3">{m.children}</div>
              </details>
            ) : (
              <p className="px-3 py-2 font-medium" data-testid="saved-result">
                {m.line}
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
