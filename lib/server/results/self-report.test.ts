/**
 * Results from the players (issue 11): self-reports, the judge queue and self-drop, through the
 * services, on both databases.
 */
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import type { Match } from "@/lib/schemas/round";
import type { ServiceError } from "@/lib/server/kernel/errors";
import { createEvent } from "@/lib/server/events/events";
import { makeCut } from "@/lib/server/rounds/cut";
import { claimJudgeCall, listJudgeCalls, raiseJudgeCall, resolveJudgeCall } from "@/lib/server/calls/judge-calls";
import { registerPlayers } from "@/lib/server/entrants/players";
import { myProfile } from "@/lib/server/accounts/profiles";
import { recordResult } from "@/lib/server/results/results";
import { deleteRound, getRound, pairNextRound, repairRound } from "@/lib/server/rounds/rounds";
import { dropSelf, getMyReport, getMyTable, submitReport } from "@/lib/server/results/self-report";
import { timerAction } from "@/lib/server/rounds/timer";
import { newUser } from "../../../tests/helpers";
import { addStaffUser, eventWith, finishRound } from "../../../tests/server/event-helpers";

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error("expected a refusal");
    },
    (e: unknown) => e as ServiceError,
  );

const MIN = 60_000;
const games = (...r: ("A" | "B" | "draw")[]) => ({ games: r.map((result) => ({ result })) });

async function setSelfReport(eventId: string, on: boolean, deadlineMinutes = 10) {
  const db = await getDb();
  await db.event.update({ where: { id: eventId }, data: { registration: { selfReport: on, reportDeadlineMinutes: deadlineMinutes } } });
}

/** A new account linked to the entry, as a claimed entry is. */
async function accountFor(playerId: string, who = "player"): Promise<User> {
  const user = await newUser(who);
  const profile = await myProfile(user);
  await (await getDb()).player.update({ where: { id: playerId }, data: { profileId: profile.id } });
  return user;
}

/** An FFG event of 4 players with self-report on, round 1 paired, and an account for every player. */
async function pairedEvent(opts: { players?: number; selfReport?: boolean } = {}) {
  const { org, eventId, players } = await eventWith(opts.players ?? 4, { swissRounds: 3 });
  await setSelfReport(eventId, opts.selfReport ?? true);
  const accounts = new Map<string, User>();
  for (const p of players) accounts.set(p.id, await accountFor(p.id));
  const round = await pairNextRound(org, eventId);
  const matches = round.matches.filter((m) => m.playerB);
  const judge = await addStaffUser(eventId, "judge");
  const seats = (m: Match) => ({ a: accounts.get(m.playerA.id)!, b: accounts.get(m.playerB!.id)! });
  return { org, eventId, players, accounts, matches, judge, seats };
}

async function startedRoundClock(eventId: string, number: number, startedAt: number) {
  const db = await getDb();
  await db.round.update({ where: { eventId_number: { eventId, number } }, data: { timerEvents: [{ type: "start", at: startedAt }] } });
}

