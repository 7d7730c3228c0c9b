/**
 * POST /events/import: recreates an exported event (lib/schemas/event-export.ts) on this server,
 * in one transaction, with its own ids — so its pairings, standings and bracket re-derive from
 * the stored seed exactly as before. Any signed-in user may import; they become its organizer.
 *
 * Accounts do not travel between servers, so people are mapped:
 * - The organizer row (its id kept) becomes the importer's: the role needs an account here.
 * - Judges and marshals become pending invitations for their email, accepted or not, without a
 *   link: the organizer re-issues each one's link on the staff page (POST
 *   /staff/{id}/invitation), and an account that verifies that address here gets the role
 *   (lib/server/accounts/email-verification.ts). One whose email is the importer's is left out: the
 *   importer is the organizer, and an account holds one role per event.
 * - Audit entries keep their data (names and emails in it included); the author is the importer
 *   where the document names the importer's email as the author, else none.
 * The `event.import` entry records the source and each of these mappings. Everything passes the
 * live endpoints' rules: documents as uploads (lib/schemas/event-export.ts), results as saves
 * (import-results.ts), and counters leave room to count on.
 */
import { Prisma } from "@/lib/generated/prisma/client";
import { getDb, type Tx } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import { EventExport, type EventImportResult } from "@/lib/schemas/event-export";
import { ServiceError, conflict, unauthenticated } from "../kernel/errors";
import { audit } from "../kernel/audit";
import { validateStageHistory } from "@/lib/tournament";
import { bracketState, swissHistory, swissStandings } from "../store/engine-input";
import { formatSummary, swissFormat } from "../kernel/event-format";
import { type EventState } from "../store/event-state";
import { eventStore } from "../store/event-store";
import { announceListed, bumpVersion } from "../kernel/event-versions";
import { getEvent } from "../events/events";
import { assertImportedResults } from "./import-results";
import { roundsOf } from "../rounds/rounds";
import { assertLeaderParticipation, listEventStaff } from "../staff/staff";
import { asJson } from "../kernel/stored";
import { parseInput } from "../kernel/validate";
import { enqueueEventRating } from "../ratings/enqueue";
import { kickRatingWorker } from "../ratings/worker";

/** Rows per multi-row insert: well under PostgreSQL's 65,535 bind parameters at 14 columns. */
const CHUNK = 1000;
const emailKey = (email: string) => email.trim().toLowerCase();
const date = (iso: string) => new Date(iso);
/** JSON columns: SQL NULL where the column can be null, JSON null where it cannot. */
export const nullableJson = (v: unknown) => (v === null ? Prisma.DbNull : asJson(v));
export const requiredJson = (v: unknown) => (v === null ? Prisma.JsonNull : asJson(v));

async function inChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** The document's rows whose ids the import checks are free (and a deletion reserves for its restore). */
const ID_TABLES = [
  ["stages", "stage"],
  ["players", "player"],
  ["rounds", "round"],
  ["matches", "match"],
  ["staff", "staff member"],
  ["audit", "audit entry"],
] as const;

/** The ids of the document's rows the import checks (`ID_TABLES`). */
export const rowIdsOf = (doc: EventExport): string[] => ID_TABLES.flatMap(([list]) => doc[list].map((r) => r.id));

/**
 * 409 when the event, or any row of it, already exists here: nothing is overwritten or merged.
 * A deleted event's id stays its organizer's (issue 34): only their restore brings an event back
 * under it, so its old links and QR codes never answer with someone else's event.
 */
