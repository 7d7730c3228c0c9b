/**
 * Prizes: the organizer sets the pool and the table (PUT /events/{eventId}/prizes); anyone reads
 * the prices, the pool, the table and, once the event is complete, the prize list
 * (GET /events/{eventId}/prizes); the organizer makes the prize list from the final placements
 * (POST …/prizes/awards, once: a second call returns the list made) and staff mark each prize
 * given (POST …/prizes/awards/{awardId}/given). The rules — fees per tier, the pool, SWG's
 * notation and its bands, conditional rows, who keeps what — are the engine's
 * (lib/tournament/prizes); this file loads, asks and stores.
 */
import type { Player as PlayerRow, PrizeAward as AwardRow } from "@/lib/generated/prisma/client";
import { getDb, type Tx } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import { decodeAudit } from "@/lib/schemas/audit";
import { feeSettings, PrizeGivenInput, PrizeSettings, prizeSettings, type FeeSettings } from "@/lib/schemas/fees";
import type { EventPrizes, PrizeAwardList, PrizeAwardView, PrizePoolView } from "@/lib/schemas/money";
import { isRegulationError } from "@/lib/tournament";
import { parseNotation, preRegisteredCount, prizeList, prizeOverdue, prizePool, prizeTable, type PrizeTableRow } from "@/lib/tournament/prizes";
import { authorize } from "../kernel/policy";
import { audit } from "../kernel/audit";
import { conflict, invalidField, notFound } from "../kernel/errors";
import { inTransaction, type EventState } from "../store/event-state";
import { eventStore } from "../store/event-store";
import { finalPlacementsOf } from "../standings/final-placements";
import { asJson } from "../kernel/stored";
import { parseId, parseInput } from "../kernel/validate";

type Entry = Pick<PlayerRow, "registeredAt" | "paymentMethod" | "paidCents" | "source">;
/** Who pays a fee: an entry, or at a team event a member at their team's registration time. */
type Payer = Pick<PlayerRow, "registeredAt" | "paymentMethod" | "paidCents">;

/** The pool of an event's payers: recorded payments as recorded, the rest by what they owe. */
export function poolOf(entries: readonly Payer[], fees: FeeSettings, prizes: PrizeSettings): PrizePoolView {
  return prizePool(
    entries.map((e) => ({ registeredAt: e.registeredAt, paidCents: e.paymentMethod ? (e.paidCents ?? 0) : null })),
    fees,
    prizes,
  );
}

/** A team event's payers: one per member (fees are per person), at the team's registration tier. */
function memberPayers(state: EventState): Payer[] {
  const registeredAt = new Map(state.players.map((p) => [p.id, p.registeredAt]));
  return [...(state.teamMembers?.values() ?? [])].flat().map((m) => ({ registeredAt: registeredAt.get(m.playerId)!, paymentMethod: m.paymentMethod, paidCents: m.paidCents }));
}

export function preRegisteredOf(entries: readonly Entry[], fees: FeeSettings): number {
  return preRegisteredCount(entries.map((e) => ({ registeredAt: e.registeredAt, selfRegistered: e.source === "self" })), fees);
}

/** The engine's prize rules from the stored settings. */
const rulesOf = (prizes: PrizeSettings) => ({ notation: prizes.notation, notationItem: prizes.notationItem, bandPercents: prizes.bandPercents, rows: prizes.rows });

/** The table for a field size; a stored notation the engine refuses (never written so) shows only the rows. */
function tableOf(prizes: PrizeSettings, players: number, preRegistered: number): PrizeTableRow[] {
  try {
    return prizeTable(rulesOf(prizes), players, preRegistered);
  } catch (e) {
    if (isRegulationError(e)) return prizeTable({ ...rulesOf(prizes), notation: null }, players, preRegistered);
    throw e;
  }
}