describe("self-report: agreement", () => {
  it("two agreeing reports record the result through the results path; the audit entry names both reporters", async () => {
    const { eventId, matches, seats } = await pairedEvent();
    const m = matches[0]!;
    const { a, b } = seats(m);

    const first = await submitReport(a, eventId, m.id, games("A", "draw"));
    expect(first).toMatchObject({ matchId: m.id, seat: "A", state: "waiting", opponentReported: false, mine: games("A", "draw"), result: null, table: m.table, round: 1 });
    expect(await getMyReport(b, eventId, m.id)).toMatchObject({ seat: "B", state: "open", opponentReported: true, mine: null });
    expect((await getRound(eventId, 1)).matches.find((x) => x.id === m.id)!.result).toBeNull();

    // The same result, sent differently (an expectedVersion, an explicit null ending).
    const second = await submitReport(b, eventId, m.id, { games: [{ result: "A" }, { result: "draw" }], expectedVersion: 0 });
    expect(second).toMatchObject({ state: "recorded", opponentReported: true, result: { games: [{ result: "A" }, { result: "draw" }] } });
    expect((await getRound(eventId, 1)).matches.find((x) => x.id === m.id)!.result).toEqual({ games: [{ result: "A" }, { result: "draw" }] });

    const db = await getDb();
    const record = await db.auditEntry.findFirstOrThrow({ where: { eventId, action: "result.record" } });
    const data = record.data as { reporters: { playerId: string; name: string }[]; by: { userId: string; role: string }; matchId: string };
    expect(data.matchId).toBe(m.id);
    expect(data.reporters.map((r) => r.playerId)).toEqual([m.playerA.id, m.playerB!.id]);
    expect(data.reporters.map((r) => r.name)).toEqual([m.playerA.name, m.playerB!.name]);
    expect(data.by).toMatchObject({ userId: b.id, role: "players" });
    expect(record.userId).toBe(b.id);
    expect(await db.auditEntry.count({ where: { eventId, action: "result.report" } })).toBe(2);

    // Recorded is final for players: a judge changes it.
    const late = await refusal(submitReport(a, eventId, m.id, games("B", "B")));
    expect(late.code).toBe("conflict");
    expect(late.message).toMatch(/call a judge/);
  });

  it("a player may change their report until the result is recorded", async () => {
    const { eventId, matches, seats } = await pairedEvent();
    const m = matches[0]!;
    const { a, b } = seats(m);
    await submitReport(a, eventId, m.id, games("B", "B"));
    expect((await submitReport(a, eventId, m.id, games("A", "B"))).mine).toEqual(games("A", "B"));
    const db = await getDb();
    expect(await db.resultReport.count({ where: { matchId: m.id } })).toBe(1);
    expect((await submitReport(b, eventId, m.id, games("A", "B"))).state).toBe("recorded");
    expect(await db.judgeCall.count({ where: { eventId } })).toBe(0);
  });

  it("a report the format refuses is 400 and stores nothing", async () => {
    const { eventId, matches, seats } = await pairedEvent();
    const m = matches[0]!;
    const e = await refusal(submitReport(seats(m).a, eventId, m.id, games("A")));
    expect(e.code).toBe("invalid_input");
    expect(e.issues[0]?.path).toEqual(["games"]);
    expect(await (await getDb()).resultReport.count({ where: { matchId: m.id } })).toBe(0);
  });

  it("match play (SWG best of 3): the games in order, compared normalised", async () => {
    const org = await newUser();
    const event = await createEvent(org, { name: "Galaxies", preset: "swg-swiss", randomSeed: "self-report-swg", swissRounds: 2 });
    const players = await registerPlayers(org, event.id, { players: ["Ann", "Bob"].map((name) => ({ name })) });
    const [ua, ub] = [await accountFor(players[0]!.id), await accountFor(players[1]!.id)];
    await setSelfReport(event.id, true);
    const m = (await pairNextRound(org, event.id)).matches[0]!;
    const [a, b] = m.playerA.id === players[0]!.id ? [ua, ub] : [ub, ua];
    await submitReport(a, event.id, m.id, games("A", "B", "A"));
    expect((await submitReport(b, event.id, m.id, games("A", "A"))).state).toBe("disputed");
    const done = await submitReport(b, event.id, m.id, { games: [{ result: "A" }, { result: "B" }, { result: "A" }] });
    expect(done.state).toBe("recorded");
    expect(done.result).toMatchObject({ games: [{ result: "A" }, { result: "B" }, { result: "A" }], result: "A" });
    // The agreement closed the dispute.
    const calls = await (await getDb()).judgeCall.findMany({ where: { eventId: event.id } });
    expect(calls.map((c) => [c.kind, c.status])).toEqual([["dispute", "resolved"]]);
  });

  it("FFG elimination: both report the game's dark side and winner; the bracket takes the result", async () => {
    const { org, eventId, players } = await eventWith(8, { swissRounds: 1, cutSize: 4 });
    await pairNextRound(org, eventId);
    await finishRound(org, eventId, 1);
    await makeCut(org, eventId);
    const round = await pairNextRound(org, eventId);
    await setSelfReport(eventId, true);
    const m = round.matches[0]!;
    const byId = new Map(players.map((p) => [p.id, p]));
    const [a, b] = [await accountFor(byId.get(m.playerA.id)!.id), await accountFor(byId.get(m.playerB!.id)!.id)];
    await submitReport(a, eventId, m.id, { darkSide: "B", result: "A" });
    const done = await submitReport(b, eventId, m.id, { darkSide: "B", result: "A" });
    expect(done).toMatchObject({ state: "recorded", result: { result: "A" } });
    expect((await getRound(eventId, 2)).matches[0]).toMatchObject({ darkSide: "B", result: { result: "A" } });
  });
});

