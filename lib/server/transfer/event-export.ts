/**
 * GET /events/{id}/export: the whole event as one document (lib/schemas/event-export.ts), for a
 * backup or to move the event to another server (lib/server/transfer/event-import.ts). Organizer only:
 * the document holds staff emails, players' emails and deck lists, and the audit log.
 */
import type { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import { EXPORT_FORMAT, EXPORT_FORMAT_VERSION, type EventExport } from "@/lib/schemas/event-export";
import type { PresetOptions } from "@/lib/schemas/format";
import { authorizeRead } from "../kernel/policy";
import { eventStore } from "../store/event-store";
import { feeSettings, prizeSettings } from "@/lib/schemas/fees";
import { registrationSettings } from "@/lib/schemas/registration";
import { EventRatingInput } from "@/lib/schemas/event";

/** The stored rating settings as they are ({} for an event made before them); a broken value is left out. */
function ratingOf(stored: unknown): EventExport["event"]["rating"] {
  const parsed = EventRatingInput.safeParse(stored);
  return parsed.success ? parsed.data : {};
}

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);
/** A JSON column as the document carries it (Prisma's JSON type, read back as plain data). */
const plain = (v: Prisma.JsonValue) => v as unknown;

export async function exportEvent(user: User | null, eventId: string, now = new Date()): Promise<EventExport> {
  const db = await getDb();
  // One snapshot: a change committing meanwhile is wholly in the document or wholly out of it.
  const { state, staff, audit, authors, extra } = await db.$transaction(
    async (tx) => {
      await tx.$executeRaw`SET TRANSACTION READ ONLY`;
      await authorizeRead(tx, "event.export", eventId, user);
      const [state, staff, audit] = await Promise.all([
        eventStore.load(tx, eventId),
        tx.eventStaff.findMany({ where: { eventId }, include: { user: { select: { name: true } } }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] }),
        tx.auditEntry.findMany({ where: { eventId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] }),
      ]);
      const ids = [...new Set(audit.flatMap((a) => (a.userId ? [a.userId] : [])))];
      const authors = await tx.user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true, email: true } });
      const byAge = [{ createdAt: "asc" as const }, { id: "asc" as const }];
      const [settings, people, waitlist, reports, judgeCalls, prizeAwards, documents, teamMembers] = await Promise.all([
        tx.event.findUniqueOrThrow({ where: { id: eventId }, select: { registration: true, fees: true, prizes: true, rating: true } }),
        tx.player.findMany({
          where: { eventId },
          select: { id: true, deck: true, pool: true, source: true, registeredAt: true, checkedInAt: true, paymentMethod: true, paidCents: true, paidAt: true },
        }),
        tx.waitlistEntry.findMany({ where: { eventId }, orderBy: byAge }),
        tx.resultReport.findMany({ where: { eventId }, orderBy: byAge }),
        tx.judgeCall.findMany({ where: { eventId }, orderBy: byAge }),
        tx.prizeAward.findMany({ where: { eventId }, orderBy: [{ place: "asc" }, { id: "asc" }] }),
        tx.eventDocument.findMany({ where: { eventId }, orderBy: byAge }),
        tx.teamMember.findMany({ where: { eventId }, orderBy: [{ playerId: "asc" }, { position: "asc" }] }),
      ]);
      const extra = { settings, people: new Map(people.map((p) => [p.id, p])), waitlist, reports, judgeCalls, prizeAwards, documents, teamMembers };
      return { state, staff, audit, authors, extra };
    },
    { isolationLevel: "RepeatableRead", maxWait: 20_000, timeout: 60_000 },
  );
  const { event } = state;
  const roundNumber = new Map(state.rounds.map((r) => [r.id, r.number]));
  const author = new Map(authors.map((a) => [a.id, { name: a.name, email: a.email }]));
  const last = Number.MAX_SAFE_INTEGER;
  // Matches in play order: by round (bracket matches not opened yet last), table, bracket number.
  const matches = [...state.matchById.values()].sort(
    (a, b) =>
      (a.roundId ? roundNumber.get(a.roundId)! : last) - (b.roundId ? roundNumber.get(b.roundId)! : last) ||
      (a.table ?? last) - (b.table ?? last) ||
      (a.bracketMatch ?? 0) - (b.bracketMatch ?? 0) ||
      a.id.localeCompare(b.id),
  );
  return {
    format: EXPORT_FORMAT,
    formatVersion: EXPORT_FORMAT_VERSION,
    exportedAt: iso(now),
    event: {
      id: event.id,
      name: event.name,
      startsAt: isoOrNull(event.startsAt),
      venue: event.venue,
      timeZone: event.timeZone,
      description: event.description,
      structure: event.structure,
      tier: event.tier,
      status: event.status,
      swissRounds: event.swissRounds,
      cutSize: event.cutSize,
      preset: event.preset as EventExport["event"]["preset"],
      presetOptions: event.presetOptions as PresetOptions,
      randomSeed: event.randomSeed,
      swissMinutes: event.swissMinutes,
      eliminationMinutes: event.eliminationMinutes,
      finalMinutes: event.finalMinutes,
      version: event.version,
      registration: registrationSettings(extra.settings.registration),
      fees: feeSettings(extra.settings.fees),
      prizes: prizeSettings(extra.settings.prizes),
      rating: ratingOf(extra.settings.rating),
      guildsApart: event.guildsApart,
      draftRounds: event.draftRounds,
      createdAt: iso(event.createdAt),
      updatedAt: iso(event.updatedAt),
    },
    stages: state.stages.map((s) => ({ id: s.id, number: s.number, kind: s.kind as EventExport["stages"][number]["kind"], seeds: s.seeds, createdAt: iso(s.createdAt) })),
    players: state.players.map((p) => {
      const more = extra.people.get(p.id)!;
      return {
        id: p.id,
        seq: p.seq,
        name: p.name,
        email: p.email,
        status: p.status,
        enteredRound: p.enteredRound,
        fixedTable: p.fixedTable,
        deckLists: plain(p.deckLists),
        deck: plain(more.deck),
        pool: plain(more.pool),
        source: more.source,
        registeredAt: iso(more.registeredAt),
        checkedInAt: isoOrNull(more.checkedInAt),
        paymentMethod: more.paymentMethod,
        paidCents: more.paidCents,
        paidAt: isoOrNull(more.paidAt),
        createdAt: iso(p.createdAt),
        updatedAt: iso(p.updatedAt),
      };
    }),
    rounds: state.rounds.map((r) => ({
      id: r.id,
      stageId: r.stageId,
      number: r.number,
      stage: r.stage,
      stageRound: r.stageRound,
      minutes: r.minutes,
      timerEvents: plain(r.timerEvents),
      unpairedLosses: r.unpairedLosses,
      pairingAttempt: r.pairingAttempt,
      warnings: r.warnings,
      changedTables: r.changedTables,
      draft: r.draft,
      createdAt: iso(r.createdAt),
    })),
    matches: matches.map((m) => ({
      id: m.id,
      stageId: m.stageId,
      roundId: m.roundId,
      table: m.table,
      playerAId: m.playerAId,
      playerBId: m.playerBId,
      bracketMatch: m.bracketMatch,
      darkSide: m.darkSide as "A" | "B" | null,
      result: plain(m.result),
      clockEvents: plain(m.clockEvents),
      version: m.version,
      createdAt: iso(m.createdAt),
      updatedAt: iso(m.updatedAt),
    })),
    staff: staff.map((s) => ({ id: s.id, email: s.email, role: s.role, accepted: s.userId !== null, name: s.user?.name ?? null, createdAt: iso(s.createdAt) })),
    audit: audit.map((a) => ({ id: a.id, action: a.action, data: plain(a.data), author: (a.userId && author.get(a.userId)) || null, createdAt: iso(a.createdAt) })),
    teamMembers: extra.teamMembers.map((m) => ({
      id: m.id,
      playerId: m.playerId,
      position: m.position,
      name: m.name,
      email: m.email,
      invitePending: m.invitePending,
      checkedInAt: isoOrNull(m.checkedInAt),
      paymentMethod: m.paymentMethod,
      paidCents: m.paidCents,
      paidAt: isoOrNull(m.paidAt),
      deck: plain(m.deck),
      createdAt: iso(m.createdAt),
      updatedAt: iso(m.updatedAt),
    })),
    waitlist: extra.waitlist.map((w) => ({ id: w.id, name: w.name, email: w.email, createdAt: iso(w.createdAt) })),
    reports: extra.reports.map((r) => ({ id: r.id, matchId: r.matchId, playerId: r.playerId, result: plain(r.result), createdAt: iso(r.createdAt), updatedAt: iso(r.updatedAt) })),
    judgeCalls: extra.judgeCalls.map((c) => ({
      id: c.id,
      matchId: c.matchId,
      round: c.round,
      table: c.table,
      kind: c.kind,
      status: c.status,
      note: c.note,
      ruling: c.ruling,
      raisedByPlayerId: c.raisedByPlayerId,
      claimedAt: isoOrNull(c.claimedAt),
      resolvedAt: isoOrNull(c.resolvedAt),
      resolution: c.resolution,
      createdAt: iso(c.createdAt),
    })),
    prizeAwards: extra.prizeAwards.map((a) => ({
      id: a.id,
      place: a.place,
      playerId: a.playerId,
      name: a.name,
      item: a.item,
      quantity: a.quantity,
      dueAt: isoOrNull(a.dueAt),
      givenAt: isoOrNull(a.givenAt),
      createdAt: iso(a.createdAt),
    })),
    documents: extra.documents.map((d) => ({
      id: d.id,
      title: d.title,
      kind: d.kind as "markdown" | "pdf",
      text: d.text,
      base64: d.data ? Buffer.from(d.data).toString("base64") : null,
      createdAt: iso(d.createdAt),
    })),
  };
}
