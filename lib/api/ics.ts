import { errorResponse } from "./http";

/** An iCalendar feed's response: text/calendar, kept `maxAge` seconds by calendar apps and caches (0: never, a private feed). */
export async function icsResponse(feed: () => Promise<string>, file: string, maxAge: number): Promise<Response> {
  try {
    return new Response(await feed(), {
      headers: {
        "content-type": "text/calendar; charset=utf-8",
        "content-disposition": `inline; filename="${file}.ics"`,
        "cache-control": maxAge > 0 ? `public, max-age=${maxAge}` : "private, no-store",
      },
    });
  } catch (err) {
    return errorResponse(err);
  }
}
