/**
 * POST /events/{id}/hall/push: the public server applies a hall's push (issue 40; the protocol
 * is in docs/ARCHITECTURE.md, "The hall server").
 *
 * A push carries the event's whole state at the hall's version N (the export document, its audit
 * log included). It is applied only when N is past the version applied here, in one transaction
 * under the event's lock: the event's rows are replaced by the document's, the audit entries not
 * here yet are added, and the event's version becomes N — so a push sent twice, or an older one
 * arriving late, changes nothing, and live pages hear of the new version as of any change.
 *
 * What this server has and the hall does not is kept: players' and team members' accounts
 * (profiles), the staff's accounts, the waitlist, the event's seasons and queue.
 * - The staff follow the hall's list by email: a judge or marshal the hall added is here as an
 *   invitation without a link (as an import makes them), one it removed is removed, a role it
 *   changed is changed; an account here keeps its role while the hall lists its email. The
 *   organizer's row is this server's (the pushing account's).
 * - The waitlist is this server's alone: its entries are accounts here, which the hall does not
 *   have (its copy lists none), and nobody joins or leaves it while the hall holds the event.
 */
import { getDb, type Tx } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import { EventExport } from "@/lib/schemas/event-export";
import { HallPushInput, type HallPatch, type HallPushResult } from "@/lib/schemas/hall";
import { invalidField } from "../kernel/errors";
import { VERSION_CHANNEL, wroteVersion } from "../kernel/event-versions";
import { authorizeRead } from "../kernel/policy";
import { asJson } from "../kernel/stored";
import { parseInput } from "../kernel/validate";
import { enqueueEventRating } from "../ratings/enqueue";
import { kickRatingWorker } from "../ratings/worker";
import { eventStore } from "../store/event-store";
import { assertImportedResults } from "../transfer/import-results";
import { assertReadable, eventColumns, importPeopleRows, insertEventRows, nullableJson, requiredJson } from "../transfer/event-import";
import { lockHeld } from "./hold";

const emailKey = (email: string) => email.trim().toLowerCase();

export async function applyHallPush(user: User | null, eventId: string, input: unknown): Promise<HallPushResult> {
  const { hallId, secret, document, patch } = parseInput(HallPushInput, input);
  const version = (document ?? patch)!.event.version;
  if ((document ?? patch)!.event.id !== eventId) throw invalidField(document ? "document" : "patch", "The document is another event's.");
  // Results pass the live save's checks (a patch's against its event's format: all they depend on).
  assertImportedResults(document ?? ({ event: patch!.event, matches: patch!.matches } as EventExport));
  const db = await getDb();
  // Only the event's organizer pushes (their API token), and only with the hall's secret.
  await authorizeRead(db, "hall.push", eventId, user);
  let rerate = false;
  const result = await db.$transaction(
    async (tx) => {
      const held = await lockHeld(tx, eventId, hallId, secret);
      if (version <= held.appliedVersion) return { applied: false, version: held.appliedVersion };
      if (patch) {
        // Made against another version than the one here: the hall sends the whole state next.
        if (patch.baseVersion !== held.appliedVersion) return { applied: false, version: held.appliedVersion };
        rerate = await patchEvent(tx, eventId, patch, user!, held.eventStatus);
      } else {
        rerate = await replaceEvent(tx, eventId, document!, user!, held.eventStatus);
      }
      await tx.eventHall.update({ where: { id: hallId }, data: { appliedVersion: version, lastPushAt: new Date() } });
      // A whole state is read back before it commits; a patch changes checked results of existing matches only.
      if (document) assertReadable(await eventStore.load(tx, eventId));
      return { applied: true, version };
    },
    { maxWait: 20_000, timeout: 120_000 },
  );
  if (rerate) kickRatingWorker();
  return result;
}

/** The event's rows become the document's; returns whether the ratings need a job. */
async function replaceEvent(tx: Tx, eventId: string, doc: EventExport, user: User, statusBefore: string): Promise<boolean> {
  const where = { eventId };
  // Accounts stay this server's: the document does not carry them.
  const profiles = new Map<string, string | null>();
  for (const p of await tx.player.findMany({ where, select: { id: true, profileId: true } })) profiles.set(p.id, p.profileId);
  for (const m of await tx.teamMember.findMany({ where, select: { id: true, profileId: true } })) profiles.set(m.id, m.profileId);

  // Children first: matches name players, reports name matches.
  await tx.resultReport.deleteMany({ where });
  await tx.judgeCall.deleteMany({ where });
  await tx.prizeAward.deleteMany({ where });
  await tx.eventDocument.deleteMany({ where });
  await tx.teamMember.deleteMany({ where });
  await tx.match.deleteMany({ where });
  await tx.round.deleteMany({ where });
  await tx.eventStage.deleteMany({ where });
  await tx.player.deleteMany({ where });
  await insertEventRows(tx, eventId, doc, profiles);
  await importPeopleRows(tx, eventId, doc, profiles);
  await mirrorStaff(tx, eventId, doc);

  const { event } = doc;
  await tx.event.update({
    where: { id: eventId },
    data: {
      ...eventColumns(event),
      shape: { increment: 1 },
    },
  });

  await addHistory(tx, eventId, doc.audit, user);
  return announced(tx, eventId, event, statusBefore);
}

