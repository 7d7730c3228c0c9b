import Link from "next/link";
import { Card } from "@/components/ui/Card";
import type { FinalPlacement } from "@/lib/views/events";

const SHOWN = 8;

/** A finished event: the champion first, then the top places; everything else on the standings. */
export function FinalPlacements({ placements, eventId, hasBracket }: { placements: FinalPlacement[]; eventId: string; hasBracket: boolean }) {
  const [champion, ...rest] = placements;
  return (
    <Card title="Final results">
      <div data-testid="final-results" className="space-y-3">
        <p className="text-lg">
          <span className="text-sm font-semibold uppercase tracking-wide text-amber-800">Champion</span>
          <br />
          <span className="text-2xl font-bold">{champion!.name}</span>
        </p>
        {rest.length > 0 && (
          <ol className="grid gap-1 sm:grid-cols-2" aria-label="Placements">
            {rest.slice(0, SHOWN - 1).map((p) => (
              <li key={p.playerId} className="flex gap-2">
                <span className="w-8 shrink-0 text-right font-mono tabular-nums text-slate-700">{p.place}.</span>
                <span className="break-words">{p.name}</span>
              </li>
            ))}
          </ol>
        )}
        <p className="space-x-4 text-sm">
          <Link className="font-semibold underline" href={`/events/${eventId}/standings`}>
            All standings
          </Link>
          {hasBracket && (
            <Link className="font-semibold underline" href={`/events/${eventId}/bracket`}>
              Bracket
            </Link>
          )}
        </p>
      </div>
    </Card>
  );
}
