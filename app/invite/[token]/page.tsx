import type { Metadata } from "next";
import { LinkInvitation } from "@/app/_containers/invitations/LinkInvitation";
import { describeInvitation } from "@/lib/server/staff/staff";
import { acceptInvitationAction } from "./actions";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Staff invitation", referrer: "no-referrer" };

/** An organizer's one-time invitation link: sign in (or up), then accept the role. */
export default async function InvitePage({ params }: { params: Promise<{ token: string }> }) {
  const token = decodeURIComponent((await params).token);
  return (
    <LinkInvitation
      title="Staff invitation"
      here={`/invite/${encodeURIComponent(token)}`}
      read={() => describeInvitation(token)}
      words={{
        expired: "This invitation link has expired. Ask the organizer for a new one.",
        invalid: "This invitation link is not valid: it is wrong, was revoked, or has already been used.",
        pending: "Accepting…",
        signInTo: "to accept",
        testId: "accept-invitation",
      }}
      offer={(invitation) => (
        <>
          You are invited to be a <strong>{invitation.role}</strong> of <strong>{invitation.eventName}</strong>.
        </>
      )}
      accept={{ action: acceptInvitationAction.bind(null, token), label: (_, name) => `Accept as ${name}` }}
    />
  );
}
