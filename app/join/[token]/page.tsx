import type { Metadata } from "next";
import { LinkInvitation } from "@/app/_containers/invitations/LinkInvitation";
import { describeTeamInvitation } from "@/lib/server/teams/teams";
import { joinTeamAction } from "./actions";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Join a team", referrer: "no-referrer" };

/** A captain's one-time join link for their partner: sign in (or up), then join the team. */
export default async function JoinTeamPage({ params }: { params: Promise<{ token: string }> }) {
  const token = decodeURIComponent((await params).token);
  return (
    <LinkInvitation
      title="Join a team"
      here={`/join/${encodeURIComponent(token)}`}
      read={() => describeTeamInvitation(token)}
      words={{
        expired: "This join link has expired. Ask your captain for a new one.",
        invalid: "This join link is not valid: it is wrong, was replaced by a newer one, or has already been used.",
        pending: "Joining…",
        signInTo: "to join",
        testId: "join-team",
      }}
      offer={(invitation) => (
        <>
          {invitation.captain ? `${invitation.captain} invites you` : "You are invited"} to play on team <strong>{invitation.team}</strong> at <strong>{invitation.eventName}</strong>, as member 2 (seats D2 and L2).
        </>
      )}
      accept={{ action: joinTeamAction.bind(null, token), label: (invitation, name) => `Join ${invitation.team} as ${name}` }}
    />
  );
}
