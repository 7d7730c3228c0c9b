import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { getBracket } from "@/lib/server/rounds/bracket";
import { makeCut, previewCut } from "@/lib/server/rounds/cut";
import { getEvent } from "@/lib/server/events/events";
import { disqualifyPlayer, dropPlayer, rejoinPlayer } from "@/lib/server/entrants/player-status";
import { registerPlayers } from "@/lib/server/entrants/players";
import { recordResult, setEliminationSide } from "@/lib/server/results/results";
import { deleteRound, getRound, listRounds, pairNextRound, repairRound, setFixedTable } from "@/lib/server/rounds/rounds";
import { getStandings } from "@/lib/server/standings/standings";
import { timerAction } from "@/lib/server/rounds/timer";
import type { ServiceError } from "@/lib/server/kernel/errors";
import { newUser } from "../../../tests/helpers";
import { addStaffUser, auditCount, eventWith, finishRound, roundCount } from "../../../tests/server/event-helpers";

const refusal = (p: Promise<unknown>) => p.then(() => { throw new Error("expected a refusal"); }, (e: unknown) => e as ServiceError);

describe("pairing rounds", () => {
  it("round 1 resolves an Advanced structure from the player count, closes registration and pairs everyone", async () => {
    const { org, eventId } = await eventWith(21, { structure: "advanced" });
    const round = await pairNextRound(org, eventId);
    expect(round).toMatchObject({ number: 1, stage: "swiss", stageRound: 1, timer: { state: "idle", remainingSeconds: 70 * 60, minutes: 70 } });
    expect(round.matches).toHaveLength(11);
    expect(round.matches.filter((m) => m.playerB === null)).toHaveLength(1);
    expect(round.matches.filter((m) => m.playerB).map((m) => m.table)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
    expect(round.matches.find((m) => m.playerB === null)?.result).toEqual({ bye: true });
    expect(await getEvent(eventId)).toMatchObject({ status: "swiss", swissRounds: 4, cutSize: 8, currentRound: 1 });
    expect(await getRound(eventId, 1)).toEqual(round);
  });

  it("20 players in Advanced is 4 rounds and a top 4 by the regulations' table (a top 8 starts at 21)", async () => {
    const { org, eventId } = await eventWith(20, { structure: "advanced" });
    await pairNextRound(org, eventId);
    expect(await getEvent(eventId)).toMatchObject({ swissRounds: 4, cutSize: 4 });
  });

  it("Advanced below its table's range refuses with 409 and changes nothing", async () => {
    const { org, eventId } = await eventWith(6, { structure: "advanced" });
    const e = await refusal(pairNextRound(org, eventId));
    expect(e.code).toBe("conflict");
    expect(e.message).toMatch(/Custom/);
    expect(await getEvent(eventId)).toMatchObject({ status: "registration", swissRounds: null });
  });

  it("pairing with results missing is 409 naming the tables, and nothing changes", async () => {
    const { org, eventId } = await eventWith(8, { swissRounds: 3 });
    const r1 = await pairNextRound(org, eventId);
    const [first, , third] = r1.matches;
    await recordResult(org, eventId, first!.id, { games: [{ result: "A" }, { result: "A" }] });
    for (const m of r1.matches.slice(3)) await recordResult(org, eventId, m.id, { games: [{ result: "B" }, { result: "draw" }] });
    const before = { audit: await auditCount(eventId), rounds: await roundCount(eventId), event: await getEvent(eventId) };
    const e = await refusal(pairNextRound(org, eventId));
    expect(e.code).toBe("conflict");
    expect(e.message).toBe("Results missing at tables 2, 3.");
    expect(third!.table).toBe(3);
    expect({ audit: await auditCount(eventId), rounds: await roundCount(eventId), event: await getEvent(eventId) }).toEqual(before);
  });

  it("two concurrent 'pair next round' requests create exactly one round", async () => {
    const { org, eventId } = await eventWith(10, { swissRounds: 3 });
    const outcomes = await Promise.allSettled([pairNextRound(org, eventId), pairNextRound(org, eventId)]);
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    const rejected = outcomes.find((o) => o.status === "rejected") as PromiseRejectedResult;
    expect((rejected.reason as ServiceError).code).toBe("conflict");
    expect(await roundCount(eventId)).toBe(1);
    expect(await (await getDb()).match.count({ where: { eventId } })).toBe(5);

    await finishRound(org, eventId, 1);
    const again = await Promise.allSettled([pairNextRound(org, eventId), pairNextRound(org, eventId), pairNextRound(org, eventId)]);
    expect(again.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    expect(await roundCount(eventId)).toBe(2);
  });

  it("re-pairs the latest round with a new random stream, deletes it, and refuses once results exist", async () => {
    const { org, eventId } = await eventWith(12, { swissRounds: 3, seed: "repair-seed" });
    await pairNextRound(org, eventId);
    await finishRound(org, eventId, 1);
    const r2 = await pairNextRound(org, eventId);
    const pairs = (r: typeof r2) => r.matches.map((m) => [m.playerA.id, m.playerB?.id].sort().join("-")).sort();
    let repaired = r2;
    for (let i = 0; i < 5 && pairs(repaired).join() === pairs(r2).join(); i++) repaired = await repairRound(org, eventId, 2);
    expect(pairs(repaired)).not.toEqual(pairs(r2));
    const entries = await (await getDb()).auditEntry.findMany({ where: { eventId, action: "round.repair" }, orderBy: { createdAt: "asc" } });
    expect((entries[0]?.data as { rngLabel: string }).rngLabel).toBe("swiss/2/pairing/repair-1");

    await expect(repairRound(org, eventId, 1)).rejects.toMatchObject({ code: "conflict" });
    await deleteRound(org, eventId, 2);
    expect((await getEvent(eventId)).currentRound).toBe(1);
    const again = await pairNextRound(org, eventId);
    expect(pairs(again)).toEqual(pairs(r2)); // attempt 0 again: the seed's own pairing
    await recordResult(org, eventId, again.matches[0]!.id, { intentionalSplit: true });
    await expect(repairRound(org, eventId, 2)).rejects.toMatchObject({ code: "conflict", message: expect.stringMatching(/already has results/) });
    await expect(deleteRound(org, eventId, 2)).rejects.toMatchObject({ code: "conflict" });
  });

  it("deleting round 1 reopens registration and unresolves a Basic structure", async () => {
    const { org, eventId } = await eventWith(8, { structure: "basic" });
    await pairNextRound(org, eventId);
    expect(await getEvent(eventId)).toMatchObject({ status: "swiss", swissRounds: 3, cutSize: 0 });
    await registerPlayers(org, eventId, { name: "Late Lando" }); // late entry: unpaired loss in round 1
    await deleteRound(org, eventId, 1);
    expect(await getEvent(eventId)).toMatchObject({ status: "registration", swissRounds: null, cutSize: null, currentRound: 0 });
    const r1 = await pairNextRound(org, eventId);
    expect(r1.matches.flatMap((m) => [m.playerA.id, m.playerB?.id]).filter(Boolean)).toHaveLength(9);
    expect(r1.unpairedLosses).toEqual([]);
  });

  it("honours a fixed table and reports it", async () => {
    const { org, eventId, players } = await eventWith(8, { swissRounds: 3 });
    await setFixedTable(org, eventId, players[5]!.id, 4);
    await expect(setFixedTable(org, eventId, players[5]!.id, 0)).rejects.toMatchObject({ code: "invalid_input" });
    const r1 = await pairNextRound(org, eventId);
    expect(r1.matches.find((m) => m.playerA.id === players[5]!.id || m.playerB?.id === players[5]!.id)?.table).toBe(4);
  });

  it("a Custom event without a cut completes with its last Swiss result; pairing after it is 409", async () => {
    const { org, eventId } = await eventWith(4, { swissRounds: 2, cutSize: 0 });
    await pairNextRound(org, eventId);
    await finishRound(org, eventId, 1);
    await pairNextRound(org, eventId);
    await finishRound(org, eventId, 2);
    expect((await getEvent(eventId)).status).toBe("complete");
    await expect(pairNextRound(org, eventId)).rejects.toMatchObject({ code: "conflict", message: expect.stringMatching(/complete/) });
    await expect(makeCut(org, eventId)).rejects.toMatchObject({ code: "conflict" });
    expect((await listRounds(eventId)).map((r) => r.number)).toEqual([1, 2]);
  });

  it("an event without a cut whose status still says Swiss after its last round: pairing is 409 and writes nothing", async () => {
    const { org, eventId } = await eventWith(4, { swissRounds: 2, cutSize: 0 });
    await pairNextRound(org, eventId);
    await finishRound(org, eventId, 1);
    await pairNextRound(org, eventId);
    await finishRound(org, eventId, 2);
    // A status the last result did not settle (as stored before results settled it).
    await (await getDb()).event.update({ where: { id: eventId }, data: { status: "swiss", version: { increment: 1 } } });
    const before = { audit: await auditCount(eventId), rounds: await roundCount(eventId), event: await getEvent(eventId) };
    expect(before.event.status).toBe("swiss");
    const e = await refusal(pairNextRound(org, eventId));
    expect(e.code).toBe("conflict");
    expect(e.message).toBe("All 2 Swiss rounds are played and the event has no cut: the event is complete.");
    expect({ audit: await auditCount(eventId), rounds: await roundCount(eventId), event: await getEvent(eventId) }).toEqual(before);
  });
});

describe("roles", () => {
  it("judges and marshals enter results, sides and the timer; only the organizer pairs and cuts", async () => {
    const { org, eventId, players } = await eventWith(8, { swissRounds: 1, cutSize: 4 });
    const judge = await addStaffUser(eventId, "judge");
    const marshal = await addStaffUser(eventId, "marshal");
    const stranger = await newUser("stranger");
    await expect(pairNextRound(judge, eventId)).rejects.toMatchObject({ code: "forbidden" });
    await expect(pairNextRound(marshal, eventId)).rejects.toMatchObject({ code: "forbidden" });
    await expect(pairNextRound(stranger, eventId)).rejects.toMatchObject({ code: "forbidden" });
    await expect(pairNextRound(null, eventId)).rejects.toMatchObject({ code: "unauthenticated" });
    const r1 = await pairNextRound(org, eventId);
    const m = r1.matches[0]!;
    await expect(recordResult(stranger, eventId, m.id, { games: [{ result: "A" }, { result: "A" }] })).rejects.toMatchObject({ code: "forbidden" });
    await expect(recordResult(null, eventId, m.id, { games: [{ result: "A" }, { result: "A" }] })).rejects.toMatchObject({ code: "unauthenticated" });
    await recordResult(judge, eventId, m.id, { games: [{ result: "A" }, { result: "A" }] });
    await recordResult(marshal, eventId, r1.matches[1]!.id, { games: [{ result: "B" }, { result: "A" }], darkSide: "B" });
    expect((await getRound(eventId, 1)).matches[1]).toMatchObject({ darkSide: "B", result: { games: [{ result: "B" }, { result: "A" }] }, version: 1 });
    await timerAction(marshal, eventId, 1, { action: "start" });
    await expect(timerAction(stranger, eventId, 1, { action: "pause" })).rejects.toMatchObject({ code: "forbidden" });
    await expect(dropPlayer(judge, eventId, players[0]!.id)).rejects.toMatchObject({ code: "forbidden" });
    await expect(setFixedTable(judge, eventId, players[0]!.id, 2)).rejects.toMatchObject({ code: "forbidden" });
    await finishRound(judge, eventId, 1);
    await expect(makeCut(judge, eventId)).rejects.toMatchObject({ code: "forbidden" });
    await makeCut(org, eventId);
    await expect(pairNextRound(judge, eventId)).rejects.toMatchObject({ code: "forbidden" });
    await pairNextRound(org, eventId);
    const bracket = await getBracket(eventId);
    const m1 = bracket.matches.find((b) => b.bracketMatch === 1)!;
    await setEliminationSide(judge, eventId, m1.matchId!, { darkSide: "B" });
    await expect(setEliminationSide(stranger, eventId, m1.matchId!, { darkSide: "A" })).rejects.toMatchObject({ code: "forbidden" });
  });
});

describe("results", () => {
  it("concurrent saves with the same expectedVersion: one wins, the other is 409; both audited once", async () => {
    const { org, eventId } = await eventWith(4, { swissRounds: 2 });
    const judge = await addStaffUser(eventId, "judge");
    const r1 = await pairNextRound(org, eventId);
    const m = r1.matches[0]!;
    expect(m.version).toBe(0);
    const before = await auditCount(eventId);
    const outcomes = await Promise.allSettled([
      recordResult(org, eventId, m.id, { games: [{ result: "A" }, { result: "A" }], expectedVersion: 0 }),
      recordResult(judge, eventId, m.id, { games: [{ result: "B" }, { result: "B" }], expectedVersion: 0 }),
    ]);
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    const lost = outcomes.find((o) => o.status === "rejected") as PromiseRejectedResult;
    expect(lost.reason).toMatchObject({ code: "conflict", message: expect.stringMatching(/changed by someone else at \d\d:\d\d UTC; reload/) });
    expect(await auditCount(eventId)).toBe(before + 1);
    const saved = (await getRound(eventId, 1)).matches[0]!;
    expect(saved.version).toBe(1);
    // A correction naming the current version goes through; the audit keeps old and new.
    const fixed = await recordResult(judge, eventId, m.id, { games: [{ result: "draw" }, { result: "A" }], expectedVersion: 1 });
    expect(fixed).toMatchObject({ version: 2, result: { games: [{ result: "draw" }, { result: "A" }] } });
    const entry = await (await getDb()).auditEntry.findFirst({ where: { eventId, action: "result.correct" } });
    expect(entry?.data).toMatchObject({ old: { result: saved.result }, new: { result: { games: [{ result: "draw" }, { result: "A" }] } }, by: { userId: judge.id, role: "judge" } });
  });

  it("invalid results are 400 and change nothing; a bye takes no result", async () => {
    const { org, eventId } = await eventWith(5, { swissRounds: 2 });
    const r1 = await pairNextRound(org, eventId);
    const m = r1.matches[0]!;
    const before = await auditCount(eventId);
    await expect(recordResult(org, eventId, m.id, { games: [{ result: "A" }] })).rejects.toMatchObject({ code: "invalid_input" });
    await expect(recordResult(org, eventId, m.id, { games: [{ result: "unplayed" }, { result: "A" }] })).rejects.toMatchObject({ code: "invalid_input" });
    await expect(recordResult(org, eventId, m.id, { darkSide: "A", result: "A" })).rejects.toMatchObject({ code: "invalid_input" });
    await expect(recordResult(org, eventId, "nope", { intentionalSplit: true })).rejects.toMatchObject({ code: "not_found" });
    const bye = r1.matches.find((x) => x.playerB === null)!;
    await expect(recordResult(org, eventId, bye.id, { intentionalSplit: true })).rejects.toMatchObject({ code: "conflict" });
    expect(await auditCount(eventId)).toBe(before);
    expect((await getRound(eventId, 1)).matches[0]).toMatchObject({ result: null, version: 0 });
  });

  it("standings follow results: TP, byes, SoS, points on the pairings", async () => {
    const { org, eventId } = await eventWith(5, { swissRounds: 2 });
    const r1 = await pairNextRound(org, eventId);
    const [t1, t2, bye] = r1.matches;
    await recordResult(org, eventId, t1!.id, { games: [{ result: "A" }, { result: "A" }] });
    await recordResult(org, eventId, t2!.id, { intentionalSplit: true });
    const s = await getStandings(eventId);
    expect(s.stage).toBe("swiss");
    const row = (id: string) => s.rows.find((r) => r.playerId === id)!;
    expect(row(t1!.playerA.id)).toMatchObject({ points: 6, roundsPlayed: 1, sos: 0, status: "active" });
    expect(row(t1!.playerB!.id)).toMatchObject({ points: 0, sos: 6 });
    expect(row(t2!.playerA.id)).toMatchObject({ points: 3, sos: 3 });
    expect(row(bye!.playerA.id)).toMatchObject({ points: 6, roundsPlayed: 1, sos: 0 });
    expect(s.rows.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5]);
    const r2 = await pairNextRound(org, eventId);
    // Pairings carry the TP each player had when the round was paired (not this round's bye)…
    for (const m of r2.matches) expect(m.playerA.points).toBe(row(m.playerA.id).points);
    // …and an earlier round keeps its own: round 1 was paired with everyone on 0.
    const round1 = await getRound(eventId, 1);
    for (const m of round1.matches) {
      expect(m.playerA.points).toBe(0);
      if (m.playerB) expect(m.playerB.points).toBe(0);
    }
  });
});

describe("drops, rejoin, late entry", () => {
  it("unpaired losses for a rejoin and a late entry count as rounds played, and pairing skips dropped players", async () => {
    const { org, eventId, players } = await eventWith(6, { swissRounds: 4 });
    const [p1, p2] = players;
    await pairNextRound(org, eventId);
    await dropPlayer(org, eventId, p1!.id);
    await expect(dropPlayer(org, eventId, p1!.id)).rejects.toMatchObject({ code: "conflict" });
    await finishRound(org, eventId, 1);
    const r2 = await pairNextRound(org, eventId);
    expect(r2.matches.some((m) => m.playerA.id === p1!.id || m.playerB?.id === p1!.id)).toBe(false);
    // p1 rejoins during round 2 (missed it): one unpaired loss. A late entry gets two (rounds 1 and 2).
    const rejoined = await rejoinPlayer(org, eventId, p1!.id);
    expect(rejoined.status).toBe("active");
    const [late] = await registerPlayers(org, eventId, { name: "Late Larry" });
    const round2 = await getRound(eventId, 2);
    expect(round2.unpairedLosses?.map((u) => u.id).sort()).toEqual([p1!.id, late!.id].sort());
    expect((await getRound(eventId, 1)).unpairedLosses?.map((u) => u.id)).toEqual([late!.id]);
    await finishRound(org, eventId, 2);
    const s = await getStandings(eventId);
    const row = (id: string) => s.rows.find((r) => r.playerId === id)!;
    expect(row(late!.id)).toMatchObject({ points: 0, roundsPlayed: 2, status: "active" });
    expect(row(p1!.id).roundsPlayed).toBe(2);
    const r3 = await pairNextRound(org, eventId);
    const inR3 = r3.matches.flatMap((m) => [m.playerA.id, m.playerB?.id]);
    expect(inR3).toContain(late!.id);
    expect(inR3).toContain(p1!.id);
    await disqualifyPlayer(org, eventId, p2!.id);
    await expect(rejoinPlayer(org, eventId, p2!.id)).rejects.toMatchObject({ code: "conflict", message: expect.stringMatching(/disqualified/) });
    expect((await getStandings(eventId)).rows.find((r) => r.playerId === p2!.id)?.status).toBe("disqualified");
  });
});

/** Runs the Swiss stage of a Custom event and returns after the last Swiss round's results. */
async function throughSwiss(players: number, swissRounds: number, cutSize: 4 | 8 | 16) {
  const ctx = await eventWith(players, { swissRounds, cutSize, seed: `cut-${players}-${swissRounds}` });
  for (let r = 1; r <= swissRounds; r++) {
    await pairNextRound(ctx.org, ctx.eventId);
    await finishRound(ctx.org, ctx.eventId, r);
  }
  return ctx;
}

describe("cut and elimination", () => {
  it("the cut waits for the last Swiss round, then seeds the top N by standings and lists the whole bracket", async () => {
    const { org, eventId } = await eventWith(8, { swissRounds: 2, cutSize: 4 });
    await pairNextRound(org, eventId);
    await finishRound(org, eventId, 1);
    await expect(makeCut(org, eventId)).rejects.toMatchObject({ code: "conflict", message: expect.stringMatching(/1 of 2/) });
    expect((await previewCut(eventId)).canMake).toBe(false);
    await pairNextRound(org, eventId);
    await expect(pairNextRound(org, eventId)).rejects.toMatchObject({ code: "conflict" });
    await finishRound(org, eventId, 2);
    await expect(pairNextRound(org, eventId)).rejects.toMatchObject({ code: "conflict", message: expect.stringMatching(/make the cut/) });
    const preview = await previewCut(eventId);
    expect(preview).toMatchObject({ size: 4, made: false, canMake: true, reason: null });
    const standings = await getStandings(eventId);
    expect(preview.seeds.map((s) => s.playerId)).toEqual(standings.rows.slice(0, 4).map((r) => r.playerId));
    const cut = await makeCut(org, eventId);
    expect(cut.seeds.map((s) => s.playerId)).toEqual(preview.seeds.map((s) => s.playerId));
    expect(await getEvent(eventId)).toMatchObject({ status: "elimination" });
    expect((await getStandings(eventId)).stage).toBe("elimination");
    await expect(makeCut(org, eventId)).rejects.toMatchObject({ code: "conflict" });
    const bracket = await getBracket(eventId);
    expect(bracket.size).toBe(4);
    expect(bracket.matches.map((m) => m.bracketMatch)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(bracket.matches[0]).toMatchObject({ playerA: { id: cut.seeds[0]!.playerId, seed: 1 }, playerB: { id: cut.seeds[3]!.playerId, seed: 4 }, winnerTo: 3, loserTo: 4, status: "ready" });
    expect(bracket.matches[2]).toMatchObject({ playerA: null, playerB: null, status: "pending" });
    // Swiss results are final now.
    const r1 = await getRound(eventId, 1);
    await expect(recordResult(org, eventId, r1.matches[0]!.id, { intentionalSplit: true })).rejects.toMatchObject({ code: "conflict" });
  });

  it("a qualified player who drops before elimination starts is replaced by the next-ranked player", async () => {
    const { org, eventId } = await throughSwiss(10, 3, 4);
    const standings = await getStandings(eventId);
    const cut = await makeCut(org, eventId);
    const ids = cut.seeds.map((s) => s.playerId);
    expect(ids).toEqual(standings.rows.slice(0, 4).map((r) => r.playerId));
    await pairNextRound(org, eventId); // round one opened, no game played yet
    await dropPlayer(org, eventId, ids[1]!);
    const next = standings.rows[4]!.playerId;
    const preview = await previewCut(eventId);
    expect(preview.seeds.map((s) => s.playerId)).toEqual([ids[0], ids[2], ids[3], next]);
    expect(preview.replacements).toEqual([{ dropped: ids[1], droppedSeed: 2, replacement: next }]);
    const bracket = await getBracket(eventId);
    // M1 S1–S4, M2 S2–S3 with the new seeds; the opened round shows the new players.
    expect([bracket.matches[0]!.playerA?.id, bracket.matches[0]!.playerB?.id]).toEqual([ids[0], next]);
    expect([bracket.matches[1]!.playerA?.id, bracket.matches[1]!.playerB?.id]).toEqual([ids[2], ids[3]]);
    const round = await getRound(eventId, 4);
    expect(round.matches.map((m) => [m.playerA.id, m.playerB?.id])).toEqual([
      [ids[0], next],
      [ids[2], ids[3]],
    ]);
  });

  it("plays a top 4 to the champion through a second final; deck choice decides later sides; places named", async () => {
    const { org, eventId } = await throughSwiss(8, 3, 4);
    const judge = await addStaffUser(eventId, "judge");
    const { seeds } = await makeCut(org, eventId);
    const e1 = await pairNextRound(org, eventId);
    expect(e1).toMatchObject({ stage: "elimination", stageRound: 1, timer: { minutes: 40 } });
    expect(e1.matches.map((m) => m.bracketMatch)).toEqual([1, 2]);
    expect(e1.matches.map((m) => m.darkSide)).toEqual([null, null]);
    // The higher seed (seat A) chooses in round one; later rounds cannot be chosen.
    await setEliminationSide(judge, eventId, e1.matches[0]!.id, { darkSide: "A" });
    await setEliminationSide(judge, eventId, e1.matches[1]!.id, { darkSide: "B" });
    await expect(pairNextRound(org, eventId)).rejects.toMatchObject({ code: "conflict", message: "Results missing at tables 1, 2 (M1, M2)." });
    // A timed-out game: the app computes the winner (Tim 87 LS vs Kat 84.5 DS → LS wins; DS is A, so B wins).
    const timed = await recordResult(judge, eventId, e1.matches[0]!.id, {
      darkSide: "A",
      timeout: { lsVictoryPileObjectives: 2, damageOnDsObjectives: 7, deathStarDial: 10, damageOnLsObjectives: 4, balanceOfTheForce: "ds" },
    });
    expect(timed.result).toEqual({ result: "B", timeout: expect.any(Object), scores: { ls: 87, ds: 84.5 } });
    await recordResult(judge, eventId, e1.matches[1]!.id, { darkSide: "B", result: "A" });
    // Winner of the final's lower-bracket side (B) wins M6 → M7 is played.
    let number = 5;
    for (;;) {
      const round = await pairNextRound(org, eventId);
      expect(round.number).toBe(number);
      for (const m of round.matches) {
        expect(m.darkSide).not.toBeNull(); // deck-choice rules
        await recordResult(judge, eventId, m.id, { darkSide: m.darkSide!, result: m.bracketMatch === 6 ? "B" : "A" });
      }
      if ((await getEvent(eventId)).status === "complete") break;
      number++;
    }
    const bracket = await getBracket(eventId);
    expect(bracket.matches.map((m) => m.status)).toEqual(Array(7).fill("played"));
    const m6 = bracket.matches[5]!;
    const m7 = bracket.matches[6]!;
    expect([m7.playerA?.id, m7.playerB?.id]).toEqual([m6.playerB?.id, m6.playerA?.id]);
    // Second final: the players switch sides if the rule would repeat the first final's.
    const dsPlayer = (m: typeof m6) => (m.darkSide === "A" ? m.playerA?.id : m.playerB?.id);
    expect(dsPlayer(m7)).not.toBe(dsPlayer(m6));
    expect(bracket.placements.map((p) => p.place)).toEqual([1, 2, 3, 4]);
    expect(bracket.placements[0]).toMatchObject({ playerId: m7.playerA?.id, name: expect.any(String) });
    expect((await getRound(eventId, number)).timer.minutes).toBe(60);
    await expect(pairNextRound(org, eventId)).rejects.toMatchObject({ code: "conflict", message: expect.stringMatching(/complete/) });
    expect(seeds).toHaveLength(4);
    await expect(registerPlayers(org, eventId, { name: "Too Late" })).rejects.toMatchObject({ code: "conflict" });
    await expect(dropPlayer(org, eventId, seeds[0]!.playerId)).rejects.toMatchObject({ code: "conflict" });
  });

  it("elimination corrections are allowed until a later match depends on them", async () => {
    const { org, eventId } = await throughSwiss(8, 3, 4);
    await makeCut(org, eventId);
    const e1 = await pairNextRound(org, eventId);
    await finishRound(org, eventId, e1.number);
    const fixed = await recordResult(org, eventId, e1.matches[0]!.id, { darkSide: "A", result: "B" });
    expect(fixed.result).toEqual({ result: "B" });
    const e2 = await pairNextRound(org, eventId);
    const m3 = e2.matches.find((m) => m.bracketMatch === 3)!;
    expect(m3.playerA.id).toBe(e1.matches[0]!.playerB!.id);
    await recordResult(org, eventId, m3.id, { darkSide: m3.darkSide!, result: "A" });
    await expect(recordResult(org, eventId, e1.matches[0]!.id, { darkSide: "A", result: "A" })).rejects.toMatchObject({
      code: "conflict",
      message: expect.stringMatching(/M3/),
    });
  });

  it("a player who drops after elimination began gives byes, stored at once", async () => {
    const { org, eventId } = await throughSwiss(8, 3, 4);
    const { seeds } = await makeCut(org, eventId);
    const e1 = await pairNextRound(org, eventId);
    await finishRound(org, eventId, e1.number); // seeds 1 and 2 win
    // Seed 4 lost M1 and waits in M4 (L1–L2): drop them → M4 is a bye for the loser of M2.
    await dropPlayer(org, eventId, seeds[3]!.playerId);
    const bracket = await getBracket(eventId);
    const m4 = bracket.matches.find((m) => m.bracketMatch === 4)!;
    expect(m4).toMatchObject({ status: "played", result: { result: "B", bye: true } });
    const stored = await (await getDb()).match.findUnique({ where: { id: m4.matchId! } });
    expect(stored?.result).toMatchObject({ kind: "bye", result: "B" });
    const e2 = await pairNextRound(org, eventId);
    expect(e2.matches.map((m) => m.bracketMatch)).toEqual([3]);
    expect(bracket.placements).toEqual([{ place: 4, playerId: seeds[3]!.playerId, name: expect.any(String) }]);
    await expect(rejoinPlayer(org, eventId, seeds[3]!.playerId)).rejects.toMatchObject({ code: "conflict", message: expect.stringMatching(/Elimination has begun/) });
    await expect(registerPlayers(org, eventId, { name: "Too Late" })).rejects.toMatchObject({ code: "conflict" });
  });
});

describe("timer", () => {
  it("start, pause, resume, extend a table, reset; invalid sequences are 409", async () => {
    const { org, eventId } = await eventWith(6, { swissRounds: 2 });
    const judge = await addStaffUser(eventId, "judge");
    await pairNextRound(org, eventId);
    await expect(timerAction(judge, eventId, 1, { action: "pause" })).rejects.toMatchObject({ code: "conflict" });
    const started = await timerAction(judge, eventId, 1, { action: "start", minutes: 50 });
    expect(started.timer).toMatchObject({ state: "running", minutes: 50 });
    expect(started.timer.remainingSeconds).toBeGreaterThan(50 * 60 - 5);
    expect(Date.parse(started.timer.endsAt!)).toBeGreaterThan(Date.now() + 49 * 60_000);
    const paused = await timerAction(judge, eventId, 1, { action: "pause" });
    expect(paused.timer).toMatchObject({ state: "paused", endsAt: null });
    await expect(timerAction(judge, eventId, 1, { action: "extend", minutes: 5 })).rejects.toMatchObject({ code: "invalid_input", issues: [expect.objectContaining({ path: ["table"] })] });
    await expect(timerAction(judge, eventId, 1, { action: "extend", table: 9, minutes: 5 })).rejects.toMatchObject({ code: "invalid_input" });
    const extended = await timerAction(judge, eventId, 1, { action: "extend", table: 2, minutes: 5 });
    expect(extended.matches.find((m) => m.table === 2)?.extraMinutes).toBe(5);
    expect((await timerAction(org, eventId, 1, { action: "resume" })).timer.state).toBe("running");
    await expect(timerAction(org, eventId, 1, { action: "bogus" })).rejects.toMatchObject({ code: "invalid_input" });
    const reset = await timerAction(org, eventId, 1, { action: "reset" });
    expect(reset.timer).toMatchObject({ state: "idle", remainingSeconds: 70 * 60, endsAt: null });
    expect(reset.matches.every((m) => m.extraMinutes === undefined)).toBe(true);
    await expect(timerAction(org, eventId, 7, { action: "start" })).rejects.toMatchObject({ code: "not_found" });
  });
});
