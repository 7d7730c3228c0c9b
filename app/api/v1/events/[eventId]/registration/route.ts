import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { getRegistrationStatus, updateRegistrationSettings } from "@/lib/server/entrants/registration-settings";

export const dynamic = "force-dynamic";

/** Public: the registration settings and what they mean now (open, places left, waitlist, check-in). */
export const GET = route<{ eventId: string }>(async (_req, { eventId }) => json(await getRegistrationStatus(eventId)));

/** Organizer: change the registration settings (fields left out keep their value). */
export const PUT = route<{ eventId: string }>(async (req, { eventId }) => {
  const user = await requireApiUser(req);
  return json(await updateRegistrationSettings(user, eventId, await readJson(req)));
});
