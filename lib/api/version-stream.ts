import { watchTopic } from "@/lib/live";

/** Starts following versions for a stream; returns how to stop. */
export type VersionWatch = (listener: (version: number, matches?: readonly string[] | null) => void) => () => void;

/**
 * Server-Sent Events following one version key (a topic of lib/live: an event's, a queue's):
 * `event: version` with the version now and after every change; before it, `event: matches` with
 * the matches changed when only those changed (events only). Pinged every 25 s; closed when the
 * client hangs up.
 */
export function versionStream(req: Request, key: string): Response {
  return sseVersions(req, (listener) => watchTopic(key, listener));
}

/**
 * The stream itself, for any source of versions (an event's or queue's key above, a season's
 * leaderboard): `event: version` now and after every change, `event: matches` before it when a
 * change names its matches.
 */
export function sseVersions(req: Request, watch: VersionWatch): Response {
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
      const unsubscribe = watch((version, matches) =>
        send(`${matches && matches.length > 0 ? `event: matches\ndata: ${matches.join(",")}\n\n` : ""}event: version\ndata: ${version}\n\n`),
      );
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
