import { LocalTime } from "@/components/ui/LocalTime";
import type { WaitlistEntryView } from "@/lib/schemas/registration-api";

/** The waitlist in promotion order, for staff. */
export function WaitlistList({ entries }: { entries: WaitlistEntryView[] }) {
  if (entries.length === 0) return <p className="text-slate-600">Nobody is waiting.</p>;
  return (
    <ol className="divide-y divide-slate-100" data-testid="waitlist">
      {entries.map((w) => (
        <li key={w.id} className="flex min-h-11 items-baseline py-2">
          <span className="mr-2 inline-block w-7 shrink-0 text-right text-sm text-slate-600 tabular-nums">{w.position}.</span>
          <span className="min-w-0">
            <span className="block break-words font-medium">{w.name}</span>
            <span className="block break-all text-sm text-slate-600">
              {w.email ? `${w.email} · ` : ""}since <LocalTime iso={w.createdAt} />
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}
