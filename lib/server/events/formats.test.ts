/**
 * Events of other presets through the services and a real database: SWG best-of-3 Swiss with a
 * top 8 single elimination cut, an event that is single elimination from round 1, and a
 * generic SWCCG event with modified results at time.
 */
import { describe, expect, it } from "vitest";
import { createApiToken } from "@/lib/server/accounts/accounts";
import { handlerFor } from "../../../tests/api/routes";
import { getDb } from "@/lib/db";
import { bumpVersion } from "@/lib/server/kernel/event-versions";
import type { User } from "@/lib/schemas/auth";
import type { Match } from "@/lib/schemas/round";
import { getBracket } from "@/lib/server/rounds/bracket";
import { makeCut, previewCut } from "@/lib/server/rounds/cut";
import { createEvent, getEvent } from "@/lib/server/events/events";
import { registerPlayers } from "@/lib/server/entrants/players";
import { recordResult } from "@/lib/server/results/results";
import { deleteRound, getRound, pairNextRound } from "@/lib/server/rounds/rounds";
import { getStandings } from "@/lib/server/standings/standings";
import { matchClockAction } from "@/lib/server/results/match-clock";
import { timerAction } from "@/lib/server/rounds/timer";
import { newUser } from "../../../tests/helpers";
import { attachEvent, createSeason } from "@/lib/server/seasons/seasons";
import { getLeaderboard } from "@/lib/server/seasons/standings";

async function presetEvent(players: number, preset: string, presetOptions: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
  const org = await newUser();
  const event = await createEvent(org, { name: `${preset} event`, preset, presetOptions, randomSeed: `seed-${preset}-${players}`, ...extra });
  const list = await registerPlayers(org, event.id, { players: Array.from({ length: players }, (_, i) => ({ name: `Player ${i + 1}` })) });
  return { org, eventId: event.id, event, players: list };
}

/** Best of 3: seat A wins 2–1 on odd tables, seat B 2–0 on even ones. */
const bo3Result = (m: Match) => ({ games: (m.table ?? 0) % 2 === 1 ? [{ result: "A" }, { result: "B" }, { result: "A" }] : [{ result: "B" }, { result: "B" }] });

async function playRound(org: User, eventId: string, number: number) {
  const round = await getRound(eventId, number);
  for (const m of round.matches) if (m.playerB && !m.result) await recordResult(org, eventId, m.id, bo3Result(m));
  return getRound(eventId, number);
}

