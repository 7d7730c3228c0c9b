/**
 * The authorization matrix: every operation of the OpenAPI document, called through its real
 * route handler as every kind of caller, answers the status the declared policy
 * (./authz-policy.ts) says, and a refused call changes nothing. An operation with no policy row,
 * no request below or no route handler fails, so a new operation cannot slip through.
 */
import { randomUUID } from "node:crypto";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { openApiDocument } from "@/lib/api/openapi";
import { addStaff } from "@/lib/server/staff/staff";
import { createApiToken, listApiTokens, signUp } from "@/lib/server/accounts/accounts";
import { createEvent } from "@/lib/server/events/events";
import { exportEvent } from "@/lib/server/transfer/event-export";
import { deleteEvent } from "@/lib/server/transfer/event-delete";
import { makeCut } from "@/lib/server/rounds/cut";
import { registerPlayers } from "@/lib/server/entrants/players";
import { dropPlayer } from "@/lib/server/entrants/player-status";
import { pairNextRound } from "@/lib/server/rounds/rounds";
import { updateEventSettings } from "@/lib/server/events/event-settings";
import { updateRegistrationSettings } from "@/lib/server/entrants/registration-settings";
import { myRegistration, selfRegister } from "@/lib/server/entrants/self-registration";
import { claimCode, claimEntry, claimSecret } from "@/lib/server/entrants/claims";
import { myProfile, updateMyProfile } from "@/lib/server/accounts/profiles";
import { mergeProfiles } from "@/lib/server/accounts/profile-merge";
import { raiseJudgeCall } from "@/lib/server/calls/judge-calls";
import { uploadEventDocument } from "@/lib/server/library/event-documents";
import type { User } from "@/lib/schemas/auth";
import { newSecret, tokenId } from "@/lib/server/kernel/tokens";
import { addAcceptedStaff, inviteToken, newUser, uniqueEmail } from "../helpers";
import { finishRound } from "../server/event-helpers";
import { freshId, withNewIds } from "../server/export-helpers";
import { awardedEvent, completeEvent } from "../server/money-helpers";
import { setPrizes } from "@/lib/server/money/prizes";
import { createGuild, inviteToGuild } from "@/lib/server/guilds/guilds";
import { attachEvent, createSeason } from "@/lib/server/seasons/seasons";
import { exportSeason } from "@/lib/server/seasons/season-export";
import { refuseTag, tagEvent } from "@/lib/server/seasons/tags";

import { inviteCoOrganizer } from "@/lib/server/seasons/co-organizers";
import { addCoOrganizer } from "../server/season-helpers";
import { createQueue, joinQueue } from "@/lib/server/queues/queues";
import { createSchedule, joinOccurrence, updateSchedule } from "@/lib/server/queues/schedules";
import { calendarFeedToken } from "@/lib/server/queues/feeds";
import { venueSlug } from "@/lib/words/venue-slug";
import { takeToHall } from "@/lib/server/hall/hold";
import { CALLERS, POLICY, type Caller } from "./authz-policy";
import { handlerFor } from "./routes";
import { eventSnapshot } from "./snapshot";

// ── Callers ─────────────────────────────────────────────────────────────────────────────────

interface Person {
  user: User;
  token: string;
}
let people: Record<Exclude<Caller, "anonymous">, Person>;
let loginAccount: { email: string; password: string };

const person = async (who: string): Promise<Person> => {
  const user = await newUser(who);
  return { user, token: await createApiToken(user.id) };
};

/** Makes `user` a judge or marshal at the event (the one place the matrix sets up staff). */
async function makeStaff(organizer: User, eventId: string, user: User, role: "judge" | "marshal"): Promise<void> {
  await addAcceptedStaff(organizer, eventId, user, role);
}

// ── Fixtures: one event, brought to the state an operation needs ────────────────────────────

/** matchPlay: an SWG best-of-3 event (chess clocks) with round 1 paired. */
/** complete: a Swiss event without a cut, its one round played: complete. */
/** drafted: an event that pairs drafts (issue 41), round 1 paired as a draft only staff see. */
type State = "registration" | "paired" | "drafted" | "swissDone" | "elimination" | "matchPlay" | "complete";

interface Fixture {
  eventId: string;
  playerIds: string[];
  /** A player dropped during round 1 (paired and later states). */
  droppedId: string;
  /** A pending staff invitation nobody depends on. */
  inviteId: string;
  matchId: string;
  /** Two players of round 1 at different tables (a hand swap), when paired. */
  swapPair: [string, string];
}

async function fixture(state: State): Promise<Fixture> {
  const org = people.organizer.user;
  const event = await createEvent(
    org,
    state === "matchPlay"
      ? { name: "Matrix Galaxies", preset: "swg-swiss", randomSeed: "matrix", swissRounds: 1 }
      : { name: "Matrix Open", structure: "custom", tier: "relaxed", randomSeed: "matrix", swissRounds: 1, cutSize: state === "complete" ? 0 : 4, ...(state === "drafted" ? { draftRounds: true } : {}) },
  );
  const eventId = event.id;
  const players = await registerPlayers(org, eventId, { players: Array.from({ length: 9 }, (_, i) => ({ name: `Player ${i + 1}` })) });
  await makeStaff(org, eventId, people.judge.user, "judge");
  await makeStaff(org, eventId, people.marshal.user, "marshal");
  const invite = await addStaff(org, eventId, { email: uniqueEmail("invitee"), role: "marshal" });
  const playerIds = players.map((p) => p.id);
  const droppedId = playerIds.at(-1)!;
  let matchId = "";
  let swapPair: [string, string] = ["", ""];
  if (state !== "registration") {
    const round = await pairNextRound(org, eventId);
    const games = round.matches.filter((m) => m.playerB);
    swapPair = [games[0]!.playerA.id, games[1]!.playerA.id];
    await dropPlayer(org, eventId, droppedId);
    // A match of two players still in the event: the dropped one must not be the player a
    // self-service request (report, own drop) acts as.
    matchId = round.matches.find((m) => m.playerB && m.playerA.id !== droppedId && m.playerB.id !== droppedId)!.id;
  }
  if (state === "swissDone" || state === "elimination" || state === "complete") await finishRound(org, eventId, 1);
  if (state === "elimination") {
    await makeCut(org, eventId);
    const round = await pairNextRound(org, eventId);
    matchId = round.matches[0]!.id;
  }
  return { eventId, playerIds, droppedId, inviteId: invite.id, matchId, swapPair };
}

/**
 * Two profiles of one person for a merge: one with a new entry at the fixture's event, the other
 * at another event of the same organizer; `accounts`: each claimed by a new account, else
 * profiles without an account (typed entries).
 */
async function mergeCall(f: Fixture, { accounts }: { accounts: boolean }): Promise<{ params: { profileId: string }; body: { into: string } }> {
  const org = people.organizer.user;
  const db = await getDb();
  const secret = await claimSecret();
  const other = await createEvent(org, { name: "Matrix Second", structure: "basic", tier: "relaxed" });
  const [mine] = await registerPlayers(org, f.eventId, { players: [{ name: `Merge A ${Math.random().toString(36).slice(2, 8)}` }] });
  const [entry] = await registerPlayers(org, other.id, { players: [{ name: "Merge B" }] });
  const profileOf = async (playerId: string, eventId: string) => {
    if (accounts) return (await claimEntry(await newUser("merge"), eventId, playerId, { code: claimCode(secret, playerId) })).profileId;
    const profile = await db.playerProfile.create({ data: { displayName: "Typed" } });
    await db.player.update({ where: { id: playerId }, data: { profileId: profile.id } });
    return profile.id;
  };
  return { params: { profileId: await profileOf(mine!.id, f.eventId) }, body: { into: await profileOf(entry!.id, other.id) } };
}

