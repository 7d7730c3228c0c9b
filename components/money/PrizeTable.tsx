import type { PrizeTableRowView } from "@/lib/schemas/money";
import { itemText, placeRange } from "@/lib/words/money";

/** The prize table by place range; a conditional row not (yet) met is shown greyed with its condition. */
export function PrizeTable({ rows }: { rows: readonly PrizeTableRowView[] }) {
  const sorted = [...rows].sort((a, b) => a.fromPlace - b.fromPlace || (a.toPlace ?? Infinity) - (b.toPlace ?? Infinity));
  return (
    <ul className="space-y-1" aria-label="Prize table">
      {sorted.map((r, i) => (
        <li key={i} className={`flex gap-3 ${r.applies ? "" : "text-slate-500"}`}>
          <span className="w-28 shrink-0 text-sm font-semibold text-slate-700">{placeRange(r.fromPlace, r.toPlace)}</span>
          <span className="min-w-0 break-words">
            {itemText(r.quantity, r.item)}
            {r.fromPlace !== r.toPlace ? " each" : ""}
            {r.minPreRegistered !== null && <span className="text-sm"> — if at least {r.minPreRegistered} pre-register{r.applies ? " (met)" : ""}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}
