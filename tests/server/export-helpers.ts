/** Helpers for tests of the event export document. */
import { randomBytes } from "node:crypto";
import type { EventExport } from "@/lib/schemas/event-export";

/** A cuid-shaped id nobody has used. */
export const freshId = () => `c${randomBytes(12).toString("hex")}`;

/**
 * The same document under new ids (event, stages, players, rounds, matches, staff, audit entries),
 * replaced everywhere they appear — references, seeds, audit data — as another copy of the event.
 */
export function withNewIds(doc: EventExport): EventExport {
  const lists = [doc.stages, doc.players, doc.rounds, doc.matches, doc.staff, doc.audit, doc.waitlist, doc.reports, doc.judgeCalls, doc.prizeAwards, doc.documents, doc.teamMembers];
  const ids = [doc.event.id, ...lists.flatMap((rows) => (rows ?? []).map((r) => r.id))];
  const map = new Map(ids.map((id) => [id, freshId()]));
  const pattern = new RegExp(ids.map((id) => id.replace(/[-]/g, "\\-")).join("|"), "g");
  return JSON.parse(JSON.stringify(doc).replace(pattern, (id) => map.get(id)!)) as EventExport;
}
