/**
 * Where to send someone after login or signup: only a path on this site. The value is parsed
 * against a fixed origin the way a browser would parse a Location header, so `/\evil.example`
 * (browsers read `\` as `/`), `/<TAB>/evil.example` (browsers drop tabs and newlines) and
 * `//evil.example` all resolve elsewhere and are refused. Anything doubtful falls back to `/`.
 */
const BASE = "http://holonet.invalid";

// Backslashes and C0 controls, DEL, and the Unicode line/paragraph separators.
const SUSPICIOUS = /[\\\u0000-\u001F\u007F\u2028\u2029]/;

export function safeRedirectPath(value: unknown): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2000) return "/";
  if (!value.startsWith("/") || SUSPICIOUS.test(value)) return "/";
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return "/";
  }
  // An encoded backslash or control character is refused too: some hops decode once more.
  if (SUSPICIOUS.test(decoded)) return "/";
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return "/";
  }
  if (url.origin !== BASE) return "/";
  return `${url.pathname}${url.search}${url.hash}`;
}
