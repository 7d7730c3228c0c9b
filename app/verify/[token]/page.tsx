import type { Metadata } from "next";
import Link from "next/link";
import { ActionButton } from "@/components/forms/ActionButton";
import { Card } from "@/components/ui/Card";
import { describeVerification } from "@/lib/server/accounts/email-verification";
import { currentUser } from "@/lib/web/session";
import { confirmVerificationAction } from "./actions";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Verify email", referrer: "no-referrer" };

/**
 * The link in the verification mail. Opening it changes nothing (mail scanners open links too):
 * it names the account it is for, and that account, signed in, confirms.
 */
export default async function VerifyPage({ params }: { params: Promise<{ token: string }> }) {
  const token = decodeURIComponent((await params).token);
  const [link, user] = await Promise.all([describeVerification(token), currentUser()]);
  const here = `/verify/${encodeURIComponent(token)}`;
  const problem = !link
    ? "This verification link is wrong or was already used. Send a new one from your account page."
    : link.expired
      ? "This verification link has expired. Send a new one from your account page."
      : link.taken
        ? "This address is already verified by another account. If it is yours, log in to that account."
        : null;
  return (
    <div className="mx-auto max-w-md">
      <h1 className="mb-4 text-2xl font-bold">Verify email</h1>
      <Card>
        {problem || !link ? (
          <p data-testid="verify-result" role="alert">
            {problem}
          </p>
        ) : (
          <div className="space-y-3" data-testid="verify-request">
            <p>
              This link verifies <strong>{link.email}</strong> for the account <strong>{link.accountName}</strong>.
            </p>
            <p className="text-sm text-slate-600">If you did not sign up as {link.accountName}, do not confirm: someone else typed your address.</p>
            {!user ? (
              <p>
                <Link className="font-semibold underline" href={`/login?next=${encodeURIComponent(here)}`}>
                  Log in as {link.accountName}
                </Link>{" "}
                to confirm.
              </p>
            ) : user.id !== link.userId ? (
              <p role="alert">
                You are signed in as {user.name}, not as the account this link is for. Log out and log in as {link.accountName} to confirm.
              </p>
            ) : (
              <ActionButton action={confirmVerificationAction.bind(null, token)} pendingText="Verifying…" testId="confirm-verification">
                Verify {link.email} for {user.name}
              </ActionButton>
            )}
          </div>
        )}
        <p className="mt-3">
          <Link className="font-semibold underline" href="/account">
            Your account
          </Link>
        </p>
      </Card>
    </div>
  );
}
