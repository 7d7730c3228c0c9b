import { claimByEmailAction } from "@/app/account/profile-actions";
import { eventNoticesAction, markNoticesReadAction } from "@/app/account/notifications/actions";
import { PlayerCornerView } from "@/components/players/PlayerCorner";
import { emailClaims } from "@/lib/server/entrants/claims";
import { listMyNotifications } from "@/lib/server/notices/notices";
import { currentUser } from "@/lib/web/session";

/** The event page's part for the signed-in player (see `PlayerCornerView`); nothing for anyone else. */
export async function PlayerCorner({ eventId }: { eventId: string }) {
  const user = await currentUser();
  if (!user) return null;
  const [claims, notices] = await Promise.all([emailClaims(user, eventId), listMyNotifications(user, { eventId })]);
  return <PlayerCornerView eventId={eventId} claims={claims} notices={notices} actions={{ claimByEmailAction, eventNoticesAction, markNoticesReadAction }} />;
}
