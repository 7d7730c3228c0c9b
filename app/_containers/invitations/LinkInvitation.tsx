import type { ReactNode } from "react";
import { SignInToContinue } from "@/components/auth/SignInToContinue";
import { ActionButton } from "@/components/forms/ActionButton";
import { Card } from "@/components/ui/Card";
import { ServiceError } from "@/lib/server/kernel/errors";
import type { FormState } from "@/lib/web/form-state";
import { currentUser } from "@/lib/web/session";

/**
 * A one-time link's page (a staff role, a team's join link, a season's co-organizer): read the
 * invitation, say what it offers, then the signed-in reader accepts (or signs in, and comes
 * back here). An expired or unknown link says so in its own words.
 */
export async function LinkInvitation<T extends { expired: boolean }>({
  title,
  here,
  read,
  words,
  offer,
  accept,
  footnote,
}: {
  title: string;
  /** This page's address, to come back to after signing in. */
  here: string;
  read: () => Promise<T>;
  words: { expired: string; invalid: string; pending: string; signInTo: string; testId: string };
  offer: (invitation: T) => ReactNode;
  /** The accepting button: its server action and its label for the signed-in reader. */
  accept: { action: () => Promise<FormState>; label: (invitation: T, userName: string) => ReactNode };
  footnote?: ReactNode;
}) {
  const user = await currentUser();
  let invitation: T | null = null;
  let problem: string | null = null;
  try {
    invitation = await read();
    if (invitation.expired) problem = words.expired;
  } catch (err) {
    if (!(err instanceof ServiceError)) throw err;
    problem = words.invalid;
  }
  return (
    <div className="mx-auto max-w-md">
      <h1 className="mb-4 text-2xl font-bold">{title}</h1>
      <Card>
        {problem || !invitation ? (
          <p role="alert">{problem}</p>
        ) : (
          <div className="space-y-3">
            <p>{offer(invitation)}</p>
            {user ? (
              <ActionButton action={accept.action} pendingText={words.pending} testId={words.testId}>
                {accept.label(invitation, user.name)}
              </ActionButton>
            ) : (
              <SignInToContinue here={here} to={words.signInTo} />
            )}
            {footnote}
          </div>
        )}
      </Card>
    </div>
  );
}
