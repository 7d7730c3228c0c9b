import { headers } from "next/headers";
import { configuredOrigin, linkOrigin } from "../http/link-origin";

export { configuredOrigin };

/**
 * The address players type or scan, and every mailed link's origin (lib/http/link-origin.ts):
 * HOLONET_PUBLIC_URL when set, else a host the app trusts for this request.
 */
export async function publicOrigin(): Promise<string> {
  return linkOrigin(await headers());
}
