/**
 * A hidden profile stays hidden everywhere (issue 34): a player who hid their profile plays in a
 * rated event that counts for a settled season, is in a guild, waits in a queue and is registered
 * for a scheduled occurrence. Every public GET of the OpenAPI document is then called, anonymous
 * and as another signed-in user, and no answer may carry the profile's id, its name or the
 * account's name. The name the player entered the event under is the event's own (its pairings
 * must name who sits where), so it may show on the event's endpoints and nowhere else.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { openApiDocument } from "@/lib/api/openapi";
import type { User } from "@/lib/schemas/auth";
import { createApiToken } from "@/lib/server/accounts/accounts";
import { myProfile, updateMyProfile } from "@/lib/server/accounts/profiles";
import { createEvent } from "@/lib/server/events/events";
import { registerPlayers } from "@/lib/server/entrants/players";
import { pairNextRound } from "@/lib/server/rounds/rounds";
import { drainRatingJobs } from "@/lib/server/ratings/worker";
import { acceptGuildInvitation, createGuild, inviteToGuild } from "@/lib/server/guilds/guilds";
import { attachEvent, createSeason } from "@/lib/server/seasons/seasons";
import { getLeaderboard } from "@/lib/server/seasons/standings";
import { settleSeason } from "@/lib/server/seasons/settle";
import { createQueue, joinQueue } from "@/lib/server/queues/queues";
import { createSchedule, joinOccurrence } from "@/lib/server/queues/schedules";
import { newUser } from "../helpers";
import { completeEvent } from "../server/money-helpers";
import { handlerFor } from "./routes";

const TAG = randomUUID().slice(0, 8);
const GAME = "ffg-swtcg";
const DAY = 86_400_000;

let hidden: { user: User; profileId: string; entryId: string };
let opponent: { user: User; profileId: string };
let viewerToken: string;
let ownerToken: string;
let ids: Record<string, string>;
/** What must not show: the profile's id and name, the account's name; the entry's name off the event. */
const secrets = { profileId: "", profileName: `Hprof${TAG}`, userName: `Huser${TAG}`, entryName: `Hentry${TAG}` };

beforeAll(async () => {
  const db = await getDb();
  const org = await newUser("walk-org");
  const hiddenUser = await newUser("walk-hidden");
  await db.user.update({ where: { id: hiddenUser.id }, data: { name: secrets.userName } });
  hiddenUser.name = secrets.userName;
  const hiddenProfile = await myProfile(hiddenUser);
  await updateMyProfile(hiddenUser, { displayName: secrets.profileName });
  secrets.profileId = hiddenProfile.id;
  const opponentUser = await newUser("walk-opponent");
  opponent = { user: opponentUser, profileId: (await myProfile(opponentUser)).id };
  const viewer = await newUser("walk-viewer");
  viewerToken = await createApiToken(viewer.id);
  ownerToken = await createApiToken(hiddenUser.id);

  // A rated event of 8 that started five days ago; the hidden player meets the opponent in round 1.
  const event = await createEvent(org, { name: `Walk Open ${TAG}`, structure: "custom", tier: "relaxed", randomSeed: "walk", swissRounds: 1, cutSize: 0, startsAt: new Date(Date.now() - 5 * DAY).toISOString() });
  await registerPlayers(org, event.id, { players: Array.from({ length: 8 }, (_, i) => ({ name: `Walker ${i + 1}` })) });
  const round = await pairNextRound(org, event.id);
  const table = round.matches.find((m) => m.playerB)!;
  await db.player.update({ where: { id: table.playerA.id }, data: { profileId: hiddenProfile.id, name: secrets.entryName } });
  await db.player.update({ where: { id: table.playerB!.id }, data: { profileId: opponent.profileId } });
  hidden = { user: hiddenUser, profileId: hiddenProfile.id, entryId: table.playerA.id };
  await completeEvent(org, event.id);
  await drainRatingJobs();

  // A season over those days, ended an hour ago: reading it settles the period (awards, history).
  const season = await createSeason(org, {
    name: `Walk League ${TAG}`,
    game: GAME,
    preset: "store-league",
    schedule: "dates",
    startsAt: new Date(Date.now() - 10 * DAY).toISOString(),
    endsAt: new Date(Date.now() - 3_600_000).toISOString(),
    counts: "attached",
  });
  await attachEvent(org, season.id, { eventId: event.id });
  // Periods that ended after the season was made are due: as if it had been made before them.
  await db.season.update({ where: { id: season.id }, data: { createdAt: new Date(Date.now() - 10 * DAY) } });

  // A guild the hidden player is in, a queue they wait in, an occurrence they are registered for.
  const guild = await createGuild(org, { name: `Walk Guild ${TAG}`, tag: "WALK" });
  await acceptGuildInvitation(hiddenUser, (await inviteToGuild(org, guild.id, { profileId: hiddenProfile.id })).id);
  const template = { event: { name: `Walk Queue ${TAG}`, preset: "swg-swiss" }, autoPairRound1: true };
  const queue = await createQueue(org, { name: `Walk queue ${TAG}`, cap: 64, template });
  await joinQueue(hiddenUser, queue.id);
  const schedule = await createSchedule(org, { name: `Walk weekly ${TAG}`, template, firstStart: new Date(Date.now() + 10 * 60_000).toISOString().slice(0, 16), rule: "FREQ=WEEKLY", timeZone: "UTC" });
  const occurrenceId = schedule.occurrences[0]!.id;
  await db.occurrence.update({ where: { id: occurrenceId }, data: { state: "open", dueAt: new Date(Date.now() + 10 * 60_000) } });
  await joinOccurrence(hiddenUser, occurrenceId);

  // Everything above was public; now the player hides the profile.
  await updateMyProfile(hiddenUser, { public: false });
  // The period has ended: settled by the explicit step (a read never writes).
  await settleSeason(season.id);
  const settled = await getLeaderboard(season.id, { period: "season", viewer: hiddenUser });
  expect(settled.period.settled).not.toBeNull();
  expect(settled.rows.some((r) => r.profileId === hidden.profileId)).toBe(true);

  ids = {
    eventId: event.id,
    seasonId: season.id,
    guildId: guild.id,
    queueId: queue.id,
    scheduleId: schedule.id,
    occurrenceId,
    profileId: opponent.profileId,
    game: GAME,
    playerId: hidden.entryId,
    matchId: table.id,
    number: "1",
  };
}, 240_000);