describe("SWG best-of-3 Swiss + top 8", () => {
  it("runs 20 players through Swiss by match points and a single elimination top 8 to a champion", async () => {
    const { org, eventId, event } = await presetEvent(20, "swg-swiss-top8", { style: "bo3" });
    expect(event.format).toMatchObject({
      preset: "swg-swiss-top8",
      descriptor: "Standard Constructed Cut to Top 8 Match Play (2-3)",
      gamesPerMatch: { kind: "best-of", count: 3 },
      chessClockMinutes: 30,
      lateEntry: false,
      scoring: { per: "match", win: 3, loss: 1, bye: 3, byeCounts: "round-end" },
    });
    expect(event.format.stages.map((s) => s.kind)).toEqual(["swiss", "single-elimination"]);

    const r1 = await pairNextRound(org, eventId);
    expect(r1.matches).toHaveLength(10);
    expect(r1.timer.minutes).toBe(60);
    // Match play has no sides to flip for.
    expect(r1.matches.every((x) => x.darkSide === null)).toBe(true);
    // Five Swiss rounds for 20 players (one undefeated player at the end).
    expect(await getEvent(eventId)).toMatchObject({ status: "swiss", swissRounds: 5, cutSize: 8 });
    // No late entry once the event is under way.
    await expect(registerPlayers(org, eventId, { name: "Late Comer" })).rejects.toMatchObject({ code: "conflict", message: expect.stringMatching(/no late entry/) });

    // A game after the match is decided, and a draw, are refused with the reason; nothing changes.
    const m = r1.matches[0]!;
    await expect(recordResult(org, eventId, m.id, { games: [{ result: "A" }, { result: "A" }, { result: "B" }] })).rejects.toMatchObject({ status: 400 });
    await expect(recordResult(org, eventId, m.id, { games: [{ result: "A" }, { result: "draw" }, { result: "A" }] })).rejects.toMatchObject({ status: 400 });
    expect((await getRound(eventId, 1)).matches[0]!.result).toBeNull();

    for (let n = 1; n <= 5; n++) {
      if (n > 1) await pairNextRound(org, eventId);
      await playRound(org, eventId, n);
    }
    const standings = await getStandings(eventId);
    // 10 matches a round, 4 points each.
    expect(standings.rows.reduce((t, r) => t + r.points, 0)).toBe(5 * 10 * 4);
    await expect(pairNextRound(org, eventId)).rejects.toMatchObject({ code: "conflict", message: expect.stringMatching(/make the cut/) });

    const preview = await previewCut(eventId);
    expect(preview).toMatchObject({ size: 8, canMake: true });
    const cut = await makeCut(org, eventId);
    expect(cut.seeds.map((s) => s.playerId)).toEqual(standings.rows.slice(0, 8).map((r) => r.playerId));
    const bracket = await getBracket(eventId);
    expect(bracket.matches).toHaveLength(7);
    expect(bracket.matches.slice(0, 4).map((x) => [x.playerA?.seed, x.playerB?.seed])).toEqual([[1, 8], [4, 5], [2, 7], [3, 6]]);

    const names: string[] = [];
    for (let n = 6; ; n++) {
      const round = await pairNextRound(org, eventId);
      names.push(round.name);
      expect(round.matches.every((x) => x.darkSide === null)).toBe(true);
      for (const x of round.matches) {
        // The match is played game by game: one game alone does not decide a best of 3.
        await expect(recordResult(org, eventId, x.id, { games: [{ result: "A" }] })).rejects.toMatchObject({ status: 400 });
        await recordResult(org, eventId, x.id, { games: [{ result: "A" }, { result: "A" }] });
      }
      if ((await getEvent(eventId)).status === "complete") break;
    }
    expect(names).toEqual(["Quarter-finals", "Semi-finals", "Final"]);
    const final = await getBracket(eventId);
    expect(final.placements[0]).toMatchObject({ place: 1, playerId: cut.seeds[0]!.playerId });
    const statusEntries = await (await getDb()).auditEntry.findMany({ where: { eventId, action: "event.status" }, orderBy: { createdAt: "asc" } });
    expect(statusEntries.map((e) => (e.data as { to: string }).to)).toEqual(["swiss", "elimination", "complete"]);
  }, 120_000);
});

describe("single elimination from round 1", () => {
  it("draws 13 players at random, gives the top 3 seeds byes, plays to a champion; deleting round 1 reopens registration", async () => {
    const { org, eventId } = await presetEvent(13, "swg-single-elimination", { style: "single" });
    const r1 = await pairNextRound(org, eventId);
    expect(r1).toMatchObject({ stage: "elimination", name: "Round of 16" });
    expect(r1.matches).toHaveLength(5);
    expect(await getEvent(eventId)).toMatchObject({ status: "elimination", cutSize: 13 });

    await deleteRound(org, eventId, 1);
    expect(await getEvent(eventId)).toMatchObject({ status: "registration", cutSize: null });
    expect((await getBracket(eventId)).matches).toHaveLength(0);

    const again = await pairNextRound(org, eventId);
    // FFG's elimination form (a dark side and a winner) is refused: this format records games.
    await expect(recordResult(org, eventId, again.matches[0]!.id, { darkSide: "A", result: "A" })).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/send games/) });
    expect(again.matches.map((m) => [m.playerA.id, m.playerB?.id])).toEqual(r1.matches.map((m) => [m.playerA.id, m.playerB?.id]));
    for (let n = 1; ; n++) {
      const round = n === 1 ? again : await pairNextRound(org, eventId);
      for (const x of round.matches) await recordResult(org, eventId, x.id, { games: [{ result: "B" }] });
      if ((await getEvent(eventId)).status === "complete") break;
    }
    const bracket = await getBracket(eventId);
    expect(bracket.placements.map((p) => p.place)).toEqual(Array.from({ length: 13 }, (_, i) => i + 1));
  }, 60_000);
});

