import type { Metadata } from "next";
import { SignInToContinue } from "@/components/auth/SignInToContinue";
import { ActionButton } from "@/components/forms/ActionButton";
import { Card } from "@/components/ui/Card";
import { ServiceError } from "@/lib/server/kernel/errors";
import { describeInvitation } from "@/lib/server/staff/staff";
import { currentUser } from "@/lib/web/session";
import { acceptInvitationAction } from "./actions";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Staff invitation", referrer: "no-referrer" };

/** An organizer's one-time invitation link: sign in (or up), then accept the role. */
export default async function InvitePage({ params }: { params: Promise<{ token: string }> }) {
  const token = decodeURIComponent((await params).token);
  const user = await currentUser();
  let invitation: Awaited<ReturnType<typeof describeInvitation>> | null = null;
  let problem: string | null = null;
  try {
    invitation = await describeInvitation(token);
    if (invitation.expired) problem = "This invitation link has expired. Ask the organizer for a new one.";
  } catch (err) {
    if (!(err instanceof ServiceError)) throw err;
    problem = "This invitation link is not valid: it is wrong, was revoked, or has already been used.";
  }
  const here = `/invite/${encodeURIComponent(token)}`;
  return (
    <div className="mx-auto max-w-md">
      <h1 className="mb-4 text-2xl font-bold">Staff invitation</h1>
      <Card>
        {problem || !invitation ? (
          <p role="alert">{problem}</p>
        ) : (
          <div className="space-y-3">
            <p>
              You are invited to be a <strong>{invitation.role}</strong> of <strong>{invitation.eventName}</strong>.
            </p>
            {user ? (
              <ActionButton action={acceptInvitationAction.bind(null, token)} pendingText="Accepting…" testId="accept-invitation">
                Accept as {user.name}
              </ActionButton>
            ) : (
              <SignInToContinue here={here} to="to accept" />
            )}
          </div>
        )}
      </Card>
    </div>
  );
}
