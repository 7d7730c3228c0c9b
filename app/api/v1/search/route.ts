import { json, route } from "@/lib/api/http";
import { searchPlaces } from "@/lib/server/queues/venues";

export const dynamic = "force-dynamic";

/** Public: venues, open queues and seasons by name (`?q=`). */
export const GET = route(async (req) => json(await searchPlaces(Object.fromEntries(new URL(req.url).searchParams))));
