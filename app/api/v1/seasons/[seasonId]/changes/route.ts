import { errorResponse } from "@/lib/api/http";
import { getDb } from "@/lib/db";
import { watchSeason } from "@/lib/server/seasons/season-changes";
import { loadSeason } from "@/lib/server/seasons/season-row";
import { periodFor } from "@/lib/server/seasons/standings";

export const dynamic = "force-dynamic";

/**
 * Server-Sent Events: `event: version` with the leaderboard's version (of `?period=`, else the
 * current period) now and whenever it moves — the number the cached leaderboard answers carry in
 * `x-holonet-version`. Pages re-read the leaderboard when it moves, as event pages do.
 */
export async function GET(req: Request, ctx: { params: Promise<{ seasonId: string }> }): Promise<Response> {
  const { seasonId } = await ctx.params;
  const period = new URL(req.url).searchParams.get("period") || null;
  try {
    periodFor(await loadSeason(await getDb(), seasonId), period, new Date());
  } catch (err) {
    return errorResponse(err);
  }
  const encoder = new TextEncoder();
  let stop = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop();
        }
      };
      send("retry: 3000\n\n");
      const unsubscribe = watchSeason(seasonId, period, (version) => send(`event: version\ndata: ${version}\n\n`));
      const ping = setInterval(() => send(": ping\n\n"), 25_000);
      stop = () => {
        unsubscribe();
        clearInterval(ping);
        try {
          controller.close();
        } catch {
          // already closed
        }
      };
      req.signal.addEventListener("abort", () => stop());
    },
    cancel() {
      stop();
    },
  });
  return new Response(stream, {
    headers: { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache, no-transform", "x-accel-buffering": "no" },
  });
}
