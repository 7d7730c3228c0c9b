/**
 * SWG's chess clocks and match play through the services and the results API (issue 22):
 * the clock that ran out decides the match (SWG:564-566), a time loss after the match was
 * decided is refused (SWG:411-412), and a format without late entry refuses a rejoin
 * (SWG:314-315). Both result paths: the one-statement Swiss save and the transactional one.
 */
import { describe, expect, it } from "vitest";
import { PUT as putResult } from "@/app/api/v1/events/[eventId]/matches/[matchId]/result/route";
import { getDb } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import { createApiToken } from "@/lib/server/accounts/accounts";
import { createEvent } from "@/lib/server/events/events";
import { bumpVersion } from "@/lib/server/kernel/event-versions";
import { matchClockAction } from "@/lib/server/results/match-clock";
import { dropPlayer, rejoinPlayer, rejoinRefusedAt } from "@/lib/server/entrants/player-status";
import { registerPlayers } from "@/lib/server/entrants/players";
import { recordResult } from "@/lib/server/results/results";
import { pairNextRound } from "@/lib/server/rounds/rounds";
import { saveSwissResultAtOnce } from "@/lib/server/results/swiss-save";
import { submitReport } from "@/lib/server/results/self-report";
import { myProfile } from "@/lib/server/accounts/profiles";
import { newUser } from "../../../tests/helpers";
import { addStaffUser } from "../../../tests/server/event-helpers";

async function swgEvent(preset: string, style: "single" | "bo3" | "bo5", players = 8, extra: Record<string, unknown> = {}) {
  const org = await newUser();
  const event = await createEvent(org, { name: `SWG ${style}`, preset, presetOptions: { style }, randomSeed: `swg-clock-${style}-${Math.random()}`, ...extra });
  await registerPlayers(org, event.id, { players: Array.from({ length: players }, (_, i) => ({ name: `Player ${i + 1}` })) });
  const judge = await addStaffUser(event.id, "judge");
  const marshal = await addStaffUser(event.id, "marshal");
  const round = await pairNextRound(org, event.id);
  return { org, judge, marshal, eventId: event.id, matches: round.matches.filter((m) => m.playerB) };
}

/** Starts seat A's clock and moves it back past A's whole time: A's clock has run out. */
async function flagSeatA(user: User, eventId: string, matchId: string, minutesPerPlayer: number) {
  await matchClockAction(user, eventId, matchId, { action: "start", seat: "A" });
  const db = await getDb();
  const row = await db.match.findUniqueOrThrow({ where: { id: matchId } });
  const events = (row.clockEvents as { at: number }[]).map((e) => ({ ...e, at: e.at - (minutesPerPlayer + 1) * 60_000 }));
  await db.match.update({ where: { id: matchId }, data: { clockEvents: events } });
  // A new event version and its notice, as every service write makes (reads are keyed by it).
  await db.$transaction((tx) => bumpVersion(tx, eventId));
}

const put = (token: string, eventId: string, matchId: string, body: unknown) =>
  putResult(new Request("http://test.local/api", { method: "PUT", headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: JSON.stringify(body) }), {
    params: Promise.resolve({ eventId, matchId }),
  });