/**
 * A fresh guild for a guild call: the organizer leads it, the judge is an officer, the marshal a
 * member, the stranger holds a pending invitation; two more people (profiles without accounts)
 * are a plain member and an officer to act on. Every caller is first freed of other guilds.
 */
async function freeEveryone(): Promise<void> {
  const profiles = await Promise.all(Object.values(people).map((p) => myProfile(p.user)));
  await (await getDb()).guildMember.deleteMany({ where: { profileId: { in: profiles.map((p) => p.id) } } });
}

async function guildFixture(): Promise<{ guildId: string; invitationId: string; memberId: string; officerId: string }> {
  const db = await getDb();
  await freeEveryone();
  const { id: guildId } = await createGuild(people.organizer.user, { name: `Matrix Guild ${Math.random().toString(36).slice(2, 10)}`, tag: "MTX" });
  const [judge, marshal] = await Promise.all([myProfile(people.judge.user), myProfile(people.marshal.user)]);
  const extra = await Promise.all([0, 1].map((i) => db.playerProfile.create({ data: { displayName: `Guild extra ${i}` } })));
  await db.guildMember.createMany({
    data: [
      { guildId, profileId: judge.id, role: "officer", officerSince: new Date() },
      { guildId, profileId: marshal.id, role: "member" },
      { guildId, profileId: extra[0]!.id, role: "member" },
      { guildId, profileId: extra[1]!.id, role: "officer", officerSince: new Date() },
    ],
  });
  const stranger = await myProfile(people.stranger.user);
  const invitation = await inviteToGuild(people.organizer.user, guildId, { profileId: stranger.id });
  return { guildId, invitationId: invitation.id, memberId: extra[0]!.id, officerId: extra[1]!.id };
}

// ── Requests: for each operation, a state in which it makes sense and a valid request ───────

interface Call {
  params?: Record<string, string>;
  body?: unknown;
  /** The query string's parameters. */
  query?: Record<string, string>;
}
interface RequestSpec {
  /** The event state the operation needs; null: it needs no event. */
  state: State | null;
  call: (f: Fixture) => Call | Promise<Call>;
  /** Sign the call with a new token of the caller (for calls that end the token they use). */
  freshToken?: boolean;
}

const deck = (tag: string) => ({ affiliation: "Jedi", objectiveSets: Array.from({ length: 10 }, (_, i) => `${tag} set ${i + 1}`) });
const ev = (f: Fixture) => ({ eventId: f.eventId });
const player = (f: Fixture) => ({ eventId: f.eventId, playerId: f.playerIds[0]! });
const round1 = (f: Fixture) => ({ eventId: f.eventId, number: "1" });
const match = (f: Fixture) => ({ eventId: f.eventId, matchId: f.matchId });
/** A fresh rulings sheet uploaded by the organizer (documents). */
const rulingsSheet = async (f: Fixture) => ({
  eventId: f.eventId,
  documentId: (await uploadEventDocument(people.organizer.user, f.eventId, { title: "Sheet", kind: "pdf", base64: btoa("%PDF-1.4\n%%EOF\n") })).id,
});

/** Decks of the other games: the fixture's event made an SWG one (limited: sealed); `owner`: the stranger plays entry 1. */
async function galaxies(f: Fixture, o: { limited?: boolean; owner?: boolean } = {}): Promise<Record<string, string>> {
  const db = await getDb();
  await db.event.update({ where: { id: f.eventId }, data: { preset: "swg-swiss", presetOptions: o.limited ? { deckKind: "limited" } : {} } });
  if (o.owner) {
    const u = people.stranger.user;
    const profile = await db.playerProfile.upsert({ where: { userId: u.id }, create: { userId: u.id, displayName: u.name }, update: {} });
    await db.player.update({ where: { id: f.playerIds[0]! }, data: { profileId: profile.id } });
  }
  return player(f);
}
const deckList = { list: "Avatar: Jedi Guardian [Jedi]\nQuests:\n1 Training [2]\nDeck:\n4 Lightsaber Strike [Jedi]" };

/**
 * Team events: the fixture's event made a 2-on-2 one, its entrants teams of two. Member 1 of the
 * first team: `member` links the stranger to it; `invite`: member 2 is the stranger's pending
 * invitation (their address verified). Returns the params naming that team and member.
 */
async function teamEvent(f: Fixture, o: { selfRegistration?: boolean; invite?: boolean; member?: boolean; joinLink?: boolean } = {}): Promise<Record<string, string>> {
  const db = await getDb();
  const eventId = f.eventId;
  await db.event.update({ where: { id: eventId }, data: { preset: "swccg-2v2", presetOptions: {} } });
  if ((await db.teamMember.count({ where: { eventId } })) === 0) {
    await db.teamMember.createMany({ data: f.playerIds.flatMap((playerId, i) => [1, 2].map((position) => ({ eventId, playerId, position, name: `Team ${i + 1} member ${position}` }))) });
  }
  if (o.selfRegistration) await updateRegistrationSettings(people.organizer.user, eventId, { selfRegistration: true });
  const teamId = f.playerIds[0]!;
  const stranger = people.stranger.user;
  if (o.invite) {
    await db.user.update({ where: { id: stranger.id }, data: { emailVerifiedAt: new Date() } });
    await db.teamMember.update({ where: { playerId_position: { playerId: teamId, position: 2 } }, data: { email: stranger.email, invitePending: true, profileId: null } });
    return { eventId, teamId };
  }
  if (o.member) {
    const profile = await myProfile(stranger);
    await db.teamMember.update({ where: { playerId_position: { playerId: teamId, position: 1 } }, data: { profileId: profile.id } });
  }
  if (o.joinLink) {
    // Member 2 of the first team has not joined: a fresh join link for that seat.
    const token = newSecret("hn_team");
    await db.teamMember.update({
      where: { playerId_position: { playerId: teamId, position: 2 } },
      data: { invitePending: true, profileId: null, email: uniqueEmail("partner"), inviteTokenId: tokenId(token), inviteExpiresAt: new Date(Date.now() + 3600_000) },
    });
    return { eventId, teamId, token };
  }
  return { eventId, teamId, position: "1" };
}
const swccgDeck = { list: "Objective:\n1 Hunt Down And Destroy The Jedi [objective]\nLocations:\n59 Death Star: Docking Bay", sleeves: "clear, black backs" };

/**
 * Opens self-registration at the fixture's event, with check-in open now (the start 10 minutes
 * away, check-in 30 minutes before it); `everyone`: every signed-in caller registers too.
 */
async function openRegistration(f: Fixture, { everyone = false } = {}): Promise<Call> {
  const org = people.organizer.user;
  await updateEventSettings(org, f.eventId, { startsAt: new Date(Date.now() + 10 * 60_000).toISOString() });
  await updateRegistrationSettings(org, f.eventId, { selfRegistration: true, checkInMinutes: 30 });
  if (everyone) {
    for (const p of Object.values(people)) if ((await myRegistration(p.user, f.eventId)).status === "none") await selfRegister(p.user, f.eventId);
  }
  return { params: ev(f) };
}