describe("self-report: dispute and the judge", () => {
  it("differing reports open one dispute call and notify both players; a judge's result resolves it", async () => {
    const { eventId, matches, seats, judge } = await pairedEvent();
    const m = matches[0]!;
    const { a, b } = seats(m);
    await submitReport(a, eventId, m.id, games("A", "A"));
    const disputed = await submitReport(b, eventId, m.id, games("B", "B"));
    expect(disputed).toMatchObject({ state: "disputed", opponentReported: true, mine: games("B", "B"), result: null });
    expect((await getMyReport(a, eventId, m.id)).state).toBe("disputed");

    const db = await getDb();
    const notices = await db.notification.findMany({ where: { eventId, kind: "result.disputed" } });
    expect(notices.map((n) => n.userId).sort()).toEqual([a.id, b.id].sort());
    expect(notices[0]!.data).toMatchObject({ table: m.table, round: 1, matchId: m.id });

    // Changing a report that still disagrees neither duplicates the call nor notifies again.
    await submitReport(a, eventId, m.id, games("A", "B"));
    expect(await db.judgeCall.count({ where: { eventId, kind: "dispute" } })).toBe(1);
    expect(await db.notification.count({ where: { eventId, kind: "result.disputed" } })).toBe(2);

    // The queue shows the two reports side by side.
    const queue = await listJudgeCalls(judge, eventId);
    expect(queue.calls).toHaveLength(1);
    const call = queue.calls[0]!;
    expect(call).toMatchObject({ kind: "dispute", status: "open", table: m.table, round: 1, matchId: m.id, raisedBy: null });
    expect(call.match?.reports.map((r) => [r.seat, r.name, r.report])).toEqual([
      ["A", m.playerA.name, games("A", "B")],
      ["B", m.playerB!.name, games("B", "B")],
    ]);

    // The judge enters the result with the normal form: the dispute resolves itself.
    await recordResult(judge, eventId, m.id, games("B", "B"));
    const after = await listJudgeCalls(judge, eventId);
    expect(after.calls).toHaveLength(0);
    expect(after.resolved[0]).toMatchObject({ id: call.id, status: "resolved", resolution: "Result recorded.", resolvedBy: { id: judge.id } });
    const resolveAudit = await db.auditEntry.findFirstOrThrow({ where: { eventId, action: "judgeCall.resolve" } });
    expect(resolveAudit.data).toMatchObject({ callId: call.id, via: "result" });
    expect((await getMyReport(a, eventId, m.id)).state).toBe("recorded");
  });
});