describe("the clock that ran out decides the match (SWG:564-566)", () => {
  it("one-statement path (Swiss with a cut): A's win after A flagged is a 409 that says why; A's time loss is recorded; a judge may override, audited, a marshal may not", async () => {
    const { judge, marshal, eventId, matches } = await swgEvent("swg-swiss-top8", "bo3", 8);
    const m = matches[0]!;
    await flagSeatA(judge, eventId, m.id, 30);
    const aName = m.playerA.name;

    // The fast path hands a flagged match to the transactional one, which refuses.
    expect(await saveSwissResultAtOnce(judge, eventId, m.id, { games: [{ result: "A" }, { result: "A" }] })).toBeNull();
    const token = await createApiToken(judge.id);
    const refused = await put(token, eventId, m.id, { games: [{ result: "A" }, { result: "A" }] });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(new RegExp(`^${aName}'s chess clock ran out: ${aName} lost the match on time`));
    await expect(recordResult(judge, eventId, m.id, { games: [{ result: "B" }], timeLoss: "B" })).rejects.toMatchObject({ status: 409 });
    const db = await getDb();
    expect((await db.match.findUniqueOrThrow({ where: { id: m.id } })).result).toBeNull();

    const saved = await recordResult(judge, eventId, m.id, { games: [{ result: "A" }], timeLoss: "A" });
    expect(saved.result).toMatchObject({ timeLoss: "A", result: "B" });

    // A correction over the clock: a marshal may not, a judge may, and the history says so.
    await expect(recordResult(marshal, eventId, m.id, { games: [{ result: "A" }, { result: "A" }], overrideClock: true, expectedVersion: saved.version })).rejects.toMatchObject({ status: 403 });
    const corrected = await recordResult(judge, eventId, m.id, { games: [{ result: "A" }, { result: "A" }], overrideClock: true, expectedVersion: saved.version });
    expect(corrected.result).toMatchObject({ result: "A" });
    const entry = await db.auditEntry.findFirstOrThrow({ where: { eventId, action: "result.correct" } });
    expect(entry.data).toMatchObject({ matchId: m.id, clockOverride: { flagged: "A" }, by: { role: "judge" } });
  });

  it("transactional path (Swiss without a cut), best of 1: the flagged player's time loss with no game finished is the result", async () => {
    const { org, eventId, matches } = await swgEvent("swg-swiss", "single", 4, { swissRounds: 2 });
    const m = matches[0]!;
    await flagSeatA(org, eventId, m.id, 15);
    await expect(recordResult(org, eventId, m.id, { games: [{ result: "A" }] })).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/chess clock ran out/) });
    const saved = await recordResult(org, eventId, m.id, { games: [], timeLoss: "A" });
    expect(saved.result).toMatchObject({ games: [], timeLoss: "A", result: "B" });
  });
});

describe("a clock still running stops with the result", () => {
  it("so that a correction long after is judged by the clock as it stood when the match ended", async () => {
    const { judge, eventId, matches } = await swgEvent("swg-swiss-top8", "bo3", 4);
    const m = matches[0]!;
    await matchClockAction(judge, eventId, m.id, { action: "start", seat: "A" });
    const saved = await recordResult(judge, eventId, m.id, { games: [{ result: "B" }, { result: "B" }] });
    const db = await getDb();
    const row = await db.match.findUniqueOrThrow({ where: { id: m.id } });
    expect((row.clockEvents as { kind: string }[]).map((e) => e.kind)).toEqual(["start", "pause"]);
    // An hour later (everything moved back): A's clock did not keep running, so it has not run out.
    const events = (row.clockEvents as { at: number }[]).map((e) => ({ ...e, at: e.at - 60 * 60_000 }));
    await db.match.update({ where: { id: m.id }, data: { clockEvents: events } });
    await db.$transaction((tx) => bumpVersion(tx, eventId));
    const corrected = await recordResult(judge, eventId, m.id, { games: [{ result: "A" }, { result: "B" }, { result: "B" }], expectedVersion: saved.version });
    expect(corrected.result).toMatchObject({ result: "B", games: [{ result: "A" }, { result: "B" }, { result: "B" }] });
  });
});

