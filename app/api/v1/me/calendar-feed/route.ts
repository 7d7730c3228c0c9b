import { json, requestOrigin, requireApiUser, route } from "@/lib/api/http";
import { calendarFeedToken } from "@/lib/server/queues/feeds";

export const dynamic = "force-dynamic";

const feed = (origin: string, token: string) => ({ url: `${origin}/api/v1/calendar/players/${token}` });

/** Signed in: the address of the caller's own iCalendar feed (made on first use). */
export const GET = route(async (req) => json(feed(requestOrigin(req), await calendarFeedToken(await requireApiUser(req)))));

/** Signed in: a new address; the old one stops working. */
export const POST = route(async (req) => json(feed(requestOrigin(req), await calendarFeedToken(await requireApiUser(req), { reset: true }))));
