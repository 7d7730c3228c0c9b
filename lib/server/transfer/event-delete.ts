/**
 * Deleting an event (DELETE /events/{eventId}) and bringing it back (POST
 * /me/deleted-events/{id}/restore).
 *
 * A deletion loses nothing. Its transaction keeps the event's whole export document (taken just
 * before, and refused if the event changed since) and the links an export leaves out because
 * they name this server's rows: which profiles its entries and team places are, which accounts its
 * judges and marshals are, which queue started it. Then the event's rows go (they cascade) and,
 * if it was rated, a job re-rates its game without it. A restore imports the document again under
 * the event's own ids (lib/server/transfer/event-import.ts) and puts the links back in the same
 * transaction; a rated event is rated again. Only the organizer who deleted it restores it.
 *
 * Its seasons' records of it (attachments and tags, lib/server/seasons/event-links.ts) are kept
 * with the links and put back by the restore, where the season still exists. Guild history is the
 * guilds' own record.
 */
import { getDb, type Tx } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { User } from "@/lib/schemas/auth";
import { DeletedEventLinks, EventDeleteInput, type DeletedEvent, type DeletedEventList } from "@/lib/schemas/event-delete";
import type { EventImportResult } from "@/lib/schemas/event-export";
import { audit } from "../kernel/audit";
import { conflict, invalidField, notFound, unauthenticated } from "../kernel/errors";
import { authorize } from "../kernel/policy";
import { parseId, parseInput } from "../kernel/validate";
import { enqueueIfRated } from "../ratings/enqueue";
import { kickRatingWorker } from "../ratings/worker";
import { restoreSeasonLinks, seasonLinksOf } from "../seasons/event-links";
import { exportEvent } from "./event-export";
import { importEvent, rowIdsOf } from "./event-import";

const summary = (row: { id: string; eventId: string; name: string; deletedAt: Date; restoredAt: Date | null }): DeletedEvent => ({
  id: row.id,
  eventId: row.eventId,
  name: row.name,
  deletedAt: row.deletedAt.toISOString(),
  restoredAt: row.restoredAt?.toISOString() ?? null,
});

export async function deleteEvent(user: User | null, eventId: string, input: unknown): Promise<DeletedEvent> {
  parseId("Event", eventId);
  const { confirm } = parseInput(EventDeleteInput, input ?? {});
  // The organizer alone may export, so anyone else is refused here, before anything is read.
  const document = await exportEvent(user, eventId);
  const db = await getDb();
  const deleted = await db.$transaction(
    async (tx) => {
      const { user: caller, version } = await authorize(tx, "event.delete", eventId, user);
      const event = await tx.event.findUniqueOrThrow({ where: { id: eventId }, select: { name: true, queueId: true } });
      if (confirm.trim() !== event.name.trim()) throw invalidField("confirm", `Type the event's name, “${event.name}”, to delete it.`);
      // The lock bumped the version once: anything else means a change the document missed.
      if (version !== document.event.version + 1) throw conflict("The event changed while it was being deleted. Nothing was deleted; try again.");
      const links: DeletedEventLinks = {
        players: (await tx.player.findMany({ where: { eventId, profileId: { not: null } }, select: { id: true, profileId: true } })).map((p) => ({ id: p.id, profileId: p.profileId! })),
        teamMembers: (await tx.teamMember.findMany({ where: { eventId, profileId: { not: null } }, select: { id: true, profileId: true } })).map((m) => ({ id: m.id, profileId: m.profileId! })),
        staff: (await tx.eventStaff.findMany({ where: { eventId, userId: { not: null }, role: { not: "organizer" } }, select: { id: true, userId: true } })).map((s) => ({ id: s.id, userId: s.userId! })),
        queueId: event.queueId,
        ...(await seasonLinksOf(tx, eventId)),
      };
      const row = await tx.deletedEvent.create({
        data: { eventId, name: event.name, deletedById: caller.id, document: document as unknown as Prisma.InputJsonValue, links: links as unknown as Prisma.InputJsonValue },
      });
      // Its rows' ids are reserved for the restore as its id is (event-import.ts refuses them).
      await tx.$executeRaw`
        INSERT INTO "DeletedEventRow" (id, "deletedId") SELECT u.id, ${row.id} FROM unnest(${rowIdsOf(document)}::text[]) AS u(id) ON CONFLICT (id) DO NOTHING`;
      await enqueueIfRated(tx, [eventId], "event-deleted");
      // The lock's version bump is announced at commit: caches and lists let the event go.
      await tx.event.delete({ where: { id: eventId } });
      return row;
    },
    { maxWait: 20_000, timeout: 60_000 },
  );
  kickRatingWorker();
  return summary(deleted);
}

