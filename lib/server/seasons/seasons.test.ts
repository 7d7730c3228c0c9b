/**
 * Seasons through the services on the embedded database: the leaderboard recomputed from counted
 * events (a correction re-ranks), a period's end settled exactly once (two at once, a restart
 * after the boundary), rules changes that re-rank waiting for confirmation, and refusals.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import { recordResult } from "@/lib/server/results/results";
import { getRound } from "@/lib/server/rounds/rounds";
import { createEvent } from "@/lib/server/events/events";
import { registerPlayers } from "@/lib/server/entrants/players";
import { getStandings } from "@/lib/server/standings/standings";
import { monthlyPeriod } from "@/lib/tournament/seasons";
import { SWG_SPRINT_RULES } from "@/lib/tournament/seasons/presets";
import { inviteToken, newUser } from "../../../tests/helpers";
import { eventWith, finishRound } from "../../../tests/server/event-helpers";
import { pairNextRound } from "@/lib/server/rounds/rounds";
import { completeEvent } from "../../../tests/server/money-helpers";
import { ServiceError } from "../kernel/errors";
import { playerSeasonRecord } from "./medals";
import { exportSeason } from "./season-export";
import { SeasonExport } from "@/lib/schemas/season";
import { loadSeason } from "./season-row";
import { attachEvent, createSeason, detachEvent, getSeason, seasonsOfEvent, updateSeason } from "./seasons";
import { settleDue, settleDueSeasons, settlePeriod } from "./settle";
import { getLeaderboard } from "./standings";
import { acceptSeasonInvitation, inviteCoOrganizer, removeCoOrganizer, revokeCoOrganizerInvitation } from "./co-organizers";
import { seasonHistory } from "./history";

const RULES = { ...SWG_SPRINT_RULES, minEntrants: 2, levels: [{ kind: "silver", points: 12 }, { kind: "bronze", points: 6 }] };
const OCT = "2026-10";
const IN_OCTOBER = new Date("2026-10-15T12:00:00Z");
const AFTER_CLOSE = new Date("2026-10-31T09:00:00Z"); // the month closed at midnight ending Friday 30th (UTC)

/** Profiles are found by name within this run (a PostgreSQL database keeps earlier runs' rows). */
const RUN = randomUUID().slice(0, 8);

/** Four players with profiles, an event started on `startsAt`, played to its end (3 Swiss rounds). */
async function playedEvent(org: User | null, startsAt: string, names = ["Ann", "Bo", "Cy", "Di"], rounds = 3) {
  const made = await eventWith(names.length, { swissRounds: 3 });
  const db = await getDb();
  const owner = org ?? made.org;
  if (org) await db.eventStaff.updateMany({ where: { eventId: made.eventId, role: "organizer" }, data: { userId: org.id, email: org.email } });
  await db.event.update({ where: { id: made.eventId }, data: { startsAt: new Date(startsAt) } });
  for (const [i, p] of made.players.entries()) {
    const displayName = `season-${names[i]}-${RUN}`;
    const existing = await db.playerProfile.findFirst({ where: { displayName } });
    const id = existing?.id ?? (await db.playerProfile.create({ data: { displayName } })).id;
    await db.player.update({ where: { id: p.id }, data: { profileId: id, name: names[i]! } });
  }
  if (rounds === 3) await completeEvent(owner, made.eventId);
  else
    for (let n = 1; n <= rounds; n++) {
      await pairNextRound(owner, made.eventId);
      await finishRound(owner, made.eventId, n);
    }
  return { ...made, org: owner };
}

async function sprintSeason(org: User, createdAt = new Date("2026-10-01T00:00:00Z")) {
  const season = await createSeason(org, { name: "October Sprint", game: "ffg-swtcg", preset: "swg-sprint", schedule: "monthly-weekdays", timeZone: "UTC", rules: RULES });
  await (await getDb()).season.update({ where: { id: season.id }, data: { createdAt } });
  return season;
}

const refused = async (p: Promise<unknown>, code: string) => {
  const e = await p.then(() => null, (err: unknown) => err);
  expect(e).toBeInstanceOf(ServiceError);
  expect((e as ServiceError).code).toBe(code);
};

