import Link from "next/link";
import { Card } from "@/components/ui/Card";

/** "Counts for": the seasons an event's results go to (nothing when none). */
export function EventSeasonsView({ seasons }: { seasons: { id: string; name: string }[] }) {
  if (seasons.length === 0) return null;
  return (
    <Card title="Counts for">
      <ul className="flex flex-wrap gap-x-4" data-testid="event-seasons">
        {seasons.map((s) => (
          <li key={s.id}>
            <Link href={`/seasons/${s.id}`} className="inline-flex min-h-11 items-center font-semibold underline">
              {s.name}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
