import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { ActionButton } from "@/components/queues/ActionButton";
import { QueueForm, ScheduleForm } from "@/components/queues/QueueEditorForms";
import { Badge } from "@/components/ui/Badge";
import { Card } from "@/components/ui/Card";
import { LocalTime } from "@/components/ui/LocalTime";
import { PageHeader } from "@/components/ui/PageHeader";
import { PRESET_CARDS } from "@/lib/tournament";
import { queuesOf, templateSeasonChoices } from "@/lib/server/queues/queues";
import { schedulesOf } from "@/lib/server/queues/schedules";
import { occurrenceStateWords } from "@/lib/words/occurrence-words";
import { templateFormValues } from "@/lib/web/queue-form";
import { currentUser } from "@/lib/web/session";
import { createQueueAction, createScheduleAction, setQueueOpenAction, setScheduleOpenAction, updateQueueAction, updateScheduleAction } from "../queues/actions";

/** Close or re-open, and archive: the buttons under an item's editor. */
function OpenButtons({ open, act, what, testId }: { open: boolean; act: (change: "close" | "open" | "archive") => Promise<import("@/lib/web/form").FormState>; what: string; testId: string }) {
  return (
    <div className="flex flex-wrap gap-3 pt-2">
      {open ? (
        <ActionButton action={act.bind(null, "close")} label={`Close the ${what}`} pendingText="Closing…" variant="secondary" testId={`${testId}-close`} />
      ) : (
        <ActionButton action={act.bind(null, "open")} label={`Re-open the ${what}`} pendingText="Opening…" variant="secondary" testId={`${testId}-open`} />
      )}
      <ActionButton action={act.bind(null, "archive")} label={`Archive the ${what}`} pendingText="Archiving…" variant="secondary" testId={`${testId}-archive`} />
    </div>
  );
}

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Queues and schedules" };

/** The organizer's queues and schedules: make one, see who is waiting and the next occurrences. */
export default async function OrganizePage() {
  const user = await currentUser();
  if (!user) redirect("/login?next=/organize");
  const [queues, schedules, seasons] = await Promise.all([queuesOf(user), schedulesOf(user), templateSeasonChoices(user)]);
  const presets = PRESET_CARDS.map((c) => ({ value: c.value, label: c.label }));
  return (
    <div className="space-y-5">
      <PageHeader title="Queues and schedules" subtitle={<>Events that start themselves. Players find scheduled ones on the <Link href="/calendar" className="underline underline-offset-4">calendar</Link>.</>} />
      <Card title="Your queues">
        {queues.length === 0 ? (
          <p className="text-slate-600">None yet.</p>
        ) : (
          <ul className="space-y-2">
            {queues.map((q) => (
              <li key={q.id}>
                <Link href={`/queues/${q.id}`} className="font-semibold underline underline-offset-4">
                  {q.name}
                </Link>{" "}
                · {q.waiting.length}/{q.cap} waiting · {q.recentEvents.length ? `${q.recentEvents.length} recent events` : "no events yet"}
                {!q.open && (
                  <>
                    {" "}
                    <Badge>Closed</Badge>
                  </>
                )}
                <details className="mt-2 rounded-lg border border-slate-200 p-3" data-testid={`edit-queue-${q.id}`}>
                  <summary className="min-h-11 cursor-pointer py-2 font-semibold">Edit, close or archive</summary>
                  <p className="mb-3 text-sm text-slate-600">Changes apply from the next event on; the players waiting stay.</p>
                  <QueueForm
                    action={updateQueueAction.bind(null, q.id)}
                    presets={presets}
                    seasons={seasons}
                    initial={{ name: q.name, cap: String(q.cap), ...templateFormValues(q.template) }}
                    prefix={`q-${q.id}-`}
                    submit="Save the queue"
                    testId="queue-edit-form"
                  />
                  <OpenButtons open={q.open} act={setQueueOpenAction.bind(null, q.id)} what="queue" testId="queue" />
                </details>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title="New queue">
        <QueueForm action={createQueueAction} presets={presets} seasons={seasons} />
      </Card>
      <Card title="Your schedules">
        {schedules.length === 0 ? (
          <p className="text-slate-600">None yet.</p>
        ) : (
          <ul className="space-y-4">
            {schedules.map((s) => (
              <li key={s.id}>
                <p className="font-semibold">
                  {s.name} {!s.open && <Badge>Closed</Badge>}
                </p>
                <p className="text-sm text-slate-600">
                  {s.rule ?? "Once"} · {s.timeZone} · opens {s.openMinutes} min before{s.minPlayers ? ` · at least ${s.minPlayers} players` : ""} · missed start: {s.missedStart === "miss" ? "marked missed" : "starts late"}
                </p>
                <ul className="mt-2 space-y-1 text-sm">
                  {[...s.occurrences.filter((o) => o.state !== "scheduled" && o.state !== "open").slice(-3), ...s.occurrences.filter((o) => o.state === "scheduled" || o.state === "open").slice(0, 5)]
                    .map((o) => {
                      const state = occurrenceStateWords(o);
                      return (
                        <li key={o.id} className="flex flex-wrap items-center gap-2">
                          <LocalTime iso={o.startsAt} timeZone={s.timeZone} /> <Badge tone={state.tone}>{state.label}</Badge>
                          {o.eventId && (
                            <Link href={`/events/${o.eventId}`} className="underline underline-offset-4">
                              event
                            </Link>
                          )}
                        </li>
                      );
                    })}
                </ul>
                <details className="mt-2 rounded-lg border border-slate-200 p-3" data-testid={`edit-schedule-${s.id}`}>
                  <summary className="min-h-11 cursor-pointer py-2 font-semibold">Edit, close or archive</summary>
                  <p className="mb-3 text-sm text-slate-600">New times remake the occurrences not open yet; open and started ones stay.</p>
                  <ScheduleForm
                    action={updateScheduleAction.bind(null, s.id)}
                    presets={presets}
                    seasons={seasons}
                    defaultZone={s.timeZone}
                    initial={{
                      name: s.name,
                      firstStart: s.firstStart,
                      rule: s.rule ?? "",
                      timeZone: s.timeZone,
                      openMinutes: String(s.openMinutes),
                      minPlayers: s.minPlayers === null ? "" : String(s.minPlayers),
                      missedStart: s.missedStart,
                      ...templateFormValues(s.template),
                    }}
                    prefix={`s-${s.id}-`}
                    submit="Save the schedule"
                    testId="schedule-edit-form"
                  />
                  <OpenButtons open={s.open} act={setScheduleOpenAction.bind(null, s.id)} what="schedule" testId="schedule" />
                </details>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title="New schedule">
        <ScheduleForm action={createScheduleAction} presets={presets} seasons={seasons} defaultZone="UTC" />
      </Card>
    </div>
  );
}
