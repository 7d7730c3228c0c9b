import Link from "next/link";
import type { EventSummary } from "@/lib/views/events";
import { LocalTime } from "@/components/ui/LocalTime";
import { EventStatusBadge } from "./EventStatusBadge";

export function EventList({ events, empty }: { events: EventSummary[]; empty: string }) {
  if (events.length === 0) return <p className="text-slate-600">{empty}</p>;
  return (
    <ul className="divide-y divide-slate-200">
      {events.map((e) => (
        <li key={e.id}>
          <Link href={`/events/${e.id}`} className="flex items-center justify-between gap-3 py-3 hover:bg-slate-50">
            <div className="min-w-0">
              <div className="font-semibold break-words">{e.name}</div>
              <div className="text-sm text-slate-600">
                {e.startsAt ? <LocalTime iso={e.startsAt} withTime={false} /> : "Date to be announced"}
                {e.venue ? ` · ${e.venue}` : ""} · {e.playerCount} {e.teamSize ? (e.playerCount === 1 ? "team" : "teams") : e.playerCount === 1 ? "player" : "players"}
              </div>
            </div>
            <div className="flex shrink-0 items-center gap-2">
              {e.role && <span className="text-xs text-slate-700 capitalize">{e.role}</span>}
              <EventStatusBadge status={e.status} />
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
