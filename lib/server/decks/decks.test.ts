/**
 * Decks of the other games through the services and a real database (lib/server/decks/decks.ts): a
 * player submits their own list, the staff any entry's; invalid decks are kept and marked; the
 * event's deck policy (constructed locked at round 1; limited between rounds, never during one);
 * every change after the lock logged with old and new; the sealed pool and build phase.
 */
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import { buildPhase, getBuildStatus, getDeck, publicBuildClock, setPool, submitDeck } from "@/lib/server/decks/decks";
import { createEvent } from "@/lib/server/events/events";
import { registerPlayers } from "@/lib/server/entrants/players";
import { recordResult } from "@/lib/server/results/results";
import { getRound, pairNextRound } from "@/lib/server/rounds/rounds";
import { newUser } from "../../../tests/helpers";
import { addStaffUser, auditCount } from "../../../tests/server/event-helpers";

const GENERIC = Array.from({ length: 12 }, (_, i) => `4 Generic Card ${i + 1}`);
const VALID = ["Avatar: 1 Jedi Guardian [Jedi]", "Quests:", "1 Training [2]", "1 Holocron [quest 4, Jedi]", "1 Outpost [5]", "1 Final Stand [6]", "Deck:", "4 Lightsaber Strike [Jedi]", ...GENERIC].join("\n");
const SHORT = ["Avatar: 1 Jedi Guardian [Jedi]", "Quests:", "1 Training [2]", "1 Holocron [4]", "1 Outpost [5]", "1 Final Stand [6]", "Deck:", "4 Lightsaber Strike [Jedi]"].join("\n");

async function event(preset: string, presetOptions: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
  const org = await newUser();
  const ev = await createEvent(org, { name: `${preset} decks`, preset, presetOptions, randomSeed: `decks-${Math.random()}`, swissRounds: 3, ...extra });
  const players = await registerPlayers(org, ev.id, { players: Array.from({ length: 4 }, (_, i) => ({ name: `Player ${i + 1}` })) });
  // The first entry belongs to an account (as a self-registration or a claim would make it).
  const me = await newUser("player");
  const db = await getDb();
  const profile = await db.playerProfile.create({ data: { userId: me.id, displayName: me.name } });
  await db.player.update({ where: { id: players[0]!.id }, data: { profileId: profile.id } });
  return { org, me, eventId: ev.id, players: players.map((p) => p.id) };
}

async function finishRound(org: User, eventId: string, number: number) {
  const round = await getRound(eventId, number);
  for (const m of round.matches) if (m.playerB && !m.result) await recordResult(org, eventId, m.id, { games: [{ result: "A" }, { result: "A" }] });
}

const deckAudit = async (eventId: string) =>
  (await getDb()).auditEntry.findMany({ where: { eventId, action: { startsWith: "deck." } }, orderBy: { createdAt: "asc" }, select: { action: true, data: true } });

const storedDeck = async (playerId: string) => (await getDb()).player.findUniqueOrThrow({ where: { id: playerId }, select: { deck: true } });

