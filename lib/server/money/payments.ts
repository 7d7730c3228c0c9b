/**
 * Payments: staff (organizer, judges, marshals) record what each entry paid — cash, card or
 * waived — at the desk (POST /events/{eventId}/players/{playerId}/payment). The amount defaults
 * to what the entry owes by its tier (`feeFor`: early or door); a waived fee is 0. A correction
 * is another recording: the audit entry keeps the old and the new payment. The money report
 * (GET /events/{eventId}/payments, staff) lists every entry's due and paid amounts, the method,
 * who recorded it, the totals per method and the prize pool. At a team event fees are per
 * person: the report lists members, and their payments are recorded on the team (teams.ts).
 */
import { getDb } from "@/lib/db";
import type { Player as PlayerRow } from "@/lib/generated/prisma/client";
import type { User } from "@/lib/schemas/auth";
import { decodeAudit } from "@/lib/schemas/audit";
import { feeSettings, PaymentInput, prizeSettings, type FeeSettings } from "@/lib/schemas/fees";
import type { PaymentEntry, PaymentReport } from "@/lib/schemas/money";
import { feeFor } from "@/lib/tournament/prizes";
import { authorize, authorizeRead } from "../kernel/policy";
import { audit } from "../kernel/audit";
import { conflict, notFound } from "../kernel/errors";
import { teamSizeOf } from "../kernel/event-format";
import { inTransaction } from "../store/event-state";
import { poolOf } from "./prizes";
import { parseId, parseInput } from "../kernel/validate";

type Recorder = { userId: string; name: string } | null;

/** What `entryOf` reads of an entry (or, at a team event, of a member on its team). */
type Payer = Pick<PlayerRow, "id" | "name" | "status" | "registeredAt" | "paymentMethod" | "paidCents" | "paidAt">;

function entryOf(p: Payer, fees: FeeSettings, recordedBy: Recorder): PaymentEntry {
  const due = feeFor(p.registeredAt, fees);
  return {
    playerId: p.id,
    name: p.name,
    status: p.status,
    registeredAt: p.registeredAt.toISOString(),
    tier: due.tier,
    dueCents: due.cents,
    method: p.paymentMethod,
    paidCents: p.paymentMethod ? p.paidCents : null,
    paidAt: p.paymentMethod ? (p.paidAt?.toISOString() ?? null) : null,
    recordedBy: p.paymentMethod ? recordedBy : null,
  };
}

/**
 * A team event's payment entries: one per member (fees are per person), due at the team's
 * registration tier — an entry as `entryOf` makes it, named for the member and their seat.
 */
async function memberPayments(eventId: string, fees: FeeSettings): Promise<{ entry: PaymentEntry; payer: Payer }[]> {
  const db = await getDb();
  const rows = await db.teamMember.findMany({
    where: { eventId },
    orderBy: [{ team: { seq: "asc" } }, { position: "asc" }],
    include: { team: { select: { id: true, name: true, status: true, registeredAt: true } } },
  });
  return rows.map((m) => {
    const payer = { ...m.team, name: `${m.name} (${m.team.name})`, paymentMethod: m.paymentMethod, paidCents: m.paidCents, paidAt: m.paidAt };
    return { entry: { ...entryOf(payer, fees, null), position: m.position }, payer };
  });
}

export async function recordPayment(user: User | null, eventId: string, playerId: string, input: unknown): Promise<PaymentEntry> {
  return inTransaction(async (tx) => {
    const { user: caller, gate } = await authorize(tx, "payment.record", eventId, user);
    if (teamSizeOf(gate)) throw conflict(`Fees are per person at a team event: record each member's payment with POST /api/v1/events/${eventId}/teams/{teamId}/members/{position}/payment (the Teams or Money page).`);
    parseId("Player", playerId);
    const payment = parseInput(PaymentInput, input);
    const player = await tx.player.findFirst({ where: { id: playerId, eventId } });
    if (!player) throw notFound("Player");
    const event = await tx.event.findUniqueOrThrow({ where: { id: eventId }, select: { fees: true } });
    const fees = feeSettings(event.fees);
    const due = feeFor(player.registeredAt, fees);
    const cents = payment.method === "waived" ? 0 : (payment.cents ?? due.cents);
    const updated = await tx.player.update({
      where: { id: playerId },
      data: { paymentMethod: payment.method, paidCents: cents, paidAt: new Date() },
    });
    await audit(tx, {
      eventId,
      userId: caller.id,
      action: "payment.record",
      data: {
        playerId,
        name: player.name,
        currency: fees.currency,
        tier: due.tier,
        dueCents: due.cents,
        old: player.paymentMethod ? { method: player.paymentMethod, cents: player.paidCents ?? 0, paidAt: player.paidAt?.toISOString() ?? null } : null,
        new: { method: payment.method, cents },
      },
    });
    return entryOf(updated, fees, { userId: caller.id, name: caller.name });
  });
}

export async function paymentReport(user: User | null, eventId: string): Promise<PaymentReport> {
  const db = await getDb();
  await authorizeRead(db, "payments.read", eventId, user);
  const [event, players, recordings] = await Promise.all([
    db.event.findUniqueOrThrow({ where: { id: eventId }, select: { fees: true, prizes: true, preset: true, presetOptions: true } }),
    db.player.findMany({ where: { eventId }, orderBy: { seq: "asc" } }),
    db.auditEntry.findMany({ where: { eventId, action: { in: ["payment.record", "team.payment"] } }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: { action: true, userId: true, data: true } }),
  ]);
  // Who recorded each entry's current payment: the newest recording of it.
  const recorderOf = new Map<string, string | null>();
  for (const r of recordings) {
    const d = decodeAudit(r.action, r.data);
    const key = d?.action === "payment.record" ? d.data.playerId : d?.action === "team.payment" ? `${d.data.teamId}:${d.data.position}` : null;
    if (key !== null && !recorderOf.has(key)) recorderOf.set(key, r.userId);
  }
  const ids = [...new Set([...recorderOf.values()].filter((id): id is string => id !== null))];
  const users = ids.length ? await db.user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } }) : [];
  const names = new Map(users.map((u) => [u.id, u.name]));
  const fees = feeSettings(event.fees);
  const recorder = (by: string | null | undefined) => (by ? { userId: by, name: names.get(by) ?? "a deleted account" } : null);
  const members = teamSizeOf(event) ? await memberPayments(eventId, fees) : null;
  const entries = members
    ? members.map((m) => ({ ...m.entry, recordedBy: m.entry.method ? recorder(recorderOf.get(`${m.entry.playerId}:${m.entry.position}`)) : null }))
    : players.map((p) => entryOf(p, fees, recorder(recorderOf.get(p.id))));
  const total = (list: PaymentEntry[], cents: (e: PaymentEntry) => number) => ({ count: list.length, cents: list.reduce((a, e) => a + cents(e), 0) });
  const paid = (m: string) => entries.filter((e) => e.method === m);
  const cash = total(paid("cash"), (e) => e.paidCents ?? 0);
  const card = total(paid("card"), (e) => e.paidCents ?? 0);
  return {
    currency: fees.currency,
    entries,
    totals: {
      cash,
      card,
      waived: total(paid("waived"), () => 0),
      unpaid: total(entries.filter((e) => e.method === null), (e) => e.dueCents),
      takenCents: cash.cents + card.cents,
      dueCents: entries.reduce((a, e) => a + e.dueCents, 0),
    },
    pool: poolOf(members ? members.map((m) => m.payer) : players, fees, prizeSettings(event.prizes)),
  };
}