describe("seasons", () => {
  it("the leaderboard follows the counted events; a correction in one re-ranks; the event page names its season", async () => {
    const org = await newUser();
    const season = await sprintSeason(org);
    // Two of its three rounds played: it counts already, with its Swiss ranks so far.
    const first = await playedEvent(org, "2026-10-06T19:00:00Z", undefined, 2);
    await attachEvent(org, season.id, { eventId: first.eventId });
    expect(await seasonsOfEvent(first.eventId)).toEqual({ seasons: [{ id: season.id, name: "October Sprint" }], notCounted: [] });
    const board1 = await getLeaderboard(season.id, { now: IN_OCTOBER });
    expect(board1.period.key).toBe(OCT);
    expect(board1.rows).toHaveLength(4);
    const total = (b: typeof board1) => b.rows.reduce((s, r) => s + r.points, 0);
    // 4 players × 1 for taking part + 2 per win (FFG match wins over 3 rounds).
    const wins = board1.rows.reduce((s, r) => s + r.events[0]!.wins, 0);
    const byes = board1.rows.reduce((s, r) => s + r.events[0]!.byes, 0);
    expect(total(board1)).toBe(4 + 2 * (wins + byes));

    // A correction: round 2's first match goes the other way.
    const r1 = await getRound(first.eventId, 2);
    const bb = (x: (typeof r1.matches)[number]) => JSON.stringify((x.result as { games?: { result: string }[] } | null)?.games?.map((g) => g.result)) === '["B","B"]';
    const m = r1.matches.find((x) => x.playerB && x.result && !bb(x))!;
    const before = board1.rows.map((r) => `${r.name}:${r.points}`);
    const flipped = { games: [{ result: "B" }, { result: "B" }] };
    await recordResult(first.org, first.eventId, m.id, flipped);
    const board2 = await getLeaderboard(season.id, { now: IN_OCTOBER });
    expect(board2.rows.map((r) => `${r.name}:${r.points}`)).not.toEqual(before);

    // A weekend event attached counts for nobody and is reported.
    const sat = await playedEvent(org, "2026-10-17T15:00:00Z");
    await attachEvent(org, season.id, { eventId: sat.eventId });
    const board3 = await getLeaderboard(season.id, { now: IN_OCTOBER });
    expect(board3.excluded).toEqual([{ eventId: sat.eventId, name: "Test Event", reason: "weekend" }]);
    expect(board3.rows.map((r) => r.points)).toEqual(board2.rows.map((r) => r.points));
    // The leader's profile says where they stand.
    const top = board3.rows[0]!;
    expect((await playerSeasonRecord(null, top.profileId!, IN_OCTOBER)).standings).toEqual([{ seasonId: season.id, seasonName: "October Sprint", period: OCT, rank: top.rank, points: top.points, players: 4 }]);
    await detachEvent(org, season.id, sat.eventId);
    expect((await getSeason(org, season.id)).events.map((e) => e.eventId)).toEqual([first.eventId]);
  });

  it("an event names the seasons it counts for, and those it is attached to but does not count for with the leaderboard's reason", async () => {
    const org = await newUser();
    const sprint = await sprintSeason(org);
    const november = await createSeason(org, { name: "November Circuit", game: "ffg-swtcg", preset: "custom", startsAt: "2026-11-01T00:00:00Z", endsAt: "2026-12-01T00:00:00Z" });
    const big = await createSeason(org, { name: "Big Circuit", game: "ffg-swtcg", preset: "custom", rules: { participation: 1, minEntrants: 8 }, startsAt: "2026-10-01T00:00:00Z", endsAt: "2026-12-01T00:00:00Z" });
    const saturday = await playedEvent(org, "2026-10-10T14:00:00Z");
    for (const s of [sprint, november, big]) await attachEvent(org, s.id, { eventId: saturday.eventId });

    const listed = await seasonsOfEvent(saturday.eventId);
    expect(listed.seasons).toEqual([]);
    expect(listed.notCounted).toEqual([
      { id: sprint.id, name: "October Sprint", reason: "weekend" },
      { id: november.id, name: "November Circuit", reason: "outside-dates" },
      { id: big.id, name: "Big Circuit", reason: "below-minimum" },
    ]);
    // The leaderboard says the same.
    expect((await getLeaderboard(sprint.id, { now: IN_OCTOBER })).excluded).toEqual([{ eventId: saturday.eventId, name: expect.any(String), reason: "weekend" }]);
    expect((await getLeaderboard(big.id, { now: IN_OCTOBER })).excluded.map((x) => x.reason)).toEqual(["below-minimum"]);

    const tuesday = await playedEvent(org, "2026-10-06T19:00:00Z");
    await attachEvent(org, sprint.id, { eventId: tuesday.eventId });
    expect(await seasonsOfEvent(tuesday.eventId)).toEqual({ seasons: [{ id: sprint.id, name: "October Sprint" }], notCounted: [] });
  });

  it("rules given apply over the preset's (POST) and the season's own (PATCH); rules that no longer match the preset say custom", async () => {
    const org = await newUser();
    const sprint = await createSeason(org, { name: "Sprint, best 3", game: "swg-tcg", preset: "swg-sprint", schedule: "monthly-weekdays", rules: { bestN: 3, perMatch: { win: 3 } } });
    expect(sprint.rules).toEqual({ ...SWG_SPRINT_RULES, bestN: 3, perMatch: { ...SWG_SPRINT_RULES.perMatch, win: 3 } });
    expect(sprint).toMatchObject({ preset: "custom", startedFrom: "swg-sprint" });
    const plain = await createSeason(org, { name: "Plain Sprint", game: "swg-tcg", preset: "swg-sprint", schedule: "monthly-weekdays" });
    expect(plain).toMatchObject({ preset: "swg-sprint", startedFrom: "swg-sprint", rules: SWG_SPRINT_RULES });

    // PATCH: over the season's current rules; back to the preset's, it is the Sprint again.
    const patched = await updateSeason(org, sprint.id, { rules: { participation: 2 } });
    expect(patched.rules).toEqual({ ...SWG_SPRINT_RULES, participation: 2, bestN: 3, perMatch: { ...SWG_SPRINT_RULES.perMatch, win: 3 } });
    const back = await updateSeason(org, sprint.id, { rules: { participation: 1, bestN: null, perMatch: { win: 2 } } });
    expect(back).toMatchObject({ preset: "swg-sprint", rules: SWG_SPRINT_RULES });
    await updateSeason(org, plain.id, { rules: { levels: [{ kind: "bronze", points: 15 }, { kind: "silver", points: 30 }] } });
    expect((await getSeason(null, plain.id)).preset).toBe("swg-sprint"); // the same levels in another order
    // A bad rule given is refused with its field, and changes nothing.
    await refused(updateSeason(org, plain.id, { rules: { perMatch: { win: -1 } } }), "invalid_input");
    expect((await getSeason(null, plain.id)).rules.perMatch).toEqual(SWG_SPRINT_RULES.perMatch);
  });

  it("a bye counts on the Sprint leaderboard when it counts in the event's standings: at the round's end (SWG 555–556)", async () => {
    const org = await newUser();
    const season = await createSeason(org, { name: "Bye Sprint", game: "swg-tcg", preset: "swg-sprint", schedule: "monthly-weekdays" });
    const ev = await createEvent(org, { name: "Odd Night", preset: "swg-swiss", swissRounds: 2, randomSeed: `bye-${RUN}` });
    await registerPlayers(org, ev.id, { players: [{ name: "Ann" }, { name: "Bo" }, { name: "Cy" }] });
    const db = await getDb();
    await db.event.update({ where: { id: ev.id }, data: { startsAt: new Date("2026-10-06T19:00:00Z") } });
    await attachEvent(org, season.id, { eventId: ev.id });
    await pairNextRound(org, ev.id);
    const round = await getRound(ev.id, 1);
    const bye = round.matches.find((m) => !m.playerB)!.playerA!.id;
    const byeRow = async () => (await getLeaderboard(season.id, { now: IN_OCTOBER })).rows.find((r) => r.playerId === `entry:${bye}`)!;
    const standing = async () => (await getStandings(ev.id)).rows.find((r) => r.playerId === bye)!;

    // Paired, not over: neither the event's standings nor the leaderboard count the bye yet.
    expect(await standing()).toMatchObject({ points: 0, roundsPlayed: 0 });
    expect(await byeRow()).toMatchObject({ points: SWG_SPRINT_RULES.participation, events: [expect.objectContaining({ byes: 0 })] });
    const played = round.matches.find((m) => m.playerB)!;
    await recordResult(org, ev.id, played.id, { games: [{ result: "A" }, { result: "A" }] });
    expect((await standing()).roundsPlayed).toBe(1);
    expect((await standing()).points).toBeGreaterThan(0);
    expect(await byeRow()).toMatchObject({ points: SWG_SPRINT_RULES.participation + SWG_SPRINT_RULES.perMatch.bye, events: [expect.objectContaining({ byes: 1 })] });
  });

  it("settles the month's end once when two settle at the same time, and a second gold counts 2", async () => {
    const org = await newUser();
    const season = await sprintSeason(org);
    const e = await playedEvent(org, "2026-10-07T19:00:00Z", ["Gus", "Hal", "Ivy", "Jo"]);
    await attachEvent(org, season.id, { eventId: e.eventId });
    const db = await getDb();
    const loaded = await loadSeason(db, season.id);
    const period = monthlyPeriod(2026, 10, "UTC");
    const both = await Promise.all([settlePeriod(db, loaded, period, AFTER_CLOSE), settlePeriod(db, loaded, period, AFTER_CLOSE)]);
    expect(both.filter((s) => s !== null)).toHaveLength(1);
    const awards = await db.seasonAward.findMany({ where: { seasonId: season.id } });
    expect(awards.filter((a) => a.kind === "gold")).toHaveLength(1);
    expect(await db.seasonSettlement.count({ where: { seasonId: season.id } })).toBe(1);
    expect(await db.seasonAuditEntry.count({ where: { seasonId: season.id, action: "season.settle" } })).toBe(1);
    const board = await getLeaderboard(season.id, { period: OCT, now: AFTER_CLOSE });
    const leader = board.rows[0]!;
    expect(leader.medals).toEqual([{ kind: "gold", count: 1 }]);
    expect(board.period.settled).toEqual({ settledAt: AFTER_CLOSE.toISOString(), endedAt: "2026-10-31T00:00:00.000Z" });

    // November: points for taking part only, and October's leader plays twice: gold again, shown 2.
    const inNov = new Date("2026-11-10T12:00:00Z");
    await updateSeason(org, season.id, { rules: { ...RULES, participation: 10, perMatch: { win: 0, draw: 0, loss: 0, bye: 0 } }, confirmReRank: true }, inNov);
    for (const [day, others] of [["03", ["Hal2", "Ivy2", "Jo2"]], ["04", ["Kai2", "Lia2", "Max2"]]] as const) {
      const nov = await playedEvent(org, `2026-11-${day}T19:00:00Z`, [leader.name, ...others]);
      await attachEvent(org, season.id, { eventId: nov.eventId });
    }
    const novBoard = await getLeaderboard(season.id, { period: "2026-11", now: inNov });
    expect(novBoard.rows[0]).toMatchObject({ profileId: leader.profileId, points: 20, eventsPlayed: 2 });
    await settleDue(db, await loadSeason(db, season.id), new Date("2026-12-02T00:00:00Z"));
    const record = await playerSeasonRecord(null, leader.profileId!);
    expect(record.medals).toEqual([{ kind: "gold", count: 2 }]);
    expect(record.awards.map((a) => a.period)).toEqual(["2026-11", OCT]);
    expect(await db.seasonSettlement.count({ where: { seasonId: season.id } })).toBe(2);

    // The export carries the settings, the attachments, both settlements and their awards.
    const doc = await exportSeason(org, season.id);
    expect(SeasonExport.parse(doc)).toEqual(doc);
    expect(doc.events).toHaveLength(3);
    expect(doc.settlements.map((s) => s.period)).toEqual([OCT, "2026-11"]);
    expect(doc.awards.filter((a) => a.kind === "gold").map((a) => [a.period, a.profileId])).toEqual([[OCT, leader.profileId], ["2026-11", leader.profileId]]);
    await refused(exportSeason(await newUser("stranger"), season.id), "forbidden");
  });

  it("a restart after the boundary awards once and says when: the period ended at midnight, settled when the server came back", async () => {
    const org = await newUser();
    const season = await sprintSeason(org);
    const e = await playedEvent(org, "2026-10-08T19:00:00Z", ["Kim", "Lu", "Mo", "Ned"]);
    await attachEvent(org, season.id, { eventId: e.eventId });
    const db = await getDb();
    // Down from Friday evening to Monday morning: nothing was settled at midnight.
    const backOnMonday = new Date("2026-11-02T08:30:00Z");
    const settled = (await settleDueSeasons(backOnMonday)).filter((s) => s.seasonId === season.id);
    expect(settled.map((s) => [s.period, s.endedAt.toISOString(), s.settledAt.toISOString()])).toEqual([[OCT, "2026-10-31T00:00:00.000Z", backOnMonday.toISOString()]]);
    const audit = await db.seasonAuditEntry.findFirstOrThrow({ where: { seasonId: season.id, action: "season.settle" } });
    expect(audit.data).toMatchObject({ period: OCT, late: true, endedAt: "2026-10-31T00:00:00.000Z", settledAt: backOnMonday.toISOString() });
    // A second start awards nothing more.
    expect((await settleDueSeasons(new Date("2026-11-02T09:00:00Z"))).filter((s) => s.seasonId === season.id)).toEqual([]);
    expect(await db.seasonAward.count({ where: { seasonId: season.id, kind: "gold" } })).toBe(1);
  });

  it("a change of rules that re-ranks waits for confirmation, then applies and is audited", async () => {
    const org = await newUser();
    const season = await sprintSeason(org);
    const e = await playedEvent(org, "2026-10-09T19:00:00Z", ["Ola", "Pat", "Quin", "Ray"]);
    await attachEvent(org, season.id, { eventId: e.eventId });
    const now = new Date("2026-10-20T12:00:00Z");
    // Points for 1st place only: the order changes for sure when 4th place earns 100.
    const change = { rules: { ...RULES, placePoints: [0, 0, 0, 100] } };
    await refused(updateSeason(org, season.id, change, now), "conflict");
    const updated = await updateSeason(org, season.id, { ...change, confirmReRank: true }, now);
    expect(updated.rules.placePoints).toEqual([0, 0, 0, 100]);
    const db = await getDb();
    expect(await db.seasonAuditEntry.count({ where: { seasonId: season.id, action: "season.update" } })).toBe(1);
    // A name change needs no confirmation.
    expect((await updateSeason(org, season.id, { name: "Sprint" }, now)).name).toBe("Sprint");
  });

  it("refuses strangers, anonymous callers and events of another organizer or game; a refusal changes nothing", async () => {
    const org = await newUser();
    const stranger = await newUser("stranger");
    const season = await sprintSeason(org);
    const theirs = await playedEvent(null, "2026-10-12T19:00:00Z", ["Sal", "Tom"]);
    await refused(updateSeason(stranger, season.id, { name: "Mine" }), "forbidden");
    await refused(updateSeason(null, season.id, { name: "Mine" }), "unauthenticated");
    await refused(attachEvent(org, season.id, { eventId: theirs.eventId }), "forbidden");
    await refused(attachEvent(stranger, season.id, { eventId: theirs.eventId }), "forbidden");
    await refused(getSeason(null, "nope"), "not_found");
    const swgSeason = await createSeason(theirs.org, { name: "SWG", game: "swg-tcg", schedule: "monthly-weekdays" });
    await refused(attachEvent(theirs.org, swgSeason.id, { eventId: theirs.eventId }), "invalid_input");
    const after = await getSeason(org, season.id);
    expect(after).toMatchObject({ name: "October Sprint", events: [], version: season.version });
    await refused(createSeason(org, { name: "x", game: "ffg-swtcg", schedule: "dates", startsAt: "2026-05-01T00:00:00Z", endsAt: "2026-04-01T00:00:00Z" }), "invalid_input");
  });

  it("co-organizers are invited and accept: the answer is the same whatever the address, and nobody joins without accepting", async () => {
    const org = await newUser();
    const co = await newUser("co");
    const db = await getDb();
    await db.user.update({ where: { id: co.id }, data: { emailVerifiedAt: new Date() } });
    const season = await sprintSeason(org);
    // The old way (naming accounts into the season) is refused, naming the field.
    const old = await updateSeason(org, season.id, { coOrganizerEmails: [co.email] }).catch((e: ServiceError) => e);
    expect(old).toMatchObject({ code: "invalid_input", issues: [expect.objectContaining({ path: ["coOrganizerEmails"] })] });
    // A verified account's address, an unverified one's, and nobody's: the same answer.
    const unverified = await newUser("unverified");
    const answers = [];
    for (const email of [co.email, unverified.email, `nobody-${randomUUID().slice(0, 8)}@test.holonet.local`]) {
      const invitation = await inviteCoOrganizer(org, season.id, { email });
      answers.push(Object.keys(invitation).sort().join(","));
      expect(invitation).toMatchObject({ email, url: expect.stringMatching(/\/seasons\/invite\/hn_season/) });
    }
    expect(new Set(answers).size).toBe(1);
    // Invited is not joined: the account decides.
    expect((await getSeason(org, season.id)).coOrganizers).toEqual([]);
    await refused(updateSeason(co, season.id, { name: "Not yet" }), "forbidden");
    const view = await getSeason(org, season.id);
    expect(view.invitations.map((i) => i.email).sort()).toHaveLength(3);
    expect((await getSeason(co, season.id)).invitations).toEqual([]);
    expect((await getSeason(null, season.id)).invitations).toEqual([]);
    // The verified account got a notice leading to the link; the others nothing.
    const notices = await db.notification.findMany({ where: { userId: { in: [co.id, unverified.id] }, kind: "season.coOrganizerInvited" } });
    expect(notices.map((n) => n.userId)).toEqual([co.id]);
    const link = (notices[0]!.data as { link: string }).link;
    expect(link).toMatch(/^\/seasons\/invite\//);

    // Only the organizer invites; a co-organizer does not.
    await refused(inviteCoOrganizer(co, season.id, { email: "x@test.holonet.local" }), "forbidden");
    await refused(inviteCoOrganizer(org, season.id, { email: "not an address" }), "invalid_input");
    expect((await acceptSeasonInvitation(co, { token: inviteToken(link) })).seasonId).toBe(season.id);
    expect((await getSeason(org, season.id)).coOrganizers).toEqual([{ id: co.id, name: co.name }]);
    expect((await updateSeason(co, season.id, { name: "Co-run Sprint" })).name).toBe("Co-run Sprint");
    await refused(inviteCoOrganizer(co, season.id, { email: "x@test.holonet.local" }), "forbidden");
    // The link is used up; a revoked one never works.
    await refused(acceptSeasonInvitation(unverified, { token: inviteToken(link) }), "not_found");
    const pending = (await getSeason(org, season.id)).invitations.find((i) => i.email === unverified.email)!;
    await revokeCoOrganizerInvitation(org, season.id, pending.id);
    expect((await getSeason(org, season.id)).invitations.map((i) => i.email)).not.toContain(unverified.email);
    // Removing: the organizer only.
    await refused(removeCoOrganizer(co, season.id, co.id), "forbidden");
    await removeCoOrganizer(org, season.id, co.id);
    expect((await getSeason(co, season.id)).canEdit).toBe(false);
    // The public history says what happened without the addresses.
    const history = JSON.stringify((await seasonHistory(season.id)).entries);
    expect(history).toContain("season.coOrganizerJoined");
    expect(history).not.toContain(unverified.email);
    expect(history).not.toContain(co.email);
  });
});
