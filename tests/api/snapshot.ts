/** Snapshots of stored state, to assert that a refused request changed nothing. */
import { getDb } from "@/lib/db";

/** Everything a request could change about an event, as one comparable string. */
export async function eventSnapshot(eventId: string): Promise<string> {
  const db = await getDb();
  const where = { eventId };
  const rows = await Promise.all([
    db.event.findUnique({ where: { id: eventId } }),
    db.player.findMany({ where, orderBy: { id: "asc" } }),
    db.round.findMany({ where, orderBy: { id: "asc" } }),
    db.match.findMany({ where, orderBy: { id: "asc" } }),
    db.eventStaff.findMany({ where, orderBy: { id: "asc" } }),
    db.auditEntry.count({ where }),
    db.prizeAward.findMany({ where, orderBy: { id: "asc" } }),
    db.seasonTag.findMany({ where, orderBy: { seasonId: "asc" } }),
    db.teamMember.findMany({ where, orderBy: { id: "asc" } }),
    // Seasons run by the event's organizers, with their attachments and history.
    db.season.findMany({ where: { organizer: { staff: { some: { eventId, role: "organizer" } } } }, include: { events: { orderBy: { eventId: "asc" } }, tags: { orderBy: { eventId: "asc" } }, coOrganizers: { orderBy: { userId: "asc" } }, invitations: { orderBy: { id: "asc" } } }, orderBy: { id: "asc" } }),
    db.seasonAuditEntry.count({ where: { season: { organizer: { staff: { some: { eventId, role: "organizer" } } } } } }),
  ]);
  return JSON.stringify(rows);
}