describe("self-report: the round goes", () => {
  it("re-pairing or deleting a round resolves its matches' open calls, so the queue keeps no call for a table that is gone", async () => {
    const { org, eventId, matches, seats, judge } = await pairedEvent();
    const m = matches[0]!;
    const { a, b } = seats(m);
    await submitReport(a, eventId, m.id, games("A", "A"));
    await submitReport(b, eventId, m.id, games("B", "B"));
    expect((await listJudgeCalls(judge, eventId)).calls).toHaveLength(1);

    await repairRound(org, eventId, 1);
    const queue = await listJudgeCalls(judge, eventId);
    expect(queue.calls).toHaveLength(0);
    expect(queue.resolved[0]).toMatchObject({ kind: "dispute", status: "resolved", resolution: "Round 1 was paired again." });
    const db = await getDb();
    expect((await db.auditEntry.findFirstOrThrow({ where: { eventId, action: "judgeCall.resolve" } })).data).toMatchObject({ via: "round" });

    // The same for a deleted round.
    const again = (await getRound(eventId, 1)).matches.filter((x) => x.playerB)[0]!;
    const seatsAgain = seats(again);
    await submitReport(seatsAgain.a, eventId, again.id, games("A", "A"));
    await submitReport(seatsAgain.b, eventId, again.id, games("B", "B"));
    expect((await listJudgeCalls(judge, eventId)).calls).toHaveLength(1);
    await deleteRound(org, eventId, 1);
    expect((await listJudgeCalls(judge, eventId)).calls).toHaveLength(0);
  });
});

describe("self-report: who may report", () => {
  it("only the match's two players: strangers, other players and staff are refused; anonymous is 401", async () => {
    const { eventId, matches, seats, judge, org } = await pairedEvent();
    const [m, other] = [matches[0]!, matches[1]!];
    const stranger = await newUser("stranger");
    const otherPlayer = seats(other).a;
    for (const who of [stranger, otherPlayer, judge, org]) {
      expect((await refusal(submitReport(who, eventId, m.id, games("A", "A")))).code).toBe("forbidden");
      expect((await refusal(getMyReport(who, eventId, m.id))).code).toBe("forbidden");
    }
    expect((await refusal(submitReport(null, eventId, m.id, games("A", "A")))).code).toBe("unauthenticated");
    expect(await (await getDb()).resultReport.count({ where: { eventId } })).toBe(0);
  });

  it("self-report off: 409, nothing stored", async () => {
    const { eventId, matches, seats } = await pairedEvent({ selfReport: false });
    const m = matches[0]!;
    const e = await refusal(submitReport(seats(m).a, eventId, m.id, games("A", "A")));
    expect(e.code).toBe("conflict");
    expect(e.message).toMatch(/self-report is off/);
    expect((await refusal(getMyReport(seats(m).a, eventId, m.id))).code).toBe("conflict");
    expect(await (await getDb()).resultReport.count({ where: { eventId } })).toBe(0);
  });
});