const doc = openApiDocument() as unknown as { paths: Record<string, Record<string, unknown>> };
/** Every GET of the document but the live streams (they carry versions only, and never end). */
const reads = Object.entries(doc.paths)
  .filter(([p, methods]) => methods.get && !p.endsWith("/changes"))
  .map(([p]) => p);
/** Query strings a list takes to find the player (a search by name). */
const QUERIES: Record<string, string[]> = {
  "/ratings/{game}": ["", `?q=${secrets.profileName}`, "?inactive=1"],
  "/seasons/{seasonId}/leaderboard": ["", "?period=season"],
  "/guilds": ["", `?q=Walk Guild ${TAG}`, `?game=${GAME}`],
};

async function get(p: string, query: string, token: string | null, params: Record<string, string>) {
  const handler = await handlerFor("GET", p);
  const url = `http://walk.local/api/v1${p.replace(/\{(\w+)\}/g, (_, n: string) => encodeURIComponent(params[n] ?? "missing"))}${query}`;
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const res = await handler(new Request(url, { headers }), { params: Promise.resolve(p.includes("{") ? params : undefined) });
  return { status: res.status, text: await res.text() };
}

describe("a hidden profile", () => {
  it("walks every public read: neither its id nor its names, anonymous or as another player", async () => {
    expect(reads.length).toBeGreaterThan(30);
    const leaks: string[] = [];
    let answered = 0;
    for (const p of reads) {
      for (const query of QUERIES[p] ?? [""]) {
        for (const [who, token] of [["anonymous", null], ["another player", viewerToken]] as const) {
          const answer = await get(p, query, token, ids);
          const status = answer.status;
          // A search echoes what was asked for: that is the caller's, not the player's.
          const text = answer.text.replace(/"q":"[^"]*"/g, "");
          if (status === 200) answered++;
          const own = p.startsWith("/events/{eventId}");
          for (const [what, value] of Object.entries(secrets)) {
            if (what === "entryName" && own) continue;
            if (text.includes(value)) leaks.push(`${who} GET ${p}${query} (${status}) shows the ${what}`);
          }
        }
      }
    }
    expect(leaks).toEqual([]);
    // The walk read real answers, not a wall of 404s.
    expect(answered).toBeGreaterThan(40);
  });

  it("its own pages answer 404 to others, and the owner still sees themself", async () => {
    const mine = { ...ids, profileId: hidden.profileId };
    for (const p of ["/players/{profileId}", "/players/{profileId}/ratings", "/players/{profileId}/ratings/{game}/ledger", "/players/{profileId}/seasons"]) {
      for (const token of [null, viewerToken]) {
        const { status, text } = await get(p, "", token, mine);
        expect(status, p).toBe(404);
        expect(text).not.toContain(secrets.profileName);
      }
      expect((await get(p, "", ownerToken, mine)).status, p).toBe(200);
    }
    const board = await get("/seasons/{seasonId}/leaderboard", "?period=season", ownerToken, ids);
    expect(board.text).toContain(hidden.profileId);
    const ledger = await get("/players/{profileId}/ratings/{game}/ledger", "", ownerToken, ids);
    expect(ledger.text).toContain(hidden.profileId);
  });

  it("keeps its place: the leaderboard's row, the queue's count, the guild's count", async () => {
    const board = JSON.parse((await get("/seasons/{seasonId}/leaderboard", "?period=season", null, ids)).text) as { rows: { name: string; profileId: string | null; events: unknown[]; medals: unknown[] }[] };
    expect(board.rows).toHaveLength(8);
    expect(board.rows.filter((r) => r.name === "Hidden player")).toEqual([expect.objectContaining({ profileId: null, events: [], medals: [] })]);
    const queue = JSON.parse((await get("/queues/{queueId}", "", null, ids)).text) as { waiting: { name: string }[] };
    expect(queue.waiting.map((w) => w.name)).toEqual(["Hidden player"]);
    const guild = JSON.parse((await get("/guilds/{guildId}", "", null, ids)).text) as { memberCount: number };
    expect(guild.memberCount).toBe(2);
    const ledger = JSON.parse((await get("/players/{profileId}/ratings/{game}/ledger", "", null, ids)).text) as { events: { current: { lines: { opponents: unknown[] }[] } }[] };
    expect(ledger.events[0]!.current.lines[0]!.opponents).toEqual([{ ratedId: null, profileId: null, name: "Hidden player" }]);
  });
});