async function assertIdsFree(tx: Tx, doc: EventExport, user: User, restoring: boolean): Promise<void> {
  const existing = await tx.event.findUnique({ where: { id: doc.event.id }, select: { name: true } });
  if (existing) {
    throw new ServiceError(
      "conflict",
      `An event with id ${doc.event.id} already exists on this server ("${existing.name}"). Nothing was imported.`,
      [{ path: ["event", "id"], message: "This event is already on this server." }],
    );
  }
  if (!restoring) {
    // Any deletion of it, restored since or not: a restore in flight has claimed its row already.
    const deleted = await tx.deletedEvent.findFirst({ where: { eventId: doc.event.id }, orderBy: { deletedAt: "desc" }, select: { deletedById: true, restoredAt: true } });
    if (deleted) {
      const own = deleted.deletedById === user.id && deleted.restoredAt === null;
      const message = own
        ? "You deleted this event here: restore it from Deleted events on the home page (or POST /me/deleted-events/{id}/restore) to bring it back. Nothing was imported."
        : `An event with id ${doc.event.id} was deleted on this server; its id stays reserved for its organizer to restore it. Nothing was imported.`;
      throw new ServiceError("conflict", message, [{ path: ["event", "id"], message: "This event id is reserved on this server." }]);
    }
    // Its rows' ids too: a document reusing a deleted event's match or player ids would block its restore.
    const ids = rowIdsOf(doc);
    for (let i = 0; i < ids.length; i += CHUNK * 5) {
      const chunk = ids.slice(i, i + CHUNK * 5);
      const taken = await tx.deletedEventRow.findFirst({ where: { id: { in: chunk } }, select: { id: true } });
      if (taken) {
        const list = ID_TABLES.find(([l]) => doc[l].some((r) => r.id === taken.id))!;
        const at = doc[list[0]].findIndex((r) => r.id === taken.id);
        throw new ServiceError("conflict", `The document's ${list[1]} ${taken.id} belongs to an event deleted on this server, reserved for its organizer to restore it. Nothing was imported.`, [
          { path: [list[0], at, "id"], message: `This ${list[1]} id is reserved here.` },
        ]);
      }
    }
  }
  const find = {
    stages: (ids: string[]) => tx.eventStage.findFirst({ where: { id: { in: ids } }, select: { id: true } }),
    players: (ids: string[]) => tx.player.findFirst({ where: { id: { in: ids } }, select: { id: true } }),
    rounds: (ids: string[]) => tx.round.findFirst({ where: { id: { in: ids } }, select: { id: true } }),
    matches: (ids: string[]) => tx.match.findFirst({ where: { id: { in: ids } }, select: { id: true } }),
    staff: (ids: string[]) => tx.eventStaff.findFirst({ where: { id: { in: ids } }, select: { id: true } }),
    audit: (ids: string[]) => tx.auditEntry.findFirst({ where: { id: { in: ids } }, select: { id: true } }),
  };
  for (const [list, what] of ID_TABLES) {
    const ids = doc[list].map((r) => r.id);
    for (let i = 0; i < ids.length; i += CHUNK * 5) {
      const clash = await find[list](ids.slice(i, i + CHUNK * 5));
      if (clash) {
        const at = ids.indexOf(clash.id);
        throw new ServiceError("conflict", `The document's ${what} ${clash.id} already exists on this server (in another event). Nothing was imported.`, [
          { path: [list, at, "id"], message: `This ${what} id is already taken here.` },
        ]);
      }
    }
  }
}

/**
 * The imported event must read as the app reads its own: the engine accepts its Swiss history
 * (`validateStageHistory`: players known, nobody paired twice in a round, results valid for the
 * format) and computes its format, standings, bracket and rounds. A document whose rows do not
 * fit together is refused here (the transaction rolls back) rather than breaking its pages later.
 */
export function assertReadable(state: EventState): void {
  try {
    formatSummary(state.event);
    validateStageHistory(swissHistory(state), swissFormat(state.event));
    swissStandings(state);
    bracketState(state);
    roundsOf(state, Date.now());
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    const message = `The document's rounds and results do not fit together: ${reason} Nothing was imported.`;
    throw new ServiceError("invalid_input", message, [{ path: [], message }]);
  }
}

/** The event row's columns as the export document carries them: an import creates the row with them, a hall's push (lib/server/hall/apply.ts) replaces them. */
export function eventColumns(event: EventExport["event"]) {
  return {
    name: event.name,
    startsAt: event.startsAt ? date(event.startsAt) : null,
    venue: event.venue,
    timeZone: event.timeZone ?? "UTC",
    description: event.description,
    structure: event.structure,
    tier: event.tier,
    status: event.status,
    swissRounds: event.swissRounds,
    cutSize: event.cutSize,
    preset: event.preset,
    presetOptions: asJson(event.presetOptions),
    randomSeed: event.randomSeed,
    swissMinutes: event.swissMinutes,
    eliminationMinutes: event.eliminationMinutes,
    finalMinutes: event.finalMinutes,
    version: event.version,
    registration: asJson(event.registration ?? {}),
    fees: asJson(event.fees ?? {}),
    prizes: asJson(event.prizes ?? {}),
    // ratings: an imported event is rated from the ledger like any other (the worker re-rates it).
    rating: asJson(event.rating ?? {}),
    guildsApart: event.guildsApart ?? false,
    draftRounds: event.draftRounds ?? null,
  };
}

/**
 * The event's stages, players, rounds and matches from the document (the import's, and the hall
 * mirror's apply: lib/server/hall/apply.ts). `profiles`: the players' account links to keep, by
 * player id (documents do not carry accounts).
 */
