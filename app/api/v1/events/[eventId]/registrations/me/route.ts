import { json, requireApiUser, route } from "@/lib/api/http";
import { myRegistration, withdrawRegistration } from "@/lib/server/entrants/self-registration";

export const dynamic = "force-dynamic";

/** Signed in: your registration at the event (registered, waitlisted with your position, or none). */
export const GET = route<{ eventId: string }>(async (req, { eventId }) => {
  const user = await requireApiUser(req);
  return json(await myRegistration(user, eventId));
});

/** Signed in: withdraw before round 1 (or leave the waitlist). */
export const DELETE = route<{ eventId: string }>(async (req, { eventId }) => {
  const user = await requireApiUser(req);
  return json(await withdrawRegistration(user, eventId));
});
