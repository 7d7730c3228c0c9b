import type { Metadata } from "next";
import { Card } from "@/components/ui/Card";
import { LocalTime } from "@/components/ui/LocalTime";
import { eventHistory } from "@/lib/server/events/history";
import { listPlayers } from "@/lib/server/entrants/players";
import { ManageHeader, manageContext, NotAllowed } from "../manage/guard";
import { describeEntry, type Shown } from "./describe";

const shown = (v: Shown) => (typeof v === "string" ? v : <LocalTime iso={v.at} />);

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "History" };

export default async function HistoryPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  const { user, event, role } = await manageContext(eventId, "/history");
  if (!role) return <NotAllowed eventId={eventId} />;
  const [entries, players] = await Promise.all([eventHistory(user, eventId), listPlayers(eventId)]);
  const names = new Map(players.map((p) => [p.id, p.name]));
  return (
    <div className="space-y-5">
      <ManageHeader event={event} role={role} current="history" />
      <Card title="History">
        <p className="mb-3 text-sm text-slate-600">Every change to this event, newest first.</p>
        <ol className="divide-y divide-slate-100" data-testid="history">
          {entries.map((e) => {
            const d = describeEntry(e.action, e.data, names);
            return (
              <li key={e.id} className="py-3">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
                  <p className="font-medium">{d.title}</p>
                  <p className="text-sm text-slate-600">
                    {e.who ?? "System"} · <LocalTime iso={e.at} />
                  </p>
                </div>
                {d.detail && <p className="mt-0.5 text-sm break-words text-slate-600">{d.detail}</p>}
                {d.changes.length > 0 && (
                  <dl className="mt-2 space-y-1.5 text-sm">
                    {d.changes.map((c, i) => (
                      <div key={i} className="rounded-md bg-slate-50 px-2.5 py-1.5">
                        <dt className="font-semibold text-slate-700">{c.field}</dt>
                        <dd className="break-words">
                          <span className="text-slate-600 line-through decoration-slate-400">{shown(c.old)}</span>
                          <span aria-label="changed to" className="mx-1.5 text-slate-600">→</span>
                          <span className="text-slate-900">{shown(c.new)}</span>
                        </dd>
                      </div>
                    ))}
                  </dl>
                )}
              </li>
            );
          })}
        </ol>
      </Card>
    </div>
  );
}