export async function insertEventRows(tx: Tx, eventId: string, doc: EventExport, profiles?: ReadonlyMap<string, string | null>): Promise<void> {
  await inChunks(doc.stages, (rows) =>
    tx.eventStage.createMany({ data: rows.map((s) => ({ id: s.id, eventId, number: s.number, kind: s.kind, seeds: s.seeds, createdAt: date(s.createdAt) })) }),
  );
  await inChunks(doc.players, (rows) =>
    tx.player.createMany({
      data: rows.map((p) => ({
        id: p.id,
        eventId,
        profileId: profiles?.get(p.id) ?? null,
        seq: p.seq,
        name: p.name,
        email: p.email,
        status: p.status,
        enteredRound: p.enteredRound,
        fixedTable: p.fixedTable,
        deckLists: nullableJson(p.deckLists),
        deck: nullableJson(p.deck ?? null),
        pool: nullableJson(p.pool ?? null),
        source: p.source ?? "typed",
        registeredAt: date(p.registeredAt ?? p.createdAt),
        checkedInAt: p.checkedInAt ? date(p.checkedInAt) : null,
        paymentMethod: p.paymentMethod ?? null,
        paidCents: p.paidCents ?? null,
        paidAt: p.paidAt ? date(p.paidAt) : null,
        createdAt: date(p.createdAt),
        updatedAt: date(p.updatedAt),
      })),
    }),
  );
  await inChunks(doc.rounds, (rows) =>
    tx.round.createMany({
      data: rows.map((r) => ({
        id: r.id,
        eventId,
        stageId: r.stageId,
        number: r.number,
        stage: r.stage,
        stageRound: r.stageRound,
        minutes: r.minutes,
        timerEvents: requiredJson(r.timerEvents),
        unpairedLosses: r.unpairedLosses,
        pairingAttempt: r.pairingAttempt,
        warnings: r.warnings,
        changedTables: r.changedTables ?? [],
        draft: r.draft ?? false,
        createdAt: date(r.createdAt),
      })),
    }),
  );
  await inChunks(doc.matches, (rows) =>
    tx.match.createMany({
      data: rows.map((m) => ({
        id: m.id,
        eventId,
        stageId: m.stageId,
        roundId: m.roundId,
        table: m.table,
        playerAId: m.playerAId,
        playerBId: m.playerBId,
        bracketMatch: m.bracketMatch,
        darkSide: m.darkSide,
        result: nullableJson(m.result),
        clockEvents: requiredJson(m.clockEvents),
        version: m.version,
        createdAt: date(m.createdAt),
        updatedAt: date(m.updatedAt),
      })),
    }),
  );
}

/** Team members, players' reports, the judge queue, prize awards and documents (formatVersion 2). */
export async function importPeopleRows(tx: Tx, eventId: string, doc: EventExport, profiles?: ReadonlyMap<string, string | null>): Promise<void> {
  const at = (iso: string | null) => (iso ? date(iso) : null);
  // Members' accounts do not travel: the seats, payments, check-ins and decks do.
  await inChunks(doc.teamMembers ?? [], (rows) =>
    tx.teamMember.createMany({
      data: rows.map((m) => ({
        id: m.id,
        eventId,
        playerId: m.playerId,
        position: m.position,
        name: m.name,
        email: m.email,
        invitePending: m.invitePending,
        profileId: profiles?.get(m.id) ?? null,
        checkedInAt: at(m.checkedInAt),
        paymentMethod: m.paymentMethod,
        paidCents: m.paidCents,
        paidAt: at(m.paidAt),
        deck: nullableJson(m.deck),
        createdAt: date(m.createdAt),
        updatedAt: date(m.updatedAt),
      })),
    }),
  );
  await inChunks(doc.reports ?? [], (rows) =>
    tx.resultReport.createMany({
      data: rows.map((r) => ({ id: r.id, eventId, matchId: r.matchId, playerId: r.playerId, result: requiredJson(r.result), createdAt: date(r.createdAt), updatedAt: date(r.updatedAt) })),
    }),
  );
  await inChunks(doc.judgeCalls ?? [], (rows) =>
    tx.judgeCall.createMany({
      data: rows.map((c) => ({
        id: c.id,
        eventId,
        matchId: c.matchId,
        round: c.round,
        table: c.table,
        kind: c.kind,
        status: c.status,
        note: c.note,
        ruling: c.ruling,
        raisedByPlayerId: c.raisedByPlayerId,
        claimedAt: at(c.claimedAt),
        resolvedAt: at(c.resolvedAt),
        resolution: c.resolution,
        createdAt: date(c.createdAt),
      })),
    }),
  );
  await inChunks(doc.prizeAwards ?? [], (rows) =>
    tx.prizeAward.createMany({
      data: rows.map((a) => ({ id: a.id, eventId, place: a.place, playerId: a.playerId, name: a.name, item: a.item, quantity: a.quantity, dueAt: at(a.dueAt), givenAt: at(a.givenAt), createdAt: date(a.createdAt) })),
    }),
  );
  for (const d of doc.documents ?? []) {
    await tx.eventDocument.create({
      data: { id: d.id, eventId, title: d.title, kind: d.kind, text: d.text, data: d.base64 === null ? null : Buffer.from(d.base64, "base64"), createdAt: date(d.createdAt) },
    });
  }
}

