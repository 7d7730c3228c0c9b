import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { OpenButtons } from "@/components/queues/OpenButtons";
import { QueueForm } from "@/components/queues/QueueEditorForms";
import { Badge } from "@/components/ui/Badge";
import { Card } from "@/components/ui/Card";
import { PageHeader } from "@/components/ui/PageHeader";
import { queueState, templateSeasonChoices } from "@/lib/server/queues/queues";
import { templateFormValues } from "@/lib/web/queue-form";
import { orNotFound } from "@/lib/web/load";
import { currentUser } from "@/lib/web/session";
import { setQueueOpenAction, updateQueueAction } from "../../../queues/actions";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Edit queue" };

/** The queue's organizer: its settings (from the next event on), closing and archiving. */
export default async function EditQueuePage({ params }: { params: Promise<{ queueId: string }> }) {
  const { queueId } = await params;
  const user = await currentUser();
  if (!user) redirect(`/login?next=/organize/queues/${queueId}`);
  const q = await orNotFound(queueState(queueId, user));
  if (q.organizerId !== user.id || !q.template) notFound();
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <PageHeader
        title={q.name}
        subtitle={
          <>
            {q.format} · <Link href={`/queues/${q.id}`} className="underline underline-offset-4">the queue&apos;s page</Link> {!q.open && <Badge>{q.archived ? "Archived" : "Closed"}</Badge>}
          </>
        }
      />
      {!q.archived && (
        <Card title="Open or closed">
          <OpenButtons open={q.open} act={setQueueOpenAction.bind(null, q.id)} what="queue" testId="queue" />
        </Card>
      )}
      <Card title="Settings">
        <p className="mb-3 text-sm text-slate-600">Changes apply from the next event on; the players waiting stay.</p>
        <QueueForm
          action={updateQueueAction.bind(null, q.id, q.template.fees?.currency ?? "USD")}
          seasons={await templateSeasonChoices(user)}
          initial={{ name: q.name, cap: String(q.cap), ...templateFormValues(q.template) }}
          currency={q.template.fees?.currency ?? "USD"}
          submit="Save the queue"
          testId="queue-edit-form"
        />
      </Card>
    </div>
  );
}
