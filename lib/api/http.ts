/**
 * The glue between route handlers and services: bearer-token auth, JSON bodies, and the error
 * format of api-v1.md. Route handlers stay one line per concern.
 */
import { userForApiToken } from "@/lib/server/accounts";
import { ServiceError, unauthenticated } from "@/lib/server/errors";
import type { User } from "@/lib/schemas/auth";

export const json = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { "cache-control": "no-store" } });

export function errorResponse(err: unknown): Response {
  if (err instanceof ServiceError) {
    const body: { code: string; message: string; issues?: unknown } = { code: err.code, message: err.message };
    if (err.issues.length > 0 || err.code === "invalid_input") body.issues = err.issues;
    const headers: HeadersInit = { "cache-control": "no-store" };
    if (err.code === "unauthenticated") Object.assign(headers, { "www-authenticate": 'Bearer realm="holonet"' });
    return Response.json({ error: body }, { status: err.status, headers });
  }
  console.error(err);
  return json({ error: { code: "internal", message: "Something went wrong on our side; nothing was changed." } }, 500);
}

type Params = Record<string, string>;
type Handler<P extends Params> = (req: Request, params: P) => Promise<Response>;

/** Wraps a route handler: awaits the params and turns thrown ServiceErrors into API errors. */
export function route<P extends Params>(handler: Handler<P>) {
  return async (req: Request, ctx: { params: Promise<P> }): Promise<Response> => {
    try {
      return await handler(req, await ctx.params);
    } catch (err) {
      return errorResponse(err);
    }
  };
}

/** The request's JSON body; malformed JSON is a 400 like any other invalid input. */
export async function readJson(req: Request): Promise<unknown> {
  const text = await req.text();
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ServiceError("invalid_input", "The request body is not valid JSON.", [
      { path: [], message: "The request body is not valid JSON." },
    ]);
  }
}

export async function requireApiUser(req: Request): Promise<User> {
  const header = req.headers.get("authorization") ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw unauthenticated("Send an API token: Authorization: Bearer <token>.");
  const user = await userForApiToken(match[1]);
  if (!user) throw unauthenticated("The API token is not valid.");
  return user;
}