/**
 * Self-report: turns it on at the fixture's event and links the stranger's (seat A) and the
 * other organizer's (seat B) accounts to the entries of the fixture's match, as claims do.
 */
async function playersOfMatch(f: Fixture, callers: readonly ("stranger" | "otherOrganizer")[] = ["stranger", "otherOrganizer"]): Promise<Call> {
  const db = await getDb();
  const event = await db.event.findUniqueOrThrow({ where: { id: f.eventId }, select: { registration: true } });
  await db.event.update({ where: { id: f.eventId }, data: { registration: { ...(event.registration as object), selfReport: true } } });
  const m = await db.match.findUniqueOrThrow({ where: { id: f.matchId } });
  for (const [caller, playerId] of [["stranger", m.playerAId], ["otherOrganizer", m.playerBId]] as const) {
    if (!callers.includes(caller)) continue;
    const profile = await myProfile(people[caller].user);
    await db.player.updateMany({ where: { profileId: profile.id, eventId: f.eventId }, data: { profileId: null } });
    await db.player.update({ where: { id: playerId! }, data: { profileId: profile.id } });
  }
  return { params: match(f) };
}

/** A profile its owner hid: nobody in the matrix is its owner. */
async function hiddenProfile(): Promise<string> {
  const owner = await newUser("hidden");
  return (await updateMyProfile(owner, { public: false })).id;
}

/** A season the fixture's organizer runs (`attached`: with the fixture's event attached; `taggable`: counting tagged events; `tagged`: and the fixture's event tagged). */
async function season(
  f: Fixture,
  { attached = false, tagged = false, taggable = false, refused = false }: { attached?: boolean; tagged?: boolean; taggable?: boolean; refused?: boolean } = {},
): Promise<{ seasonId: string; eventId: string }> {
  const org = people.organizer.user;
  const s = await createSeason(org, { name: "Matrix League", game: "ffg-swtcg", preset: "store-league", schedule: "dates", startsAt: "2026-01-01T00:00:00Z", endsAt: "2027-01-01T00:00:00Z", counts: taggable || tagged || refused ? "tagged" : "attached" });
  if (attached) await attachEvent(org, s.id, { eventId: f.eventId });
  if (tagged || refused) await tagEvent(org, f.eventId, { seasonId: s.id });
  if (refused) await refuseTag(org, s.id, f.eventId);
  return { seasonId: s.id, eventId: f.eventId };
}

/** Queues and schedules (issue 27): a queue far from its cap, or an open occurrence; `waiting`: the organizer caller is in it. */
const queueTemplate = { event: { name: "Matrix Queue", preset: "swg-swiss" }, autoPairRound1: true };
async function aQueue(waiting = false, owner?: User): Promise<Record<string, string>> {
  const q = await createQueue(owner ?? (await newUser("queue-owner")), { name: "Matrix queue", cap: 64, template: queueTemplate });
  if (waiting) await joinQueue(people.organizer.user, q.id);
  return { queueId: q.id };
}
const scheduleBody = () => ({ name: "Matrix weekly", template: queueTemplate, firstStart: new Date(Date.now() + 10 * 60_000).toISOString().slice(0, 16), rule: "FREQ=WEEKLY", timeZone: "UTC" });
/** A store with a queue: its slug. */
async function aVenue(): Promise<string> {
  const venue = `Matrix Store ${randomUUID().slice(0, 8)}`;
  await createQueue(await newUser("venue-owner"), { name: "Matrix store queue", cap: 8, template: { ...queueTemplate, event: { ...queueTemplate.event, venue } } });
  return venueSlug(venue);
}
async function anOpenOccurrence(registered = false, owner?: User): Promise<Record<string, string>> {
  const s = await createSchedule(owner ?? (await newUser("schedule-owner")), scheduleBody());
  const occurrenceId = s.occurrences[0]!.id;
  // As the scheduler's tick would have at its opening time (the matrix runs no scheduler).
  await (await getDb()).occurrence.update({ where: { id: occurrenceId }, data: { state: "open", dueAt: new Date(Date.now() + 10 * 60_000) } });
  if (registered) await joinOccurrence(people.organizer.user, occurrenceId);
  return { occurrenceId, scheduleId: s.id };
}

/** The fixture's event taken to a hall (once per event: the refused callers share one), and its hold's credentials. */
const halls = new Map<string, Promise<{ hallId: string; secret: string; version: number; name: string }>>();
function inHall(f: Fixture) {
  let held = halls.get(f.eventId);
  if (!held) {
    held = takeToHall(people.organizer.user, f.eventId, { hall: "Matrix hall" }).then((t) => ({ hallId: t.hallId, secret: t.secret, version: t.document.event.version, name: t.document.event.name }));
    halls.set(f.eventId, held);
  }
  return held;
}