describe("generic SWCCG Swiss", () => {
  it("takes a modified win only once the game reached time, with its own points; SWG refuses one", async () => {
    const { org, eventId, event } = await presetEvent(4, "generic-swiss", { game: "swccg", points: { win: 4, draw: 2, loss: 0, modifiedWin: 3, modifiedLoss: 1, bye: 4 } }, { swissRounds: 2 });
    expect(event.format).toMatchObject({ game: "Star Wars CCG (Decipher)", modifiedResults: true, scoring: { modifiedWin: 3 } });
    const r1 = await pairNextRound(org, eventId);
    expect(r1.timer.minutes).toBe(120);
    const modified = { games: [{ result: "A", ending: "time" }] };
    // Before time: refused, with what is left.
    await expect(recordResult(org, eventId, r1.matches[0]!.id, modified)).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/not started/) });
    await timerAction(org, eventId, 1, { action: "start", minutes: 2 });
    await expect(recordResult(org, eventId, r1.matches[0]!.id, modified)).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/2 minutes are left/) });
    // Three minutes later (the stored start moved back): time is reached.
    const db = await getDb();
    const row = await db.round.findFirstOrThrow({ where: { eventId, number: 1 } });
    await db.round.update({ where: { id: row.id }, data: { timerEvents: (row.timerEvents as { at: number }[]).map((e) => ({ ...e, at: e.at - 3 * 60_000 })) } });
    await recordResult(org, eventId, r1.matches[0]!.id, modified);
    await recordResult(org, eventId, r1.matches[1]!.id, { games: [{ result: "B" }] });
    const rows = (await getStandings(eventId)).rows;
    const pts = new Map(rows.map((r) => [r.playerId, r.points]));
    expect(pts.get(r1.matches[0]!.playerA.id)).toBe(3);
    expect(pts.get(r1.matches[0]!.playerB!.id)).toBe(1);
    expect(pts.get(r1.matches[1]!.playerB!.id)).toBe(4);

    const swg = await presetEvent(4, "swg-swiss", { style: "single" });
    const s1 = await pairNextRound(swg.org, swg.eventId);
    await expect(recordResult(swg.org, swg.eventId, s1.matches[0]!.id, { games: [{ result: "A", ending: "time" }] })).rejects.toMatchObject({ status: 400 });
  }, 60_000);
});

describe("match clock (SWG)", () => {
  it("runs a chess clock per table, refuses nonsense, and records an absence forfeit only once 10 minutes have passed", async () => {
    const { org, eventId } = await presetEvent(4, "swg-swiss", { style: "single" }, { swissRounds: 2 });
    const r1 = await pairNextRound(org, eventId);
    const [m1, m2] = r1.matches;
    expect(m1!.clock).toMatchObject({ chess: { minutesPerPlayer: 15, started: false, remainingSeconds: { A: 900, B: 900 } }, absentSince: { A: null, B: null } });
    await expect(matchClockAction(org, eventId, m1!.id, { action: "switch" })).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/Start the clock first/) });
    const started = await matchClockAction(org, eventId, m1!.id, { action: "start", seat: "B" });
    expect(started.clock!.chess).toMatchObject({ started: true, running: "B" });
    const switched = await matchClockAction(org, eventId, m1!.id, { action: "switch" });
    expect(switched.clock!.chess!.running).toBe("A");
    await expect(matchClockAction(org, eventId, m1!.id, { action: "start" })).rejects.toMatchObject({ status: 400 });

    // Absent: nothing to forfeit before 10 minutes.
    const marked = await matchClockAction(org, eventId, m2!.id, { action: "absent", seat: "A" });
    expect(marked.clock!.absentSince.A).not.toBeNull();
    expect(Date.parse(marked.clock!.forfeitAt!) - Date.parse(marked.clock!.absentSince.A!)).toBe(10 * 60_000);
    await expect(matchClockAction(org, eventId, m2!.id, { action: "forfeit" })).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/Not yet/) });
    // Ten minutes later (the stored mark moved back): the game in progress is forfeited.
    const db = await getDb();
    const row = await db.match.findUniqueOrThrow({ where: { id: m2!.id } });
    const events = (row.clockEvents as { at: number }[]).map((e) => ({ ...e, at: e.at - 10 * 60_000 }));
    await db.match.update({ where: { id: m2!.id }, data: { clockEvents: events } });
    // A new event version and its notice, as every service write makes (reads are keyed by it).
    await db.$transaction((tx) => bumpVersion(tx, eventId));
    const forfeited = await matchClockAction(org, eventId, m2!.id, { action: "forfeit" });
    expect(forfeited.result).toMatchObject({ games: [{ result: "B", ending: "forfeit" }], result: "B" });
    const audit = await db.auditEntry.findMany({ where: { eventId, action: { in: ["match.clock", "result.record"] } } });
    expect(audit.map((a) => a.action).sort()).toEqual(["match.clock", "match.clock", "match.clock", "result.record"]);
  }, 60_000);

  it("FFG events have no match clock", async () => {
    const org = await newUser();
    const event = await createEvent(org, { name: "FFG", structure: "custom", tier: "relaxed", swissRounds: 1, cutSize: 0 });
    await registerPlayers(org, event.id, { players: [{ name: "A" }, { name: "B" }] });
    const r1 = await pairNextRound(org, event.id);
    expect(r1.matches[0]!.clock).toBeUndefined();
    await expect(matchClockAction(org, event.id, r1.matches[0]!.id, { action: "start", seat: "A" })).rejects.toMatchObject({ status: 409 });
  });
});

