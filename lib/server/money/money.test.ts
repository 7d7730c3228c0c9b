/**
 * Fees, payments and prizes through the services: exact amounts at the deadline boundary, the
 * pool, payments recorded and corrected with their audit entries, refusals that change nothing,
 * and the prize list made from the final placements (dropped players keep theirs).
 */
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { setFees } from "@/lib/server/money/fees";
import { paymentReport, recordPayment } from "@/lib/server/money/payments";
import { dropPlayer, disqualifyPlayer } from "@/lib/server/entrants/player-status";
import { getEventPrizes, makePrizeAwards, markPrizeGiven, setPrizes } from "@/lib/server/money/prizes";
import { getFinalPlacements } from "@/lib/server/standings/final-placements";
import { pairNextRound } from "@/lib/server/rounds/rounds";
import { earlyDeadlineOfDate, expandNotation } from "@/lib/tournament/prizes";
import { newUser } from "../../../tests/helpers";
import { addStaffUser, eventWith, finishRound } from "../../../tests/server/event-helpers";
import { completeEvent } from "../../../tests/server/money-helpers";

/** The 2-on-2 sheet's prices: $15 at the door, $10 registered before the deadline date (UTC−7). */
const DEADLINE = earlyDeadlineOfDate("2031-04-28", 420)!;
const SHEET = { currency: "USD", doorCents: 1500, earlyCents: 1000, earlyDeadline: DEADLINE };
const DAY_BEFORE = new Date("2031-04-27T15:00:00-07:00");
const DEADLINE_DAY = new Date("2031-04-28T09:00:00-07:00");

async function registeredAt(playerId: string, at: Date) {
  const db = await getDb();
  await db.player.update({ where: { id: playerId }, data: { registeredAt: at } });
}

async function snapshot(eventId: string) {
  const db = await getDb();
  const where = { eventId };
  return JSON.stringify(
    await Promise.all([
      db.event.findUnique({ where: { id: eventId } }),
      db.player.findMany({ where, orderBy: { id: "asc" } }),
      db.prizeAward.findMany({ where, orderBy: { id: "asc" } }),
      db.auditEntry.count({ where }),
    ]),
  );
}

const auditOf = async (eventId: string, action: string) =>
  (await (await getDb()).auditEntry.findMany({ where: { eventId, action }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] })).map((e) => ({ userId: e.userId, data: e.data }));

