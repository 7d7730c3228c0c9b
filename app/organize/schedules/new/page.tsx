import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { ScheduleForm } from "@/components/queues/QueueEditorForms";
import { Card } from "@/components/ui/Card";
import { PageHeader } from "@/components/ui/PageHeader";
import { templateSeasonChoices } from "@/lib/server/queues/queues";
import { currentUser } from "@/lib/web/session";
import { createScheduleAction } from "../../../queues/actions";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "New schedule" };

export default async function NewSchedulePage() {
  const user = await currentUser();
  if (!user) redirect("/login?next=/organize/schedules/new");
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <PageHeader title="New schedule" subtitle="An event at set times: once, or every week. Players register on the calendar." />
      <Card>
        <ScheduleForm action={createScheduleAction} seasons={await templateSeasonChoices(user)} />
      </Card>
    </div>
  );
}