/** Keyed like POLICY: "METHOD /path", or "METHOD /path · situation" for a further case of it. */
const REQUESTS: Record<string, RequestSpec> = {
  "POST /auth/signup": { state: null, call: () => ({ body: { email: uniqueEmail("matrix"), password: "a long matrix password", name: "Matrix" } }) },
  "POST /auth/login": { state: null, call: () => ({ body: loginAccount }) },
  "POST /queues": { state: null, call: () => ({ body: { name: "Matrix queue", cap: 8, template: queueTemplate } }) },
  "GET /queues/{queueId}": { state: null, call: async () => ({ params: await aQueue() }) },
  // The organizer's own queue, with a player waiting (closing lets them go).
  "PATCH /queues/{queueId}": { state: null, call: async () => ({ params: await aQueue(true, people.organizer.user), body: { name: "Matrix queue renamed", cap: 32, open: false } }) },
  "DELETE /queues/{queueId}": { state: null, call: async () => ({ params: await aQueue(true, people.organizer.user) }) },
  "GET /queues/{queueId}/changes": { state: null, call: async () => ({ params: await aQueue() }) },
  "PATCH /schedules/{scheduleId}": { state: null, call: async () => ({ params: await anOpenOccurrence(true, people.organizer.user), body: { name: "Matrix weekly renamed", rule: "FREQ=WEEKLY;BYDAY=MO,TH" } }) },
  "DELETE /schedules/{scheduleId}": { state: null, call: async () => ({ params: await anOpenOccurrence(true, people.organizer.user) }) },
  "POST /queues/{queueId}/join": { state: null, call: async () => ({ params: await aQueue() }) },
  "DELETE /queues/{queueId}/join": { state: null, call: async () => ({ params: await aQueue(true) }) },
  "POST /schedules": { state: null, call: () => ({ body: scheduleBody() }) },
  "GET /schedules/{scheduleId}": { state: null, call: async () => ({ params: await anOpenOccurrence() }) },
  "POST /occurrences/{occurrenceId}/join": { state: null, call: async () => ({ params: await anOpenOccurrence() }) },
  "DELETE /occurrences/{occurrenceId}/join": { state: null, call: async () => ({ params: await anOpenOccurrence(true) }) },
  "GET /calendar": { state: null, call: () => ({}) },
  // The organizer's schedule, closed with a player registered (cancelling the open occurrence) and re-opened.
  "POST /occurrences/{occurrenceId}/restore": {
    state: null,
    call: async () => {
      const { occurrenceId, scheduleId } = await anOpenOccurrence(true, people.organizer.user);
      await updateSchedule(people.organizer.user, scheduleId!, { open: false });
      await updateSchedule(people.organizer.user, scheduleId!, { open: true });
      return { params: { occurrenceId: occurrenceId! } };
    },
  },
  "GET /venues/{slug}": { state: null, call: async () => ({ params: { slug: await aVenue() } }) },
  "GET /venues/{slug}/calendar.ics": { state: null, call: async () => ({ params: { slug: await aVenue() } }) },
  "GET /schedules/{scheduleId}/calendar.ics": { state: null, call: async () => ({ params: { scheduleId: (await anOpenOccurrence()).scheduleId! } }) },
  "GET /calendar/players/{token}": { state: null, call: async () => ({ params: { token: await calendarFeedToken(await newUser("feed-owner")) } }) },
  "GET /me/calendar-feed": { state: null, call: () => ({}) },
  "POST /me/calendar-feed": { state: null, call: () => ({}) },
  "GET /queues": { state: null, call: () => ({ query: { game: "swg-tcg" } }) },
  "GET /search": { state: null, call: () => ({ query: { q: "Matrix" } }) },
  "POST /events": { state: null, call: () => ({ body: { name: `Matrix ${uniqueEmail("event")}`, structure: "basic", tier: "relaxed", rating: { rated: true, k: 32 } } }) },
  "POST /auth/logout": { state: null, freshToken: true, call: () => ({}) },
  "GET /auth/tokens": { state: null, call: () => ({}) },
  "POST /auth/tokens": { state: null, call: () => ({ body: { name: "matrix script" } }) },
  // A token of the organizer's: only its owner may revoke it; for anyone else it does not exist.
  "DELETE /auth/tokens/{id}": {
    state: null,
    call: async () => {
      await createApiToken(people.organizer.user.id, { name: "to revoke" });
      const [newest] = await listApiTokens(people.organizer.user);
      return { params: { id: newest!.id } };
    },
  },
  // Reaches the password check and is refused there: the success path ends every token (tests/api/tokens.test.ts).
  "POST /auth/password": { state: null, call: () => ({ body: { currentPassword: "not the current password", newPassword: "tauntaun lantern quietly" } }) },
  "POST /auth/verification": { state: null, call: () => ({}) },
  // A fresh invitation per call: staff already at the event are refused; anyone else accepts it.
  "POST /invitations/accept": {
    state: "registration",
    call: async (f) => {
      const invited = await addStaff(people.organizer.user, f.eventId, { email: uniqueEmail("accept"), role: "marshal" });
      return { body: { token: inviteToken(invited.invitation.url) } };
    },
  },
  "POST /events/{eventId}/staff/{staffId}/invitation": { state: "registration", call: (f) => ({ params: { eventId: f.eventId, staffId: f.inviteId } }) },
  "GET /events/{eventId}": { state: "registration", call: (f) => ({ params: ev(f) }) },
  "PATCH /events/{eventId}": { state: "registration", call: (f) => ({ params: ev(f), body: { name: "Matrix Renamed", tier: "formal", rating: { rated: false, k: 8 } } }) },
  "GET /events/{eventId}/players": { state: "registration", call: (f) => ({ params: ev(f) }) },
  "POST /events/{eventId}/players": { state: "registration", call: (f) => ({ params: ev(f), body: { name: "Lando" } }) },
  "GET /events/{eventId}/changes": { state: "registration", call: (f) => ({ params: ev(f) }) },
  "GET /health": { state: "registration", call: () => ({}) },
  "GET /events/{eventId}/staff": { state: "registration", call: (f) => ({ params: ev(f) }) },
  "POST /events/{eventId}/staff": { state: "registration", call: (f) => ({ params: ev(f), body: { email: uniqueEmail("judge"), role: "judge" } }) },
  "DELETE /events/{eventId}/staff/{staffId}": { state: "registration", call: (f) => ({ params: { eventId: f.eventId, staffId: f.inviteId } }) },
  "PATCH /events/{eventId}/players/{playerId}": { state: "registration", call: (f) => ({ params: player(f), body: { name: "Kyle K." } }) },
  "DELETE /events/{eventId}/players/{playerId}": { state: "registration", call: (f) => ({ params: player(f) }) },
  "GET /events/{eventId}/players/{playerId}/decklists": { state: "registration", call: (f) => ({ params: player(f) }) },
  "PUT /events/{eventId}/players/{playerId}/decklists": { state: "registration", call: (f) => ({ params: player(f), body: { light: deck("LS"), dark: deck("DS") } }) },
  "PUT /events/{eventId}/players/{playerId}/decklists · after round 1": { state: "paired", call: (f) => ({ params: player(f), body: { light: deck("LS"), dark: deck("DS") } }) },
  "POST /events/{eventId}/rounds": { state: "registration", call: (f) => ({ params: ev(f) }) },
  "GET /events/{eventId}/rounds": { state: "paired", call: (f) => ({ params: ev(f) }) },
  "GET /events/{eventId}/rounds/{number}": { state: "paired", call: (f) => ({ params: round1(f) }) },
  "GET /events/{eventId}/rounds/{number}/reasons": { state: "paired", call: (f) => ({ params: round1(f) }) },
  "POST /events/{eventId}/rounds/{number}/swap": { state: "paired", call: (f) => ({ params: round1(f), body: { players: f.swapPair, reason: "Matrix swap", confirm: true } }) },
  "GET /events/{eventId}/rounds/{number}/proof": { state: "paired", call: (f) => ({ params: round1(f) }) },
  "GET /events/{eventId}/rounds/{number} · a draft": { state: "drafted", call: (f) => ({ params: round1(f) }) },
  "GET /events/{eventId}/rounds/{number}/proof · a draft": { state: "drafted", call: (f) => ({ params: round1(f) }) },
  "GET /events/{eventId}/rounds/{number}/reasons · a draft": { state: "drafted", call: (f) => ({ params: round1(f) }) },
  "POST /events/{eventId}/rounds/{number}/publish": { state: "drafted", call: (f) => ({ params: round1(f), body: { startClock: true } }) },
  "POST /events/{eventId}/rounds/{number}/reseat": { state: "paired", call: (f) => ({ params: round1(f), body: { table: 1, to: 9, reason: "Matrix re-seat", confirm: true } }) },
  "DELETE /events/{eventId}/rounds/{number}": { state: "paired", call: (f) => ({ params: round1(f) }) },
  "POST /events/{eventId}/rounds/{number}/repair": { state: "paired", call: (f) => ({ params: round1(f) }) },
  "POST /events/{eventId}/rounds/{number}/timer": { state: "paired", call: (f) => ({ params: round1(f), body: { action: "start" } }) },
  "PUT /events/{eventId}/matches/{matchId}/result": { state: "paired", call: (f) => ({ params: match(f), body: { games: [{ result: "A" }, { result: "B" }] } }) },
  "PUT /events/{eventId}/matches/{matchId}/result · elimination": { state: "elimination", call: (f) => ({ params: match(f), body: { darkSide: "A", result: "B" } }) },
  "PUT /events/{eventId}/matches/{matchId}/result · after completion": { state: "complete", call: (f) => ({ params: match(f), body: { games: [{ result: "B" }, { result: "draw" }] } }) },
  "POST /events/{eventId}/matches/{matchId}/clock": { state: "matchPlay", call: (f) => ({ params: match(f), body: { action: "start", seat: "A" } }) },
  "PUT /events/{eventId}/matches/{matchId}/side": { state: "elimination", call: (f) => ({ params: match(f), body: { darkSide: "B" } }) },
  "GET /events/{eventId}/standings": { state: "swissDone", call: (f) => ({ params: ev(f) }) },
  "GET /events/{eventId}/cut": { state: "swissDone", call: (f) => ({ params: ev(f) }) },
  "POST /events/{eventId}/cut": { state: "swissDone", call: (f) => ({ params: ev(f) }) },
  "GET /events/{eventId}/bracket": { state: "elimination", call: (f) => ({ params: ev(f) }) },
  "POST /events/{eventId}/players/{playerId}/drop": { state: "paired", call: (f) => ({ params: player(f) }) },
  "POST /events/{eventId}/players/{playerId}/rejoin": { state: "paired", call: (f) => ({ params: { eventId: f.eventId, playerId: f.droppedId } }) },
  "POST /events/{eventId}/players/{playerId}/disqualify": { state: "paired", call: (f) => ({ params: player(f) }) },
  "PUT /events/{eventId}/players/{playerId}/table": { state: "registration", call: (f) => ({ params: player(f), body: { table: 3 } }) },
  "GET /events/{eventId}/export": { state: "elimination", call: (f) => ({ params: ev(f) }) },
  // The fixture's export under new ids: a copy of the event this server does not have yet.
  "POST /events/import": { state: "paired", call: async (f) => ({ body: withNewIds(await exportEvent(people.organizer.user, f.eventId)) }) },
  "GET /schemas/event-export.json": { state: null, call: () => ({}) },
  "GET /schemas/round-proof.json": { state: null, call: () => ({}) },
  "DELETE /events/{eventId}": { state: "paired", call: (f) => ({ params: ev(f), body: { confirm: "not the event's name" } }) },
  "GET /me/deleted-events": { state: null, call: () => ({}) },
  // The hall server (issue 40): the organizer's pushes, release and take-back need the event in a hall.
  "GET /me/organized-events": { state: null, call: () => ({}) },
  "GET /events/{eventId}/hall": { state: "paired", call: (f) => ({ params: ev(f) }) },
  "POST /events/{eventId}/hall/take": { state: "paired", call: (f) => ({ params: ev(f), body: { hall: "Matrix hall" } }) },
  "POST /events/{eventId}/hall/push": {
    state: "paired",
    call: async (f) => {
      const { hallId, secret } = await inHall(f);
      const document = await exportEvent(people.organizer.user, f.eventId);
      return { params: ev(f), body: { hallId, secret, document: { ...document, event: { ...document.event, version: document.event.version + 1 } } } };
    },
  },
  "POST /events/{eventId}/hall/release": {
    state: "paired",
    call: async (f) => {
      const { hallId, secret, version } = await inHall(f);
      return { params: ev(f), body: { hallId, secret, version } };
    },
  },
  "POST /events/{eventId}/hall/abandon": { state: "paired", call: async (f) => ({ params: ev(f), body: { confirm: (await inHall(f)).name } }) },
  // Nothing listens on port 9: the public server is out of reach, which does not hold the organizer up.
  "POST /events/{eventId}/hall/publish-to": { state: "paired", call: (f) => ({ params: ev(f), body: { publicUrl: "http://127.0.0.1:9", token: "hn_matrix", hall: "Matrix hall" } }) },
  // A copy of the fixture under new ids, as a hall that started it would publish it (its own hold id and secret).
  "POST /hall/publish": {
    state: "paired",
    call: async (f) => ({ body: { hallId: `hall${freshId()}`, secret: `hn_hall_${freshId()}${freshId()}`, hall: "Matrix hall", document: withNewIds(await exportEvent(people.organizer.user, f.eventId)) } }),
  },
  // A fresh event of the organizer's, deleted, per call.
  "POST /me/deleted-events/{deletedId}/restore": {
    state: null,
    call: async () => {
      const event = await createEvent(people.organizer.user, { name: "Matrix Deleted", structure: "basic", tier: "relaxed" });
      const deleted = await deleteEvent(people.organizer.user, event.id, { confirm: "Matrix Deleted" });
      return { params: { deletedId: deleted.id } };
    },
  },
  // Money: the prize list needs a complete event with prizes (played to the end on the first call, then reused).
  "PUT /events/{eventId}/fees": { state: "registration", call: (f) => ({ params: ev(f), body: { currency: "USD", doorCents: 1500, earlyCents: 1000, earlyDeadline: "2030-04-28T07:00:00Z" } }) },
  "GET /events/{eventId}/prizes": { state: "registration", call: (f) => ({ params: ev(f) }) },
  "PUT /events/{eventId}/prizes": { state: "registration", call: (f) => ({ params: ev(f), body: { poolPercent: 100, notation: "5-4-3-2-1*", rows: [{ fromPlace: 1, toPlace: 1, item: "Playmat", quantity: 1 }] } }) },
  "POST /events/{eventId}/players/{playerId}/payment": { state: "registration", call: (f) => ({ params: player(f), body: { method: "cash" } }) },
  "GET /events/{eventId}/payments": { state: "registration", call: (f) => ({ params: ev(f) }) },
  "POST /events/{eventId}/prizes/awards": {
    state: "swissDone",
    call: async (f) => {
      await completeEvent(people.organizer.user, f.eventId);
      await setPrizes(people.organizer.user, f.eventId, { notation: "5-4-3-2-1*" });
      return { params: ev(f) };
    },
  },
  "POST /events/{eventId}/prizes/awards/{awardId}/given": {
    state: "swissDone",
    call: async (f) => ({ params: { eventId: f.eventId, awardId: (await awardedEvent(people.organizer.user, f.eventId)).awards[0]!.id! }, body: { given: true } }),
  },
  // A fresh claim per caller (each allowed caller gets a fresh fixture): the entry's code from its slip.
  "POST /events/{eventId}/players/{playerId}/claim": { state: "registration", call: async (f) => ({ params: player(f), body: { code: claimCode(await claimSecret(), f.playerIds[0]!) } }) },
  "GET /players/{profileId}": { state: null, call: async () => ({ params: { profileId: (await myProfile(await newUser("profile"))).id } }) },
  "GET /players/me": { state: null, call: () => ({}) },
  "GET /ratings/{game}": { state: null, call: () => ({ params: { game: "ffg-swtcg" } }) },
  "GET /players/{profileId}/ratings": { state: null, call: async () => ({ params: { profileId: (await myProfile(await newUser("ratings"))).id } }) },
  "GET /players/{profileId}/ratings · a hidden profile": { state: null, call: async () => ({ params: { profileId: await hiddenProfile() } }) },
  "GET /players/{profileId}/ratings/{game}/ledger": { state: null, call: async () => ({ params: { profileId: (await myProfile(await newUser("ledger"))).id, game: "ffg-swtcg" } }) },
  "GET /players/{profileId}/ratings/{game}/ledger · a hidden profile": { state: null, call: async () => ({ params: { profileId: await hiddenProfile(), game: "ffg-swtcg" } }) },
  "PATCH /players/me": { state: null, call: () => ({ body: { displayName: "Matrix Player", public: true } }) },
  "POST /events/{eventId}/players/{playerId}/claim · at a Formal event": {
    state: "registration",
    call: async (f) => {
      await (await getDb()).event.update({ where: { id: f.eventId }, data: { tier: "formal" } });
      return { params: player(f), body: { code: claimCode(await claimSecret(), f.playerIds[0]!) } };
    },
  },
  // Two profiles without accounts (typed entries), one at the fixture's event, the other at another event of the same organizer.
  "POST /players/{profileId}/merge": { state: "registration", call: (f) => mergeCall(f, { accounts: false }) },
  // Two new people per call: one claimed a new entry at the fixture's event, the other at another event of the same organizer.
  "POST /players/{profileId}/merge · two accounts' profiles": { state: "registration", call: (f) => mergeCall(f, { accounts: true }) },
  // A profile a site administrator merged.
  "POST /players/{profileId}/merge/undo": {
    state: "registration",
    call: async (f) => {
      const { params, body } = await mergeCall(f, { accounts: true });
      const db = await getDb();
      const admin = await newUser("admin");
      await db.user.update({ where: { id: admin.id }, data: { admin: true, emailVerifiedAt: new Date() } });
      await mergeProfiles(admin, params.profileId, body);
      return { params };
    },
  },
  // A request the organizer caller asked for (their profile into a new account's): theirs to withdraw.
  "DELETE /players/{profileId}/merge/{mergeId}": {
    state: null,
    call: async () => {
      const other = await myProfile(await newUser("merge-asked"));
      const asked = await mergeProfiles(people.organizer.user, (await myProfile(people.organizer.user)).id, { into: other.id });
      return { params: { profileId: other.id, mergeId: asked.mergeId } };
    },
  },
  "GET /me/notifications": { state: null, call: () => ({}) },
  "GET /guilds": { state: null, call: () => ({}) },
  "POST /guilds": {
    state: null,
    call: async () => {
      await freeEveryone();
      return { body: { name: `Founded ${Math.random().toString(36).slice(2, 10)}`, tag: "NEW" } };
    },
  },
  "GET /guilds/{guildId}": { state: null, call: async () => ({ params: { guildId: (await guildFixture()).guildId } }) },
  "PATCH /guilds/{guildId}": { state: null, call: async () => ({ params: { guildId: (await guildFixture()).guildId }, body: { message: "Matrix message" } }) },
  "POST /guilds/{guildId}/invitations": {
    state: null,
    call: async () => ({ params: { guildId: (await guildFixture()).guildId }, body: { profileId: (await myProfile(await newUser("guild-invitee"))).id } }),
  },
  "GET /guilds/{guildId}/invitees": { state: null, call: async () => ({ params: { guildId: (await guildFixture()).guildId } }) },
  "DELETE /guilds/{guildId}/invitations/{invitationId}": {
    state: null,
    call: async () => {
      const g = await guildFixture();
      return { params: { guildId: g.guildId, invitationId: g.invitationId } };
    },
  },
  "POST /guild-invitations/{invitationId}/accept": { state: null, call: async () => ({ params: { invitationId: (await guildFixture()).invitationId } }) },
  "POST /guild-invitations/{invitationId}/decline": { state: null, call: async () => ({ params: { invitationId: (await guildFixture()).invitationId } }) },
  "POST /guilds/{guildId}/leave": { state: null, call: async () => ({ params: { guildId: (await guildFixture()).guildId } }) },
  "DELETE /guilds/{guildId}/members/{profileId}": {
    state: null,
    call: async () => {
      const g = await guildFixture();
      return { params: { guildId: g.guildId, profileId: g.memberId } };
    },
  },
  "DELETE /guilds/{guildId}/members/{profileId} · an officer": {
    state: null,
    call: async () => {
      const g = await guildFixture();
      return { params: { guildId: g.guildId, profileId: g.officerId } };
    },
  },
  "PUT /guilds/{guildId}/officers/{profileId}": {
    state: null,
    call: async () => {
      const g = await guildFixture();
      return { params: { guildId: g.guildId, profileId: g.memberId } };
    },
  },
  "DELETE /guilds/{guildId}/officers/{profileId}": {
    state: null,
    call: async () => {
      const g = await guildFixture();
      return { params: { guildId: g.guildId, profileId: g.officerId } };
    },
  },
  "POST /guilds/{guildId}/leader": {
    state: null,
    call: async () => {
      const g = await guildFixture();
      return { params: { guildId: g.guildId }, body: { profileId: g.memberId } };
    },
  },
  "GET /me/guild": { state: null, call: () => ({}) },
  "GET /me/export": { state: null, call: () => ({}) },
  "POST /me/notifications/read": { state: null, call: () => ({ body: {} }) },
  "GET /events/{eventId}/registration": { state: "registration", call: (f) => ({ params: ev(f) }) },
  "PUT /events/{eventId}/registration": { state: "registration", call: (f) => ({ params: ev(f), body: { selfRegistration: true, cap: 12 } }) },
  "POST /events/{eventId}/registrations": { state: "registration", call: (f) => openRegistration(f) },
  "GET /events/{eventId}/registrations/me": { state: "registration", call: (f) => openRegistration(f, { everyone: true }) },
  "DELETE /events/{eventId}/registrations/me": { state: "registration", call: (f) => openRegistration(f, { everyone: true }) },
  "POST /events/{eventId}/registrations/me/check-in": { state: "registration", call: (f) => openRegistration(f, { everyone: true }) },
  "POST /events/{eventId}/players/{playerId}/check-in": { state: "registration", call: async (f) => ({ ...(await openRegistration(f)), params: player(f), body: { checkedIn: true } }) },
  "POST /events/{eventId}/no-shows/drop": { state: "registration", call: (f) => openRegistration(f) },
  "GET /events/{eventId}/matches/{matchId}/report": { state: "paired", call: (f) => playersOfMatch(f) },
  "PUT /events/{eventId}/matches/{matchId}/report": { state: "paired", call: async (f) => ({ ...(await playersOfMatch(f)), body: { games: [{ result: "A" }, { result: "B" }] } }) },
  "GET /events/{eventId}/judge-calls": { state: "paired", call: (f) => ({ params: ev(f) }) },
  "POST /events/{eventId}/judge-calls": { state: "paired", call: async (f) => (await playersOfMatch(f, ["stranger"]), { params: ev(f), body: { table: 1, note: "Ruling on a card" } }) },
  "POST /events/{eventId}/judge-calls/{callId}/claim": {
    state: "paired",
    call: async (f) => ({ params: { eventId: f.eventId, callId: (await raiseJudgeCall(people.organizer.user, f.eventId, { table: 1 })).id } }),
  },
  "POST /events/{eventId}/judge-calls/{callId}/resolve": {
    state: "paired",
    call: async (f) => ({
      params: { eventId: f.eventId, callId: (await raiseJudgeCall(people.organizer.user, f.eventId, { table: 1 })).id },
      body: { resolution: "Explained the card's timing.", ruling: "swg-tcg-rulebook#5.7" },
    }),
  },
  "POST /events/{eventId}/registrations/me/drop": { state: "paired", call: async (f) => (await playersOfMatch(f, ["stranger"]), { params: ev(f), body: { confirm: true } }) },
  "GET /events/{eventId}/players/{playerId}/deck": { state: "registration", call: async (f) => ({ params: await galaxies(f) }) },
  "GET /events/{eventId}/players/{playerId}/deck · the player's own": { state: "registration", call: async (f) => ({ params: await galaxies(f, { owner: true }) }) },
  "PUT /events/{eventId}/players/{playerId}/deck": { state: "registration", call: async (f) => ({ params: await galaxies(f), body: deckList }) },
  "PUT /events/{eventId}/players/{playerId}/deck · the player's own": { state: "registration", call: async (f) => ({ params: await galaxies(f, { owner: true }), body: deckList }) },
  "PUT /events/{eventId}/players/{playerId}/deck · constructed, after round 1": { state: "matchPlay", call: (f) => ({ params: player(f), body: deckList }) },
  "PUT /events/{eventId}/players/{playerId}/pool": { state: "registration", call: async (f) => ({ params: await galaxies(f, { limited: true }), body: { list: "2 Lightsaber Strike\n1 Medic" } }) },
  "GET /events/{eventId}/build": { state: "registration", call: async (f) => (await galaxies(f, { limited: true }), { params: ev(f) }) },
  "POST /events/{eventId}/build": { state: "registration", call: async (f) => (await galaxies(f, { limited: true }), { params: ev(f), body: { action: "start" } }) },
  "GET /events/{eventId}/documents": { state: "registration", call: (f) => ({ params: ev(f) }) },
  "POST /events/{eventId}/documents": { state: "registration", call: (f) => ({ params: ev(f), body: { title: "Hall rulings", kind: "markdown", text: "# Hall rulings\n\n5.7 Play continues." } }) },
  "GET /events/{eventId}/documents/{documentId}": { state: "registration", call: async (f) => ({ params: await rulingsSheet(f) }) },
  "DELETE /events/{eventId}/documents/{documentId}": { state: "registration", call: async (f) => ({ params: await rulingsSheet(f) }) },
  "GET /events/{eventId}/teams": { state: "registration", call: async (f) => (await teamEvent(f), { params: ev(f) }) },
  "POST /events/{eventId}/teams": { state: "registration", call: async (f) => (await teamEvent(f), { params: ev(f), body: { name: "Twin Suns", members: [{ name: "Ann" }, { name: "Ben" }] } }) },
  "POST /events/{eventId}/teams/register": { state: "registration", call: async (f) => (await teamEvent(f, { selfRegistration: true }), { params: ev(f), body: { name: "Rogue Pair", partnerEmail: uniqueEmail("partner") } }) },
  "POST /events/{eventId}/teams/{teamId}/accept": { state: "registration", call: async (f) => ({ params: await teamEvent(f, { invite: true }) }) },
  "POST /teams/join": { state: "registration", call: async (f) => ({ body: { token: (await teamEvent(f, { joinLink: true })).token } }) },
  "POST /events/{eventId}/teams/{teamId}/invitation": {
    state: "registration",
    call: async (f) => {
      const { eventId, teamId } = await teamEvent(f, { joinLink: true });
      return { params: { eventId: eventId!, teamId: teamId! } };
    },
  },
  "POST /events/{eventId}/teams/{teamId}/invitation · the captain's own": {
    state: "registration",
    call: async (f) => {
      const { eventId, teamId } = await teamEvent(f, { member: true, joinLink: true });
      return { params: { eventId: eventId!, teamId: teamId! } };
    },
  },
  "POST /events/{eventId}/teams/{teamId}/members/{position}/substitute": { state: "registration", call: async (f) => ({ params: await teamEvent(f), body: { name: "Sub Stitute" } }) },
  "PUT /events/{eventId}/teams/{teamId}/members/{position}/deck": { state: "registration", call: async (f) => ({ params: await teamEvent(f), body: swccgDeck }) },
  "PUT /events/{eventId}/teams/{teamId}/members/{position}/deck · the member's own": { state: "registration", call: async (f) => ({ params: await teamEvent(f, { member: true }), body: swccgDeck }) },
  "POST /events/{eventId}/teams/{teamId}/members/{position}/payment": { state: "registration", call: async (f) => ({ params: await teamEvent(f), body: { method: "cash" } }) },
  "GET /seasons": { state: null, call: () => ({}) },
  "POST /seasons": { state: null, call: () => ({ body: { name: `Matrix Sprint ${uniqueEmail("season")}`, game: "swg-tcg", preset: "swg-sprint", schedule: "monthly-weekdays", timeZone: "Europe/Berlin" } }) },
  "GET /seasons/{seasonId}": { state: "registration", call: async (f) => ({ params: { seasonId: (await season(f)).seasonId } }) },
  "PATCH /seasons/{seasonId}": { state: "registration", call: async (f) => ({ params: { seasonId: (await season(f)).seasonId }, body: { name: "Matrix League Renamed", rules: { participation: 2 }, confirmReRank: true } }) },
  "POST /seasons/{seasonId}/events": { state: "registration", call: async (f) => ({ params: { seasonId: (await season(f)).seasonId }, body: { eventId: f.eventId, tier: "regional" } }) },
  "DELETE /seasons/{seasonId}/events/{eventId}": { state: "registration", call: async (f) => ({ params: await season(f, { attached: true }) }) },
  "GET /seasons/{seasonId}/leaderboard": { state: "registration", call: async (f) => ({ params: { seasonId: (await season(f, { attached: true })).seasonId } }) },
  "GET /seasons/{seasonId}/export": { state: "registration", call: async (f) => ({ params: { seasonId: (await season(f, { attached: true })).seasonId } }) },
  "GET /players/{profileId}/seasons": { state: null, call: async () => ({ params: { profileId: (await myProfile(await newUser("medals"))).id } }) },
  "GET /events/{eventId}/seasons": { state: "registration", call: async (f) => (await season(f, { attached: true }), { params: ev(f) }) },
  "POST /seasons/import": { state: "registration", call: async (f) => ({ body: await exportSeason(people.organizer.user, (await season(f, { attached: true })).seasonId) }) },
  "GET /seasons/{seasonId}/changes": { state: "registration", call: async (f) => ({ params: { seasonId: (await season(f, { attached: true })).seasonId } }) },
  "DELETE /seasons/{seasonId}/tags/{eventId}": { state: "registration", call: async (f) => ({ params: await season(f, { tagged: true }) }) },
  "DELETE /seasons/{seasonId}/tags/{eventId}/refusal": { state: "registration", call: async (f) => ({ params: await season(f, { refused: true }) }) },
  "POST /seasons/{seasonId}/co-organizers": { state: "registration", call: async (f) => ({ params: { seasonId: (await season(f)).seasonId }, body: { email: uniqueEmail("co") } }) },
  "DELETE /seasons/{seasonId}/co-organizers/{userId}": {
    state: "registration",
    call: async (f) => {
      const { seasonId } = await season(f);
      const co = await newUser("co-organizer");
      await addCoOrganizer(people.organizer.user, seasonId, co);
      return { params: { seasonId, userId: co.id } };
    },
  },
  "DELETE /seasons/{seasonId}/invitations/{invitationId}": {
    state: "registration",
    call: async (f) => {
      const { seasonId } = await season(f);
      return { params: { seasonId, invitationId: (await inviteCoOrganizer(people.organizer.user, seasonId, { email: uniqueEmail("co") })).id } };
    },
  },
  // A fresh invitation to the organizer's season per call.
  "POST /season-invitations/accept": {
    state: "registration",
    call: async (f) => ({ body: { token: inviteToken((await inviteCoOrganizer(people.organizer.user, (await season(f)).seasonId, { email: uniqueEmail("co") })).url) } }),
  },
  "GET /events/{eventId}/season-tags": { state: "registration", call: async (f) => (await season(f, { tagged: true }), { params: ev(f) }) },
  "POST /events/{eventId}/season-tags": { state: "registration", call: async (f) => ({ params: ev(f), body: { seasonId: (await season(f, { taggable: true })).seasonId } }) },
  "DELETE /events/{eventId}/season-tags/{seasonId}": { state: "registration", call: async (f) => ({ params: await season(f, { tagged: true }) }) },
};