describe("fees and payments", () => {
  it("charges $10 to an entry made the day before the deadline date and $15 to one made on it", async () => {
    const { org, eventId, players } = await eventWith(2);
    expect(await setFees(org, eventId, SHEET)).toEqual({ ...SHEET, earlyDeadline: "2031-04-28T07:00:00.000Z" });
    await registeredAt(players[0]!.id, DAY_BEFORE);
    await registeredAt(players[1]!.id, DEADLINE_DAY);
    expect(await recordPayment(org, eventId, players[0]!.id, { method: "cash" })).toMatchObject({ tier: "early", dueCents: 1000, method: "cash", paidCents: 1000 });
    expect(await recordPayment(org, eventId, players[1]!.id, { method: "card" })).toMatchObject({ tier: "door", dueCents: 1500, method: "card", paidCents: 1500 });
  });

  it("makes the worked check's pool: 4 early and 2 door entrants at $10/$15 → $70 at 100%", async () => {
    const { org, eventId, players } = await eventWith(6);
    await setFees(org, eventId, SHEET);
    await setPrizes(org, eventId, { poolPercent: 100 });
    for (const [i, p] of players.entries()) await registeredAt(p.id, i < 4 ? DAY_BEFORE : DEADLINE_DAY);
    const prizes = await getEventPrizes(eventId);
    expect(prizes.pool).toEqual({ feesCents: 7000, poolCents: 7000, addedCents: 0, totalCents: 7000 });
    expect(prizes.preRegistered).toBe(4);
    // A waived entry counts 0; added prizes come on top.
    await recordPayment(org, eventId, players[5]!.id, { method: "waived" });
    await setPrizes(org, eventId, { poolPercent: 100, addedCents: 2000 });
    expect((await getEventPrizes(eventId)).pool).toEqual({ feesCents: 5500, poolCents: 5500, addedCents: 2000, totalCents: 7500 });
  });

  it("records a payment exactly, by any staff member, and a correction keeps the old and the new in the audit log", async () => {
    const { org, eventId, players } = await eventWith(3);
    await setFees(org, eventId, SHEET);
    const marshal = await addStaffUser(eventId, "marshal");
    const judge = await addStaffUser(eventId, "judge");
    const id = players[0]!.id;
    await registeredAt(id, DEADLINE_DAY);
    await recordPayment(marshal, eventId, id, { method: "cash" });
    const corrected = await recordPayment(judge, eventId, id, { method: "card", cents: 1234 });
    expect(corrected).toMatchObject({ method: "card", paidCents: 1234, dueCents: 1500, recordedBy: { userId: judge.id, name: judge.name } });
    await recordPayment(org, eventId, players[1]!.id, { method: "waived" });

    const log = await auditOf(eventId, "payment.record");
    expect(log).toEqual([
      { userId: marshal.id, data: { playerId: id, name: "Player 1", currency: "USD", tier: "door", dueCents: 1500, old: null, new: { method: "cash", cents: 1500 } } },
      {
        userId: judge.id,
        data: { playerId: id, name: "Player 1", currency: "USD", tier: "door", dueCents: 1500, old: { method: "cash", cents: 1500, paidAt: expect.any(String) }, new: { method: "card", cents: 1234 } },
      },
      { userId: org.id, data: expect.objectContaining({ playerId: players[1]!.id, old: null, new: { method: "waived", cents: 0 } }) },
    ]);

    const report = await paymentReport(marshal, eventId);
    expect(report.entries.map((e) => [e.name, e.method, e.paidCents, e.recordedBy?.userId ?? null])).toEqual([
      ["Player 1", "card", 1234, judge.id],
      ["Player 2", "waived", 0, org.id],
      ["Player 3", null, null, null],
    ]);
    expect(report.totals).toEqual({
      cash: { count: 0, cents: 0 },
      card: { count: 1, cents: 1234 },
      waived: { count: 1, cents: 0 },
      unpaid: { count: 1, cents: report.entries[2]!.dueCents },
      takenCents: 1234,
      dueCents: 1500 + report.entries[1]!.dueCents + report.entries[2]!.dueCents,
    });
    expect(report.pool.feesCents).toBe(1234 + 0 + report.entries[2]!.dueCents);
  });

  it("refuses strangers, anonymous callers, bad input and unknown players, changing nothing", async () => {
    const { org, eventId, players } = await eventWith(2);
    await setFees(org, eventId, SHEET);
    const stranger = await newUser("stranger");
    const marshal = await addStaffUser(eventId, "marshal");
    const id = players[0]!.id;
    const before = await snapshot(eventId);
    await expect(recordPayment(stranger, eventId, id, { method: "cash" })).rejects.toMatchObject({ code: "forbidden" });
    await expect(recordPayment(null, eventId, id, { method: "cash" })).rejects.toMatchObject({ code: "unauthenticated" });
    await expect(recordPayment(org, eventId, id, { method: "waived", cents: 500 })).rejects.toMatchObject({ code: "invalid_input", issues: [expect.objectContaining({ path: ["cents"] })] });
    await expect(recordPayment(org, eventId, id, { method: "cash", cents: 10.5 })).rejects.toMatchObject({ code: "invalid_input", issues: [expect.objectContaining({ path: ["cents"] })] });
    await expect(recordPayment(org, eventId, id, { method: "bitcoin" })).rejects.toMatchObject({ code: "invalid_input", issues: [expect.objectContaining({ path: ["method"] })] });
    await expect(recordPayment(org, eventId, "cl0000000000000000000000", { method: "cash" })).rejects.toMatchObject({ code: "not_found" });
    await expect(setFees(marshal, eventId, SHEET)).rejects.toMatchObject({ code: "forbidden" });
    await expect(setFees(org, eventId, { ...SHEET, earlyDeadline: null })).rejects.toMatchObject({ code: "invalid_input", issues: [expect.objectContaining({ path: ["earlyDeadline"] })] });
    await expect(setFees(org, eventId, { ...SHEET, doorCents: -1 })).rejects.toMatchObject({ code: "invalid_input" });
    await expect(setPrizes(marshal, eventId, { notation: "5-4-3-2-1*" })).rejects.toMatchObject({ code: "forbidden" });
    await expect(paymentReport(stranger, eventId)).rejects.toMatchObject({ code: "forbidden" });
    await expect(paymentReport(null, eventId)).rejects.toMatchObject({ code: "unauthenticated" });
    expect(await snapshot(eventId)).toBe(before);
  });
});

