/**
 * GET /events/{id}/export: the whole event as one document (lib/schemas/event-export.ts), for a
 * backup or to move the event to another server (lib/server/event-import.ts). Organizer only:
 * the document holds staff emails, players' emails and deck lists, and the audit log.
 */
import type { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import { EXPORT_FORMAT, EXPORT_FORMAT_VERSION, type EventExport } from "@/lib/schemas/event-export";
import type { PresetOptions } from "@/lib/schemas/format";
import { ORGANIZER, requireEventRole } from "./access";
import { loadEventState } from "./event-state";

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);
/** A JSON column as the document carries it (Prisma's JSON type, read back as plain data). */
const plain = (v: Prisma.JsonValue) => v as unknown;

export async function exportEvent(user: User | null, eventId: string, now = new Date()): Promise<EventExport> {
  const db = await getDb();
  // One snapshot: a change committing meanwhile is wholly in the document or wholly out of it.
  const { state, staff, audit, authors } = await db.$transaction(
    async (tx) => {
      await tx.$executeRaw`SET TRANSACTION READ ONLY`;
      await requireEventRole(tx, eventId, user, ORGANIZER);
      const [state, staff, audit] = await Promise.all([
        loadEventState(tx, eventId),
        tx.eventStaff.findMany({ where: { eventId }, include: { user: { select: { name: true } } }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] }),
        tx.auditEntry.findMany({ where: { eventId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] }),
      ]);
      const ids = [...new Set(audit.flatMap((a) => (a.userId ? [a.userId] : [])))];
      const authors = await tx.user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true, email: true } });
      return { state, staff, audit, authors };
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
      createdAt: iso(event.createdAt),
      updatedAt: iso(event.updatedAt),
    },
    stages: state.stages.map((s) => ({ id: s.id, number: s.number, kind: s.kind as EventExport["stages"][number]["kind"], seeds: s.seeds, createdAt: iso(s.createdAt) })),
    players: state.players.map((p) => ({
      id: p.id,
      seq: p.seq,
      name: p.name,
      email: p.email,
      status: p.status,
      enteredRound: p.enteredRound,
      fixedTable: p.fixedTable,
      deckLists: plain(p.deckLists),
      createdAt: iso(p.createdAt),
      updatedAt: iso(p.updatedAt),
    })),
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
  };
}
