import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { createTeam, listTeams } from "@/lib/server/teams/teams";

export const dynamic = "force-dynamic";

/** Public: the teams of a team event with their members' names and seats. */
export const GET = route<{ eventId: string }>(async (_req, { eventId }) => json(await listTeams(eventId)));

/** Organizer: a typed team (name + members). */
export const POST = route<{ eventId: string }>(async (req, { eventId }) => {
  const user = await requireApiUser(req);
  return json(await createTeam(user, eventId, await readJson(req)), 201);
});
