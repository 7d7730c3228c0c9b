import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { QueueForm, ScheduleForm } from "@/components/queues/QueueEditorForms";
import { Badge } from "@/components/ui/Badge";
import { Card } from "@/components/ui/Card";
import { LocalTime } from "@/components/ui/LocalTime";
import { PageHeader } from "@/components/ui/PageHeader";
import { PRESET_CARDS } from "@/lib/tournament";
import { queuesOf } from "@/lib/server/queues/queues";
import { schedulesOf } from "@/lib/server/queues/schedules";
import { occurrenceStateWords } from "@/lib/words/occurrence-words";
import { currentUser } from "@/lib/web/session";
import { createQueueAction, createScheduleAction } from "../queues/actions";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Queues and schedules" };

/** The organizer's queues and schedules: make one, see who is waiting and the next occurrences. */
export default async function OrganizePage() {
  const user = await currentUser();
  if (!user) redirect("/login?next=/organize");
  const [queues, schedules] = await Promise.all([queuesOf(user), schedulesOf(user)]);
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
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title="New queue">
        <QueueForm action={createQueueAction} presets={presets} />
      </Card>
      <Card title="Your schedules">
        {schedules.length === 0 ? (
          <p className="text-slate-600">None yet.</p>
        ) : (
          <ul className="space-y-4">
            {schedules.map((s) => (
              <li key={s.id}>
                <p className="font-semibold">{s.name}</p>
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
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title="New schedule">
        <ScheduleForm action={createScheduleAction} presets={presets} defaultZone="UTC" />
      </Card>
    </div>
  );
}
