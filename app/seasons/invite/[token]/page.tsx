import type { Metadata } from "next";
import { LinkInvitation } from "@/app/_containers/invitations/LinkInvitation";
import { describeSeasonInvitation } from "@/lib/server/seasons/co-organizers";
import { acceptSeasonInvitationAction } from "../../actions";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Co-organizer invitation", referrer: "no-referrer" };

/** A season organizer's one-time invitation link: sign in (or up), then accept to co-organize. */
export default async function SeasonInvitePage({ params }: { params: Promise<{ token: string }> }) {
  const token = decodeURIComponent((await params).token);
  return (
    <LinkInvitation
      title="Co-organizer invitation"
      here={`/seasons/invite/${encodeURIComponent(token)}`}
      read={() => describeSeasonInvitation(token)}
      words={{
        expired: "This invitation link has expired. Ask the season's organizer for a new one.",
        invalid: "This invitation link is not valid: it is wrong, was revoked, or has already been used.",
        pending: "Accepting…",
        signInTo: "to accept",
        testId: "accept-season-invitation",
      }}
      offer={(invitation) => (
        <>
          You are invited to co-organize <strong>{invitation.seasonName}</strong>: edit the season and attach your events to it.
        </>
      )}
      accept={{ action: acceptSeasonInvitationAction.bind(null, token), label: (_, name) => `Accept as ${name}` }}
      footnote={<p className="text-sm text-slate-600">Not for you? Ignore it: nothing changes unless you accept.</p>}
    />
  );
}
