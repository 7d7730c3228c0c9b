import { acceptTeamAction, registerTeamAction, reissueTeamLinkAction } from "@/app/events/[eventId]/team-actions";
import { checkInAction } from "@/app/events/[eventId]/registration-actions";
import { TeamRegistrationPanelView } from "@/components/teams/TeamRegistrationPanel";
import { getRegistrationStatus } from "@/lib/server/entrants/registration-settings";
import { mailConfigured } from "@/lib/server/notices/mail";
import { acceptRefusalFor, myTeam } from "@/lib/server/teams/teams";
import { currentUser } from "@/lib/web/session";

/** A team event's panel on the public event page, for the viewer (see `TeamRegistrationPanelView`). */
export async function TeamRegistrationPanel({ eventId }: { eventId: string }) {
  const user = await currentUser();
  const [mine, status] = await Promise.all([myTeam(user, eventId), getRegistrationStatus(eventId)]);
  // An invited partner is offered "Accept and join" only when the service would take it.
  const acceptRefusal = user && mine?.invited ? await acceptRefusalFor(user) : null;
  return <TeamRegistrationPanelView eventId={eventId} user={user} mine={mine} status={status} mail={mailConfigured()} acceptRefusal={acceptRefusal} actions={{ registerTeamAction, acceptTeamAction, reissueTeamLinkAction, checkInAction }} />;
}