describe("prize table", () => {
  it("refuses malformed notation and band shares beside their fields", async () => {
    const { org, eventId } = await eventWith(4);
    const before = await snapshot(eventId);
    await expect(setPrizes(org, eventId, { notation: "5-4-x-1*" })).rejects.toMatchObject({
      code: "invalid_input",
      issues: [expect.objectContaining({ path: ["notation"], message: expect.stringContaining('"x" is not a number of items') })],
    });
    await expect(setPrizes(org, eventId, { notation: "5-2*-1" })).rejects.toMatchObject({ code: "invalid_input", issues: [expect.objectContaining({ path: ["notation"] })] });
    await expect(setPrizes(org, eventId, { notation: "3*-2*-1*" })).rejects.toMatchObject({ code: "invalid_input", issues: [expect.objectContaining({ path: ["bandPercents"] })] });
    await expect(setPrizes(org, eventId, { rows: [{ fromPlace: 3, toPlace: 2, item: "Box", quantity: 1 }] })).rejects.toMatchObject({
      code: "invalid_input",
      issues: [expect.objectContaining({ path: ["rows", 0, "toPlace"] })],
    });
    await expect(setPrizes(org, eventId, { rows: [{ fromPlace: 1, item: "Bad\u0000item", quantity: 1 }] })).rejects.toMatchObject({ code: "invalid_input" });
    expect(await snapshot(eventId)).toBe(before);
  });

  it("shows 8-6-5-4-2*-1* at 16 entrants with the 2* band to half the field, and conditional rows by pre-registrations", async () => {
    const { org, eventId, players } = await eventWith(16);
    await setFees(org, eventId, SHEET);
    await setPrizes(org, eventId, {
      notation: "8-6-5-4-2*-1*",
      notationItem: "booster pack",
      rows: [{ fromPlace: 1, toPlace: 1, item: "Box of Tatooine", quantity: 1, minPreRegistered: 10 }],
    });
    for (const [i, p] of players.entries()) await registeredAt(p.id, i < 9 ? DAY_BEFORE : DEADLINE_DAY);
    const view = await getEventPrizes(eventId);
    expect(view.table.map((r) => [r.fromPlace, r.toPlace, r.quantity, r.item, r.applies])).toEqual([
      [1, 1, 8, "booster pack", true],
      [2, 2, 6, "booster pack", true],
      [3, 3, 5, "booster pack", true],
      [4, 4, 4, "booster pack", true],
      [5, 8, 2, "booster pack", true],
      [9, 16, 1, "booster pack", true],
      [1, 1, 1, "Box of Tatooine", false],
    ]);
    expect(view.awards).toBeNull();
    await registeredAt(players[9]!.id, DAY_BEFORE);
    await setFees(org, eventId, SHEET); // a change through a service: public reads load the event again
    expect((await getEventPrizes(eventId)).table.at(-1)).toMatchObject({ item: "Box of Tatooine", applies: true });
  });
});

