/**
 * Addresses Next.js cannot decode — malformed percent-encoding (`%E0%A4%A`, `%ZZ`) or encoded
 * lone surrogates (`%ED%A0%80`) — make it answer 500 before any page or route handler runs.
 * The proxy calls `pathGuard` first: such a path is a 400, and one whose segments decode to a
 * control character (`%00`) is a 404, since no page or id can contain one.
 */
const CONTROL = /[\u0000-\u001F\u007F]/;

const refuse = (pathname: string, status: 400 | 404, message: string) =>
  pathname.startsWith("/api/")
    ? Response.json({ error: { code: status === 400 ? "invalid_input" : "not_found", message } }, { status, headers: { "cache-control": "no-store" } })
    : new Response(message, { status, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });

/** A refusal for a path no route can take, or null to let the request through. */
export function pathGuard(pathname: string): Response | null {
  for (const segment of pathname.split("/")) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return refuse(pathname, 400, "The address is not valid percent-encoded UTF-8.");
    }
    if (CONTROL.test(decoded)) return refuse(pathname, 404, "Not found: the address contains a control character.");
  }
  return null;
}
