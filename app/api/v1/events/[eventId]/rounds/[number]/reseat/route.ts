import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { reseatRoundTable } from "@/lib/server/rounds/reseat";

/** Move a match of the latest Swiss round to another table (organizer); the engine's warnings need confirm. */
export const POST = route<{ eventId: string; number: string }>(async (req, { eventId, number }) => {
  const user = await requireApiUser(req);
  return json(await reseatRoundTable(user, eventId, Number(number), await readJson(req)));
});
