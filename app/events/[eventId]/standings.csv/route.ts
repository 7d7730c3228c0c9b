import { errorResponse } from "@/lib/api/http";
import { getEvent } from "@/lib/server/events/events";
import { getStandings } from "@/lib/server/standings/standings";
import { csvFile } from "@/lib/web/csv";

export const dynamic = "force-dynamic";

/** The Swiss standings as CSV, for the organizer's event report (full-precision SoS/ESoS). */
export async function GET(_req: Request, ctx: { params: Promise<{ eventId: string }> }): Promise<Response> {
  const { eventId } = await ctx.params;
  try {
    const [event, standings] = await Promise.all([getEvent(eventId), getStandings(eventId)]);
    const body = csvFile([
      ["rank", "name", "points", "sos", "esos", "rounds_played", "games_won", "games_lost", "games_drawn", "status"],
      ...standings.rows.map((r) => [r.rank, r.name, r.points, r.sos, r.esos, r.roundsPlayed, r.games?.won ?? 0, r.games?.lost ?? 0, r.games?.drawn ?? 0, r.status]),
    ]);
    const file = `${event.name.replace(/[^\w-]+/g, "-").replace(/^-|-$/g, "") || "event"}-standings.csv`;
    return new Response(body, {
      headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="${file}"`, "cache-control": "no-store" },
    });
  } catch (err) {
    return errorResponse(err);
  }
}
