/**
 * Server actions (a page POST with `Next-Action`, or a form post) refuse a cross-site Origin —
 * Next.js aborts those as CSRF, but answers 500 (and an `Origin: null` or malformed one throws
 * on parsing). proxy.ts answers them 403 first, by the same rule Next.js applies: the Origin's
 * host must be the request's `X-Forwarded-Host` (first value) or, without one, its `Host`. A
 * request without Origin (not a browser's) is left to Next.js, as it leaves it.
 */
const FORM_TYPES = /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i;

/** Whether Next.js would take this request for a server action. */
export function isPossibleServerAction(method: string, headers: Headers): boolean {
  if (method !== "POST") return false;
  return headers.has("next-action") || FORM_TYPES.test(headers.get("content-type") ?? "");
}

/** The Origin's host (`"null"` for an opaque origin), or null when the value is not a URL. */
function originHost(origin: string): string | null {
  if (origin === "null") return "null";
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/** True when the request is a server action from another site (or an opaque / broken Origin). */
export function isForeignServerAction(method: string, headers: Headers): boolean {
  if (!isPossibleServerAction(method, headers)) return false;
  const origin = headers.get("origin");
  if (origin === null) return false;
  const host = headers.get("x-forwarded-host")?.split(",")[0]?.trim() || headers.get("host");
  const from = originHost(origin);
  return from === null || !host || from !== host;
}