/**
 * Only results changed since the version applied here (./mirror.ts decides): the changed matches'
 * rows are updated, the new history added, the version set — a few rows, not the whole event.
 */
async function patchEvent(tx: Tx, eventId: string, patch: HallPatch, user: User, statusBefore: string): Promise<boolean> {
  const ids = patch.matches.map((m) => m.id);
  const known = await tx.match.count({ where: { eventId, id: { in: ids } } });
  if (known !== new Set(ids).size || known !== ids.length) throw invalidField("patch.matches", "A patch changes the event's own matches, each once: send the whole document.");
  for (const m of patch.matches) {
    await tx.match.update({
      where: { id: m.id },
      data: { table: m.table, darkSide: m.darkSide, result: nullableJson(m.result), clockEvents: requiredJson(m.clockEvents), version: m.version, updatedAt: new Date(m.updatedAt) },
    });
  }
  await tx.event.update({ where: { id: eventId }, data: { version: patch.event.version } });
  await addHistory(tx, eventId, patch.audit, user);
  return announced(tx, eventId, patch.event, statusBefore);
}

/** The history grows by the entries not here yet (an entry is never changed once written). */
async function addHistory(tx: Tx, eventId: string, audit: EventExport["audit"], user: User): Promise<void> {
  const where = { eventId, id: { in: audit.map((a) => a.id) } };
  const have = new Set((await tx.auditEntry.findMany({ where, select: { id: true } })).map((a) => a.id));
  const me = emailKey(user.email);
  const fresh = audit.filter((a) => !have.has(a.id));
  for (let i = 0; i < fresh.length; i += 1000) {
    await tx.auditEntry.createMany({
      data: fresh.slice(i, i + 1000).map((a) => ({
        id: a.id,
        eventId,
        // Accounts do not travel: the organizer's entries are theirs here; the others keep their names in the data.
        userId: a.author && emailKey(a.author.email) === me ? user.id : null,
        action: a.action,
        data: asJson(a.data),
        createdAt: new Date(a.createdAt),
      })),
    });
  }
}

/** Live pages hear of the version; the ratings' hook runs. Returns whether the ratings need a job. */
async function announced(tx: Tx, eventId: string, event: EventExport["event"], statusBefore: string): Promise<boolean> {
  // Live pages and lists hear of the new version as of any change (a reshaping notice).
  await tx.$queryRaw`SELECT pg_notify(${VERSION_CHANNEL}, ${`${eventId}:${event.version}`})::text AS sent`;
  wroteVersion(eventId, event.version, true);

  // Rated when the mirrored event completes (once: the worker rates an event once per job, replacing
  // what it rated before); a change to a complete event re-rates it as a correction does.
  const complete = event.status === "complete";
  if (!complete && statusBefore !== "complete") return false;
  const reason = complete && statusBefore !== "complete" ? "completed" : !complete ? "reopened" : "corrected";
  await enqueueEventRating(tx, { id: eventId, preset: event.preset, presetOptions: event.presetOptions as object }, reason);
  return true;
}

/** The staff here follow the hall's list by email (the organizer's row stays this server's). */
async function mirrorStaff(tx: Tx, eventId: string, doc: EventExport): Promise<void> {
  const wanted = new Map(doc.staff.filter((s) => s.role !== "organizer").map((s) => [emailKey(s.email), s]));
  const here = await tx.eventStaff.findMany({ where: { eventId }, select: { id: true, email: true, role: true } });
  const byEmail = new Map(here.map((s) => [emailKey(s.email), s]));
  const gone = here.filter((s) => s.role !== "organizer" && !wanted.has(emailKey(s.email))).map((s) => s.id);
  if (gone.length > 0) await tx.eventStaff.deleteMany({ where: { id: { in: gone } } });
  for (const [email, s] of wanted) {
    const row = byEmail.get(email);
    if (row?.role === "organizer") continue;
    if (row) {
      if (row.role !== s.role) await tx.eventStaff.update({ where: { id: row.id }, data: { role: s.role } });
      continue;
    }
    // An invitation without a link, as an import makes it: an account that verifies this address here gets the role.
    await tx.eventStaff.create({ data: { id: s.id, eventId, email: s.email, userId: null, role: s.role, createdAt: new Date(s.createdAt) } });
  }
}
