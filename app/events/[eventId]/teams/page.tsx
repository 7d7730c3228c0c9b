import type { Metadata } from "next";
import Link from "next/link";
import { EventNav } from "@/components/events/EventNav";
import { Badge } from "@/components/ui/Badge";
import { Card } from "@/components/ui/Card";
import { PageHeader } from "@/components/ui/PageHeader";
import { getEvent } from "@/lib/server/events/events";
import { getEventPrizes } from "@/lib/server/money/prizes";
import { listTeams } from "@/lib/server/teams/teams";
import { orNotFound } from "@/lib/web/load";
import { itemText } from "@/lib/words/money";
import { eventFormatForPlayers } from "@/lib/words/format-for-players";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Teams" };

/**
 * A team event's teams (public): each team with its members and their seats (member 1 plays
 * D1 or L1, member 2 D2 or L2, by the side of each game), and, once the event is over, the
 * team's prize — for both members.
 */
export default async function TeamsPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  const event = await orNotFound(getEvent(eventId));
  if (!event.format.teamSize) {
    return (
      <div>
        <PageHeader title={event.name} />
        <Card title="Teams">
          <p>
            This event has individual players, not teams. <Link className="underline" href={`/events/${eventId}`}>Back to the event</Link>
          </p>
        </Card>
      </div>
    );
  }
  const [{ teams }, prizes] = await Promise.all([listTeams(eventId), getEventPrizes(eventId)]);
  const prizesOf = new Map<string, { place: number; text: string }[]>();
  for (const a of prizes.awards ?? []) {
    if (!a.playerId) continue;
    prizesOf.set(a.playerId, [...(prizesOf.get(a.playerId) ?? []), { place: a.place, text: itemText(a.quantity, a.item) }]);
  }
  return (
    <div>
      <PageHeader title={event.name} subtitle={eventFormatForPlayers(event)} />
      <EventNav eventId={eventId} current="" hasBracket={false} />
      <Card title={`Teams (${teams.length})`}>
        <p className="mb-3 text-sm text-slate-700">
          Four players at each table: the team on the dark side sits D1 and D2, the other L1 and L2; game 2 swaps sides.{" "}
          <Link className="underline" href="/library/swccg-2v2-team-tournament-rules">
            Rulings sheet
          </Link>
        </p>
        {teams.length === 0 ? (
          <p className="text-slate-700">No teams yet.</p>
        ) : (
          <ul className="divide-y divide-slate-200" data-testid="teams">
            {teams.map((t) => (
              <li key={t.id} className="space-y-1 py-3" data-testid="team" data-team={t.name}>
                <p className="flex flex-wrap items-center gap-2 text-lg font-semibold break-words">
                  {t.name}
                  {t.status !== "active" && <Badge>{t.status}</Badge>}
                  {t.members.some((m) => m.invitePending) && <Badge tone="warn">waiting for a partner: not paired until they join</Badge>}
                </p>
                <ul className="space-y-0.5">
                  {t.members.map((m) => (
                    <li key={m.position} className="flex flex-wrap items-center gap-2">
                      <span className="rounded bg-slate-900 px-1.5 text-xs font-bold text-white">{m.position === 1 ? "D1 / L1" : "D2 / L2"}</span>
                      <span className="break-words">{m.name}</span>
                      {m.invitePending && <Badge tone="info">invited</Badge>}
                    </li>
                  ))}
                </ul>
                {(prizesOf.get(t.id) ?? []).map((p, i) => (
                  <p key={i} className="text-sm font-medium text-emerald-800" data-testid="team-prize">
                    {p.place}. place: {p.text} — for {t.members.map((m) => m.name).join(" and ")}
                  </p>
                ))}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
