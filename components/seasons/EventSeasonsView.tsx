import Link from "next/link";
import { Card } from "@/components/ui/Card";
import type { EventSeasons } from "@/lib/schemas/season";
import { NOT_COUNTED_BECAUSE } from "./not-counted-words";

/** "Counts for": the seasons an event's results go to, and those it is attached to but does not count for (nothing when none). */
export function EventSeasonsView({ seasons, notCounted }: EventSeasons) {
  if (seasons.length === 0 && notCounted.length === 0) return null;
  return (
    <Card title={seasons.length > 0 ? "Counts for" : "Seasons"}>
      {seasons.length > 0 && (
        <ul className="flex flex-wrap gap-x-4" data-testid="event-seasons">
          {seasons.map((s) => (
            <li key={s.id}>
              <Link href={`/seasons/${s.id}`} className="inline-flex min-h-11 items-center font-semibold underline">
                {s.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {notCounted.length > 0 && (
        <ul className="space-y-1 text-sm" data-testid="event-seasons-not-counted">
          {notCounted.map((s) => (
            <li key={s.id}>
              Does not count for{" "}
              <Link href={`/seasons/${s.id}`} className="inline-flex min-h-11 items-center font-semibold underline">
                {s.name}
              </Link>
              : {NOT_COUNTED_BECAUSE[s.reason]}.
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
