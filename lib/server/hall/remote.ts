/**
 * The hall server's calls to the public server's API (issue 40), with the organizer's token.
 * A refusal comes back as `RemoteRefusal` (the public server's status and words); a network
 * failure or a timeout as `RemoteDown`.
 */
import type { EventExport } from "@/lib/schemas/event-export";
import type { HallHold, HallPatch, HallPushResult, HallTakeResult, OrganizedEventList } from "@/lib/schemas/hall";

/** A push carries a whole event: it may take a while on a slow uplink, never forever. */
const TIMEOUT_MS = Number(process.env.HOLONET_MIRROR_TIMEOUT_MS ?? 30_000);

export class RemoteRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "RemoteRefusal";
  }
}

export class RemoteDown extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RemoteDown";
  }
}

export const originOf = (url: string) => new URL(url).origin;
export const hostOf = (url: string) => new URL(url).host;

async function call<T>(publicUrl: string, token: string, method: "GET" | "POST", path: string, body?: unknown, timeoutMs = TIMEOUT_MS): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${originOf(publicUrl)}/api/v1${path}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
      cache: "no-store",
    });
  } catch (err) {
    const cause = err instanceof Error ? ((err.cause as Error | undefined)?.message ?? err.message) : String(err);
    throw new RemoteDown(`${hostOf(publicUrl)} cannot be reached: ${cause}`);
  }
  const text = await res.text().catch(() => "");
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON: a proxy's page */
  }
  if (!res.ok) {
    const message = (parsed as { error?: { message?: string } } | null)?.error?.message ?? `${hostOf(publicUrl)} answered ${res.status}.`;
    // 502–504 and 503 (busy, starting): the server is not there for now.
    if (res.status >= 500) throw new RemoteDown(`${hostOf(publicUrl)}: ${message}`);
    throw new RemoteRefusal(res.status, message);
  }
  return parsed as T;
}

export const remote = {
  /** Whether the public server answers at all (a retry's first step while the uplink is down). */
  health: (url: string) => call<unknown>(url, "", "GET", "/health", undefined, 3_000),
  organizedEvents: (url: string, token: string, timeoutMs?: number) => call<OrganizedEventList>(url, token, "GET", "/me/organized-events", undefined, timeoutMs),
  take: (url: string, token: string, eventId: string, hall: string) => call<HallTakeResult>(url, token, "POST", `/events/${encodeURIComponent(eventId)}/hall/take`, { hall }),
  push: (url: string, token: string, eventId: string, body: { hallId: string; secret: string } & ({ document: EventExport } | { patch: HallPatch })) =>
    call<HallPushResult>(url, token, "POST", `/events/${encodeURIComponent(eventId)}/hall/push`, body),
  publish: (url: string, token: string, body: { hallId: string; secret: string; hall: string; document: EventExport }) => call<HallPushResult>(url, token, "POST", "/hall/publish", body),
  release: (url: string, token: string, eventId: string, body: { hallId: string; secret: string; version: number }) =>
    call<HallHold>(url, token, "POST", `/events/${encodeURIComponent(eventId)}/hall/release`, body),
};
