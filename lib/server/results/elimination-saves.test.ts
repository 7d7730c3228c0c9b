/**
 * Elimination results in one statement (elimination-save.ts): a save that can neither complete
 * the stage nor reach a later result leaves exactly the rows and audit entries the transactional
 * path leaves — the match, the seats of the matches its players go to, one audit entry — under
 * single elimination (best of 3) and FFG's double elimination cut (a dark side and a winner);
 * the last results still complete the event exactly once when judges save at once, and a change
 * of the bracket's shape between the read and the write sends the save down the transactional
 * path.
 */
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import type { Match } from "@/lib/schemas/round";
import { createEvent } from "@/lib/server/events/events";
import { registerPlayers } from "@/lib/server/entrants/players";
import { dropPlayer } from "@/lib/server/entrants/player-status";
import { recordResult } from "@/lib/server/results/results";
import { saveEliminationResultAtOnce } from "@/lib/server/results/elimination-save";
import { saveRead } from "@/lib/server/results/save-gate";
import { makeCut } from "@/lib/server/rounds/cut";
import { pairNextRound } from "@/lib/server/rounds/rounds";
import { newUser } from "../../../tests/helpers";
import { addStaffUser, eventWith, finishRound } from "../../../tests/server/event-helpers";

async function singleElimination(players: number) {
  const org = await newUser();
  const event = await createEvent(org, { name: "Elimination", preset: "swg-single-elimination", presetOptions: { style: "bo3" }, randomSeed: `elim-${Math.random()}` });
  await registerPlayers(org, event.id, { players: Array.from({ length: players }, (_, i) => ({ name: `Player ${i + 1}` })) });
  const judge = await addStaffUser(event.id, "judge");
  const round = await pairNextRound(org, event.id);
  return { org, judge, eventId: event.id, matches: round.matches };
}

/** Best of 3 won by `w`: 2–0, or 2–1 for `close`. */
const bo3 = (w: "A" | "B", close = false) => ({ games: close ? [{ result: w }, { result: w === "A" ? "B" : "A" }, { result: w }] : [{ result: w }, { result: w }] });

/** What a save leaves on a row, without what differs between two tables (ids, players). */
async function rowFootprint(id: string) {
  const row = await (await getDb()).match.findUniqueOrThrow({ where: { id } });
  return { result: row.result, darkSide: row.darkSide, version: row.version, clockEvents: row.clockEvents, roundId: row.roundId, table: row.table === null };
}

/** Which seat of the next match holds whom, as "winner"/"loser" of `m` or "—". */
async function seatOf(eventId: string, bracketMatch: number, m: Match) {
  const row = await (await getDb()).match.findFirstOrThrow({ where: { eventId, bracketMatch } });
  const who = (id: string | null) => (id === null ? "—" : id === m.playerA.id ? "A" : id === m.playerB?.id ? "B" : "other");
  return { A: who(row.playerAId), B: who(row.playerBId), version: row.version, darkSide: row.darkSide };
}

async function auditOf(eventId: string, matchId: string) {
  const entries = await (await getDb()).auditEntry.findMany({ where: { eventId, action: { startsWith: "result." } }, orderBy: { createdAt: "asc" } });
  return entries
    .filter((e) => (e.data as { matchId: string }).matchId === matchId)
    .map((e) => {
      const rest = Object.fromEntries(Object.entries(e.data as Record<string, unknown>).filter(([k]) => !["matchId", "players", "table", "bracketMatch"].includes(k)));
      return { action: e.action, userId: e.userId, data: rest };
    });
}

async function fastSave(judge: User, eventId: string, matchId: string, body: unknown) {
  const read = await saveRead(eventId, matchId, judge.id);
  return saveEliminationResultAtOnce(judge, eventId, read!, body);
}

