/** The route handler of an OpenAPI operation: a missing file or export fails the calling test. */
import { existsSync } from "node:fs";
import path from "node:path";

export type Handler = (req: Request, ctx: { params: Promise<Record<string, string> | undefined> }) => Promise<Response>;

/** `/events/{eventId}/rounds/{number}` → app/api/v1/events/[eventId]/rounds/[number]/route.ts */
const routeFile = (p: string) => path.join(import.meta.dirname, "../../app/api/v1", p.replace(/\{(\w+)\}/g, "[$1]"), "route.ts");

export async function handlerFor(method: string, p: string): Promise<Handler> {
  const file = routeFile(p);
  if (!existsSync(file)) throw new Error(`OpenAPI operation ${method.toUpperCase()} ${p} has no route handler at ${file}`);
  const mod = (await import(file)) as Record<string, Handler | undefined>;
  const handler = mod[method.toUpperCase()];
  if (!handler) throw new Error(`${file} does not export ${method.toUpperCase()} for the documented operation`);
  return handler;
}
