/**
 * The origin of every link the app mails or prints (verification, invitations, claims, notices,
 * the poster's QR code). A link in a mail is followed by whoever receives it, so its host must
 * be one the app trusts, never one a client chose:
 *
 * - HOLONET_PUBLIC_URL when set;
 * - else the host a trusted proxy forwarded — only when HOLONET_TRUSTED_PROXIES is set (n
 *   proxies): the `Forwarded` element, or the X-Forwarded-Host/-Proto entry, n places from the
 *   right (entries further left were written by the client). `next start` fills
 *   X-Forwarded-Host from the Host header when a request has none, so without a configured proxy
 *   the header says nothing about who wrote it;
 * - else the Host of the request itself (the address the client connected to), over http.
 *
 * A page the response cache renders (a loopback request, lib/http/response-cache.ts) carries the
 * origin worked out from the visitor's request, trusted with the render's per-process secret.
 */
import { isRenderRequest, RENDER_ORIGIN_HEADER } from "./cacheable";

/** HOLONET_PUBLIC_URL without a trailing slash, or undefined when it is not set (the origin of mailed links). */
export const configuredOrigin = () => process.env.HOLONET_PUBLIC_URL?.trim().replace(/\/+$/, "") || undefined;

/** Proxies whose forwarded headers count for links: 0 unless HOLONET_TRUSTED_PROXIES is set. */
function trustedProxies(): number {
  const raw = process.env.HOLONET_TRUSTED_PROXIES?.trim();
  if (!raw) return 0;
  return Math.max(0, Math.min(10, Number.parseInt(raw, 10) || 0));
}

/** A host name or address with an optional port; nothing else may go into a link. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
const validHost = (value: string | null | undefined) => {
  const host = value?.trim().replace(/^"|"$/g, "");
  return host && host.length <= 255 && HOST.test(host) ? host.toLowerCase() : undefined;
};
const validProto = (value: string | null | undefined) => {
  const proto = value?.trim().replace(/^"|"$/g, "").toLowerCase();
  return proto === "http" || proto === "https" ? proto : undefined;
};

/** The n-th comma-separated entry from the right (n ≥ 1), or undefined. */
const fromRight = (value: string | null, n: number) => {
  const list = (value ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  return list.length >= n ? list[list.length - n] : undefined;
};

/** host= and proto= of the `Forwarded` element n places from the right. */
function forwardedElement(value: string | null, n: number): { host?: string; proto?: string } | undefined {
  const element = fromRight(value, n);
  if (!element) return undefined;
  const pairs = Object.fromEntries(
    element.split(";").map((pair) => {
      const [k, ...v] = pair.split("=");
      return [k!.trim().toLowerCase(), v.join("=")];
    }),
  );
  return { host: pairs.host, proto: pairs.proto };
}

/**
 * The origin links are built from, for a request with these headers. `fallbackHost`: the host
 * of the request's URL, when the headers carry no Host (a Request made in a test).
 */
export function linkOrigin(headers: Headers, fallbackHost?: string): string {
  const configured = configuredOrigin();
  if (configured) return configured;
  const rendered = headers.get(RENDER_ORIGIN_HEADER);
  if (rendered && /^https?:\/\/[^/?#\s]+$/.test(rendered) && isRenderRequest(headers)) return rendered;
  const hops = trustedProxies();
  if (hops > 0) {
    const forwarded = headers.get("forwarded")
      ? forwardedElement(headers.get("forwarded"), hops)
      : { host: fromRight(headers.get("x-forwarded-host"), hops), proto: fromRight(headers.get("x-forwarded-proto"), hops) };
    const host = validHost(forwarded?.host);
    if (host) return `${validProto(forwarded?.proto) ?? "http"}://${host}`;
  }
  return `http://${validHost(headers.get("host")) ?? validHost(fallbackHost) ?? "localhost"}`;
}
