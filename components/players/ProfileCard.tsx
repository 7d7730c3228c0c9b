import Link from "next/link";
import { ActionButton } from "@/components/forms/ActionButton";
import { Card } from "@/components/ui/Card";
import type { FormState } from "@/lib/web/form-state";
import type { EmailClaim, ProfileRef } from "@/lib/views/players";
import { ProfileSettingsForm } from "./ProfileSettingsForm";

/** The account page's player part: the profile (link, name, privacy), notices, and entries to claim by email. */
/** What the card does (the container hands the server actions). */
export interface ProfileActions {
  updateProfileAction: (prev: FormState, form: FormData) => Promise<FormState>;
  claimByEmailAction: (eventId: string, playerId: string) => Promise<FormState>;
}

export function ProfileCardView({ profile, claims, unread, actions }: { profile: ProfileRef; claims: EmailClaim[]; unread: number; actions: ProfileActions }) {
  const { updateProfileAction, claimByEmailAction } = actions;
  return (
    <Card title="Player profile">
      <div id="profile" className="space-y-4">
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          <Link className="font-semibold underline" href={`/players/${profile.id}`} data-testid="own-profile-link">
            Your profile
          </Link>
          <Link className="font-semibold underline" href="/account/notifications">
            Your notices{unread > 0 ? ` (${unread} new)` : ""}
          </Link>
        </p>
        <ProfileSettingsForm action={updateProfileAction} displayName={profile.displayName} isPublic={profile.public} />
        {claims.length > 0 && (
          <div className="space-y-2 border-t border-slate-100 pt-3">
            <h3 className="font-semibold">Entries with your email</h3>
            <p className="text-sm text-slate-600">An organizer typed these with your verified email. Claim them to add them to your profile.</p>
            <ul className="space-y-2">
              {claims.map((c) => (
                <li key={c.playerId} className="flex flex-wrap items-center justify-between gap-2">
                  <span>
                    <strong>{c.name}</strong> at{" "}
                    <Link className="underline" href={`/events/${c.eventId}`}>
                      {c.eventName}
                    </Link>
                  </span>
                  <ActionButton action={claimByEmailAction.bind(null, c.eventId, c.playerId)} variant="secondary" pendingText="Claiming…">
                    This is me
                  </ActionButton>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </Card>
  );
}