describe("draws in the other games (issue 34)", () => {
  it.each(["swccg", "young-jedi", "wotc-swtcg"])("a %s Swiss event with draws takes {games:[{result:draw}]} through the API and scores it", async (game) => {
    const { org, eventId } = await presetEvent(4, "generic-swiss", { game, draws: true }, { swissRounds: 2 });
    const r1 = await pairNextRound(org, eventId);
    const handler = await handlerFor("put", "/events/{eventId}/matches/{matchId}/result");
    const token = await createApiToken(org.id);
    const res = await handler(new Request(`http://draw.local/api/v1/events/${eventId}/matches/${r1.matches[0]!.id}/result`, { method: "PUT", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify({ games: [{ result: "draw" }] }) }), { params: Promise.resolve({ eventId, matchId: r1.matches[0]!.id }) });
    expect(res.status, await res.clone().text()).toBe(200);
    await recordResult(org, eventId, r1.matches[1]!.id, { games: [{ result: "A" }] });
    const pts = new Map((await getStandings(eventId)).rows.map((r) => [r.playerId, r.points]));
    expect([pts.get(r1.matches[0]!.playerA.id), pts.get(r1.matches[0]!.playerB!.id), pts.get(r1.matches[1]!.playerA.id)]).toEqual([1, 1, 3]);
  }, 60_000);
});

describe("a drawn match in a season (issue 34)", () => {
  it("counts the season's per-draw points: a season worth 1 a draw gives each drawn player exactly 1 more than one worth 0", async () => {
    const { org, eventId, players } = await presetEvent(4, "generic-swiss", { game: "young-jedi", draws: true }, { swissRounds: 2 });
    const db = await getDb();
    for (const p of players) await db.player.update({ where: { id: p.id }, data: { profileId: (await db.playerProfile.create({ data: { displayName: p.name } })).id } });
    const r1 = await pairNextRound(org, eventId);
    await recordResult(org, eventId, r1.matches[0]!.id, { games: [{ result: "draw" }] });
    // The rest: seat A wins each single game, round by round to the end.
    for (let guard = 0; guard < 10; guard++) {
      const ev = await getEvent(eventId);
      for (const m of (await getRound(eventId, ev.currentRound)).matches) if (!m.result && m.playerB) await recordResult(org, eventId, m.id, { games: [{ result: "A" }] });
      if ((await getEvent(eventId)).status === "complete") break;
      await pairNextRound(org, eventId);
    }
    expect((await getEvent(eventId)).status).toBe("complete");
    const drawn = new Set([r1.matches[0]!.playerA.name, r1.matches[0]!.playerB!.name]);
    const rules = (draw: number) => ({ participation: 1, perMatch: { win: 3, draw, loss: 0, bye: 3 } });
    const board = async (draw: number) => {
      const season = await createSeason(org, { name: `Draws ${draw}`, game: "young-jedi", preset: "custom", schedule: "dates", startsAt: "2020-01-01T00:00:00Z", endsAt: "2100-01-01T00:00:00Z", rules: rules(draw) });
      await attachEvent(org, season.id, { eventId });
      return new Map((await getLeaderboard(season.id)).rows.map((r) => [r.name, r.points]));
    };
    const [one, none] = [await board(1), await board(0)];
    expect(one.size).toBe(4);
    for (const [name, points] of one) expect([name, points - none.get(name)!]).toEqual([name, drawn.has(name) ? 1 : 0]);
  }, 240_000);
});
