/**
 * A busy database: a request that could not get a transaction or a connection within the wait
 * (lib/db/wait.ts) ran nothing (a transaction that did not start, or ran out of time, is rolled
 * back). It is refused with 503 and Retry-After and words a person understands, never a 500;
 * the forms try once more by themselves (lib/web/use-form-action.ts).
 */
import { ServiceError } from "./errors";

export const BUSY_MESSAGE = "The server is busy — nothing was saved, try again in a moment.";
/** The API's Retry-After, and how long a form waits before its one retry. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/**
 * Prisma's P2028 ("Unable to start a transaction in the given time", or an expired one), P2024
 * (no pool connection in time), and the pg pool's connection timeout as the adapter passes it on.
 */
const BUSY_CODES = new Set(["P2028", "P2024"]);
const BUSY_WORDS = /Unable to start a transaction in the given time|cannot be executed on an expired transaction|Timed out fetching a new connection|timeout exceeded when trying to connect|Connection terminated due to connection timeout/i;

export function isBusyError(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof ServiceError) return e.code === "busy";
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && BUSY_CODES.has(code)) return true;
    if (typeof message === "string" && BUSY_WORDS.test(message)) return true;
  }
  return false;
}

export const busy = () => new ServiceError("busy", BUSY_MESSAGE, [], BUSY_RETRY_AFTER_SECONDS);
