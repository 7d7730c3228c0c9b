/**
 * Answers some requests before Next.js sees them: the HTTP server's `request` event is wrapped
 * once per process (the server `next start` made is already listening when instrumentation
 * runs, so its prototype is the one place to reach it). Each answerer takes a request by
 * returning true — it then owns the response — or leaves it to the next one and then Next.js.
 */
import { Server, type IncomingMessage, type ServerResponse } from "node:http";
import { hasProcessState, processState } from "@/lib/live/process";

export type Answerer = (req: IncomingMessage, res: ServerResponse) => boolean;

/** Adds (or, under the same name, replaces) an answerer; answerers run in the order first added. */
export function answerBeforeNext(name: string, answerer: Answerer): void {
  const wrapped = hasProcessState("before-next");
  // One list per process (the live floor's process state), and the server wrapped once.
  const answerers = processState("before-next", () => new Map<string, Answerer>());
  if (!wrapped) {
    const proto = Server.prototype;
    const emit = proto.emit as (this: Server, event: string | symbol, ...args: unknown[]) => boolean;
    const list = answerers;
    proto.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
      if (event === "request") {
        for (const answer of list.values()) {
          try {
            if (answer(args[0] as IncomingMessage, args[1] as ServerResponse)) return true;
          } catch (err) {
            console.error("[before-next] an answerer failed; Next.js answers:", err);
          }
        }
      }
      return emit.apply(this, [event, ...args]);
    } as Server["emit"];
  }
  answerers.set(name, answerer);
}
