import Link from "next/link";
import { ActionButton } from "@/components/forms/ActionButton";
import { Badge } from "@/components/ui/Badge";
import { Card } from "@/components/ui/Card";
import { LiveUpdates } from "@/components/ui/LiveUpdates";
import type { FormState } from "@/lib/web/form-state";
import type { User } from "@/lib/schemas/auth";
import type { RegistrationStatus } from "@/lib/schemas/registration-api";
import type { MyTeam } from "@/lib/views/players";
import { RegisterTeamForm } from "./RegisterTeamForm";

/**
 * A team event's panel on the public event page: your team (and an invitation to accept), or
 * "Register a team" while self-registration is open (sign in first); otherwise a link to the teams.
 * `mail`: whether this server sends mail. `acceptRefusal`: why an invited partner cannot accept by
 * their address (null: they can) — then only the way that works is offered, the captain's join link.
 */
/** What the panel does for the viewer (the container hands the server actions). */
export interface TeamRegistrationActions {
  registerTeamAction: (eventId: string, prev: FormState, form: FormData) => Promise<FormState>;
  acceptTeamAction: (eventId: string, teamId: string) => Promise<FormState>;
  reissueTeamLinkAction: (eventId: string, teamId: string) => Promise<FormState>;
  checkInAction: (eventId: string) => Promise<FormState>;
}

export function TeamRegistrationPanelView({
  actions,
  eventId,
  user,
  mine,
  status,
  mail,
  acceptRefusal = null,
}: {
  eventId: string;
  user: User | null;
  mine: MyTeam | null;
  status: RegistrationStatus;
  mail: boolean;
  acceptRefusal?: string | null;
  actions: TeamRegistrationActions;
}) {
  const { registerTeamAction, acceptTeamAction, reissueTeamLinkAction, checkInAction } = actions;
  const open = status.selfRegistration.open;
  const me = mine?.team.members.find((m) => m.position === mine.position);
  if (!mine && !open) {
    return (
      <p>
        <Link className="font-semibold underline" href={`/events/${eventId}/teams`} data-testid="teams-link">
          The teams and their members
        </Link>
      </p>
    );
  }
  const teamsLink = (
    <Link className="inline-flex min-h-11 items-center text-sm font-semibold underline" href={`/events/${eventId}/teams`}>
      See the teams
    </Link>
  );
  return (
    <Card title={mine ? "Your team" : "Register a team"}>
      {/* The team's box follows the event live: the partner's acceptance and check-in. */}
      {user && <LiveUpdates eventId={eventId} />}
      <div className="space-y-3" data-testid="team-registration-panel">
        {mine ? (
          <>
            <p className="text-lg font-semibold" data-testid="my-team">
              {mine.invited ? `You're invited to team ${mine.team.name}.` : `You play on team ${mine.team.name}.`}
            </p>
            <ul className="space-y-1">
              {mine.team.members.map((m) => (
                <li key={m.position} className="flex flex-wrap items-center gap-2">
                  <span className="rounded bg-slate-900 px-1.5 text-xs font-bold text-white">{m.position === 1 ? "D1 / L1" : "D2 / L2"}</span>
                  <span className="break-words">{m.name}</span>
                  {m.invitePending && <Badge tone="info">invited</Badge>}
                </li>
              ))}
            </ul>
            {mine.invited &&
              (acceptRefusal === null ? (
                <ActionButton action={acceptTeamAction.bind(null, eventId, mine.team.id)} pendingText="Joining…" testId="accept-team">
                  Accept and join {mine.team.name}
                </ActionButton>
              ) : (
                <p className="rounded-lg bg-slate-50 px-3 py-2 text-slate-800" data-testid="join-by-link">
                  {mail ? (
                    <>
                      Join with your captain&apos;s join link (they get it on this page), or <Link className="font-semibold underline" href="/account">verify your address</Link> first to accept here.
                    </>
                  ) : (
                    "To join, open the join link your captain gets on this page (“Get a join link for your partner”): this server sends no mail, so your address cannot be verified here."
                  )}
                </p>
              ))}
            {!mine.invited && mine.team.members.some((m) => m.invitePending) && (
              <div className="space-y-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950" data-testid="partner-pending">
                <p>Your partner has not joined yet, and a team is paired only once both are on it. Hand them the join link (copy it, or let them scan the code): they open it, sign in and join.</p>
                <ActionButton action={reissueTeamLinkAction.bind(null, eventId, mine.team.id)} pendingText="Making a link…" variant="secondary" testId="team-join-link">
                  Get a join link for your partner
                </ActionButton>
              </div>
            )}
            {!mine.invited && status.checkIn.configured && !status.started && (
              me?.checkedIn ? (
                <p className="text-sm text-slate-700" data-testid="member-checked-in">
                  <Badge tone="good">Checked in</Badge> {mine.team.members.every((m) => m.checkedIn) ? "Your team is in." : "Your team is in once your partner checks in too."}
                </p>
              ) : status.checkIn.open ? (
                <ActionButton action={checkInAction.bind(null, eventId)} pendingText="Checking in…" testId="member-check-in">
                  Check in
                </ActionButton>
              ) : null
            )}
          </>
        ) : user ? (
          <>
            <p className="text-slate-700">Teams of two: you are member 1 (seats D1 and L1). Your partner joins with a one-time link you hand them (here, once registered){mail ? ", also mailed to the address you give" : ""}; your team is paired once they have joined.</p>
            <RegisterTeamForm action={registerTeamAction.bind(null, eventId)} />
          </>
        ) : (
          <Link href={`/login?next=${encodeURIComponent(`/events/${eventId}`)}`} className="inline-flex min-h-11 items-center justify-center rounded-lg bg-slate-900 px-4 py-2 font-semibold text-white hover:bg-slate-700">
            Sign in to register a team
          </Link>
        )}
        {teamsLink}
      </div>
    </Card>
  );
}
