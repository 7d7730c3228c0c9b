import { ActionButton } from "@/components/forms/ActionButton";
import { Card } from "@/components/ui/Card";
import type { FormState } from "@/lib/web/form-state";
import type { EventNoticeActions } from "./EventNotices";
import type { NotificationList } from "@/lib/schemas/profile";
import type { EmailClaim } from "@/lib/views/players";
import { EventNotices } from "./EventNotices";

/**
 * The event page's part for the signed-in player: "This is me" for a typed entry with their
 * verified email, and their notices for the event (live).
 */
/** What the corner does (the container hands the server actions). */
export interface PlayerCornerActions extends EventNoticeActions {
  claimByEmailAction: (eventId: string, playerId: string) => Promise<FormState>;
}

export function PlayerCornerView({ eventId, claims, notices, actions }: { eventId: string; claims: EmailClaim[]; notices: NotificationList; actions: PlayerCornerActions }) {
  const { claimByEmailAction } = actions;
  return (
    <>
      {claims.length > 0 && (
        <Card title="Is this you?">
          <ul className="space-y-2" data-testid="email-claims">
            {claims.map((c) => (
              <li key={c.playerId} className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  The organizer registered <strong>{c.name}</strong> with your email.
                </span>
                <ActionButton action={claimByEmailAction.bind(null, eventId, c.playerId)} pendingText="Claiming…" testId="this-is-me">
                  This is me
                </ActionButton>
              </li>
            ))}
          </ul>
        </Card>
      )}
      <EventNotices eventId={eventId} initial={notices} actions={actions} />
    </>
  );
}
