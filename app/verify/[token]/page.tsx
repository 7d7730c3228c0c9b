import type { Metadata } from "next";
import Link from "next/link";
import { Card } from "@/components/ui/Card";
import { ServiceError } from "@/lib/server/errors";
import { verifyEmail } from "@/lib/server/email-verification";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Verify email", referrer: "no-referrer" };

/** The link in the verification mail: opening it proves the address (once). */
export default async function VerifyPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  let outcome: { ok: true; email: string; roles: number } | { ok: false; message: string };
  try {
    const done = await verifyEmail(decodeURIComponent(token));
    outcome = { ok: true, email: done.email, roles: done.roles.length };
  } catch (err) {
    if (!(err instanceof ServiceError)) throw err;
    outcome = { ok: false, message: err.message };
  }
  return (
    <div className="mx-auto max-w-md">
      <h1 className="mb-4 text-2xl font-bold">Verify email</h1>
      <Card>
        {outcome.ok ? (
          <p data-testid="verify-result">
            Email verified: {outcome.email}.
            {outcome.roles > 0 && ` ${outcome.roles} staff ${outcome.roles === 1 ? "invitation is" : "invitations are"} now yours.`}
          </p>
        ) : (
          <p data-testid="verify-result" role="alert">
            {outcome.message}
          </p>
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
