/**
 * The client's network address, for the login throttle. `next start` puts the socket's address
 * in X-Forwarded-For when the request has none; a reverse proxy appends the address it saw.
 * With HOLONET_TRUSTED_PROXIES=n proxies in front (default 1: one proxy, or none), the client is
 * the n-th entry from the right — entries further left were written by the client and can lie.
 * Without a proxy a client can send its own X-Forwarded-For; the per-account limits still hold.
 */
export function clientAddress(headers: Headers): string {
  const hops = Math.max(1, Math.min(10, Number.parseInt(process.env.HOLONET_TRUSTED_PROXIES ?? "1", 10) || 1));
  const list = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const address = list[list.length - hops] ?? list[0] ?? headers.get("x-real-ip") ?? "unknown";
  // Only what an address can hold: the value becomes part of a database key.
  return address.slice(0, 64).replace(/[^0-9A-Za-z.:%_-]/g, "") || "unknown";
}
