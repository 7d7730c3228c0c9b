import { json, optionalApiUser, route } from "@/lib/api/http";
import { getVenue } from "@/lib/server/queues/venues";

export const dynamic = "force-dynamic";

/** Public: a store or venue: its open queues, scheduled events, leagues and recent events. */
export const GET = route<{ slug: string }>(async (req, { slug }) => json(await getVenue(slug, await optionalApiUser(req))));
