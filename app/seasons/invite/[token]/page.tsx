import type { Metadata } from "next";
import { SignInToContinue } from "@/components/auth/SignInToContinue";
import { ActionButton } from "@/components/forms/ActionButton";
import { Card } from "@/components/ui/Card";
import { ServiceError } from "@/lib/server/kernel/errors";
import { describeSeasonInvitation } from "@/lib/server/seasons/co-organizers";
import { currentUser } from "@/lib/web/session";
import { acceptSeasonInvitationAction } from "../../actions";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Co-organizer invitation", referrer: "no-referrer" };

/** A season organizer's one-time invitation link: sign in (or up), then accept to co-organize. */
export default async function SeasonInvitePage({ params }: { params: Promise<{ token: string }> }) {
  const token = decodeURIComponent((await params).token);
  const user = await currentUser();
  let invitation: Awaited<ReturnType<typeof describeSeasonInvitation>> | null = null;
  let problem: string | null = null;
  try {
    invitation = await describeSeasonInvitation(token);
    if (invitation.expired) problem = "This invitation link has expired. Ask the season's organizer for a new one.";
  } catch (err) {
    if (!(err instanceof ServiceError)) throw err;
    problem = "This invitation link is not valid: it is wrong, was revoked, or has already been used.";
  }
  const here = `/seasons/invite/${encodeURIComponent(token)}`;
  return (
    <div className="mx-auto max-w-md">
      <h1 className="mb-4 text-2xl font-bold">Co-organizer invitation</h1>
      <Card>
        {problem || !invitation ? (
          <p role="alert">{problem}</p>
        ) : (
          <div className="space-y-3">
            <p>
              You are invited to co-organize <strong>{invitation.seasonName}</strong>: edit the season and attach your events to it.
            </p>
            {user ? (
              <ActionButton action={acceptSeasonInvitationAction.bind(null, token)} pendingText="Accepting…" testId="accept-season-invitation">
                Accept as {user.name}
              </ActionButton>
            ) : (
              <SignInToContinue here={here} to="to accept" />
            )}
            <p className="text-sm text-slate-600">Not for you? Ignore it: nothing changes unless you accept.</p>
          </div>
        )}
      </Card>
    </div>
  );
}
