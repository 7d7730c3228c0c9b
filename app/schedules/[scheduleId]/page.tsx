import type { Metadata } from "next";
import Link from "next/link";
import { OccurrenceCard } from "@/components/queues/OccurrenceCard";
import { SharePanel } from "@/components/share/SharePanel";
import { Card } from "@/components/ui/Card";
import { LinkButton } from "@/components/ui/LinkButton";
import { PageHeader } from "@/components/ui/PageHeader";
import { getSchedule } from "@/lib/server/queues/schedules";
import { venueSlug } from "@/lib/words/venue-slug";
import { orNotFound } from "@/lib/web/load";
import { publicOrigin } from "@/lib/web/origin";
import { currentUser } from "@/lib/web/session";
import { occurrenceActions } from "@/app/queues/occurrence-actions";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Scheduled event" };

/** A schedule's public page: what it is, its coming occurrences (register while open), and how to share or subscribe to it. */
export default async function SchedulePage({ params }: { params: Promise<{ scheduleId: string }> }) {
  const { scheduleId } = await params;
  const user = await currentUser();
  const s = await orNotFound(getSchedule(scheduleId, user));
  const { format, venue } = s;
  const origin = await publicOrigin();
  // What is to come, and what runs now.
  const coming = s.occurrences.filter((o) => !o.begun || (o.state === "started" && o.eventStatus !== "complete"));
  const slug = venue ? venueSlug(venue) : "";
  return (
    <div className="space-y-5">
      <PageHeader
        title={s.name}
        subtitle={
          <>
            {format}
            {venue && (
              <>
                {" · "}
                {slug ? (
                  <Link href={`/venues/${slug}`} className="underline underline-offset-4">
                    {venue}
                  </Link>
                ) : (
                  venue
                )}
              </>
            )}
            {` · times in ${s.timeZone.replaceAll("_", " ")}`}
          </>
        }
      />
      {user?.id === s.organizerId && (
        <p>
          <LinkButton href={`/organize/schedules/${s.id}`} variant="secondary">
            Edit the schedule
          </LinkButton>
        </p>
      )}
      {!s.open && <Card><p data-testid="schedule-closed">This schedule is {s.archived ? "archived" : "closed for now"}: nothing new is coming.</p></Card>}
      {coming.length === 0 ? (
        <Card>
          <p className="text-slate-600">Nothing coming up in the next two weeks.</p>
        </Card>
      ) : (
        <ul className="space-y-3" data-testid="schedule-occurrences">
          {coming.map((o) => (
            <li key={o.id}>
              <OccurrenceCard o={o} signedIn={Boolean(user)} actions={occurrenceActions} showVenue={false} />
            </li>
          ))}
        </ul>
      )}
      <Card title="Share">
        <SharePanel url={`${origin}/schedules/${s.id}`} title={s.name} posterHref={`/schedules/${s.id}/poster`} feedUrl={`${origin}/api/v1/schedules/${s.id}/calendar.ics`} />
      </Card>
    </div>
  );
}