describe("missing reports", () => {
  it("after the deadline (round end − reportDeadlineMinutes) a match short of reports gets one missing call", async () => {
    const { eventId, matches, seats, judge } = await pairedEvent({ players: 6 });
    const [m1, m2, m3] = matches as [Match, Match, Match];
    const now = Date.now();
    // m1 has one report, m2 none, m3 both (recorded).
    await submitReport(seats(m1).a, eventId, m1.id, games("A", "A"));
    await submitReport(seats(m3).a, eventId, m3.id, games("A", "B"));
    await submitReport(seats(m3).b, eventId, m3.id, games("A", "B"));

    // No running clock, no deadline.
    expect((await listJudgeCalls(judge, eventId, { now: now + 200 * MIN })).calls).toHaveLength(0);

    // 70-minute round started 55 minutes ago: 15 left, deadline in 5.
    await startedRoundClock(eventId, 1, now - 55 * MIN);
    expect((await listJudgeCalls(judge, eventId, { now })).calls).toHaveLength(0);
    expect((await getMyReport(seats(m1).a, eventId, m1.id, { now })).deadlineAt).toBe(new Date(now + 5 * MIN).toISOString());

    const late = now + 6 * MIN;
    const queue = await listJudgeCalls(judge, eventId, { now: late });
    expect(queue.calls.map((c) => [c.kind, c.matchId]).sort()).toEqual([["missing", m1.id], ["missing", m2.id]].sort());
    const forM1 = queue.calls.find((c) => c.matchId === m1.id)!;
    expect(forM1.match?.reports.map((r) => r.seat)).toEqual(["A"]);
    expect((await getMyReport(seats(m1).b, eventId, m1.id, { now: late })).state).toBe("missing");
    // Idempotent: reading again adds nothing.
    expect((await listJudgeCalls(judge, eventId, { now: late + MIN })).calls).toHaveLength(2);
    const db = await getDb();
    expect(await db.auditEntry.count({ where: { eventId, action: "judgeCall.open" } })).toBe(2);

    // The missing report arrives and agrees: recorded, and its call resolved.
    await submitReport(seats(m1).b, eventId, m1.id, games("A", "A"), { now: late });
    expect((await listJudgeCalls(judge, eventId, { now: late })).calls.map((c) => c.matchId)).toEqual([m2.id]);
  });

  it("a table's extension moves its deadline; a report after the deadline raises the call itself", async () => {
    const { eventId, matches, seats, judge, org } = await pairedEvent();
    const [m1, m2] = matches as [Match, Match];
    const now = Date.now();
    await startedRoundClock(eventId, 1, now - 65 * MIN); // deadline passed 5 minutes ago
    await timerAction(org, eventId, 1, { action: "extend", table: m2.table, minutes: 10 });
    await submitReport(seats(m1).a, eventId, m1.id, games("B", "B"), { now });
    const db = await getDb();
    expect(await db.judgeCall.findMany({ where: { eventId, kind: "missing" }, select: { matchId: true } })).toEqual([{ matchId: m1.id }]);
    const queue = await listJudgeCalls(judge, eventId, { now });
    expect(queue.calls.map((c) => c.matchId)).toEqual([m1.id]);
    // The extension is in the queue, resolved, at its table.
    expect(queue.resolved.find((c) => c.kind === "extension")).toMatchObject({ table: m2.table, round: 1, matchId: m2.id, status: "resolved", resolution: "10 minutes of extra time.", extraMinutes: 10 });
  });
});

describe("call a judge", () => {
  it("a player's call carries their table; one open call per player; claim and resolve with a ruling", async () => {
    const { eventId, matches, seats, judge, org } = await pairedEvent();
    const m = matches[1]!;
    const player = seats(m).b;
    const call = await raiseJudgeCall(player, eventId, { note: "  Card   timing " });
    expect(call).toMatchObject({ kind: "call", status: "open", table: m.table, round: 1, matchId: m.id, note: "Card timing", raisedBy: { id: m.playerB!.id, name: m.playerB!.name } });
    expect((await refusal(raiseJudgeCall(player, eventId, {}))).code).toBe("conflict");
    expect((await refusal(raiseJudgeCall(await newUser("stranger"), eventId, {}))).code).toBe("forbidden");
    expect((await getMyTable(player, eventId))?.call).toMatchObject({ id: call.id, status: "open", table: m.table });

    // Staff call a judge to a table of the round; a table that does not exist is 400.
    const staffCall = await raiseJudgeCall(org, eventId, { table: matches[0]!.table });
    expect(staffCall).toMatchObject({ table: matches[0]!.table, raisedBy: { id: org.id }, matchId: matches[0]!.id });
    expect((await refusal(raiseJudgeCall(org, eventId, { table: 99 }))).issues[0]?.path).toEqual(["table"]);

    // Oldest first.
    expect((await listJudgeCalls(judge, eventId)).calls.map((c) => c.id)).toEqual([call.id, staffCall.id]);

    const claimed = await claimJudgeCall(judge, eventId, call.id);
    expect(claimed).toMatchObject({ status: "claimed", claimedBy: { id: judge.id } });
    const other = await addStaffUser(eventId, "judge");
    expect((await refusal(claimJudgeCall(other, eventId, call.id))).code).toBe("conflict");
    expect((await refusal(claimJudgeCall(player, eventId, call.id))).code).toBe("forbidden");

    expect((await refusal(resolveJudgeCall(judge, eventId, call.id, {}))).issues[0]?.path).toEqual(["resolution"]);
    const resolved = await resolveJudgeCall(judge, eventId, call.id, { resolution: "Explained the timing of the action.", ruling: "swg-tcg-rulebook#5.7" });
    expect(resolved).toMatchObject({ status: "resolved", resolution: "Explained the timing of the action.", ruling: "swg-tcg-rulebook#5.7", resolvedBy: { id: judge.id } });
    expect((await refusal(resolveJudgeCall(judge, eventId, call.id, { resolution: "Again" }))).code).toBe("conflict");

    const queue = await listJudgeCalls(judge, eventId);
    expect(queue.calls.map((c) => c.id)).toEqual([staffCall.id]);
    expect(queue.resolved.map((c) => c.id)).toContain(call.id);
    const db = await getDb();
    expect((await db.auditEntry.findMany({ where: { eventId, action: { startsWith: "judgeCall." } }, orderBy: { createdAt: "asc" } })).map((e) => e.action)).toEqual([
      "judgeCall.open",
      "judgeCall.open",
      "judgeCall.claim",
      "judgeCall.resolve",
    ]);
    // Resolved: the player may call again.
    expect((await raiseJudgeCall(player, eventId, {})).status).toBe("open");
    expect((await refusal(listJudgeCalls(player, eventId))).code).toBe("forbidden");
  });
});

