/**
 * The result save answered before Next.js. A judge's PUT is the one write a hall makes hundreds
 * of a minute; Next.js's routing and proxy cost more CPU per save than the save itself, and on a
 * 2-core machine that CPU is the hall's capacity. The request goes to the very route handler
 * Next.js would run (same auth, body checks, service and error format); only the framework
 * around it is skipped, and the proxy's API headers are added here.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { PUT as putResult } from "./result-put";
import { errorResponse, MAX_BODY_BYTES } from "@/lib/api/http";
import { resultSaveTarget } from "@/lib/server/results/save-gate";
import { answerBeforeNext } from "../http/before-next";
import { API_CSP, BASE_SECURITY_HEADERS } from "../http/security-headers";

/**
 * The request as the route handler takes it, its body read here (a few hundred bytes; a body
 * past the cap is cut at cap + 1 bytes so the handler answers 413 as it would under Next.js).
 */
function webRequest(req: IncomingMessage, pathAndQuery: string): Promise<Request> {
  const headers = new Headers();
  const raw = req.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) headers.append(raw[i]!, raw[i + 1]!);
  headers.delete("content-length");
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      if (size > MAX_BODY_BYTES) return; // drained, not kept
      chunks.push(chunk);
      size += chunk.length;
    });
    req.on("error", reject);
    req.on("end", () => {
      const body = Buffer.concat(chunks).subarray(0, MAX_BODY_BYTES + 1);
      resolve(new Request(`http://${req.headers.host || "localhost"}${pathAndQuery}`, { method: req.method, headers, body }));
    });
  });
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string> = { ...BASE_SECURITY_HEADERS, "content-security-policy": API_CSP };
  response.headers.forEach((value, key) => (headers[key] = value));
  headers["content-length"] = String(body.length);
  res.writeHead(response.status, headers);
  res.end(body);
}

/**
 * Saves run a few at a time, in the order they arrived: when a hall's judges send at once, the
 * first ones are answered first instead of every save finishing at the end of the burst
 * (interleaved, each would wait for all the others' round trips). Enough run together to keep
 * the database busy while one is in this thread.
 */
const SAVES_AT_ONCE = 4;
let running = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= SAVES_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/** Takes `PUT /api/v1/events/{id}/matches/{id}/result` (which ones: save-gate.ts). */
export function answerResultSave(req: IncomingMessage, res: ServerResponse): boolean {
  const url = req.url ?? "";
  const target = resultSaveTarget(req.method, url);
  if (!target) return false;
  const params = Promise.resolve(target);
  void webRequest(req, url)
    .then((request) => inTurn(() => putResult(request, { params })))
    .catch((err: unknown) => errorResponse(err))
    .then((response) => send(res, response))
    .catch((err: unknown) => {
      console.error("[fast-api] the answer was not sent:", err);
      res.destroy();
    });
  return true;
}

export function installFastApi(): void {
  answerBeforeNext("result-save", answerResultSave);
}
