/**
 * An event's rows built in memory, the way the database would hold them: a Swiss event of five
 * players in round 1 (two matches, one with its result, and a bye). For the in-memory event
 * store, and for putting the same rows in the test database (`insertEventRows`).
 */
import { getDb } from "@/lib/db";
import { newId } from "@/lib/server/kernel/match-insert";
import type { EventRows } from "@/lib/server/store/event-state";

export function swissEventRows(): EventRows {
  const at = new Date("2026-05-02T09:00:00.000Z");
  const eventId = newId();
  const stageId = newId();
  const roundId = newId();
  const event: EventRows["event"] = {
    id: eventId,
    name: "Memory Open",
    startsAt: null,
    venue: null,
    timeZone: "UTC",
    description: null,
    structure: "custom",
    tier: "relaxed",
    swissRounds: 3,
    cutSize: 0,
    status: "swiss",
    preset: "ffg-swtcg",
    presetOptions: {},
    rating: {},
    guildsApart: false,
    draftRounds: null,
    shape: 0,
    randomSeed: "memory",
    swissMinutes: 70,
    eliminationMinutes: 40,
    finalMinutes: 60,
    version: 3,
    registration: {},
    fees: {},
    prizes: {},
    queueId: null,
    createdAt: at,
    updatedAt: at,
  };
  const names = ["Ana Solo", "Ben Kenobi", "Cal Kestis", "Din Djarin", "Ezra Bridger"];
  const players: EventRows["players"] = names.map((name, i) => ({
    id: newId(),
    eventId,
    name,
    email: null,
    status: "active",
    seq: i + 1,
    enteredRound: 1,
    fixedTable: null,
    deckLists: null,
    deck: null,
    pool: null,
    profileId: null,
    source: "typed",
    registeredAt: at,
    checkedInAt: null,
    paymentMethod: null,
    paidCents: null,
    paidAt: null,
    createdAt: at,
    updatedAt: at,
  }));
  const p = (i: number) => players[i]!.id;
  const match = (table: number | null, a: string, b: string | null, result: EventRows["matches"][number]["result"]): EventRows["matches"][number] => ({
    id: newId(),
    eventId,
    stageId,
    roundId,
    table,
    playerAId: a,
    playerBId: b,
    bracketMatch: null,
    darkSide: b ? "A" : null,
    result,
    clockEvents: [],
    version: result ? 1 : 0,
    createdAt: at,
    updatedAt: at,
  });
  return {
    event,
    stages: [{ id: stageId, eventId, number: 1, kind: "swiss", seeds: [], createdAt: at }],
    players,
    rounds: [{ id: roundId, eventId, stageId, number: 1, stage: "swiss", stageRound: 1, minutes: 70, pairingAttempt: 0, timerEvents: [], unpairedLosses: [], warnings: [], changedTables: [], draft: false, createdAt: at }],
    // Stored out of table order, the bye first: the state puts them in order.
    matches: [match(null, p(4), null, null), match(2, p(2), p(3), null), match(1, p(0), p(1), { games: [{ result: "A" }, { result: "A" }] })],
  };
}

/** Puts the rows in the test database as they are. */
export async function insertEventRows(rows: EventRows): Promise<void> {
  const db = await getDb();
  await db.event.create({ data: { ...rows.event, presetOptions: {}, registration: {}, fees: {}, prizes: {}, rating: {} } });
  await db.eventStage.createMany({ data: rows.stages });
  await db.player.createMany({ data: rows.players.map((pl) => ({ ...pl, deckLists: undefined, deck: undefined, pool: undefined })) });
  await db.round.createMany({ data: rows.rounds.map((r) => ({ ...r, timerEvents: [] })) });
  await db.match.createMany({ data: rows.matches.map((m) => ({ ...m, result: m.result ?? undefined, clockEvents: [] })) });
}