describe("self-drop", () => {
  it("needs confirm, takes effect from the next round, and names the player as the actor", async () => {
    const { org, eventId, matches, seats } = await pairedEvent({ players: 6 });
    const m = matches[0]!;
    const me = seats(m).a;
    expect((await refusal(dropSelf(me, eventId, {}))).issues[0]?.path).toEqual(["confirm"]);
    expect((await refusal(dropSelf(me, eventId, { confirm: false }))).code).toBe("invalid_input");
    expect((await refusal(dropSelf(await newUser("stranger"), eventId, { confirm: true }))).code).toBe("forbidden");
    const db = await getDb();
    expect((await db.player.findUniqueOrThrow({ where: { id: m.playerA.id } })).status).toBe("active");

    const dropped = await dropSelf(me, eventId, { confirm: true });
    expect(dropped).toMatchObject({ id: m.playerA.id, status: "dropped" });
    const entry = await db.auditEntry.findFirstOrThrow({ where: { eventId, action: "player.drop" } });
    expect(entry.userId).toBe(me.id);
    expect(entry.data).toMatchObject({ playerId: m.playerA.id, self: true, new: "dropped" });
    expect((await refusal(dropSelf(me, eventId, { confirm: true }))).code).toBe("conflict");

    // The current match stands (its result still counts); the next round pairs without them.
    expect((await getRound(eventId, 1)).matches.some((x) => x.playerA.id === m.playerA.id || x.playerB?.id === m.playerA.id)).toBe(true);
    await finishRound(org, eventId, 1);
    const next = await pairNextRound(org, eventId);
    expect(next.matches.some((x) => x.playerA.id === m.playerA.id || x.playerB?.id === m.playerA.id)).toBe(false);
    expect(next.matches.flatMap((x) => [x.playerA.id, x.playerB?.id].filter(Boolean))).toHaveLength(5);
  });

  it("before round 1 a player withdraws instead (409)", async () => {
    const { eventId, players } = await eventWith(4);
    const me = await accountFor(players[0]!.id);
    expect((await refusal(dropSelf(me, eventId, { confirm: true }))).code).toBe("conflict");
  });
});

describe("my table", () => {
  it("the pairings page's read: entry, self-report, the current match's report state, drop allowed", async () => {
    const { eventId, matches, seats } = await pairedEvent();
    const m = matches[0]!;
    const me = seats(m).a;
    expect(await getMyTable(null, eventId)).toBeNull();
    expect(await getMyTable(await newUser("nobody"), eventId)).toBeNull();
    await submitReport(me, eventId, m.id, games("A", "A"));
    expect(await getMyTable(me, eventId)).toMatchObject({
      playerId: m.playerA.id,
      selfReport: true,
      canDrop: true,
      call: null,
      stage: "swiss",
      entryFormat: null,
      report: { matchId: m.id, state: "waiting", seat: "A", opponent: { id: m.playerB!.id } },
    });
  });
});
