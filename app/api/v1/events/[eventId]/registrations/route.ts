import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { selfRegister } from "@/lib/server/entrants/self-registration";

/** Signed in: register yourself (a place, or the waitlist when the event is full). */
export const POST = route<{ eventId: string }>(async (req, { eventId }) => {
  const user = await requireApiUser(req);
  return json(await selfRegister(user, eventId, await readJson(req)), 201);
});