// ── Calling ─────────────────────────────────────────────────────────────────────────────────

const doc = openApiDocument() as unknown as { paths: Record<string, Record<string, unknown>> };
const METHODS = ["get", "post", "put", "patch", "delete"];
const operations = Object.entries(doc.paths).flatMap(([p, methods]) =>
  METHODS.filter((m) => methods[m]).map((m) => ({ method: m.toUpperCase(), path: p, key: `${m.toUpperCase()} ${p}` })),
);
type Operation = (typeof operations)[number];
const operationOf = (key: string) => operations.find((o) => o.key === key.split(" · ")[0]);
/** Every case to call: each operation, and each further situation declared for it. */
const cases = Object.keys(POLICY).flatMap((key) => {
  const op = operationOf(key);
  return op ? [{ ...op, key }] : [];
});

async function send(op: Operation, caller: Caller, call: Call, freshToken = false): Promise<{ status: number; text: string }> {
  const handler = await handlerFor(op.method, op.path);
  const params = call.params ?? {};
  const url = `http://matrix.local/api/v1${op.path.replace(/\{(\w+)\}/g, (_, n: string) => encodeURIComponent(params[n] ?? "missing"))}${call.query ? `?${new URLSearchParams(call.query)}` : ""}`;
  const headers: Record<string, string> = { "x-forwarded-for": "192.0.2.77" };
  if (caller !== "anonymous") {
    headers.authorization = `Bearer ${freshToken ? await createApiToken(people[caller].user.id) : people[caller].token}`;
  }
  if (call.body !== undefined) headers["content-type"] = "application/json";
  const abort = new AbortController();
  const req = new Request(url, { method: op.method, headers, body: call.body === undefined ? undefined : JSON.stringify(call.body), signal: abort.signal });
  const res = await handler(req, { params: Promise.resolve(op.path.includes("{") ? params : undefined) });
  // A live stream (changes) never ends: read its status, then hang up as a browser would.
  const streaming = res.headers.get("content-type")?.startsWith("text/event-stream");
  const text = streaming ? "" : await res.text();
  if (streaming) {
    abort.abort();
    await res.body?.cancel();
  }
  return { status: res.status, text };
}

