import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { Badge } from "@/components/ui/Badge";
import { Card } from "@/components/ui/Card";
import { LinkButton } from "@/components/ui/LinkButton";
import { LocalTime } from "@/components/ui/LocalTime";
import { PageHeader } from "@/components/ui/PageHeader";
import { queuesOf } from "@/lib/server/queues/queues";
import { schedulesOf } from "@/lib/server/queues/schedules";
import { occurrenceStateWords } from "@/lib/words/occurrence-words";
import { currentUser } from "@/lib/web/session";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Queues and schedules" };

/** The organizer's queues and schedules: who is waiting, the next occurrences, and each one's editor. */
export default async function OrganizePage() {
  const user = await currentUser();
  if (!user) redirect("/login?next=/organize");
  const [queues, schedules] = await Promise.all([queuesOf(user), schedulesOf(user)]);
  return (
    <div className="space-y-5">
      <PageHeader title="Queues and schedules" subtitle={<>Events that start themselves. Players find them on your store&apos;s page, the home page and the <Link href="/calendar" className="underline underline-offset-4">calendar</Link>.</>} />
      <Card title="Your queues" action={<LinkButton href="/organize/queues/new">New queue</LinkButton>}>
        {queues.length === 0 ? (
          <p className="text-slate-600">None yet.</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {queues.map((q) => (
              <li key={q.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div>
                  <Link href={`/queues/${q.id}`} className="font-semibold underline underline-offset-4">
                    {q.name}
                  </Link>{" "}
                  {!q.open && <Badge>Closed</Badge>}
                  <p className="text-sm text-slate-600">
                    {q.waiting.length} of {q.cap} waiting · {q.format}
                  </p>
                </div>
                <LinkButton href={`/organize/queues/${q.id}`} variant="secondary">
                  Edit<span className="sr-only"> {q.name}</span>
                </LinkButton>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title="Your schedules" action={<LinkButton href="/organize/schedules/new">New schedule</LinkButton>}>
        {schedules.length === 0 ? (
          <p className="text-slate-600">None yet.</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {schedules.map((s) => {
              const next = s.occurrences.find((o) => o.state === "scheduled" || o.state === "open");
              return (
                <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                  <div>
                    <span className="font-semibold">{s.name}</span> {!s.open && <Badge>Closed</Badge>}
                    <p className="text-sm text-slate-600">
                      {next ? (
                        <>
                          Next: <LocalTime iso={next.startsAt} timeZone={s.timeZone} /> · {occurrenceStateWords(next).label}
                        </>
                      ) : (
                        "Nothing coming up."
                      )}
                    </p>
                  </div>
                  <LinkButton href={`/organize/schedules/${s.id}`} variant="secondary">
                    Edit<span className="sr-only"> {s.name}</span>
                  </LinkButton>
                </li>
              );
            })}
          </ul>
        )}
      </Card>
    </div>
  );
}
