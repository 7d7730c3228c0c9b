import Link from "next/link";
import { Badge } from "@/components/ui/Badge";
import { LocalTime } from "@/components/ui/LocalTime";
import type { ProfileEvent } from "@/lib/schemas/profile";
import { ordinal } from "@/lib/words/ordinal";

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

function Placement({ e }: { e: ProfileEvent }) {
  if (!e.placement) return <span className="text-slate-600">{e.eventStatus === "registration" ? "Registered" : "—"}</span>;
  return e.placement.final ? (
    <span className="font-semibold">{e.placement.place === 1 ? "Champion" : `${ordinal(e.placement.place)} place`}</span>
  ) : (
    <span>Currently {ordinal(e.placement.place)}</span>
  );
}

/** A profile's events, newest first: when and what, where the player finished, and their record. */
export function ProfileEvents({ events }: { events: ProfileEvent[] }) {
  if (events.length === 0) return <p className="text-slate-600">No events yet.</p>;
  return (
    <ul className="divide-y divide-slate-100" data-testid="profile-events">
      {events.map((e) => (
        <li key={e.eventId} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3">
          <div className="min-w-0">
            <Link href={`/events/${e.eventId}`} className="inline-flex min-h-11 items-center font-semibold break-words underline-offset-4 hover:underline">
              {e.eventName}
            </Link>
            <div className="text-sm text-slate-600">
              {e.startsAt ? <LocalTime iso={e.startsAt} withTime={false} /> : "No date"} · {e.game} · {e.descriptor}
            </div>
            {e.entryStatus !== "active" && (
              <div className="mt-1">
                <Badge tone="warn">{e.entryStatus}</Badge>
              </div>
            )}
          </div>
          <div className="text-sm sm:text-right">
            <Placement e={e} />
            <div className="font-mono tabular-nums text-slate-700" aria-label="Record: wins, losses, draws">
              {e.record.wins}–{e.record.losses}–{e.record.draws}
              {e.record.byes > 0 && <span className="font-sans"> · {plural(e.record.byes, "bye")}</span>}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
