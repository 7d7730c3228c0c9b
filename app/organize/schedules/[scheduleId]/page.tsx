import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { ActionButton } from "@/components/queues/ActionButton";
import { OpenButtons } from "@/components/queues/OpenButtons";
import { ScheduleForm } from "@/components/queues/QueueEditorForms";
import { Badge } from "@/components/ui/Badge";
import { Card } from "@/components/ui/Card";
import { LocalTime } from "@/components/ui/LocalTime";
import { PageHeader } from "@/components/ui/PageHeader";
import { templateSeasonChoices } from "@/lib/server/queues/queues";
import { getSchedule } from "@/lib/server/queues/schedules";
import { occurrenceStateWords } from "@/lib/words/occurrence-words";
import { templateFormValues } from "@/lib/web/queue-form";
import { orNotFound } from "@/lib/web/load";
import { currentUser } from "@/lib/web/session";
import { restoreOccurrenceAction, setScheduleOpenAction, updateScheduleAction } from "../../../queues/actions";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Edit schedule" };

/**
 * The schedule's organizer: its occurrences (a cancelled one still to come can be restored once
 * the schedule is open), closing and re-opening, and its settings.
 */
export default async function EditSchedulePage({ params, searchParams }: { params: Promise<{ scheduleId: string }>; searchParams: Promise<{ made?: string }> }) {
  const { scheduleId } = await params;
  const { made } = await searchParams;
  const user = await currentUser();
  if (!user) redirect(`/login?next=/organize/schedules/${scheduleId}`);
  const s = await orNotFound(getSchedule(scheduleId, user));
  if (s.organizerId !== user.id || !s.template) notFound();
  const shown = [...s.occurrences.filter((o) => o.begun).slice(-3), ...s.occurrences.filter((o) => !o.begun).slice(0, 8)];
  const cancelledAhead = s.occurrences.filter((o) => o.state === "cancelled" && !o.begun).length;
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <PageHeader
        title={s.name}
        subtitle={
          <>
            {s.format} · <Link href={`/schedules/${s.id}`} className="underline underline-offset-4">its public page</Link> {!s.open && <Badge>{s.archived ? "Archived" : "Closed"}</Badge>}
          </>
        }
      />
      {made && <p className="rounded-lg bg-emerald-50 px-3 py-2 font-semibold text-emerald-900" role="status">Scheduled: its next occurrences are listed below.</p>}
      <Card title={`Occurrences · times in ${s.timeZone.replaceAll("_", " ")}`}>
        {shown.length === 0 ? (
          <p className="text-slate-600">None in the next two weeks.</p>
        ) : (
          <ul className="space-y-3" data-testid="schedule-occurrences">
            {shown.map((o) => {
              const state = occurrenceStateWords(o);
              const restorable = o.state === "cancelled" && !o.begun;
              return (
                <li key={o.id} className="flex flex-wrap items-center gap-2">
                  <LocalTime iso={o.startsAt} timeZone={s.timeZone} /> <Badge tone={state.tone}>{state.label}</Badge>
                  {o.eventId && (
                    <Link href={`/events/${o.eventId}`} className="underline underline-offset-4">
                      event
                    </Link>
                  )}
                  {restorable && s.open && <ActionButton action={restoreOccurrenceAction.bind(null, s.id, o.id)} label="Restore" pendingText="Restoring…" variant="secondary" testId="restore-occurrence" />}
                </li>
              );
            })}
          </ul>
        )}
        {cancelledAhead > 0 && (
          <p className="mt-3 text-sm text-slate-700" data-testid="cancelled-note">
            {s.open
              ? "Cancelled occurrences stay cancelled when the schedule is re-opened (their players were told it was off). Restore one to open it for registration again at its time."
              : "Closing cancelled these. Re-opening the schedule makes the coming dates again but leaves these cancelled; you can then restore each one."}
          </p>
        )}
      </Card>
      {!s.archived && (
        <Card title="Open or closed">
          <OpenButtons open={s.open} act={setScheduleOpenAction.bind(null, s.id)} what="schedule" testId="schedule" />
        </Card>
      )}
      <Card title="Settings">
        <p className="mb-3 text-sm text-slate-600">New times remake the occurrences not open yet; open and started ones stay.</p>
        <ScheduleForm
          action={updateScheduleAction.bind(null, s.id, s.template.fees?.currency ?? "USD")}
          seasons={await templateSeasonChoices(user)}
          initial={{
            ...templateFormValues(s.template),
            name: s.name,
            firstStart: s.firstStart,
            rule: s.rule ?? "",
            timeZone: s.timeZone,
            openMinutes: String(s.openMinutes),
            minPlayers: s.minPlayers === null ? "" : String(s.minPlayers),
            missedStart: s.missedStart,
          }}
          currency={s.template.fees?.currency ?? "USD"}
          submit="Save the schedule"
          testId="schedule-edit-form"
        />
      </Card>
    </div>
  );
}