export const toAwardView = (a: AwardRow): PrizeAwardView => ({
  id: a.id,
  place: a.place,
  playerId: a.playerId,
  name: a.name,
  item: a.item,
  quantity: a.quantity,
  dueAt: a.dueAt?.toISOString() ?? null,
  givenAt: a.givenAt?.toISOString() ?? null,
});

/** The ids of the awards not given by their due time, now. */
export function overdueAwards(awards: readonly PrizeAwardView[], now = new Date()): Set<string> {
  return new Set(awards.filter((a) => a.id && prizeOverdue({ dueAt: a.dueAt ? new Date(a.dueAt) : null, given: a.givenAt !== null }, now)).map((a) => a.id!));
}

const awardOrder = [{ place: "asc" as const }, { createdAt: "asc" as const }, { id: "asc" as const }];

/** Checks a notation and its band shares with the engine: a refusal names the field. */
function checkNotation(prizes: PrizeSettings): void {
  if (!prizes.notation) return;
  try {
    parseNotation(prizes.notation, prizes.bandPercents);
  } catch (e) {
    if (isRegulationError(e, "PRIZE_NOTATION_INVALID")) throw invalidField("notation", e.message);
    if (isRegulationError(e, "PRIZE_BANDS_INVALID")) throw invalidField("bandPercents", e.message);
    throw e;
  }
}

/** PUT /events/{eventId}/prizes (organizer). Refused once the prize list is made: it was made from this table. */
export async function setPrizes(user: User | null, eventId: string, input: unknown): Promise<PrizeSettings> {
  return inTransaction(async (tx) => {
    const { user: caller } = await authorize(tx, "prizes.set", eventId, user);
    const parsed = parseInput(PrizeSettings, input);
    const prizes: PrizeSettings = { ...parsed, notation: parsed.notation || null };
    checkNotation(prizes);
    if (await tx.prizeAward.count({ where: { eventId } })) {
      throw conflict("The prize list has been made from the prize table: the table no longer changes.");
    }
    const row = await tx.event.findUniqueOrThrow({ where: { id: eventId }, select: { prizes: true } });
    const old = prizeSettings(row.prizes);
    await tx.event.update({ where: { id: eventId }, data: { prizes: asJson(prizes) } });
    await audit(tx, { eventId, userId: caller.id, action: "prizes.set", data: { old, new: prizes } });
    return prizes;
  });
}

/** GET /events/{eventId}/prizes (public): prices, pool, table and, once complete, the prize list. */
export async function getEventPrizes(eventId: string): Promise<EventPrizes> {
  const state = await eventStore.read(eventId);
  const fees = feeSettings(state.event.fees);
  const prizes = prizeSettings(state.event.prizes);
  const entries = state.players;
  const preRegistered = preRegisteredOf(entries, fees);
  const placements = finalPlacementsOf(state);
  let awards: PrizeAwardView[] | null = null;
  let awarded = false;
  if (placements) {
    const db = await getDb();
    const rows = await db.prizeAward.findMany({ where: { eventId }, orderBy: awardOrder });
    awarded = rows.length > 0;
    if (awarded) awards = rows.map(toAwardView);
    else {
      const name = new Map(placements.map((p) => [p.playerId, p.name]));
      awards = computedList(state.players, placements, prizes, preRegistered).map((r) => ({
        id: null,
        place: r.place,
        playerId: r.playerId,
        name: name.get(r.playerId) ?? "?",
        item: r.item,
        quantity: r.quantity,
        dueAt: null,
        givenAt: null,
      }));
    }
  }
  return {
    currency: fees.currency,
    fees,
    prizes,
    entries: entries.length,
    preRegistered,
    pool: poolOf(state.teamMembers ? memberPayers(state) : entries, fees, prizes),
    table: tableOf(prizes, entries.length, preRegistered),
    awards,
    awarded,
  };
}

