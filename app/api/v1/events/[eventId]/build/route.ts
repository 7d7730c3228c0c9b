import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { buildPhase, getBuildStatus } from "@/lib/server/decks/decks";

export const dynamic = "force-dynamic";

export const GET = route<{ eventId: string }>(async (req, { eventId }) => json(await getBuildStatus(await requireApiUser(req), eventId)));

export const POST = route<{ eventId: string }>(async (req, { eventId }) => {
  const user = await requireApiUser(req);
  return json(await buildPhase(user, eventId, await readJson(req)));
});
