import type { Metadata } from "next";
import { Card } from "@/components/ui/Card";
import { ManageHeader, manageContext, NotAllowed } from "../guard";
import { deleteEventAction, updateSettingsAction } from "./actions";
import { DeleteEventForm } from "./DeleteEventForm";
import { SettingsForm } from "./SettingsForm";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Event settings" };

export default async function SettingsPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  const { event, role } = await manageContext(eventId, "/manage/settings");
  if (role !== "organizer") return <NotAllowed eventId={eventId} who="organizer" />;
  return (
    <div className="space-y-5">
      <ManageHeader event={event} role={role} current="settings" />
      <Card>
        <SettingsForm key={event.status} action={updateSettingsAction.bind(null, eventId)} event={event} />
      </Card>
      <Card>
        <DeleteEventForm action={deleteEventAction.bind(null, eventId)} name={event.name} />
      </Card>
    </div>
  );
}