const isUniqueViolation = (err: unknown) => err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002";

/**
 * `inTransaction`: more writes in the import's transaction (a restore puts this server's links
 * back); `restoring`: the deleter's restore, which alone may take a deleted event's id.
 */
export async function importEvent(
  user: User | null,
  input: unknown,
  {
    inTransaction,
    restoring = false,
    keepVersion = false,
  }: {
    inTransaction?: (tx: Tx, eventId: string) => Promise<void>;
    restoring?: boolean;
    /** The document's version stays the event's (a hall's publish: its pushes count on from it). */
    keepVersion?: boolean;
  } = {},
): Promise<EventImportResult> {
  if (!user) throw unauthenticated();
  const doc = parseInput(EventExport, input);
  // Results pass the live save's checks: a junk result would be stored and read back as none.
  assertImportedResults(doc);
  const eventId = doc.event.id;
  const importer = emailKey(user.email);
  const organizer = doc.staff.find((s) => s.role === "organizer")!;
  const others = doc.staff.filter((s) => s.role !== "organizer");
  const omitted = others.filter((s) => emailKey(s.email) === importer);
  const byImporter = doc.audit.filter((a) => a.author && emailKey(a.author.email) === importer).length;
  const { event } = doc;

  const db = await getDb();
  try {
    await db.$transaction(
      async (tx) => {
        // Two imports of one document run one after the other: the second finds the event.
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`holonet.import:${eventId}`}))`;
        await assertIdsFree(tx, doc, user, restoring);
        await tx.event.create({
          data: {
            id: eventId,
            ...eventColumns(event),
            createdAt: date(event.createdAt),
            updatedAt: date(event.updatedAt),
          },
        });
        await insertEventRows(tx, eventId, doc);
        await tx.eventStaff.createMany({
          data: [
            { id: organizer.id, eventId, email: importer, userId: user.id, role: "organizer" as const, createdAt: date(organizer.createdAt) },
            ...others
              .filter((s) => !omitted.includes(s))
              .map((s) => ({ id: s.id, eventId, email: s.email, userId: null, role: s.role, createdAt: date(s.createdAt) })),
          ],
        });
        await inChunks(doc.audit, (rows) =>
          tx.auditEntry.createMany({
            data: rows.map((a) => ({
              id: a.id,
              eventId,
              userId: a.author && emailKey(a.author.email) === importer ? user.id : null,
              action: a.action,
              data: requiredJson(a.data),
              createdAt: date(a.createdAt),
            })),
          }),
        );

        await importPeopleRows(tx, eventId, doc);
        if (inTransaction) await inTransaction(tx, eventId);
        // The import is a change like any other: a new version, announced when it commits.
        if (keepVersion) await announceListed(tx, eventId);
        else await bumpVersion(tx, eventId);
        // A complete event is rated here as it arrives (after this server's rated events).
        if (event.status === "complete") await enqueueEventRating(tx, { id: eventId, preset: event.preset, presetOptions: event.presetOptions as object }, "imported");
        assertReadable(await eventStore.load(tx, eventId));
        // The importer's email now stands for the organizer: it must not break leader participation.
        await assertLeaderParticipation(tx, eventId, ["staff"]);
        await audit(tx, {
          eventId,
          userId: user.id,
          action: "event.import",
          data: {
            source: { exportedAt: doc.exportedAt, formatVersion: doc.formatVersion, version: event.version },
            counts: { players: doc.players.length, rounds: doc.rounds.length, matches: doc.matches.length, auditEntries: doc.audit.length },
            previousOrganizer: { email: organizer.email, name: organizer.name },
            staff: others.map((s) => ({ staffId: s.id, email: s.email, role: s.role, became: omitted.includes(s) ? ("omitted" as const) : ("pending" as const) })),
            auditAuthors: { kept: byImporter, cleared: doc.audit.filter((a) => a.author).length - byImporter },
            // Waiting players need accounts on this server: named here, not recreated.
            waitlistOmitted: (doc.waitlist ?? []).map((w) => ({ name: w.name, email: w.email })),
          },
        });
      },
      { maxWait: 20_000, timeout: 120_000 },
    );
  } catch (err) {
    // Another import wrote one of these ids after our check (a different document sharing ids).
    if (isUniqueViolation(err)) throw conflict("Some of the document's ids already exist on this server. Nothing was imported.");
    throw err;
  }
  kickRatingWorker();
  return { event: await getEvent(eventId), staff: await listEventStaff(user, eventId) };
}
