/**
 * Deleting an event and restoring it: refusals change nothing; a deletion keeps the export and
 * this server's links and re-rates the game without the event; a restore brings back the same
 * event (its players linked to their profiles, its judge to their account) and rates it again;
 * only the deleter restores, once.
 *
 * The events are WotC SW TCG (generic Swiss), a game no other test file rates, so the ratings
 * asserted here are this file's alone while other files run.
 */
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import { ServiceError } from "@/lib/server/kernel/errors";
import { createEvent } from "@/lib/server/events/events";
import { registerPlayers } from "@/lib/server/entrants/players";
import { recordResult } from "@/lib/server/results/results";
import { getRound, pairNextRound } from "@/lib/server/rounds/rounds";
import { exportEvent } from "@/lib/server/transfer/event-export";
import { importEvent } from "@/lib/server/transfer/event-import";
import { newId } from "@/lib/server/kernel/match-insert";
import { attachEvent, createSeason, seasonsOfEvent } from "@/lib/server/seasons/seasons";
import { refuseTag, tagEvent } from "@/lib/server/seasons/tags";
import { getLeaderboard } from "@/lib/server/seasons/standings";
import { seasonHistory } from "@/lib/server/seasons/history";
import { collectEvent, rulesOf } from "@/lib/server/ratings/collect";
import { decodeLines } from "@/lib/server/ratings/ledger";
import { runRatingJobs } from "@/lib/server/ratings/worker";
import { rateEvent } from "@/lib/tournament/ratings";
import { addAcceptedStaff, newUser } from "@/tests/helpers";
import { deleteEvent, deletedEvents, restoreEvent } from "./event-delete";

const GAME = "wotc-swtcg";

const refusal = async (p: Promise<unknown>) => {
  const err = await p.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(ServiceError);
  return err as ServiceError;
};

/** A complete, rated 8-player event of three rounds; its first four entries are the profiles'. */
async function ratedEvent(org: User, name: string, profiles: string[]) {
  const ev = await createEvent(org, { name, preset: "generic-swiss", presetOptions: { game: GAME }, randomSeed: `${name}-${Math.random()}`, swissRounds: 3 });
  const players = (await registerPlayers(org, ev.id, { players: Array.from({ length: 8 }, (_, i) => ({ name: `${name} P${i + 1}` })) })) as { id: string }[];
  const db = await getDb();
  for (const [i, profileId] of profiles.entries()) await db.player.update({ where: { id: players[i]!.id }, data: { profileId } });
  for (let r = 1; r <= 3; r++) {
    await pairNextRound(org, ev.id);
    for (const [i, m] of (await getRound(ev.id, r)).matches.entries()) if (m.playerB) await recordResult(org, ev.id, m.id, { games: [{ result: i % 2 ? "A" : "B" }] });
  }
  expect((await db.event.findUniqueOrThrow({ where: { id: ev.id } })).status).toBe("complete");
  return ev.id;
}

async function profilesOf(n: number) {
  const db = await getDb();
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const user = await newUser("rated");
    out.push((await db.playerProfile.create({ data: { userId: user.id, displayName: `${user.name} ${i}` } })).id);
  }
  return out;
}

/** The event's current ledger entries, as (person → lines). */
async function currentLines(eventId: string) {
  const db = await getDb();
  const rated = await db.ratedEvent.findUnique({ where: { eventId } });
  if (!rated) return null;
  const entries = await db.ratingEntry.findMany({ where: { eventId, runId: rated.runId } });
  return new Map(entries.map((e) => [e.ratedId, decodeLines(e.lines)]));
}

