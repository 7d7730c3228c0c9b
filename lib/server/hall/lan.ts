/**
 * The address phones in the hall open (issue 40): HOLONET_PUBLIC_URL when set, else this
 * laptop's first LAN address (Wi-Fi or hotspot) with the port the request came in on.
 */
import { networkInterfaces } from "node:os";
import { configuredOrigin } from "@/lib/http/link-origin";

/** The laptop's IPv4 addresses other phones can reach, private ranges first. */
export function lanAddresses(): string[] {
  const found: string[] = [];
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) if (a.family === "IPv4" && !a.internal) found.push(a.address);
  }
  const isPrivate = (ip: string) => /^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/.test(ip);
  return [...found.filter(isPrivate), ...found.filter((ip) => !isPrivate(ip))];
}

export function hallAddress(host: string | null): string {
  const configured = configuredOrigin();
  if (configured) return configured;
  const port = host?.match(/:(\d+)$/)?.[1] ?? process.env.PORT ?? "3000";
  const ip = lanAddresses()[0];
  return ip ? `http://${ip}:${port}` : `http://${host ?? `localhost:${port}`}`;
}
