/**
 * A Swiss event without a cut and with a fixed number of rounds (every SWG Swiss event without a
 * top 8, FFG custom events without a cut): its results outside the last round take the
 * one-statement save and leave exactly what the transactional path leaves; the last round's
 * results go through the event's lock, and the last one completes the event exactly once
 * however many judges save at once.
 */
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { recordResult } from "@/lib/server/results/results";
import { saveSwissResultAtOnce } from "@/lib/server/results/swiss-save";
import { pairNextRound } from "@/lib/server/rounds/rounds";
import { createEvent } from "@/lib/server/events/events";
import { registerPlayers } from "@/lib/server/entrants/players";
import { createTeam } from "@/lib/server/teams/teams";
import { matchClockAction } from "@/lib/server/results/match-clock";
import { newUser } from "../../../tests/helpers";
import { addStaffUser, eventWith, swissResultFor } from "../../../tests/server/event-helpers";

/** An audit entry without what differs between two tables for the same save (ids, table number, the coin flip before any result). */
function sameAtEveryTable(data: Record<string, unknown>) {
  const rest = Object.fromEntries(Object.entries(data).filter(([key]) => !["matchId", "players", "table"].includes(key)));
  const old = rest.old as { result: unknown; darkSide?: unknown } | undefined;
  if (old && old.result === null) rest.old = { ...old, darkSide: "coin flip" };
  return rest;
}

/** A match's stored result and its audit entries, without what differs between two tables. */
async function footprint(eventId: string, matchId: string) {
  const db = await getDb();
  const row = await db.match.findUniqueOrThrow({ where: { id: matchId }, select: { result: true, darkSide: true, version: true, clockEvents: true } });
  const entries = await db.auditEntry.findMany({ where: { eventId, action: { startsWith: "result." } }, orderBy: { createdAt: "asc" } });
  const mine = entries.filter((e) => (e.data as { matchId: string }).matchId === matchId);
  return { row, audit: mine.map((e) => ({ action: e.action, userId: e.userId, data: sameAtEveryTable(e.data as Record<string, unknown>) })) };
}

