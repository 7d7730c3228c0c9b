/**
 * The headers every response carries (set in proxy.ts). Pages get a nonce-based Content Security
 * Policy: Next.js reads the nonce from the request's CSP header and puts it on its own scripts,
 * so no other script can run. API responses are data, never documents: they get `default-src
 * 'none'`. Nothing may frame the app (clickjacking on the rounds console).
 */
export const BASE_SECURITY_HEADERS: Record<string, string> = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
};

export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * An uploaded document (an organizer's PDF or Markdown) is someone else's file: a PDF can carry
 * scripts (OpenAction) that a browser's viewer runs. It is served as a download
 * (`Content-Disposition: attachment`) in a sandbox with no scripts, plugins or requests.
 */
export const DOCUMENT_CSP = `${API_CSP}; sandbox`;

/** The path of an uploaded document's file (GET /api/v1/events/{eventId}/documents/{documentId}). */
export const isDocumentFilePath = (pathname: string): boolean => /^\/api\/v1\/events\/[^/]+\/documents\/[^/]+\/?$/.test(pathname);

/**
 * The page policy. Inline style attributes stay allowed (React's `style`, the QR code's SVG):
 * they cannot run code. `upgrade-insecure-requests` only over HTTPS — a hall served over plain
 * HTTP on a LAN address must keep working.
 */
export function pageCsp(nonce: string, { https, dev }: { https: boolean; dev: boolean }): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' blob: data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** A fresh, unguessable nonce per response (128 bits). */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/** What `newNonce` makes: 16 bytes in base64. */
export const isNonce = (value: string): boolean => /^[A-Za-z0-9+/]{22}==$/.test(value);

/**
 * Whether the browser reached us over HTTPS: the request's own scheme, or — behind a proxy
 * that terminates TLS — its `X-Forwarded-Proto` (first value) or RFC 7239 `Forwarded: proto=`.
 */
export function requestIsHttps(url: string, headers: Headers): boolean {
  if (url.startsWith("https:")) return true;
  const forwarded = headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  if (forwarded) return forwarded === "https";
  const rfc = /(?:^|[;,\s])proto=(?:"?)(https?)/i.exec(headers.get("forwarded") ?? "");
  return rfc?.[1]?.toLowerCase() === "https";
}

export function withHeaders(response: Response, headers: Record<string, string>): Response {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}
