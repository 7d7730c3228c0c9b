/**
 * Confirming the opponent's claimed result (issue 35, item 7): the opponent sees what was
 * reported and confirms it in one step; a claim changed meanwhile is refused rather than
 * recorded; "That's not right" is a differing report, which goes to the judge queue.
 */
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import type { ServiceError } from "@/lib/server/kernel/errors";
import { myProfile } from "@/lib/server/accounts/profiles";
import { getRound, pairNextRound } from "@/lib/server/rounds/rounds";
import { confirmReport, getMyReport, getMyTable, submitReport } from "@/lib/server/results/self-report";
import { newUser } from "../../../tests/helpers";
import { eventWith } from "../../../tests/server/event-helpers";

const games = (...r: ("A" | "B" | "draw")[]) => ({ games: r.map((result) => ({ result })) });

async function pairedMatch() {
  const { org, eventId, players } = await eventWith(2, { swissRounds: 3 });
  const db = await getDb();
  await db.event.update({ where: { id: eventId }, data: { registration: { selfReport: true, reportDeadlineMinutes: 10 } } });
  const accounts = new Map<string, User>();
  for (const p of players) {
    const user = await newUser("confirm");
    await db.player.update({ where: { id: p.id }, data: { profileId: (await myProfile(user)).id } });
    accounts.set(p.id, user);
  }
  const m = (await pairNextRound(org, eventId)).matches.find((x) => x.playerB)!;
  return { eventId, m, a: accounts.get(m.playerA.id)!, b: accounts.get(m.playerB!.id)! };
}

describe("confirming the opponent's claim", () => {
  it("the opponent sees the claimed result, not only that there is one; the reporter's own view has no claim to confirm", async () => {
    const { eventId, m, a, b } = await pairedMatch();
    await submitReport(a, eventId, m.id, games("A", "draw"));
    expect(await getMyReport(b, eventId, m.id)).toMatchObject({ state: "open", mine: null, opponentReported: true, opponentReport: games("A", "draw") });
    expect((await getMyReport(a, eventId, m.id)).opponentReport).toBeNull();
    expect((await getMyTable(b, eventId))?.report?.opponentReport).toEqual(games("A", "draw"));
  });

  it("Confirm records the claimed result with both players as reporters", async () => {
    const { eventId, m, a, b } = await pairedMatch();
    await submitReport(a, eventId, m.id, games("B", "A"));
    const done = await confirmReport(b, eventId, m.id, games("B", "A"));
    expect(done).toMatchObject({ state: "recorded", mine: games("B", "A"), result: { games: [{ result: "B" }, { result: "A" }] } });
    expect((await getRound(eventId, 1)).matches.find((x) => x.id === m.id)!.result).toEqual(games("B", "A"));
    expect(await (await getDb()).judgeCall.count({ where: { eventId } })).toBe(0);
  });

  it("a claim changed since it was read is refused (409) and nothing is stored; confirming with no claim is refused too", async () => {
    const { eventId, m, a, b } = await pairedMatch();
    const e0 = (await confirmReport(b, eventId, m.id, games("A", "A")).catch((e: unknown) => e)) as ServiceError;
    expect(e0.code).toBe("conflict");
    await submitReport(a, eventId, m.id, games("A", "A"));
    await submitReport(a, eventId, m.id, games("A", "B"));
    const e = (await confirmReport(b, eventId, m.id, games("A", "A")).catch((x: unknown) => x)) as ServiceError;
    expect(e.code).toBe("conflict");
    expect(e.message).toMatch(/changed their report/);
    const db = await getDb();
    expect(await db.resultReport.count({ where: { matchId: m.id } })).toBe(1);
    expect((await getRound(eventId, 1)).matches.find((x) => x.id === m.id)!.result).toBeNull();
  });

  it("That's not right: a different report goes to the judge queue as a dispute", async () => {
    const { eventId, m, a, b } = await pairedMatch();
    await submitReport(a, eventId, m.id, games("A", "A"));
    const disputed = await submitReport(b, eventId, m.id, games("A", "B"));
    expect(disputed).toMatchObject({ state: "disputed", opponentReport: games("A", "A"), mine: games("A", "B") });
    const calls = await (await getDb()).judgeCall.findMany({ where: { eventId } });
    expect(calls.map((c) => [c.kind, c.status])).toEqual([["dispute", "open"]]);
  });
});
