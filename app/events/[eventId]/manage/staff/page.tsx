import type { Metadata } from "next";
import { ActionButton } from "@/components/forms/ActionButton";
import { Card } from "@/components/ui/Card";
import { AddStaffForm } from "@/components/staff/AddStaffForm";
import { StaffList } from "@/components/staff/StaffList";
import { listEventStaff } from "@/lib/server/staff/staff";
import { ManageHeader, manageContext, NotAllowed } from "../guard";
import { addStaffAction, reissueInvitationAction, removeStaffAction } from "./actions";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Staff" };

const RULE = {
  relaxed: "Relaxed: a leader may also play only while a second leader is assigned to rule on their games.",
  formal: "Formal: leaders cannot play.",
  premier: "Premier: leaders cannot play.",
} as const;
/** Tiers are FFG's; other games' events keep the Relaxed rule without its name. */
const OTHER_GAMES_RULE = "A leader may also play only while a second leader is assigned to rule on their games.";

export default async function StaffPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  const { user, event, role } = await manageContext(eventId, "/manage/staff");
  if (!role) return <NotAllowed eventId={eventId} />;
  const staff = await listEventStaff(user, eventId);
  const organizer = role === "organizer";
  return (
    <div className="space-y-5">
      <ManageHeader event={event} role={role} current="staff" />
      {organizer && (
        <Card title="Invite a judge or marshal">
          <AddStaffForm action={addStaffAction.bind(null, eventId)} />
        </Card>
      )}
      <Card title={`Staff (${staff.length})`}>
        <p className="mb-2 text-sm text-slate-600">
          Exactly one organizer; any number of judges and marshals. {event.format.namedTiers ? RULE[event.tier] : OTHER_GAMES_RULE} A leader counts as playing when a registered player has their email.
        </p>
        <StaffList
          staff={staff}
          action={
            organizer
              ? (s) =>
                  s.role === "organizer" ? null : s.pending ? (
                    <div className="flex flex-wrap gap-2">
                      <ActionButton action={reissueInvitationAction.bind(null, eventId, s.id)} variant="secondary" pendingText="Issuing…" testId="reissue-invitation">
                        New invitation link
                      </ActionButton>
                      <ActionButton action={removeStaffAction.bind(null, eventId, s.id)} variant="secondary" confirm={`Revoke the invitation for ${s.email}?`} pendingText="Revoking…">
                        Revoke invitation
                      </ActionButton>
                    </div>
                  ) : (
                    <ActionButton action={removeStaffAction.bind(null, eventId, s.id)} variant="secondary" confirm={`Remove ${s.name ?? s.email} from the staff?`} pendingText="Removing…">
                      Remove {s.role}
                    </ActionButton>
                  )
              : undefined
          }
        />
      </Card>
    </div>
  );
}
