import Link from "next/link";
import { redirect } from "next/navigation";
import { Card } from "@/components/ui/Card";
import { PageHeader } from "@/components/ui/PageHeader";
import { EventStatusBadge } from "@/components/events/EventStatusBadge";
import { ManageNav, type ManageTab } from "@/components/events/ManageNav";
import type { Event } from "@/lib/schemas/event";
import type { EventRole } from "@/lib/server/kernel/access";
import { getEvent, viewerRole } from "@/lib/server/events/events";
import { orNotFound } from "@/lib/web/load";
import { currentUser } from "@/lib/web/session";

const ROLE_VIEW = { organizer: "Organizer view", judge: "Judge view", marshal: "Marshal view" } as const;

/** The signed-in user, the event and their role there; signs in first. */
export async function manageContext(eventId: string, path: string) {
  const user = await currentUser();
  if (!user) redirect(`/login?next=${encodeURIComponent(`/events/${eventId}${path}`)}`);
  const event = await orNotFound(getEvent(eventId));
  const role = await viewerRole(eventId, user);
  return { user, event, role };
}

export function ManageHeader({ event, role, current }: { event: Event; role: EventRole; current: ManageTab }) {
  return (
    <>
      <PageHeader
        title={event.name}
        subtitle={
          <span className="flex flex-wrap items-center gap-2">
            <EventStatusBadge status={event.status} />
            <span>{ROLE_VIEW[role]}</span> ·{" "}
            <Link className="underline" href={`/events/${event.id}`}>
              public page
            </Link>
          </span>
        }
      />
      <ManageNav eventId={event.id} current={current} role={role} teams={Boolean(event.format.teamSize)} />
    </>
  );
}

export function NotAllowed({ eventId, who = "staff" }: { eventId: string; who?: "staff" | "organizer" }) {
  return (
    <Card title={who === "organizer" ? "Organizer only" : "Staff only"}>
      <p>
        {who === "organizer" ? "Only this event's organizer can manage it." : "Only this event's organizer, judges and marshals can see this page."}{" "}
        <Link className="underline" href={`/events/${eventId}`}>
          Back to the event page
        </Link>
      </p>
    </Card>
  );
}