/** GET /me/deleted-events: the events the caller deleted, newest first. */
export async function deletedEvents(user: User | null): Promise<DeletedEventList> {
  if (!user) throw unauthenticated();
  const db = await getDb();
  const rows = await db.deletedEvent.findMany({
    where: { deletedById: user.id },
    orderBy: [{ deletedAt: "desc" }, { id: "desc" }],
    select: { id: true, eventId: true, name: true, deletedAt: true, restoredAt: true },
    take: 200,
  });
  return { deleted: rows.map(summary) };
}

/** POST /me/deleted-events/{id}/restore: the event again, as it was deleted. */
export async function restoreEvent(user: User | null, deletedId: string): Promise<EventImportResult> {
  if (!user) throw unauthenticated();
  parseId("Deleted event", deletedId);
  const db = await getDb();
  // Claimed first: of two restores at once, one imports and the other is told.
  const claimed = await db.$queryRaw<{ document: unknown; links: unknown; deletedAt: Date }[]>`
    UPDATE "DeletedEvent" SET "restoredAt" = now() WHERE id = ${deletedId} AND "deletedById" = ${user.id} AND "restoredAt" IS NULL
    RETURNING document, links, "deletedAt"`;
  const row = claimed[0];
  if (!row) {
    const found = await db.deletedEvent.findUnique({ where: { id: deletedId }, select: { deletedById: true } });
    if (!found || found.deletedById !== user.id) throw notFound("Deleted event");
    throw conflict("This event has been restored already.");
  }
  const links = DeletedEventLinks.parse(row.links);
  try {
    return await importEvent(user, row.document, { restoring: true, inTransaction: (tx, eventId) => relink(tx, eventId, links, user, row.deletedAt, deletedId) });
  } catch (err) {
    await db.$executeRaw`UPDATE "DeletedEvent" SET "restoredAt" = NULL WHERE id = ${deletedId}`;
    throw err;
  }
}

/** Puts back what the export left out, where the rows it names still exist. */
async function relink(tx: Tx, eventId: string, links: DeletedEventLinks, user: User, deletedAt: Date, deletedId: string): Promise<void> {
  // Its rows are back under their ids: the reservation ends.
  await tx.deletedEventRow.deleteMany({ where: { deletedId } });
  const profiles = new Set(
    (await tx.playerProfile.findMany({ where: { id: { in: [...links.players, ...links.teamMembers].map((l) => l.profileId) } }, select: { id: true } })).map((p) => p.id),
  );
  const users = new Set((await tx.user.findMany({ where: { id: { in: links.staff.map((s) => s.userId) } }, select: { id: true } })).map((u) => u.id));
  // In SQL: a link put back is not an edit, so the rows keep the `updatedAt` they were exported with.
  const players = links.players.filter((p) => profiles.has(p.profileId));
  const teamMembers = links.teamMembers.filter((m) => profiles.has(m.profileId));
  // The restorer is the organizer; their own former staff place (if any) the import left out.
  const staff = links.staff.filter((s) => users.has(s.userId) && s.userId !== user.id);
  const relinked = {
    players: await tx.$executeRaw`
      UPDATE "Player" p SET "profileId" = u.profile FROM unnest(${players.map((x) => x.id)}::text[], ${players.map((x) => x.profileId)}::text[]) AS u(id, profile)
      WHERE p.id = u.id AND p."eventId" = ${eventId}`,
    teamMembers: await tx.$executeRaw`
      UPDATE "TeamMember" m SET "profileId" = u.profile FROM unnest(${teamMembers.map((x) => x.id)}::text[], ${teamMembers.map((x) => x.profileId)}::text[]) AS u(id, profile)
      WHERE m.id = u.id AND m."eventId" = ${eventId}`,
    staff: await tx.$executeRaw`
      UPDATE "EventStaff" s SET "userId" = u.account FROM unnest(${staff.map((x) => x.id)}::text[], ${staff.map((x) => x.userId)}::text[]) AS u(id, account)
      WHERE s.id = u.id AND s."eventId" = ${eventId} AND s."userId" IS NULL`,
  };
  if (links.queueId && (await tx.queue.count({ where: { id: links.queueId } })) > 0) await tx.event.update({ where: { id: eventId }, data: { queueId: links.queueId } });
  const event = await tx.event.findUniqueOrThrow({ where: { id: eventId }, select: { id: true, name: true } });
  const seasons = await restoreSeasonLinks(tx, event, links, user.id);
  // The deletion's lock took the document's version + 1 and announced it; the import's bump would
  // announce that number again, and caches that heard "gone" at it would keep serving "gone".
  await tx.$executeRaw`UPDATE "Event" SET version = version + 1 WHERE id = ${eventId}`;
  await audit(tx, { eventId, userId: user.id, action: "event.restore", data: { deletedAt: deletedAt.toISOString(), relinked: { ...relinked, seasons } } });
}
