import type { Metadata } from "next";
import { SignInToContinue } from "@/components/auth/SignInToContinue";
import { ActionButton } from "@/components/forms/ActionButton";
import { Card } from "@/components/ui/Card";
import { ServiceError } from "@/lib/server/kernel/errors";
import { describeTeamInvitation } from "@/lib/server/teams/teams";
import { currentUser } from "@/lib/web/session";
import { joinTeamAction } from "./actions";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Join a team", referrer: "no-referrer" };

/** A captain's one-time join link for their partner: sign in (or up), then join the team. */
export default async function JoinTeamPage({ params }: { params: Promise<{ token: string }> }) {
  const token = decodeURIComponent((await params).token);
  const user = await currentUser();
  let invitation: Awaited<ReturnType<typeof describeTeamInvitation>> | null = null;
  let problem: string | null = null;
  try {
    invitation = await describeTeamInvitation(token);
    if (invitation.expired) problem = "This join link has expired. Ask your captain for a new one.";
  } catch (err) {
    if (!(err instanceof ServiceError)) throw err;
    problem = "This join link is not valid: it is wrong, was replaced by a newer one, or has already been used.";
  }
  const here = `/join/${encodeURIComponent(token)}`;
  return (
    <div className="mx-auto max-w-md">
      <h1 className="mb-4 text-2xl font-bold">Join a team</h1>
      <Card>
        {problem || !invitation ? (
          <p role="alert">{problem}</p>
        ) : (
          <div className="space-y-3">
            <p>
              {invitation.captain ? `${invitation.captain} invites you` : "You are invited"} to play on team <strong>{invitation.team}</strong> at <strong>{invitation.eventName}</strong>, as member 2 (seats D2 and L2).
            </p>
            {user ? (
              <ActionButton action={joinTeamAction.bind(null, token)} pendingText="Joining…" testId="join-team">
                Join {invitation.team} as {user.name}
              </ActionButton>
            ) : (
              <SignInToContinue here={here} to="to join" />
            )}
          </div>
        )}
      </Card>
    </div>
  );
}
