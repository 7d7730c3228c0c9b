import Link from "next/link";
import { ActionButton } from "@/components/queues/ActionButton";
import { Badge } from "@/components/ui/Badge";
import { Card } from "@/components/ui/Card";
import { LocalTime } from "@/components/ui/LocalTime";
import type { OccurrenceView } from "@/lib/schemas/queue";
import { GAME_NAMES } from "@/lib/tournament";
import { occurrenceStateWords } from "@/lib/words/occurrence-words";
import { venueSlug } from "@/lib/words/venue-slug";
import type { FormState } from "@/lib/web/form-state";

/**
 * A scheduled event as the calendar, a store's page and a schedule's page show it: its time in
 * its own zone (named), its state, its store, and Register or leave while registration is open.
 */
export interface OccurrenceActions {
  join: (occurrenceId: string) => Promise<FormState>;
  leave: (occurrenceId: string) => Promise<FormState>;
}

export function OccurrenceCard({ o, signedIn, actions, showVenue = true }: { o: OccurrenceView; signedIn: boolean; actions: OccurrenceActions; showVenue?: boolean }) {
  const state = occurrenceStateWords(o);
  const slug = o.venue ? venueSlug(o.venue) : "";
  return (
    <Card
      title={
        <span>
          <Link href={`/schedules/${o.scheduleId}`} className="underline underline-offset-4">
            {o.name}
          </Link>{" "}
          · <LocalTime iso={o.startsAt} timeZone={o.timeZone} />
        </span>
      }
      action={<Badge tone={state.tone}>{state.label}</Badge>}
    >
      <p className="text-sm text-slate-600">
        {GAME_NAMES[o.game as keyof typeof GAME_NAMES] ?? o.game}
        {showVenue && o.venue ? (
          <>
            {" · "}
            {slug ? (
              <Link href={`/venues/${slug}`} className="underline underline-offset-4">
                {o.venue}
              </Link>
            ) : (
              o.venue
            )}
          </>
        ) : null}{" "}
        · registration opens <LocalTime iso={o.opensAt} shape="time" timeZone={o.timeZone} />
      </p>
      {o.eventId && (
        <p className="mt-2">
          <Link href={`/events/${o.eventId}`} className="font-semibold underline underline-offset-4">
            Go to the event
          </Link>
        </p>
      )}
      {o.state === "open" && signedIn && (
        <div className="mt-3">
          {o.you === "registered" ? (
            <ActionButton action={actions.leave.bind(null, o.id)} label="You're registered · leave" pendingText="Leaving…" variant="secondary" />
          ) : (
            <ActionButton action={actions.join.bind(null, o.id)} label="Register" pendingText="Registering…" />
          )}
        </div>
      )}
    </Card>
  );
}