describe("decks: submitting and reading", () => {
  it("the player submits their own list; an invalid one is kept and marked invalid, with explained problems", async () => {
    const { me, org, eventId, players } = await event("swg-swiss");
    const saved = await submitDeck(me, eventId, players[0]!, { list: SHORT });
    expect(saved).toMatchObject({ playerId: players[0], game: "swg-tcg", valid: false, locked: false, changeAllowed: true });
    expect(saved.problems.map((p) => p.code)).toEqual(["swg.deck-size"]);
    expect(saved.problems[0]!.explanation).toMatch(/at least 50 cards/);
    expect(saved.deck?.list).toBe(SHORT);
    // Stored, and the staff see the same.
    expect((await getDeck(org, eventId, players[0]!)).valid).toBe(false);
    expect((await getDeck(me, eventId, players[0]!)).deck?.cards).toHaveLength(6);

    const fixed = await submitDeck(me, eventId, players[0]!, { list: VALID });
    expect(fixed).toMatchObject({ valid: true, problems: [] });
    const log = await deckAudit(eventId);
    expect(log.map((e) => e.action)).toEqual(["deck.submit", "deck.submit"]);
    expect(log[1]!.data).toMatchObject({ by: "player", old: { list: SHORT, valid: false }, new: { list: VALID, valid: true } });
  });

  it("the staff submit for any entry; form answers fill what the list leaves out", async () => {
    const { org, eventId, players } = await event("swg-swiss");
    const marshal = await addStaffUser(eventId, "marshal");
    const bare = VALID.replace("Jedi Guardian [Jedi]", "Jedi Guardian");
    expect((await submitDeck(marshal, eventId, players[2]!, { list: bare })).problems.map((p) => p.code)).toEqual(["swg.avatar-archetype"]);
    expect((await submitDeck(org, eventId, players[2]!, { list: bare, settings: { avatarArchetype: "jedi" } })).valid).toBe(true);
    expect((await deckAudit(eventId)).map((e) => (e.data as { by: string }).by)).toEqual(["staff", "staff"]);
  });

  it("a stranger, or a player for someone else's entry, is refused and nothing changes", async () => {
    const { me, eventId, players } = await event("swg-swiss");
    const stranger = await newUser("stranger");
    const before = await auditCount(eventId);
    await expect(submitDeck(stranger, eventId, players[0]!, { list: VALID })).rejects.toMatchObject({ code: "forbidden" });
    await expect(submitDeck(me, eventId, players[1]!, { list: VALID })).rejects.toMatchObject({ code: "forbidden" });
    await expect(getDeck(stranger, eventId, players[0]!)).rejects.toMatchObject({ code: "forbidden" });
    await expect(getDeck(me, eventId, players[1]!)).rejects.toMatchObject({ code: "forbidden" });
    await expect(submitDeck(null, eventId, players[0]!, { list: VALID })).rejects.toMatchObject({ code: "unauthenticated" });
    expect(await auditCount(eventId)).toBe(before);
    expect((await storedDeck(players[0]!)).deck).toBeNull();
  });

  it("refuses bad input with the field named, and FFG events (their own deck lists)", async () => {
    const { me, eventId, players } = await event("swg-swiss");
    await expect(submitDeck(me, eventId, players[0]!, { list: "4 Luke\u0000" })).rejects.toMatchObject({ code: "invalid_input", issues: [expect.objectContaining({ path: ["list"] })] });
    await expect(submitDeck(me, eventId, players[0]!, { list: VALID, settings: { teammateId: players[0] } })).rejects.toMatchObject({ code: "invalid_input" });
    const org = await newUser();
    const ffg = await createEvent(org, { name: "FFG", structure: "basic", tier: "relaxed" });
    const [p] = await registerPlayers(org, ffg.id, { players: [{ name: "Kyle" }] });
    await expect(submitDeck(org, ffg.id, p!.id, { list: VALID })).rejects.toMatchObject({ code: "conflict", message: expect.stringMatching(/light and dark side deck lists/) });
  });
});

