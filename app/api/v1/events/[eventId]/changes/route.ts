import { errorResponse } from "@/lib/api/http";
import { watchEvent } from "@/lib/server/changes";
import { getEvent } from "@/lib/server/events";

export const dynamic = "force-dynamic";

/**
 * Server-Sent Events: `event: version` with the event's version now and after every change.
 * Pages re-render when it moves; scripts and stream overlays can follow an event the same way.
 */
export async function GET(req: Request, ctx: { params: Promise<{ eventId: string }> }): Promise<Response> {
  const { eventId } = await ctx.params;
  try {
    await getEvent(eventId); // 404 before opening a stream
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
      const unsubscribe = watchEvent(eventId, (version) => send(`event: version\ndata: ${version}\n\n`));
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
