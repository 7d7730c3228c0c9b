/**
 * While the process starts (readiness.ts), requests are answered before Next.js: the
 * health check with 503 and what it knows, everything else 503 with Retry-After — never a 500,
 * and nothing reaches a route that needs the database. Once ready, this answerer steps aside.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { answerBeforeNext } from "@/lib/http/before-next";
import { API_CSP, BASE_SECURITY_HEADERS } from "@/lib/http/security-headers";
import { health } from "./health";
import { isReady, RETRY_AFTER_SECONDS } from "./readiness";

const MESSAGE = "This server is starting (connecting to its database); try again in a moment.";

/** Answers a request while the process is not ready; false (Next.js answers) once it is. */
export function answerWhileStarting(req: IncomingMessage, res: ServerResponse): boolean {
  if (isReady()) return false;
  const path = (req.url ?? "/").split("?")[0]!;
  const api = path.startsWith("/api/");
  const body = path === "/api/v1/health" ? JSON.stringify(health()) : api ? JSON.stringify({ error: { code: "unavailable", message: MESSAGE } }) : `${MESSAGE}\n`;
  res.writeHead(503, {
    ...BASE_SECURITY_HEADERS,
    "content-security-policy": API_CSP,
    "content-type": api ? "application/json" : "text/plain; charset=utf-8",
    "cache-control": "no-store",
    "retry-after": String(RETRY_AFTER_SECONDS),
  });
  res.end(req.method === "HEAD" ? undefined : body);
  return true;
}

/** Installs the gate; call before the other answerers so it runs first. */
export function installReadinessGate(): void {
  answerBeforeNext("readiness", answerWhileStarting);
}