function computedList(players: readonly PlayerRow[], placements: readonly { place: number; playerId: string }[], prizes: PrizeSettings, preRegistered: number) {
  const status = new Map(players.map((p) => [p.id, p.status]));
  const places = placements.map((p) => ({ place: p.place, playerId: p.playerId, disqualified: status.get(p.playerId) === "disqualified" }));
  try {
    return prizeList(places, rulesOf(prizes), preRegistered);
  } catch (e) {
    if (isRegulationError(e)) return prizeList(places, { ...rulesOf(prizes), notation: null }, preRegistered);
    throw e;
  }
}

/** When the event ended: its last move to complete in the audit log. */
async function endedAt(tx: Tx, eventId: string): Promise<Date | null> {
  const entries = await tx.auditEntry.findMany({ where: { eventId, action: "event.status" }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 20 });
  for (const e of entries) {
    const decoded = decodeAudit(e.action, e.data);
    if (decoded?.action === "event.status" && decoded.data.to === "complete") return e.createdAt;
  }
  return null;
}

/**
 * POST /events/{eventId}/prizes/awards (organizer, once the event is complete): one award per
 * place and item, from the final placements (dropped players keep their place's prizes), due
 * `dueHours` after the event ended. Made once: a second call changes nothing and returns the list.
 */
export async function makePrizeAwards(user: User | null, eventId: string): Promise<PrizeAwardList> {
  return inTransaction(async (tx) => {
    const { user: caller } = await authorize(tx, "prizes.award", eventId, user);
    const existing = await tx.prizeAward.findMany({ where: { eventId }, orderBy: awardOrder });
    if (existing.length) return { awards: existing.map(toAwardView), created: false };
    const state = await eventStore.load(tx, eventId);
    const placements = finalPlacementsOf(state);
    if (!placements) throw conflict("The prize list is made once the event is complete.");
    const fees = feeSettings(state.event.fees);
    const prizes = prizeSettings(state.event.prizes);
    const list = computedList(state.players, placements, prizes, preRegisteredOf(state.players, fees));
    if (list.length === 0) throw conflict("The prize table gives nothing to anyone: set the prizes first.");
    const end = (await endedAt(tx, eventId)) ?? new Date();
    const dueAt = new Date(end.getTime() + prizes.dueHours * 3_600_000);
    const name = new Map(placements.map((p) => [p.playerId, p.name]));
    const made = await tx.prizeAward.createManyAndReturn({
      data: list.map((r) => ({ eventId, place: r.place, playerId: r.playerId, name: name.get(r.playerId) ?? "?", item: r.item, quantity: r.quantity, dueAt })),
    });
    const awards = made.map(toAwardView).sort((a, b) => a.place - b.place);
    await audit(tx, {
      eventId,
      userId: caller.id,
      action: "prizes.award",
      data: { dueAt: dueAt.toISOString(), awards: awards.map((a) => ({ awardId: a.id!, place: a.place, playerId: a.playerId, name: a.name, item: a.item, quantity: a.quantity })) },
    });
    return { awards, created: true };
  });
}

/** POST /events/{eventId}/prizes/awards/{awardId}/given (staff): marks a prize given or not given. */
export async function markPrizeGiven(user: User | null, eventId: string, awardId: string, input: unknown): Promise<PrizeAwardView> {
  return inTransaction(async (tx) => {
    const { user: caller } = await authorize(tx, "prizes.give", eventId, user);
    parseId("Prize award", awardId);
    const { given } = parseInput(PrizeGivenInput, input);
    const award = await tx.prizeAward.findFirst({ where: { id: awardId, eventId } });
    if (!award) throw notFound("Prize award");
    const was = award.givenAt !== null;
    if (was === given) return toAwardView(award);
    const updated = await tx.prizeAward.update({
      where: { id: awardId },
      data: given ? { givenAt: new Date(), givenById: caller.id } : { givenAt: null, givenById: null },
    });
    await audit(tx, {
      eventId,
      userId: caller.id,
      action: "prize.given",
      data: { awardId, place: award.place, playerId: award.playerId, name: award.name, item: award.item, quantity: award.quantity, old: was, new: given },
    });
    return toAwardView(updated);
  });
}