describe("results at a Swiss event without a cut", () => {
  it("outside the last round take the one-statement save and leave what the transactional path leaves", async () => {
    const { org, eventId } = await eventWith(8, { swissRounds: 3, cutSize: 0 });
    const judge = await addStaffUser(eventId, "judge");
    const round = await pairNextRound(org, eventId);
    const [fast, slow] = round.matches.filter((m) => m.playerB);
    const saves = [
      { games: [{ result: "A" }, { result: "draw" }], darkSide: "A" },
      { games: [{ result: "B" }, { result: "B" }], darkSide: "B", expectedVersion: 1 },
    ];
    for (const input of saves) {
      const saved = await saveSwissResultAtOnce(judge, eventId, fast!.id, input);
      expect(saved, "round 1 of 3: the one-statement save").not.toBeNull();
      expect(saved).not.toBe("again");
      // `known` null: no first read, so the transactional path takes it.
      await recordResult(judge, eventId, slow!.id, input, null);
    }
    const [a, b] = [await footprint(eventId, fast!.id), await footprint(eventId, slow!.id)];
    expect(a.audit.map((e) => e.action)).toEqual(["result.record", "result.correct"]);
    expect(a).toEqual(b);
    const db = await getDb();
    expect((await db.event.findUniqueOrThrow({ where: { id: eventId } })).status).toBe("swiss");
  });

  // The other Swiss shapes without a cut: SWG match play on chess clocks (one still running when
  // the result comes, which the save stops) and the 2-on-2 team event's two games.
  const shapes = [
    {
      what: "SWG best of 3 with a chess clock running",
      preset: "swg-swiss",
      options: { style: "bo3" },
      entrants: (org: Awaited<ReturnType<typeof newUser>>, eventId: string) => registerPlayers(org, eventId, { players: Array.from({ length: 8 }, (_, i) => ({ name: `Player ${i + 1}` })) }),
      saves: [{ games: [{ result: "A" }, { result: "B" }, { result: "A" }], darkSide: "A" }, { games: [{ result: "B" }, { result: "B" }], darkSide: "B", expectedVersion: 2 }],
      clock: true,
    },
    {
      what: "SWCCG 2-on-2 teams",
      preset: "swccg-2v2",
      options: {},
      entrants: async (org: Awaited<ReturnType<typeof newUser>>, eventId: string) => {
        for (let i = 1; i <= 8; i++) await createTeam(org, eventId, { name: `Team ${i}`, members: [{ name: `Dark ${i}` }, { name: `Light ${i}` }] });
      },
      // Game 1's dark side named: the coin flip differs between the two tables.
      saves: [{ games: [{ result: "A" }, { result: "B" }], darkSide: "A" }, { games: [{ result: "B" }, { result: "B" }], darkSide: "B", expectedVersion: 1 }],
      clock: false,
    },
  ];
  for (const shape of shapes) {
    it(`at ${shape.what}: take the one-statement save and leave what the transactional path leaves`, async () => {
      const org = await newUser();
      const event = await createEvent(org, { name: shape.what, preset: shape.preset, presetOptions: shape.options, randomSeed: `shape-${Math.random()}`, swissRounds: 3 });
      await shape.entrants(org, event.id);
      const judge = await addStaffUser(event.id, "judge");
      const round = await pairNextRound(org, event.id);
      const [fast, slow] = round.matches.filter((m) => m.playerB);
      if (shape.clock) for (const m of [fast!, slow!]) await matchClockAction(judge, event.id, m.id, { action: "start", seat: "A" });
      for (const input of shape.saves) {
        const saved = await saveSwissResultAtOnce(judge, event.id, fast!.id, input);
        expect(saved, "the one-statement save").not.toBeNull();
        expect(saved).not.toBe("again");
        await recordResult(judge, event.id, slow!.id, input, null);
      }
      const [a, b] = [await footprint(event.id, fast!.id), await footprint(event.id, slow!.id)];
      expect(a.audit.map((e) => e.action)).toEqual(["result.record", "result.correct"]);
      // The clocks stopped at the save: the same events but for the moment they stopped.
      const untimed = (f: typeof a) => ({ ...f, row: { ...f.row, clockEvents: (f.row.clockEvents as { kind: string }[]).map((e) => e.kind) } });
      expect(untimed(a)).toEqual(untimed(b));
      if (shape.clock) expect(untimed(a).row.clockEvents).toEqual(["start", "pause"]);
    });
  }

  it("in the last round decline the one-statement save", async () => {
    const { org, eventId } = await eventWith(8, { swissRounds: 1, cutSize: 0 });
    const judge = await addStaffUser(eventId, "judge");
    const [m] = (await pairNextRound(org, eventId)).matches.filter((x) => x.playerB);
    expect(await saveSwissResultAtOnce(judge, eventId, m!.id, swissResultFor(m!, 0))).toBeNull();
  });

  it("in the last round, saved at once by four judges, complete the event exactly once", async () => {
    const { org, eventId } = await eventWith(16, { swissRounds: 2, cutSize: 0 });
    const db = await getDb();
    const judges = await Promise.all(Array.from({ length: 4 }, (_, i) => newUser(`judge${i}`)));
    for (const j of judges) await db.eventStaff.create({ data: { eventId, email: j.email, userId: j.id, role: "judge" } });
    const r1 = await pairNextRound(org, eventId);
    await Promise.all(r1.matches.filter((m) => m.playerB).map((m, i) => recordResult(judges[i % 4]!, eventId, m.id, swissResultFor(m, i))));
    expect((await db.event.findUniqueOrThrow({ where: { id: eventId } })).status).toBe("swiss");
    const r2 = await pairNextRound(org, eventId);
    await Promise.all(r2.matches.filter((m) => m.playerB).map((m, i) => recordResult(judges[i % 4]!, eventId, m.id, swissResultFor(m, i + 1))));
    expect((await db.event.findUniqueOrThrow({ where: { id: eventId } })).status).toBe("complete");
    const settled = await db.auditEntry.findMany({ where: { eventId, action: "event.status" } });
    expect(settled.map((e) => (e.data as { to: string }).to).filter((to) => to === "complete")).toHaveLength(1);
  });
});
