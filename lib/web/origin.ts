import { headers } from "next/headers";

/** HOLONET_PUBLIC_URL without a trailing slash, or undefined when it is not set. */
export const configuredOrigin = () => process.env.HOLONET_PUBLIC_URL?.trim().replace(/\/+$/, "") || undefined;

/**
 * The address players type or scan: HOLONET_PUBLIC_URL when set (behind a proxy, or to print
 * a LAN address on the hall poster), else the host this request came to.
 */
export async function publicOrigin(): Promise<string> {
  const configured = configuredOrigin();
  if (configured) return configured;
  const h = await headers();
  const host = h.get("x-forwarded-host") ?? h.get("host") ?? "localhost:3000";
  const proto = h.get("x-forwarded-proto") ?? (host.startsWith("localhost") || host.startsWith("127.") ? "http" : "https");
  return `${proto}://${host}`;
}