describe("decks: the policy of the format", () => {
  it("constructed: locked once round 1 is paired (409 for the player and a marshal); the organizer's or a judge's correction is logged with old and new", async () => {
    const { me, org, eventId, players } = await event("swg-swiss");
    await submitDeck(me, eventId, players[0]!, { list: SHORT });
    await pairNextRound(org, eventId);
    const marshal = await addStaffUser(eventId, "marshal");
    const before = await auditCount(eventId);
    await expect(submitDeck(me, eventId, players[0]!, { list: VALID })).rejects.toMatchObject({ code: "conflict", message: expect.stringMatching(/locked since round 1/) });
    await expect(submitDeck(marshal, eventId, players[0]!, { list: VALID })).rejects.toMatchObject({ code: "conflict" });
    expect(await auditCount(eventId)).toBe(before);
    expect((await getDeck(me, eventId, players[0]!))).toMatchObject({ locked: true, changeAllowed: false, changeReason: expect.stringMatching(/locked/) });

    const judge = await addStaffUser(eventId, "judge");
    expect((await getDeck(judge, eventId, players[0]!)).changeAllowed).toBe(true);
    const corrected = await submitDeck(judge, eventId, players[0]!, { list: VALID });
    expect(corrected).toMatchObject({ valid: true, locked: true });
    const last = (await deckAudit(eventId)).at(-1)!;
    expect(last).toMatchObject({ action: "deck.correct", data: { by: "staff", old: { list: SHORT, valid: false }, new: { list: VALID, valid: true } } });
  });

  it("limited: may change between rounds, never during one; each change after the lock logged with old and new", async () => {
    const { me, org, eventId, players } = await event("swg-swiss", { deckKind: "limited" });
    await submitDeck(me, eventId, players[0]!, { list: SHORT });
    await pairNextRound(org, eventId);
    await expect(submitDeck(me, eventId, players[0]!, { list: VALID })).rejects.toMatchObject({ code: "conflict", message: expect.stringMatching(/never during one/) });
    await finishRound(org, eventId, 1);
    const changed = await submitDeck(me, eventId, players[0]!, { list: VALID });
    expect(changed).toMatchObject({ valid: true, locked: true, changeAllowed: true });
    expect((await deckAudit(eventId)).at(-1)).toMatchObject({ action: "deck.change", data: { by: "player", old: { list: SHORT }, new: { list: VALID } } });
    await pairNextRound(org, eventId);
    await expect(submitDeck(me, eventId, players[0]!, { list: SHORT })).rejects.toMatchObject({ code: "conflict" });
  });

  it("Young Jedi: the event's deck size and sealed rules come from the preset options", async () => {
    const { me, eventId, players } = await event("generic-swiss", { game: "young-jedi", deckKind: "limited", deckSize: 7 });
    const saved = await submitDeck(me, eventId, players[0]!, { list: "5 Qui-Gon Jinn [red]\n1 Qui-Gon Jinn: Jedi Protector [wild red]\n1 Uh-Oh!" });
    expect(saved.problems.map((p) => p.code)).toEqual(["yj.title-per-dot", "yj.uh-oh-in-sealed"]);
    expect(saved.rules[0]).toMatch(/7 cards \(this event's setting\)/);
    const ok = await submitDeck(me, eventId, players[0]!, { list: "4 Qui-Gon Jinn [red]\n1 Qui-Gon Jinn: Jedi Protector [wild red]\n2 Battle Droid [blue]" });
    expect(ok).toMatchObject({ valid: true });
  });

  it("an entry's deck is checked alone: naming another player as teammate at an individual event is refused and shows nothing of their deck", async () => {
    const { me, org, eventId, players } = await event("generic-swiss", { game: "swccg" });
    const sixty = (...cards: string[]) => [...cards, ...Array.from({ length: 60 - cards.length }, (_, i) => `1 Card ${i + 1}`)].join("\n");
    // Another player's secret deck: its objective, a card and sleeves.
    await submitDeck(org, eventId, players[1]!, { list: sixty("1 Hunt Down And Destroy The Jedi [objective]", "1 Death Star: Docking Bay 327 [location]"), settings: { sleeves: "secret-red" } });
    const before = await auditCount(eventId);
    const refused = await submitDeck(me, eventId, players[0]!, { list: sixty("1 Hunt Down And Destroy The Jedi [objective]", "1 Death Star II: Throne Room"), settings: { sleeves: "blue", teammateId: players[1]! } }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: "invalid_input", issues: [expect.objectContaining({ path: ["settings", "teammateId"] })] });
    expect(JSON.stringify(refused)).not.toMatch(/Hunt Down|Docking Bay|secret-red|Player 2/);
    expect(await auditCount(eventId)).toBe(before);
    expect((await storedDeck(players[0]!)).deck).toBeNull();
    // Without the field the deck is checked by itself: nothing of anyone else's in its problems.
    const alone = await submitDeck(me, eventId, players[0]!, { list: sixty("1 Hunt Down And Destroy The Jedi [objective]", "1 Death Star II: Throne Room"), settings: { sleeves: "blue" } });
    expect(alone.problems).toEqual([]);
  });
});

describe("sealed: pool and build phase", () => {
  it("records pools, checks decks against them, runs the build clock and sends players without a valid deck to the starter deck", async () => {
    const { me, org, eventId, players } = await event("swg-swiss", { deckKind: "limited", buildMinutes: 15 });
    const pool = VALID.replace("4 Lightsaber Strike [Jedi]", "3 Lightsaber Strike [Jedi]");
    await setPool(org, eventId, players[0]!, { list: pool });
    await setPool(org, eventId, players[1]!, { list: pool });
    const over = await submitDeck(me, eventId, players[0]!, { list: VALID });
    expect(over.problems.map((p) => [p.code, p.message])).toEqual([["sealed.not-in-pool", "4 “Lightsaber Strike”; your pool has 3."]]);
    await expect(setPool(org, eventId, players[0]!, { list: "four Lightsaber Strike" })).rejects.toMatchObject({ code: "invalid_input" });

    const started = await buildPhase(org, eventId, { action: "start" });
    expect(started).toMatchObject({ limited: true, minutes: 15, over: false, closed: false });
    await expect(buildPhase(org, eventId, { action: "start" })).rejects.toMatchObject({ code: "conflict" });
    // While the clock runs, the player fixes the deck from the pool: ready.
    const ready = await submitDeck(me, eventId, players[0]!, { list: VALID.replace("4 Lightsaber Strike [Jedi]", "3 Lightsaber Strike [Jedi]\n1 Generic Card 13") });
    expect(ready.problems.map((p) => p.code)).toEqual(["sealed.not-in-pool"]);
    const fromPool = await submitDeck(me, eventId, players[0]!, { list: pool });
    expect(fromPool.valid).toBe(true);
    const status = await getBuildStatus(org, eventId);
    expect(status.players.map((p) => [p.name, p.pool, p.ready])).toEqual([
      ["Player 1", true, true],
      ["Player 2", true, false],
      ["Player 3", false, false],
      ["Player 4", false, false],
    ]);
    await expect(buildPhase(org, eventId, { action: "end" })).rejects.toMatchObject({ code: "conflict", message: expect.stringMatching(/still running and 3 players are not ready/) });

    // The clock runs out (its start moved back 16 minutes).
    const db = await getDb();
    const start = await db.auditEntry.findFirstOrThrow({ where: { eventId, action: "build.start" } });
    await db.auditEntry.update({ where: { id: start.id }, data: { data: { minutes: 15, startedAt: new Date(Date.now() - 16 * 60_000).toISOString() } } });
    await expect(submitDeck(me, eventId, players[0]!, { list: pool })).rejects.toMatchObject({ code: "conflict", message: expect.stringMatching(/build time is over/) });
    const closed = await buildPhase(org, eventId, { action: "end" });
    expect(closed).toMatchObject({ over: true, closed: true });
    expect(closed.players.map((p) => [p.name, p.starter])).toEqual([
      ["Player 1", false],
      ["Player 2", true],
      ["Player 3", true],
      ["Player 4", true],
    ]);
    expect((await getDeck(org, eventId, players[1]!)).deck).toMatchObject({ starter: true, list: "" });
    const end = await db.auditEntry.findFirstOrThrow({ where: { eventId, action: "build.end" } });
    expect((end.data as { starter: { name: string }[] }).starter.map((p) => p.name)).toEqual(["Player 2", "Player 3", "Player 4"]);

    // Round 1 played; between rounds the deck may change again, still checked against the pool.
    await pairNextRound(org, eventId);
    await finishRound(org, eventId, 1);
    const after = await submitDeck(org, eventId, players[1]!, { list: pool });
    expect(after).toMatchObject({ valid: true, deck: { starter: false } });
  });

  it("round 1 waits for an open build phase (409, nothing paired); once it is closed round 1 pairs", async () => {
    const { org, eventId } = await event("swg-swiss", { deckKind: "limited", buildMinutes: 10 });
    expect(await publicBuildClock(eventId)).toBeNull();
    await buildPhase(org, eventId, { action: "start" });
    // The hall clock and the players' phones show it: ten minutes, nobody ready yet.
    const hall = await publicBuildClock(eventId);
    expect(hall).toMatchObject({ over: false, ready: 0, players: 4 });
    expect(Date.parse(hall!.endsAt) - Date.now()).toBeGreaterThan(9 * 60_000);
    const db = await getDb();
    const before = await auditCount(eventId);
    await expect(pairNextRound(org, eventId)).rejects.toMatchObject({ code: "conflict", message: expect.stringMatching(/build phase is still open.*before pairing round 1/) });
    expect(await auditCount(eventId)).toBe(before);
    expect(await db.round.count({ where: { eventId } })).toBe(0);
    expect((await db.event.findUniqueOrThrow({ where: { id: eventId }, select: { status: true } })).status).toBe("registration");
    // The clock runs out, still open: still refused.
    const start = await db.auditEntry.findFirstOrThrow({ where: { eventId, action: "build.start" } });
    await db.auditEntry.update({ where: { id: start.id }, data: { data: { minutes: 10, startedAt: new Date(Date.now() - 11 * 60_000).toISOString() } } });
    await expect(pairNextRound(org, eventId)).rejects.toMatchObject({ code: "conflict" });
    expect(await publicBuildClock(eventId)).toMatchObject({ over: true });
    await buildPhase(org, eventId, { action: "end" });
    expect(await publicBuildClock(eventId)).toBeNull();
    const round = await pairNextRound(org, eventId);
    expect(round).toMatchObject({ number: 1 });
    expect(round.matches).toHaveLength(2);
  });

  it("the build phase is for limited events only", async () => {
    const { org, eventId, players } = await event("swg-swiss");
    await expect(buildPhase(org, eventId, { action: "start" })).rejects.toMatchObject({ code: "conflict" });
    await expect(setPool(org, eventId, players[0]!, { list: "1 Card" })).rejects.toMatchObject({ code: "conflict" });
  });
});
