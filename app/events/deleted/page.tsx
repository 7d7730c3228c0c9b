import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { ActionButton } from "@/components/forms/ActionButton";
import { Card } from "@/components/ui/Card";
import { LocalTime } from "@/components/ui/LocalTime";
import { PageHeader } from "@/components/ui/PageHeader";
import { deletedEvents } from "@/lib/server/transfer/event-delete";
import { currentUser } from "@/lib/web/session";
import { restoreEventAction } from "./actions";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Deleted events" };

/** The events you deleted: each can come back as it was. */
export default async function DeletedEventsPage({ searchParams }: { searchParams: Promise<{ deleted?: string }> }) {
  const user = await currentUser();
  if (!user) redirect("/login?next=/events/deleted");
  const { deleted } = await deletedEvents(user);
  const justDeleted = (await searchParams).deleted === "1";
  return (
    <div className="space-y-5">
      <PageHeader title="Deleted events" subtitle="Events you deleted. Restoring one brings it back as it was, players, rounds and results included." />
      {justDeleted && (
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900">
          The event was deleted. It is listed below if you want it back.
        </p>
      )}
      <Card>
        {deleted.length === 0 ? (
          <p className="text-slate-600">You have not deleted any event.</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {deleted.map((d) => (
              <li key={d.id} data-testid="deleted-event" className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-semibold break-words text-slate-900">{d.name}</p>
                  <p className="text-sm text-slate-600">
                    Deleted <LocalTime iso={d.deletedAt} />
                    {d.restoredAt && (
                      <>
                        {" "}· restored <LocalTime iso={d.restoredAt} /> ·{" "}
                        <Link className="underline" href={`/events/${d.eventId}`}>
                          open
                        </Link>
                      </>
                    )}
                  </p>
                </div>
                {!d.restoredAt && (
                  <ActionButton action={restoreEventAction.bind(null, d.id)} variant="secondary" pendingText="Restoring…" testId="restore-event">
                    Restore
                  </ActionButton>
                )}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