describe("deleting an event", () => {
  it("is refused without the typed name, to judges and strangers, and changes nothing", async () => {
    const org = await newUser();
    const ev = await createEvent(org, { name: "Outer Rim Open", structure: "basic", tier: "relaxed" });
    await registerPlayers(org, ev.id, { players: [{ name: "Kyle" }, { name: "Mara" }] });
    const judge = await newUser("judge");
    await addAcceptedStaff(org, ev.id, judge, "judge");
    const before = await exportEvent(org, ev.id);

    const wrong = await refusal(deleteEvent(org, ev.id, { confirm: "Outer Rim" }));
    expect(wrong.status).toBe(400);
    expect(wrong.issues[0]?.path).toEqual(["confirm"]);
    expect((await refusal(deleteEvent(org, ev.id, {}))).status).toBe(400);
    expect((await refusal(deleteEvent(judge, ev.id, { confirm: "Outer Rim Open" }))).status).toBe(403);
    expect((await refusal(deleteEvent(await newUser("stranger"), ev.id, { confirm: "Outer Rim Open" }))).status).toBe(403);
    expect((await refusal(deleteEvent(null, ev.id, { confirm: "Outer Rim Open" }))).status).toBe(401);

    const after = await exportEvent(org, ev.id);
    expect({ ...after, exportedAt: "" }).toEqual({ ...before, exportedAt: "" });
    expect((await deletedEvents(org)).deleted).toEqual([]);
  });

  it("keeps what a restore needs, re-rates the game without it, and a restore brings it back and rates it again", async () => {
    const org = await newUser();
    const people = await profilesOf(4);
    const first = await ratedEvent(org, "Cantina Cup", people);
    const judge = await newUser("judge");
    await addAcceptedStaff(org, first, judge, "judge");
    const second = await ratedEvent(org, "Mos Eisley Monthly", people);
    await runRatingJobs();
    const db = await getDb();
    expect(await db.ratedEvent.count({ where: { eventId: { in: [first, second] } } })).toBe(2);
    const exported = await exportEvent(org, first);

    const deleted = await deleteEvent(org, first, { confirm: "  Cantina Cup " });
    expect(deleted).toMatchObject({ eventId: first, name: "Cantina Cup", restoredAt: null });
    expect(await db.event.findUnique({ where: { id: first } })).toBeNull();
    expect(await db.player.count({ where: { eventId: first } })).toBe(0);
    expect(await db.match.count({ where: { eventId: first } })).toBe(0);
    expect((await deletedEvents(org)).deleted.map((d) => d.id)).toEqual([deleted.id]);
    expect(await db.ratingJob.count({ where: { eventId: first, reason: "event-deleted", doneAt: null } })).toBe(1);

    // The game is re-rated without it: the second event now starts everyone afresh.
    await runRatingJobs();
    expect(await db.ratedEvent.findUnique({ where: { eventId: first } })).toBeNull();
    const fresh = rateEvent((await collectEvent(second))!.event, new Map(), rulesOf(GAME));
    const stored = await currentLines(second);
    for (const id of new Set(fresh.lines.map((l) => l.player))) {
      const want = fresh.lines.filter((l) => l.player === id).map(({ eventId: _e, player: _p, ...l }) => (void [_e, _p], { ...l, opponents: [...l.opponents] }));
      expect(stored!.get(id), id).toEqual(want);
    }

    // Restored: the same event, its entries' profiles and its judge back, rated again.
    const restored = await restoreEvent(org, deleted.id);
    expect(restored.event.id).toBe(first);
    // Past every version announced before, the deletion's (the document's + 1) included: caches that heard "gone" hear it is back.
    expect((await db.event.findUniqueOrThrow({ where: { id: first } })).version).toBeGreaterThan(exported.event.version + 1);
    const again = await exportEvent(org, first);
    expect(again.players).toEqual(exported.players);
    expect(again.matches).toEqual(exported.matches);
    expect(again.rounds).toEqual(exported.rounds);
    const linked = await db.player.findMany({ where: { eventId: first, profileId: { not: null } }, select: { profileId: true } });
    expect(linked.map((p) => p.profileId).sort()).toEqual([...people].sort());
    expect(await db.eventStaff.findFirst({ where: { eventId: first, role: "judge" }, select: { userId: true } })).toEqual({ userId: judge.id });
    expect(await db.auditEntry.count({ where: { eventId: first, action: "event.restore" } })).toBe(1);
    expect((await deletedEvents(org)).deleted[0]!.restoredAt).not.toBeNull();
    await runRatingJobs();
    const rerated = await currentLines(first);
    expect(rerated).not.toBeNull();
    for (const id of people) expect(rerated!.has(id), id).toBe(true);
  });

  it("rates a restored event where it was played: everyone's rating as before the deletion, and it is nobody's last event", async () => {
    const org = await newUser();
    const people = await profilesOf(4);
    const [s5, s6, s7] = [await ratedEvent(org, "Sprint S5", people), await ratedEvent(org, "Sprint S6", people), await ratedEvent(org, "Sprint S7", people)];
    await runRatingJobs();
    const db = await getDb();
    const ratings = async () => db.playerRating.findMany({ where: { game: GAME, ratedId: { in: people } }, orderBy: { ratedId: "asc" }, select: { ratedId: true, rating: true, matches: true, lastEventId: true } });
    const order = async () => (await db.ratedEvent.findMany({ where: { eventId: { in: [s5!, s6!, s7!] } }, orderBy: { position: "asc" }, select: { eventId: true } })).map((r) => r.eventId);
    const before = await ratings();
    expect(before.map((r) => r.lastEventId)).toEqual(people.map(() => s7));
    expect(await order()).toEqual([s5, s6, s7]);

    const { id } = await deleteEvent(org, s5!, { confirm: "Sprint S5" });
    await runRatingJobs();
    expect(await ratings()).not.toEqual(before);
    await restoreEvent(org, id);
    await runRatingJobs();
    expect(await ratings()).toEqual(before);
    expect(await order()).toEqual([s5, s6, s7]);
  });

  it("keeps a deleted event's id for its organizer's restore: an import under it is refused, to a stranger and to the organizer", async () => {
    const org = await newUser();
    const ev = await createEvent(org, { name: "Dantooine Draft", structure: "basic", tier: "relaxed" });
    await registerPlayers(org, ev.id, { players: [{ name: "Jan" }, { name: "Kyle" }] });
    const document = await exportEvent(org, ev.id);
    const { id } = await deleteEvent(org, ev.id, { confirm: "Dantooine Draft" });
    const db = await getDb();

    const squatter = await newUser("squatter");
    const refused = await refusal(importEvent(squatter, document));
    expect(refused.status).toBe(409);
    expect(refused.message).toMatch(/reserved for its organizer/);
    expect(refused.issues[0]?.path).toEqual(["event", "id"]);
    const own = await refusal(importEvent(org, document));
    expect(own.status).toBe(409);
    expect(own.message).toMatch(/restore it from Deleted events/);
    expect(await db.event.findUnique({ where: { id: ev.id } })).toBeNull();
    // Under another event id, its rows' ids are reserved too: the restore would find them taken.
    const copied = await refusal(importEvent(squatter, { ...document, event: { ...document.event, id: newId() } }));
    expect(copied.status).toBe(409);
    expect(copied.message).toMatch(/belongs to an event deleted on this server/);
    const [list, at] = copied.issues[0]!.path as [keyof typeof document, number];
    expect((document[list] as { id: string }[])[at]!.id).toEqual(expect.any(String));
    expect(await db.deletedEventRow.count({ where: { deletedId: id } })).toBeGreaterThan(0);

    const restored = await restoreEvent(org, id);
    expect(await db.deletedEventRow.count({ where: { deletedId: id } })).toBe(0);
    expect(restored.event.id).toBe(ev.id);
    expect(await db.eventStaff.findFirst({ where: { eventId: ev.id, role: "organizer" }, select: { userId: true } })).toEqual({ userId: org.id });
    // Restored, it is on the server again: an import is refused as for any event here.
    expect((await refusal(importEvent(squatter, document))).status).toBe(409);
  });

  it("is attached and tagged again, as it was, to the seasons it was in when restored", async () => {
    const org = await newUser();
    const people = await profilesOf(4);
    const eventId = await ratedEvent(org, "Season Night", people);
    const dates = { startsAt: "2020-01-01T00:00:00Z", endsAt: "2040-01-01T00:00:00Z" };
    const league = await createSeason(org, { name: "Restore League", game: GAME, preset: "custom", ...dates });
    await attachEvent(org, league.id, { eventId, tier: "regional", group: "nights" });
    const tagged = await createSeason(org, { name: "Restore Tags", game: GAME, preset: "custom", counts: "tagged", ...dates });
    await tagEvent(org, eventId, { seasonId: tagged.id });
    const refusing = await createSeason(org, { name: "Restore Refusals", game: GAME, preset: "custom", counts: "tagged", ...dates });
    await tagEvent(org, eventId, { seasonId: refusing.id });
    await refuseTag(org, refusing.id, eventId);
    const gone = await createSeason(org, { name: "Deleted Later", game: GAME, preset: "custom", ...dates });
    await attachEvent(org, gone.id, { eventId });
    const before = await seasonsOfEvent(eventId);
    const board = (await getLeaderboard(league.id)).rows.map((r) => [r.playerId, r.points]);
    expect(board.length).toBeGreaterThan(0);

    const { id } = await deleteEvent(org, eventId, { confirm: "Season Night" });
    const db = await getDb();
    await db.season.delete({ where: { id: gone.id } });
    expect((await getLeaderboard(league.id)).rows).toEqual([]);
    await restoreEvent(org, id);

    expect(await db.seasonEvent.findUnique({ where: { seasonId_eventId: { seasonId: league.id, eventId } }, select: { tier: true, group: true } })).toEqual({ tier: "regional", group: "nights" });
    expect(await db.seasonTag.findUnique({ where: { seasonId_eventId: { seasonId: refusing.id, eventId } }, select: { refusedAt: true } })).toEqual({ refusedAt: expect.any(Date) });
    expect(await seasonsOfEvent(eventId)).toEqual({ seasons: before.seasons.filter((s) => s.id !== gone.id), notCounted: before.notCounted });
    expect((await getLeaderboard(league.id)).rows.map((r) => [r.playerId, r.points])).toEqual(board);
    expect((await seasonHistory(league.id)).entries[0]).toMatchObject({ action: "season.reattach" });
  });

  it("is restored only by who deleted it, and only once, even when two restores race", async () => {
    const org = await newUser();
    const ev = await createEvent(org, { name: "Hoth Skirmish", structure: "basic", tier: "relaxed" });
    await registerPlayers(org, ev.id, { players: [{ name: "Luke" }, { name: "Leia" }] });
    const { id } = await deleteEvent(org, ev.id, { confirm: "Hoth Skirmish" });

    expect((await refusal(restoreEvent(await newUser("stranger"), id))).status).toBe(404);
    expect((await refusal(restoreEvent(null, id))).status).toBe(401);
    const outcomes = await Promise.allSettled([restoreEvent(org, id), restoreEvent(org, id)]);
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    const rejected = outcomes.find((o) => o.status === "rejected") as PromiseRejectedResult;
    expect((rejected.reason as ServiceError).status).toBe(409);
    expect(await (await getDb()).player.count({ where: { eventId: ev.id } })).toBe(2);
    expect((await refusal(restoreEvent(org, id))).status).toBe(409);
  });
});
