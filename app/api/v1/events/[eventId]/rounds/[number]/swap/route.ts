import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { swapRoundPlayers } from "@/lib/server/rounds/swap";

/** Swap two players of the latest Swiss round by hand (organizer); the engine's warnings need confirm. */
export const POST = route<{ eventId: string; number: string }>(async (req, { eventId, number }) => {
  const user = await requireApiUser(req);
  return json(await swapRoundPlayers(user, eventId, Number(number), await readJson(req)));
});