/** What a call without an event could change: the accounts and events its body names. */
async function globalSnapshot(body: unknown): Promise<string> {
  const db = await getDb();
  const b = (body ?? {}) as { email?: string; name?: string };
  const rows = await Promise.all([
    b.email ? db.user.count({ where: { email: b.email } }) : 0,
    b.name ? db.event.count({ where: { name: b.name } }) : 0,
    // Guild calls: every change writes a history entry.
    db.guildHistory.count(),
    db.guildMember.count(),
    db.guildInvitation.count({ where: { status: "pending" } }),
    // Queue and schedule calls: every change writes a history entry.
    db.queueAuditEntry.count(),
    db.queueEntry.count(),
  ]);
  return JSON.stringify(rows);
}

// ── The matrix ──────────────────────────────────────────────────────────────────────────────

describe("authorization matrix", () => {
  beforeAll(async () => {
    const entries = await Promise.all(CALLERS.filter((c) => c !== "anonymous").map(async (c) => [c, await person(c)] as const));
    people = Object.fromEntries(entries) as typeof people;
    // Another event's organizer organizes an event of their own.
    await createEvent(people.otherOrganizer.user, { name: "Elsewhere Cup", structure: "basic", tier: "relaxed" });
    loginAccount = { email: uniqueEmail("login"), password: "a long login password" };
    await signUp({ ...loginAccount, name: "Login" });
  });

  it("has a policy row, a request and a route handler for every operation of the OpenAPI document, and nothing else", async () => {
    const keys = operations.map((o) => o.key);
    expect(keys.length).toBeGreaterThanOrEqual(31);
    for (const op of operations) {
      expect(POLICY, `no policy row for ${op.key} in tests/api/authz-policy.ts`).toHaveProperty([op.key]);
      expect(REQUESTS, `no request for ${op.key} in tests/api/authz-matrix.test.ts`).toHaveProperty([op.key]);
      await handlerFor(op.method, op.path);
    }
    const stale = (table: object) => Object.keys(table).filter((k) => !operationOf(k));
    expect(stale(POLICY), "policy rows for operations the document does not list").toEqual([]);
    expect(stale(REQUESTS), "requests for operations the document does not list").toEqual([]);
    expect(Object.keys(REQUESTS).sort(), "situations with a request but no policy row, or the other way").toEqual(Object.keys(POLICY).sort());
  });

  it("documents every route handler under app/api/v1 (an undocumented route would escape the matrix)", async () => {
    const root = path.join(import.meta.dirname, "../../app/api/v1");
    const files = (await readdir(root, { recursive: true })).filter((f) => f.endsWith("route.ts"));
    const served: string[] = [];
    for (const file of files) {
      const p = `/${path.dirname(file)}`.replace(/\[(\w+)\]/g, "{$1}").replace(/\\/g, "/");
      const mod = (await import(path.join(root, file))) as Record<string, unknown>;
      for (const m of METHODS) if (typeof mod[m.toUpperCase()] === "function") served.push(`${m.toUpperCase()} ${p}`);
    }
    expect(served.length).toBeGreaterThan(operations.length); // every operation, and the document
    const documented = operations.map((o) => o.key);
    // The document itself is the one route it does not describe.
    expect(served.filter((k) => !documented.includes(k) && k !== "GET /openapi.json")).toEqual([]);
  });

  for (const op of cases) {
    it(`${op.key}: each caller gets the declared status; a refused call changes nothing`, async () => {
      const expected = POLICY[op.key];
      const spec = REQUESTS[op.key];
      if (!expected || !spec) throw new Error(`${op.key} has no policy row or request (see the first test)`);
      const got: Partial<Record<Caller, number>> = {};
      // Refused callers first, all on one event; each allowed write then gets a fresh one.
      const order = [...CALLERS].sort((a, b) => Number(expected[a] < 400) - Number(expected[b] < 400));
      let f = spec.state ? await fixture(spec.state) : null;
      let used = false;
      for (const caller of order) {
        const refused = expected[caller] >= 400;
        if (!refused && used && spec.state && op.method !== "GET") f = await fixture(spec.state);
        const call = await spec.call(f!);
        const snapshot = () => (f ? eventSnapshot(f.eventId) : globalSnapshot(call.body));
        const before = await snapshot();
        const res = await send(op, caller, call, spec.freshToken);
        got[caller] = res.status;
        if (res.status >= 400) {
          expect(await snapshot(), `${op.key} as ${caller} → ${res.status} changed state`).toBe(before);
        }
        if (res.status !== expected[caller]) console.log(`${op.key} as ${caller}: ${res.status} ${res.text.slice(0, 300)}`);
        if (!refused) used = true;
      }
      expect(got).toEqual(expected);
    });
  }
});
