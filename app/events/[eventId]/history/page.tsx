import type { Metadata } from "next";
import { Card } from "@/components/ui/Card";
import { HistoryEntry } from "@/components/history/HistoryEntry";
import { eventHistory } from "@/lib/server/events/history";
import { listPlayers } from "@/lib/server/entrants/players";
import { ManageHeader, manageContext, NotAllowed } from "../manage/guard";
import { describeEntry } from "@/lib/words/event-history";

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
            return <HistoryEntry key={e.id} entry={d} who={e.who} at={e.at} />;
          })}
        </ol>
      </Card>
    </div>
  );
}
