import { LocalTime } from "@/components/ui/LocalTime";

/** A value in a history entry: text, or an instant shown in the page's zone. */
export type Shown = string | { at: string };

/** One entry of a history (an event's, a season's) as its words describe it. */
export interface DescribedEntry {
  title: string;
  detail?: string;
  changes: { field: string; old: Shown; new: Shown }[];
}

const shown = (v: Shown) => (typeof v === "string" ? v : <LocalTime iso={v.at} />);

/** One list item: what happened, who and when, then each setting's old → new. */
export function HistoryEntry({ entry, who, at, testId }: { entry: DescribedEntry; who: string | null; at: string; testId?: string }) {
  return (
    <li className="py-3" data-testid={testId}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
        <p className="font-medium">{entry.title}</p>
        <p className="text-sm text-slate-600">
          {who ?? "System"} · <LocalTime iso={at} />
        </p>
      </div>
      {entry.detail && <p className="mt-0.5 text-sm break-words text-slate-600">{entry.detail}</p>}
      {entry.changes.length > 0 && (
        <dl className="mt-2 space-y-1.5 text-sm">
          {entry.changes.map((c, i) => (
            <div key={i} className="rounded-md bg-slate-50 px-2.5 py-1.5">
              <dt className="font-semibold text-slate-700">{c.field}</dt>
              <dd className="break-words">
                <span className="text-slate-600 line-through decoration-slate-400">{shown(c.old)}</span>
                <span aria-label="changed to" className="mx-1.5 text-slate-600">→</span>
                <span className="text-slate-900">{shown(c.new)}</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}
