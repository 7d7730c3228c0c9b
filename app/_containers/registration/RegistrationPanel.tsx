import { checkInAction, registerAction, withdrawAction } from "@/app/events/[eventId]/registration-actions";
import { RegistrationPanelView } from "@/components/registration/RegistrationPanel";
import type { MyRegistration } from "@/lib/schemas/registration-api";
import { getRegistrationStatus } from "@/lib/server/entrants/registration-settings";
import { myRegistration } from "@/lib/server/entrants/self-registration";
import { currentUser } from "@/lib/web/session";

/** The public event page's registration panel, for the viewer (see `RegistrationPanelView`). */
export async function RegistrationPanel({ eventId }: { eventId: string }) {
  const [user, status] = await Promise.all([currentUser(), getRegistrationStatus(eventId)]);
  const me: MyRegistration = user ? await myRegistration(user, eventId) : { status: "none" };
  return <RegistrationPanelView eventId={eventId} user={user} me={me} status={status} actions={{ registerAction, withdrawAction, checkInAction }} />;
}