describe("elimination results in one statement", () => {
  it("leave what the transactional path leaves: the match, the next match's seat, one audit entry; corrections too", async () => {
    const { judge, eventId, matches } = await singleElimination(8);
    // M1 and M2 feed M5 (seats A and B); the pairs compared are M1 (fast) and M2 (transactional).
    const [m1, m2] = [matches.find((m) => m.bracketMatch === 1)!, matches.find((m) => m.bracketMatch === 2)!];
    for (const [w, close] of [["A", false], ["A", true], ["B", false]] as const) {
      const fast = await fastSave(judge, eventId, m1.id, bo3(w, close));
      expect(fast, "the one-statement save took it").not.toBeNull();
      expect(fast).not.toBe("again");
      await recordResult(judge, eventId, m2.id, bo3(w, close), null);
      expect(await rowFootprint(m1.id)).toEqual(await rowFootprint(m2.id));
      const [a, b] = [await seatOf(eventId, 5, m1), await seatOf(eventId, 5, m2)];
      expect(a.A).toBe(w);
      expect(b.B).toBe(w);
      expect(a.darkSide).toBeNull();
    }
    expect(await auditOf(eventId, m1.id)).toEqual(await auditOf(eventId, m2.id));
    expect((await auditOf(eventId, m1.id)).map((e) => e.action)).toEqual(["result.record", "result.correct", "result.correct"]);
    // The winner flipped once for each of M1 and M2, each filling its seat twice: four steps of M5.
    const next = await (await getDb()).match.findFirstOrThrow({ where: { eventId, bracketMatch: 5 } });
    expect(next.version).toBe(4);
  });

  it("at FFG's double elimination cut, fill the upper and lower bracket seats as the transactional path does", async () => {
    const { org, eventId } = await eventWith(8, { swissRounds: 1, cutSize: 4 });
    const judge = await addStaffUser(eventId, "judge");
    await pairNextRound(org, eventId);
    await finishRound(org, eventId, 1);
    await makeCut(org, eventId);
    const cut = await pairNextRound(org, eventId);
    const [m1, m2] = [cut.matches.find((m) => m.bracketMatch === 1)!, cut.matches.find((m) => m.bracketMatch === 2)!];
    expect(await fastSave(judge, eventId, m1.id, { darkSide: "A", result: "B" })).not.toBeNull();
    await recordResult(judge, eventId, m2.id, { darkSide: "A", result: "B" }, null);
    expect(await rowFootprint(m1.id)).toEqual(await rowFootprint(m2.id));
    expect(await auditOf(eventId, m1.id)).toEqual(await auditOf(eventId, m2.id));
    // Both winners meet in the upper final, both losers in the lower bracket.
    const db = await getDb();
    const rows = await db.match.findMany({ where: { eventId, bracketMatch: { in: [3, 4] } }, orderBy: { bracketMatch: "asc" } });
    const ids = rows.flatMap((r) => [r.playerAId, r.playerBId]).sort();
    expect(ids).toEqual([m1.playerA.id, m1.playerB!.id, m2.playerA.id, m2.playerB!.id].sort());
  });

  it("decline the final, a bracket with a dropped entrant, and a save whose bracket changed shape since its read", async () => {
    const { org, judge, eventId, matches } = await singleElimination(4);
    const [m1, m2] = matches;
    // A pairing, a drop or the cut since the read: the write finds another shape.
    const stale = await saveRead(eventId, m1!.id, judge.id);
    await (await getDb()).event.update({ where: { id: eventId }, data: { shape: { increment: 1 } } });
    expect(await saveEliminationResultAtOnce(judge, eventId, stale!, bo3("A"))).toBe("again");
    const version = async () => (await (await getDb()).match.findUniqueOrThrow({ where: { id: m1!.id } })).version;
    expect(await version(), "nothing written").toBe(stale!.match.version);
    await recordResult(judge, eventId, m1!.id, bo3("A"));
    expect(await version()).toBe(stale!.match.version + 1);

    await recordResult(judge, eventId, m2!.id, bo3("A"));
    const final = (await pairNextRound(org, eventId)).matches[0]!;
    expect(await fastSave(judge, eventId, final.id, bo3("A"))).toBeNull();

    const other = await singleElimination(4);
    await dropPlayer(other.org, other.eventId, other.matches[1]!.playerA.id);
    expect(await fastSave(other.judge, other.eventId, other.matches[0]!.id, bo3("A"))).toBeNull();
  });

  it("complete the event exactly once when four judges save every round at once", async () => {
    const { org, eventId, matches } = await singleElimination(16);
    const db = await getDb();
    const judges = await Promise.all(Array.from({ length: 4 }, (_, i) => newUser(`judge${i}`)));
    for (const j of judges) await db.eventStaff.create({ data: { eventId, email: j.email, userId: j.id, role: "judge" } });
    let round = matches;
    for (let n = 1; ; n++) {
      await Promise.all(round.filter((m) => m.playerB).map((m, i) => recordResult(judges[i % 4]!, eventId, m.id, bo3(i % 2 === 0 ? "A" : "B", i % 3 === 0))));
      if ((await db.event.findUniqueOrThrow({ where: { id: eventId } })).status === "complete") break;
      expect(n, "a champion after four rounds").toBeLessThan(4);
      round = (await pairNextRound(org, eventId)).matches;
    }
    const settled = await db.auditEntry.findMany({ where: { eventId, action: "event.status" } });
    expect(settled.map((e) => (e.data as { to: string }).to).filter((to) => to === "complete")).toHaveLength(1);
    // Every round's seats were filled by the saves: each opened match had both players.
    const bracket = await db.match.findMany({ where: { eventId } });
    expect(bracket.filter((m) => m.result !== null)).toHaveLength(15);
    expect(bracket.every((m) => m.playerAId !== null && m.playerBId !== null)).toBe(true);
  }, 60_000);
});
