/**
 * The glue between route handlers and services: bearer-token auth, JSON bodies, and the error
 * format of api-v1.md. Route handlers stay one line per concern.
 */
import { userForApiToken } from "@/lib/server/accounts/accounts";
import { ServiceError, unauthenticated } from "@/lib/server/kernel/errors";
import { busy, isBusyError } from "@/lib/server/kernel/busy";
import { parseId, parseRoundNumber } from "@/lib/server/kernel/validate";
import type { User } from "@/lib/schemas/auth";
import { linkOrigin } from "@/lib/http/link-origin";

export const json = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { "cache-control": "no-store" } });

export function errorResponse(err: unknown): Response {
  if (!(err instanceof ServiceError) && isBusyError(err)) return errorResponse(busy());
  if (err instanceof ServiceError) {
    const body: { code: string; message: string; issues?: unknown } = { code: err.code, message: err.message };
    if (err.issues.length > 0 || err.code === "invalid_input") body.issues = err.issues;
    const headers: HeadersInit = { "cache-control": "no-store" };
    if (err.code === "unauthenticated") Object.assign(headers, { "www-authenticate": 'Bearer realm="holonet"' });
    if (err.retryAfterSeconds !== undefined) Object.assign(headers, { "retry-after": String(err.retryAfterSeconds) });
    return Response.json({ error: body }, { status: err.status, headers });
  }
  console.error(err);
  return json({ error: { code: "internal", message: "Something went wrong on our side; nothing was changed." } }, 500);
}

type Params = Record<string, string>;
type Handler<P extends Params> = (req: Request, params: P) => Promise<Response>;

/** What each id in a path names, for its 404. */
const ID_PARAMS: Record<string, string> = { eventId: "Event", playerId: "Player", matchId: "Match", staffId: "Staff member", id: "API token", awardId: "Prize award", profileId: "Player profile", callId: "Judge call", documentId: "Document", teamId: "Team", position: "Team member", guildId: "Guild", invitationId: "Invitation", seasonId: "Season", queueId: "Queue", scheduleId: "Schedule", occurrenceId: "Occurrence", deletedId: "Deleted event", slug: "Venue", token: "Calendar feed" };

/**
 * Path parameters are checked before a handler runs: an id that cannot exist (NUL, odd
 * characters, too long) is a 404 without touching the database, and a round number must be a
 * whole number in range (400, field "number").
 */
export function checkPathParams<P extends Params>(params: P | undefined): P {
  // Routes without dynamic segments get no params at all.
  if (!params) return {} as P;
  for (const [key, value] of Object.entries(params)) {
    if (key === "number") parseRoundNumber(value);
    else parseId(ID_PARAMS[key] ?? key, value);
  }
  return params;
}

/** Wraps a route handler: checks the params and turns thrown ServiceErrors into API errors. */
export function route<P extends Params>(handler: Handler<P>) {
  return async (req: Request, ctx: { params: Promise<P> }): Promise<Response> => {
    try {
      return await handler(req, checkPathParams(await ctx.params));
    } catch (err) {
      return errorResponse(err);
    }
  };
}

/** Request bodies above this are refused (413) before they are read in full; server actions cap theirs at 1 MB too. */
export const MAX_BODY_BYTES = 1024 * 1024;

const tooLarge = (max: number) => new ServiceError("payload_too_large", `The request body can be at most ${max} bytes.`);
const badBody = (message: string) => new ServiceError("invalid_input", message, [{ path: [], message }]);

/** The body's bytes, refused as soon as they pass the cap (Content-Length can be absent or wrong). */
async function readCapped(req: Request, max: number): Promise<Uint8Array> {
  const declared = Number(req.headers.get("content-length") ?? 0);
  if (declared > max) throw tooLarge(max);
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      throw tooLarge(max);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    bytes.set(c, at);
    at += c.byteLength;
  }
  // Fewer bytes than announced: something on the way cut the body short (Next.js buffers at most
  // experimental.proxyClientMaxBodySize, 10 MB by default, of a body that passes proxy.ts).
  if (Number.isSafeInteger(declared) && declared > size) {
    throw new ServiceError("payload_too_large", `The request body arrived cut short (${size} of ${declared} bytes): it is larger than this server lets through.`);
  }
  return bytes;
}

const isJsonType = (type: string | null) => type !== null && /^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(type.trim());

/**
 * The request's JSON body: at most MAX_BODY_BYTES (413; a route that takes whole documents may
 * allow more with `maxBytes`), sent as application/json (415), valid UTF-8 and valid JSON (400).
 * An empty body is `{}`.
 */
export async function readJson(req: Request, { maxBytes = MAX_BODY_BYTES }: { maxBytes?: number } = {}): Promise<unknown> {
  const bytes = await readCapped(req, maxBytes);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw badBody("The request body is not valid UTF-8.");
  }
  if (text.trim() === "") return {};
  if (!isJsonType(req.headers.get("content-type")))
    throw new ServiceError("unsupported_media_type", "Send the body as JSON with Content-Type: application/json.");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badBody("The request body is not valid JSON.");
  }
}

/** The request's bearer token (not yet checked); 401 when none is sent. */
export function bearerToken(req: Request): string {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.get("authorization") ?? "");
  if (!match?.[1]) throw unauthenticated("Send an API token: Authorization: Bearer <token>.");
  return match[1];
}

/** 401 for a bearer token that names no live account. */
export const invalidToken = () => unauthenticated("The API token is not valid: it is wrong, expired or revoked. Log in for a new one.");

/** The bearer token of the request and its account; 401 when missing, expired or revoked. */
export async function requireApiToken(req: Request): Promise<{ user: User; token: string }> {
  const token = bearerToken(req);
  const user = await userForApiToken(token);
  if (!user) throw invalidToken();
  return { user, token };
}

export const requireApiUser = async (req: Request): Promise<User> => (await requireApiToken(req)).user;

/** For public reads that show more to their owner: the caller when a bearer token is sent (401 when it is bad), else null. */
export const optionalApiUser = async (req: Request): Promise<User | null> => (req.headers.has("authorization") ? requireApiUser(req) : null);

/** The origin of links this request's answer or mail carries (lib/http/link-origin.ts), never `req.url`'s (`next start` says localhost there). */
export const requestOrigin = (req: Request) => linkOrigin(req.headers, new URL(req.url).host);
