import type { Metadata } from "next";
import { Card } from "@/components/ui/Card";
import { RegistrationSettingsForm } from "@/components/registration/RegistrationSettingsForm";
import { RegistrationSummary } from "@/components/registration/RegistrationSummary";
import { getRegistrationStatus } from "@/lib/server/entrants/registration-settings";
import { ManageHeader, manageContext, NotAllowed } from "../guard";
import { updateRegistrationAction } from "./actions";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Registration settings" };

export default async function RegistrationSettingsPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  const { event, role } = await manageContext(eventId, "/manage/registration");
  if (role !== "organizer") return <NotAllowed eventId={eventId} who="organizer" />;
  const status = await getRegistrationStatus(eventId);
  return (
    <div className="space-y-5">
      <ManageHeader event={event} role={role} current="registration" />
      <Card title="Now">
        <RegistrationSummary status={status} />
      </Card>
      <Card title="Registration settings">
        <RegistrationSettingsForm
          action={updateRegistrationAction.bind(null, eventId)}
          settings={status.settings}
          hasStart={event.startsAt !== null}
          timeZone={event.timeZone}
        />
      </Card>
    </div>
  );
}
