/** What an event's pages say about the hall server (issue 40): one small read per render. */
import { getDb } from "@/lib/db";
import { hostOf } from "./remote";

export type HallBannerData =
  /** Public server: a hall writes the event; this copy is read-only. */
  | { kind: "held"; hall: string; lastUpdate: string }
  /** Hall server: this copy mirrors to `host` ("mirroring"), or is read-only since it went back. */
  | { kind: "hall"; host: string; status: "mirroring" | "released" | "refused" };

export async function hallBanner(eventId: string): Promise<HallBannerData | null> {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(eventId)) return null;
  const db = await getDb();
  const [held, link] = await Promise.all([
    db.eventHall.findFirst({ where: { eventId, status: "held" }, select: { name: true, takenAt: true, lastPushAt: true } }),
    db.hallLink.findUnique({ where: { eventId }, select: { publicUrl: true, status: true } }),
  ]);
  if (held) return { kind: "held", hall: held.name, lastUpdate: (held.lastPushAt ?? held.takenAt).toISOString() };
  if (link) return { kind: "hall", host: hostOf(link.publicUrl), status: link.status as "mirroring" | "released" | "refused" };
  return null;
}
