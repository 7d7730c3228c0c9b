import { errorResponse } from "@/lib/api/http";
import { getEvent } from "@/lib/server/events";
import { getStandings } from "@/lib/server/standings";

export const dynamic = "force-dynamic";

/** A cell as CSV needs it: quoted when it holds a comma, quote or line break. */
const cell = (v: string | number) => {
  const s = String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** The Swiss standings as CSV, for the organizer's event report (full-precision SoS/ESoS). */
export async function GET(_req: Request, ctx: { params: Promise<{ eventId: string }> }): Promise<Response> {
  const { eventId } = await ctx.params;
  try {
    const [event, standings] = await Promise.all([getEvent(eventId), getStandings(eventId)]);
    const lines = [
      ["rank", "name", "points", "sos", "esos", "rounds_played", "status"].join(","),
      ...standings.rows.map((r) => [r.rank, r.name, r.points, r.sos, r.esos, r.roundsPlayed, r.status].map(cell).join(",")),
    ];
    const file = `${event.name.replace(/[^\w-]+/g, "-").replace(/^-|-$/g, "") || "event"}-standings.csv`;
    return new Response(lines.join("\r\n") + "\r\n", {
      headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="${file}"`, "cache-control": "no-store" },
    });
  } catch (err) {
    return errorResponse(err);
  }
}
