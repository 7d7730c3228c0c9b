import { json, route } from "@/lib/api/http";
import { ratingList } from "@/lib/server/ratings/read";

export const dynamic = "force-dynamic";

/** The public rating list of a game: `?page=&pageSize=&q=&inactive=1&inactiveAfterDays=`. */
export const GET = route<{ game: string }>(async (req, { game }) => json(await ratingList(game, Object.fromEntries(new URL(req.url).searchParams))));