describe("players' own reports are held to the clock too", () => {
  it("a report contradicting a flag is refused with the reason and not kept; two reports of the time loss record it", async () => {
    const { org, eventId, matches } = await swgEvent("swg-swiss-top8", "bo3", 4);
    const m = matches[0]!;
    const db = await getDb();
    await db.event.update({ where: { id: eventId }, data: { registration: { selfReport: true, reportDeadlineMinutes: 10 } } });
    const account = async (playerId: string) => {
      const user = await newUser("swg-player");
      await db.player.update({ where: { id: playerId }, data: { profileId: (await myProfile(user)).id } });
      return user;
    };
    const [a, b] = [await account(m.playerA.id), await account(m.playerB!.id)];
    await flagSeatA(org, eventId, m.id, 30);
    await expect(submitReport(a, eventId, m.id, { games: [{ result: "A" }, { result: "A" }] })).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/chess clock ran out/) });
    expect(await db.resultReport.count({ where: { matchId: m.id } })).toBe(0);
    // A player cannot override the clock: the field is not theirs (dropped from the report).
    await expect(submitReport(b, eventId, m.id, { games: [{ result: "A" }, { result: "A" }], overrideClock: true })).rejects.toMatchObject({ status: 409 });
    await submitReport(a, eventId, m.id, { games: [{ result: "B" }], timeLoss: "A" });
    const agreed = await submitReport(b, eventId, m.id, { games: [{ result: "B" }], timeLoss: "A" });
    expect(agreed).toMatchObject({ state: "recorded", result: { timeLoss: "A", result: "B" } });
  });
});

describe("a time loss after the match was decided is refused, naming timeLoss (SWG:411-412)", () => {
  const cases = [
    { style: "bo3", preset: "swg-swiss-top8", games: ["A", "A"] },
    { style: "single", preset: "swg-swiss", games: ["A"] },
    { style: "bo5", preset: "swg-swiss", games: ["A", "B", "A", "A"] },
  ] as const;
  for (const c of cases) {
    it(`${c.style} (${c.preset === "swg-swiss-top8" ? "one-statement" : "transactional"} path): [${c.games.join(", ")}] with timeLoss A is a 400 and nothing is saved`, async () => {
      const { judge, eventId, matches } = await swgEvent(c.preset, c.style, 4, c.preset === "swg-swiss" ? { swissRounds: 2 } : {});
      const m = matches[0]!;
      const token = await createApiToken(judge.id);
      const res = await put(token, eventId, m.id, { games: c.games.map((result) => ({ result })), timeLoss: "A" });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: "invalid_input", issues: [expect.objectContaining({ path: ["timeLoss"] })] } });
      await expect(recordResult(judge, eventId, m.id, { games: c.games.map((result) => ({ result })), timeLoss: "A" })).rejects.toMatchObject({ status: 400, issues: [expect.objectContaining({ path: ["timeLoss"] })] });
      expect((await (await getDb()).match.findUniqueOrThrow({ where: { id: m.id } })).result).toBeNull();
      // The decided games alone are the result.
      expect((await recordResult(judge, eventId, m.id, { games: c.games.map((result) => ({ result })) })).result).toMatchObject({ result: "A" });
    });
  }
});

describe("no late entry: a dropped player cannot rejoin an event in progress (SWG:314-315)", () => {
  it("refuses the rejoin with the reason, which the console shows beside the player; before round 1 it is allowed", async () => {
    const org = await newUser();
    const event = await createEvent(org, { name: "SWG rejoin", preset: "swg-swiss", presetOptions: { style: "bo3" }, swissRounds: 3, randomSeed: "rejoin" });
    const players = await registerPlayers(org, event.id, { players: Array.from({ length: 6 }, (_, i) => ({ name: `P${i + 1}` })) });
    const p = players[0]!;
    expect(await rejoinRefusedAt(event.id)).toBeNull();
    await pairNextRound(org, event.id);
    await dropPlayer(org, event.id, p.id);
    expect(await rejoinRefusedAt(event.id)).toMatch(/no late entry/);
    await expect(rejoinPlayer(org, event.id, p.id)).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/no late entry.*cannot rejoin/) });
    expect((await (await getDb()).player.findUniqueOrThrow({ where: { id: p.id } })).status).toBe("dropped");
  });
});
