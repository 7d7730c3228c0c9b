import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { PasswordChangeForm } from "@/components/auth/PasswordChangeForm";
import { ProfileCard } from "@/app/_containers/players/ProfileCard";
import { ActionButton } from "@/components/forms/ActionButton";
import { Badge } from "@/components/ui/Badge";
import { Card } from "@/components/ui/Card";
import { buttonClass } from "@/components/ui/LinkButton";
import { LocalTime } from "@/components/ui/LocalTime";
import { IDLE_DAYS, listApiTokens, MAX_DAYS } from "@/lib/server/accounts/accounts";
import { isVerified } from "@/lib/server/accounts/email-verification";
import { mailConfigured } from "@/lib/server/notices/mail";
import { currentUser } from "@/lib/web/session";
import { changePasswordAction, resendVerificationAction, revokeTokenAction } from "./actions";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Your account" };

export default async function AccountPage() {
  const user = await currentUser();
  if (!user) redirect("/login?next=/account");
  const [verified, tokens] = await Promise.all([isVerified(user.id), listApiTokens(user)]);
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold">Your account</h1>
      <Card title="Email">
        <div className="flex flex-wrap items-center gap-2">
          <span>{user.email}</span>
          <span data-testid="email-status">{verified ? <Badge tone="good">Verified</Badge> : <Badge tone="warn">Not verified</Badge>}</span>
        </div>
        {!verified && (
          <div className="mt-3 space-y-2 text-sm text-slate-600">
            <p>Staff invitations sent to your address become yours once it is verified (an invitation link works without it).</p>
            {mailConfigured() ? (
              <ActionButton action={resendVerificationAction} variant="secondary" pendingText="Sending…">
                Send a new verification link
              </ActionButton>
            ) : (
              <p>This server has no mail set up, so addresses cannot be verified here. Ask the organizer for an invitation link instead.</p>
            )}
          </div>
        )}
      </Card>
      <ProfileCard user={user} />
      <Card title="Your data">
        <p className="mb-3 text-sm text-slate-600">
          One JSON file with your account (no password or token secrets), profile, entries, ratings, guild membership, history and invitations, and season awards. Programs get the same from{" "}
          <code>GET /api/v1/me/export</code>.
        </p>
        <a href="/account/export" download className={buttonClass.secondary} data-testid="download-my-data">
          Download my data
        </a>
      </Card>
      <Card title="Change password">
        <PasswordChangeForm action={changePasswordAction} />
      </Card>
      <Card title={`API tokens (${tokens.length})`}>
        <p className="mb-2 text-sm text-slate-600">
          Tokens let programs use the API as you. Each expires {IDLE_DAYS} days after its last use, and at most {MAX_DAYS} days after it was made. Logging out here does not end them; revoke
          them here. Changing your password ends them all.
        </p>
        {tokens.length === 0 ? (
          <p className="text-slate-600">No API tokens.</p>
        ) : (
          <ul className="divide-y divide-slate-100" data-testid="token-list">
            {tokens.map((t) => (
              <li key={t.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
                <div className="text-sm">
                  <div className="font-medium">{t.name}</div>
                  <div className="text-slate-600">
                    Created <LocalTime iso={t.createdAt} /> · last used {t.lastUsedAt ? <LocalTime iso={t.lastUsedAt} /> : "never"} · expires <LocalTime iso={t.expiresAt} />
                  </div>
                </div>
                <ActionButton action={revokeTokenAction.bind(null, t.id)} variant="secondary" confirm={`Revoke “${t.name}”?`} pendingText="Revoking…">
                  Revoke
                </ActionButton>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
