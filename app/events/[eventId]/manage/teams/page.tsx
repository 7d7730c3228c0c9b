import type { Metadata } from "next";
import Link from "next/link";
import { Card } from "@/components/ui/Card";
import { StaffTeamCard } from "@/components/teams/StaffTeamCard";
import { TeamForm } from "@/components/teams/TeamForm";
import { teamsForStaff } from "@/lib/server/teams/teams";
import { formatMoney } from "@/lib/words/money";
import { ManageHeader, manageContext, NotAllowed } from "../guard";
import { createTeamAction, memberDeckAction, memberPaymentAction, substituteAction } from "./actions";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Teams" };

/**
 * A team event's teams (staff): the organizer types a team and substitutes members; staff record
 * each member's payment and deck. Members sit D1/L1 (member 1) and D2/L2 (member 2).
 */
export default async function ManageTeamsPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  const { user, event, role } = await manageContext(eventId, "/manage/teams");
  if (!role) return <NotAllowed eventId={eventId} />;
  if (!event.format.teamSize) {
    return (
      <div className="space-y-5">
        <ManageHeader event={event} role={role} current="teams" />
        <Card title="Teams">
          <p>
            This event has individual players, not teams.{" "}
            <Link className="underline" href={`/events/${eventId}/manage`}>
              Players
            </Link>
          </p>
        </Card>
      </div>
    );
  }
  const { teams, currency } = await teamsForStaff(user, eventId);
  const organizer = role === "organizer";
  const open = event.status === "registration";
  const due = teams.reduce((a, t) => a + t.fees.dueCents, 0);
  const paid = teams.reduce((a, t) => a + t.fees.paidCents, 0);
  return (
    <div className="space-y-5">
      <ManageHeader event={event} role={role} current="teams" />
      {organizer && open && (
        <Card title="Add a team">
          <TeamForm action={createTeamAction.bind(null, eventId)} />
        </Card>
      )}
      <Card title={`Teams (${teams.length})`}>
        <p className="mb-3 text-sm text-slate-700" data-testid="team-fees-total">
          Fees per person, summed per team: {formatMoney(paid, currency)} taken of {formatMoney(due, currency)}.{" "}
          <Link className="underline" href={`/library/swccg-2v2-team-tournament-rules`}>
            The 2-on-2 rulings sheet
          </Link>
        </p>
        {teams.length === 0 ? (
          <p className="text-slate-700">No teams yet.</p>
        ) : (
          <ul className="space-y-3" data-testid="team-list">
            {teams.map((t) => (
              <StaffTeamCard
                key={t.id}
                team={t}
                currency={currency}
                actions={t.members.map((m) => ({
                  payment: memberPaymentAction.bind(null, eventId, t.id, m.position),
                  deck: memberDeckAction.bind(null, eventId, t.id, m.position),
                  ...(organizer && event.status !== "complete" ? { substitute: substituteAction.bind(null, eventId, t.id, m.position) } : {}),
                }))}
              />
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