describe("prize list", () => {
  it("is made once the event is complete, due 48 hours after the end; dropped players keep their place's prizes, the disqualified forfeit", async () => {
    const { org, eventId, players } = await eventWith(8, { swissRounds: 2, cutSize: 0 });
    await setPrizes(org, eventId, { notation: "5-4-3-2-1*", notationItem: "booster pack", rows: [{ fromPlace: 1, toPlace: 2, item: "Playmat", quantity: 1 }] });
    await expect(makePrizeAwards(org, eventId)).rejects.toMatchObject({ code: "conflict" });

    await pairNextRound(org, eventId);
    await finishRound(org, eventId, 1);
    // Round 1's first winner drops, one other player is disqualified.
    const db = await getDb();
    const r1 = await db.match.findFirst({ where: { eventId, playerBId: { not: null } }, orderBy: { table: "asc" } });
    const dropped = r1!.playerAId!;
    const disqualified = players.map((p) => p.id).find((id) => id !== dropped && id !== r1!.playerBId)!;
    await dropPlayer(org, eventId, dropped);
    await disqualifyPlayer(org, eventId, disqualified);
    await completeEvent(org, eventId);

    const placements = (await getFinalPlacements(eventId))!;
    expect(placements).toHaveLength(8);
    const placeOf = (id: string) => placements.find((p) => p.playerId === id)!.place;
    const packs = expandNotation("5-4-3-2-1*", 8);

    // Before it is made, the public view computes it (no ids, no due dates).
    const preview = await getEventPrizes(eventId);
    expect(preview.awarded).toBe(false);
    expect(preview.awards!.every((a) => a.id === null && a.dueAt === null)).toBe(true);

    const stranger = await newUser("stranger");
    const judge = await addStaffUser(eventId, "judge");
    let before = await snapshot(eventId);
    await expect(makePrizeAwards(stranger, eventId)).rejects.toMatchObject({ code: "forbidden" });
    await expect(makePrizeAwards(judge, eventId)).rejects.toMatchObject({ code: "forbidden" });
    await expect(makePrizeAwards(null, eventId)).rejects.toMatchObject({ code: "unauthenticated" });
    expect(await snapshot(eventId)).toBe(before);

    const made = await makePrizeAwards(org, eventId);
    expect(made.created).toBe(true);
    const end = (await db.auditEntry.findFirst({ where: { eventId, action: "event.status" }, orderBy: { createdAt: "desc" } }))!.createdAt;
    expect(made.awards.every((a) => a.dueAt === new Date(end.getTime() + 48 * 3_600_000).toISOString())).toBe(true);

    // The dropped player keeps the packs of the place earned; the disqualified player gets nothing.
    const droppedAwards = made.awards.filter((a) => a.playerId === dropped);
    expect(droppedAwards.find((a) => a.item === "booster pack")?.quantity).toBe(packs[placeOf(dropped) - 1]);
    expect(made.awards.filter((a) => a.playerId === disqualified)).toEqual([]);
    // Every other place: its packs, and a playmat for 1st and 2nd.
    for (const p of placements.filter((x) => x.playerId !== disqualified)) {
      const mine = made.awards.filter((a) => a.playerId === p.playerId);
      expect(mine.map((a) => [a.place, a.item, a.quantity])).toEqual([
        [p.place, "booster pack", packs[p.place - 1]],
        ...(p.place <= 2 ? [[p.place, "Playmat", 1]] : []),
      ]);
    }
    expect(await auditOf(eventId, "prizes.award")).toHaveLength(1);

    // Made once: a second call returns the list and changes nothing but the version; the table is fixed.
    const again = await makePrizeAwards(org, eventId);
    expect(again.created).toBe(false);
    expect(again.awards.map((a) => a.id).sort()).toEqual(made.awards.map((a) => a.id).sort());
    expect(await auditOf(eventId, "prizes.award")).toHaveLength(1);
    await expect(setPrizes(org, eventId, { notation: "9-1*" })).rejects.toMatchObject({ code: "conflict" });
    const view = await getEventPrizes(eventId);
    expect(view.awarded).toBe(true);
    expect(view.awards!.map((a) => a.id)).toEqual(again.awards.map((a) => a.id));

    // Given / not given, by staff, audited; strangers refused.
    const first = made.awards.find((a) => a.place === 1 && a.item === "booster pack")!;
    before = await snapshot(eventId);
    await expect(markPrizeGiven(stranger, eventId, first.id!, { given: true })).rejects.toMatchObject({ code: "forbidden" });
    await expect(markPrizeGiven(judge, eventId, first.id!, { given: "yes" })).rejects.toMatchObject({ code: "invalid_input" });
    await expect(markPrizeGiven(judge, eventId, "cl0000000000000000000000", { given: true })).rejects.toMatchObject({ code: "not_found" });
    expect(await snapshot(eventId)).toBe(before);
    const given = await markPrizeGiven(judge, eventId, first.id!, { given: true });
    expect(given.givenAt).not.toBeNull();
    expect((await db.prizeAward.findUnique({ where: { id: first.id! } }))!.givenById).toBe(judge.id);
    const undone = await markPrizeGiven(org, eventId, first.id!, { given: false });
    expect(undone.givenAt).toBeNull();
    expect((await auditOf(eventId, "prize.given")).map((e) => [e.userId, (e.data as { old: boolean }).old, (e.data as { new: boolean }).new])).toEqual([
      [judge.id, false, true],
      [org.id, true, false],
    ]);
  });

  it("refuses to make an empty list", async () => {
    const { org, eventId } = await eventWith(4, { swissRounds: 1, cutSize: 0 });
    await completeEvent(org, eventId);
    await expect(makePrizeAwards(org, eventId)).rejects.toMatchObject({ code: "conflict", message: expect.stringContaining("gives nothing") });
  });
});
