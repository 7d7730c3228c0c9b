/**
 * The result save's one gate: the fast path's rule in code matches live.ts's definition of a live
 * Swiss round and takes exactly the saves it took before, and the SQL the write re-checks it with
 * gives the same answer on the same rows.
 */
import { describe, expect, it } from "vitest";
import type { Match as MatchRow } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/db";
import { directQuery } from "@/lib/db/direct";
import { createApiToken } from "@/lib/server/accounts/accounts";
import { pairNextRound } from "@/lib/server/rounds/rounds";
import { roundIsLive } from "@/lib/server/rounds/live";
import { callerAndSaveRead, eventGateSql, fastPathApplies, LEADER_ROLES, openCallSql, resultBody, resultSaveTarget, type Read } from "@/lib/server/results/save-gate";
import { newUser } from "../../../tests/helpers";
import { addStaffUser, eventWith } from "../../../tests/server/event-helpers";

/**
 * The rule as swiss-save.ts spelled it before the gate had a module of its own, except that a
 * no-cut event with fixed rounds now declines only its last round's results (issue 29): only
 * those can complete the event.
 */
function before(r: Read): boolean {
  const leader = r.role !== null && ["organizer", "judge", "marshal"].includes(r.role);
  const lastRound = r.stageRound === null || (r.swissRounds !== null && r.stageRound >= r.swissRounds);
  const mayComplete = r.cutSize === 0 && r.swissRounds !== null && lastRound;
  return leader && r.match.bracketMatch === null && r.match.playerBId !== null && r.status === "swiss" && (r.cutSeeds ?? []).length === 0 && !mayComplete && !r.openCalls;
}

const product = <T,>(...lists: T[][]): T[][] => lists.reduce<T[][]>((acc, list) => acc.flatMap((a) => list.map((x) => [...a, x])), [[]]);

describe("the result save's gate", () => {
  it("takes exactly the saves it took before, and only in a live Swiss round (live.ts)", () => {
    const grid = product<unknown>(
      ["registration", "swiss", "elimination", "complete"],
      [null, [], ["p1"]],
      [null, "organizer", "judge", "marshal", "player"],
      [false, true],
      [null, 3],
      ["cB", null],
      [0, 4, null],
      [null, 3],
      [null, 1, 3, 4],
    );
    for (const [status, cutSeeds, role, openCalls, bracketMatch, playerBId, cutSize, swissRounds, stageRound] of grid) {
      const r = {
        match: { bracketMatch, playerBId } as MatchRow,
        status: status as string,
        preset: "ffg-swtcg",
        presetOptions: {},
        cutSize: cutSize as number | null,
        swissRounds: swissRounds as number | null,
        stageRound: stageRound as number | null,
        roundNumber: stageRound as number | null,
        role: role as string | null,
        cutSeeds: cutSeeds as string[] | null,
        openCalls: openCalls as boolean,
        shape: 0,
        droppedSeeds: false,
        draft: false,
      } satisfies Read;
      expect(fastPathApplies(r)).toBe(before(r));
      if (fastPathApplies(r)) expect(roundIsLive({ status: "swiss", cutSeeds: r.cutSeeds ?? [] }, "swiss")).toBe(true);
    }
  });

  it("parses the body once however many paths look at it, and answers only plain result saves before Next.js", () => {
    const raw = { games: [{ result: "A" }, { result: "A" }], overrideClock: true };
    const body = resultBody(raw);
    expect(resultBody(body)).toBe(body);
    expect(body.swiss()).toBe(body.swiss());
    expect(body.overrideClock).toBe(true);
    expect(() => resultBody({ games: "no" }).swiss()).toThrow();
    expect(resultSaveTarget("PUT", "/api/v1/events/e1/matches/m1/result?x=1")).toEqual({ eventId: "e1", matchId: "m1" });
    expect(resultSaveTarget("GET", "/api/v1/events/e1/matches/m1/result")).toBeNull();
    expect(resultSaveTarget("PUT", "/api/v1/events/e%201/matches/m1/result")).toBeNull();
  });

  it("gives the same answer in SQL, as the write re-checks it, as in code on the save's read", async () => {
    const { org, eventId } = await eventWith(8, { cutSize: 4 });
    const judge = await addStaffUser(eventId, "judge");
    const marshal = await addStaffUser(eventId, "marshal");
    const stranger = await newUser("stranger");
    const round = await pairNextRound(org, eventId);
    const match = round.matches.find((m) => m.playerB)!;
    const db = await getDb();
    const tokens = new Map(await Promise.all([judge, marshal, stranger].map(async (u) => [u.id, await createApiToken(u.id)] as const)));

    const sql = `SELECT EXISTS (SELECT 1 FROM "Event" e WHERE e.id = $1 AND ${eventGateSql("e", "$2", "$3")}) AND NOT ${openCallSql("$4")} AS ok`;
    const agree = async (userId: string, expected: boolean) => {
      const { read } = await callerAndSaveRead(tokens.get(userId)!, eventId, match.id);
      const [row] = await directQuery<{ ok: boolean }>(sql, [eventId, userId, LEADER_ROLES, match.id]);
      expect({ code: fastPathApplies(read!), sql: row!.ok }).toEqual({ code: expected, sql: expected });
    };

    await agree(judge.id, true);
    await agree(marshal.id, true);
    await agree(stranger.id, false);

    const call = await db.judgeCall.create({ data: { eventId, matchId: match.id, kind: "dispute" } });
    await agree(judge.id, false);
    await db.judgeCall.update({ where: { id: call.id }, data: { status: "resolved" } });
    await agree(judge.id, true);

    const stage = await db.eventStage.create({ data: { eventId, number: 2, kind: "elimination", seeds: [] } });
    await agree(judge.id, true);
    await db.eventStage.update({ where: { id: stage.id }, data: { seeds: [match.playerA.id] } });
    await agree(judge.id, false);
    await db.eventStage.update({ where: { id: stage.id }, data: { seeds: [] } });

    for (const status of ["elimination", "complete", "registration"] as const) {
      await db.event.update({ where: { id: eventId }, data: { status } });
      await agree(judge.id, false);
    }
    await db.event.update({ where: { id: eventId }, data: { status: "swiss" } });
    await agree(judge.id, true);
  });
});
