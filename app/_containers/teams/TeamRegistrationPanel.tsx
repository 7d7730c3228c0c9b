import { TeamRegistrationPanelView } from "@/components/teams/TeamRegistrationPanel";
import { getRegistrationStatus } from "@/lib/server/entrants/registration-settings";
import { mailConfigured } from "@/lib/server/notices/mail";
import { myTeam } from "@/lib/server/teams/teams";
import { currentUser } from "@/lib/web/session";

/** A team event's panel on the public event page, for the viewer (see `TeamRegistrationPanelView`). */
export async function TeamRegistrationPanel({ eventId }: { eventId: string }) {
  const user = await currentUser();
  const [mine, status] = await Promise.all([myTeam(user, eventId), getRegistrationStatus(eventId)]);
  return <TeamRegistrationPanelView eventId={eventId} user={user} mine={mine} status={status} mail={mailConfigured()} />;
}
