import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { QueueForm } from "@/components/queues/QueueEditorForms";
import { Card } from "@/components/ui/Card";
import { PageHeader } from "@/components/ui/PageHeader";
import { templateSeasonChoices } from "@/lib/server/queues/queues";
import { currentUser } from "@/lib/web/session";
import { createQueueAction } from "../../../queues/actions";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "New queue" };

export default async function NewQueuePage() {
  const user = await currentUser();
  if (!user) redirect("/login?next=/organize/queues/new");
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <PageHeader title="New queue" subtitle="Players join; when enough are in, the event starts with them." />
      <Card>
        <QueueForm action={createQueueAction} seasons={await templateSeasonChoices(user)} />
      </Card>
    </div>
  );
}
