/**
 * Who may call which /api/v1 operation: one row per operation of the OpenAPI document, one
 * expected status per caller. tests/api/authz-matrix.test.ts calls every operation as every
 * caller and compares; an operation without a row fails that test.
 *
 * A row decided by the caller's role at the event is derived from the production policy
 * (lib/server/kernel/policy.ts) through the operation its service authorizes (`rule`), so the
 * matrix tests the declared policy itself; the others (accounts, signing in, one's own
 * registration or claim) are written out.
 *
 * The statuses are those of a valid request in a state where the operation makes sense (the
 * matrix test's REQUESTS table says which), so a refusal here is always about the caller.
 */
import { allows, type GuildOperation, type GuildStanding, type Operation, type QueueOperation, ruleOf, type SeasonOperation } from "@/lib/server/kernel/policy";

export const CALLERS = ["anonymous", "stranger", "judge", "marshal", "organizer", "otherOrganizer"] as const;
export type Caller = (typeof CALLERS)[number];
export type Expected = Record<Caller, number>;

/** Everyone, signed in or not (public reads, signup, login). */
const anyone = (ok: number): Expected => ({ anonymous: ok, stranger: ok, judge: ok, marshal: ok, organizer: ok, otherOrganizer: ok });
/** Any signed-in account; no token is 401. */
const signedIn = (ok: number): Expected => ({ ...anyone(ok), anonymous: 401 });
/** Only these callers (signed in); others signed in are 403, no token 401. */
const only = (ok: number, ...callers: Exclude<Caller, "anonymous">[]): Expected => {
  const out: Expected = { anonymous: 401, stranger: 403, judge: 403, marshal: 403, organizer: 403, otherOrganizer: 403 };
  for (const caller of callers) out[caller] = ok;
  return out;
};

/**
 * What the policy's `op` means for each caller: no token 401; each role at the event `ok` if the
 * op allows it, else 403; the stranger and the other event's organizer hold no role there, so 403
 * — unless the op lets an entrant and the request makes them one (`entrants`).
 */
function rule(op: Operation, ok: number, entrants: ("stranger" | "otherOrganizer")[] = []): Expected {
  if (entrants.length > 0 && !ruleOf(op).entrant) throw new Error(`${op}: the policy lets no entrant do it`);
  const role = (r: "organizer" | "judge" | "marshal") => (allows(op, r) ? ok : 403);
  const out: Expected = { anonymous: 401, stranger: 403, judge: role("judge"), marshal: role("marshal"), organizer: role("organizer"), otherOrganizer: 403 };
  for (const caller of entrants) out[caller] = ok;
  return out;
}

/** A draft round's read: `ok` for the roles `round.readDraft` allows, 404 (no such round yet) for everyone else. */
function draftRead(ok: number): Expected {
  const role = (r: "organizer" | "judge" | "marshal") => (allows("round.readDraft", r) ? ok : 404);
  return { anonymous: 404, stranger: 404, judge: role("judge"), marshal: role("marshal"), organizer: role("organizer"), otherOrganizer: 404 };
}

/**
 * Guild operations, from the policy's guild rules. The matrix's callers
 * stand in a fresh guild per call: the organizer leads it, the judge is an officer, the marshal a
 * member, the stranger holds a pending invitation, the other organizer is a stranger to it.
 */
function guildRule(op: GuildOperation, ok: number): Expected {
  const may = (s: GuildStanding) => (allows(op, s) ? ok : 403);
  return { anonymous: 401, organizer: may("leader"), judge: may("officer"), marshal: may("member"), stranger: may("invitee"), otherOrganizer: may("stranger") };
}

/**
 * A season's operation (the policy's season rules): the season is the event organizer's (the other callers
 * organize or co-organize no season); `eventOp`: the call also acts on the event, whose policy
 * must allow the caller's role there too.
 */
function seasonRule(op: SeasonOperation, ok: number, eventOp?: Operation): Expected {
  const organizer = allows(op, "organizer") && (!eventOp || allows(eventOp, "organizer")) ? ok : 403;
  return { anonymous: 401, stranger: 403, judge: 403, marshal: 403, organizer, otherOrganizer: 403 };
}

/**
 * A queue's or schedule's operation, from the policy's queue rules: no token 401 unless anyone
 * may; the event organizer made the fixture's queue or schedule, every other caller is just an
 * account there.
 */
function queueRule(op: QueueOperation, ok: number): Expected {
  const may = (standing: "organizer" | "account") => (allows(op, standing) ? ok : 403);
  return { anonymous: allows(op, "anonymous") ? ok : 401, stranger: may("account"), judge: may("account"), marshal: may("account"), organizer: may("organizer"), otherOrganizer: may("account") };
}

/** A call `op` lets through whose `inner` op refuses some callers with `status` (not a 403: a state the service refuses). */
const unless = (outer: Expected, inner: Operation, status: number): Expected => {
  const out = { ...outer };
  for (const r of ["organizer", "judge", "marshal"] as const) if (out[r] < 400 && !allows(inner, r)) out[r] = status;
  return out;
};

/**
 * "METHOD /path" as in the OpenAPI document → expected status per caller. Where the answer
 * depends on the event's state, "METHOD /path · situation" declares the further case.
 */
export const POLICY: Record<string, Expected> = {
  "POST /auth/signup": anyone(201),
  "POST /auth/login": anyone(200),
  "POST /events": signedIn(201),
  "POST /auth/logout": signedIn(200),
  "GET /auth/tokens": signedIn(200),
  "POST /auth/tokens": signedIn(201),
  "DELETE /auth/tokens/{id}": { ...signedIn(404), organizer: 200 },
  "POST /auth/password": signedIn(400),
  "POST /auth/verification": signedIn(200),
  "POST /invitations/accept": { ...signedIn(200), judge: 409, marshal: 409, organizer: 409 },
  "POST /events/{eventId}/staff/{staffId}/invitation": rule("staff.reinvite", 200),
  "GET /events/{eventId}": anyone(200),
  "PATCH /events/{eventId}": rule("event.edit", 200),
  "GET /events/{eventId}/players": anyone(200),
  "POST /events/{eventId}/players": rule("entrant.add", 201),
  "GET /events/{eventId}/changes": anyone(200),
  "GET /health": anyone(200),
  "GET /events/{eventId}/staff": rule("staff.read", 200),
  "POST /events/{eventId}/staff": rule("staff.add", 201),
  "DELETE /events/{eventId}/staff/{staffId}": rule("staff.remove", 200),
  "PATCH /events/{eventId}/players/{playerId}": rule("entrant.edit", 200),
  "DELETE /events/{eventId}/players/{playerId}": rule("entrant.remove", 200),
  "GET /events/{eventId}/players/{playerId}/decklists": rule("decklist.read", 200),
  // Before round 1 only the organizer enters deck lists; after it, the organizer or a judge corrects them.
  "PUT /events/{eventId}/players/{playerId}/decklists": rule("decklist.edit", 200),
  "PUT /events/{eventId}/players/{playerId}/decklists · after round 1": rule("decklist.edit.afterRound1", 200),
  "POST /events/{eventId}/rounds": rule("round.pair", 201),
  "GET /events/{eventId}/rounds": anyone(200),
  "GET /events/{eventId}/rounds/{number}": anyone(200),
  "GET /events/{eventId}/rounds/{number}/reasons": anyone(200),
  "GET /events/{eventId}/rounds/{number}/proof": anyone(200),
  // A draft round is the staff's until it is published: for anyone else it is not there (404).
  "GET /events/{eventId}/rounds/{number} · a draft": draftRead(200),
  "GET /events/{eventId}/rounds/{number}/proof · a draft": draftRead(200),
  "GET /events/{eventId}/rounds/{number}/reasons · a draft": draftRead(200),
  "POST /events/{eventId}/rounds/{number}/publish": rule("round.publish", 200),
  "POST /events/{eventId}/rounds/{number}/reseat": rule("round.reseat", 200),
  "DELETE /events/{eventId}/rounds/{number}": rule("round.delete", 204),
  "POST /events/{eventId}/rounds/{number}/repair": rule("round.repair", 200),
  "POST /events/{eventId}/rounds/{number}/swap": rule("round.swap", 200),
  "POST /events/{eventId}/rounds/{number}/timer": rule("round.timer", 200),
  "PUT /events/{eventId}/matches/{matchId}/result": rule("result.record", 200),
  "PUT /events/{eventId}/matches/{matchId}/result · elimination": rule("result.record", 200),
  "PUT /events/{eventId}/matches/{matchId}/result · after completion": rule("result.correctComplete", 200),
  "PUT /events/{eventId}/matches/{matchId}/side": rule("match.side", 200),
  "POST /events/{eventId}/matches/{matchId}/clock": rule("match.clock", 200),
  "GET /events/{eventId}/standings": anyone(200),
  "GET /events/{eventId}/cut": anyone(200),
  "POST /events/{eventId}/cut": rule("cut.make", 201),
  "GET /events/{eventId}/bracket": anyone(200),
  "POST /events/{eventId}/players/{playerId}/drop": rule("entrant.status", 200),
  "POST /events/{eventId}/players/{playerId}/rejoin": rule("entrant.status", 200),
  "POST /events/{eventId}/players/{playerId}/disqualify": rule("entrant.status", 200),
  "PUT /events/{eventId}/players/{playerId}/table": rule("entrant.table", 200),
  // The export holds staff and player emails, deck lists and the audit log: the organizer's alone.
  "GET /events/{eventId}/export": rule("event.export", 200),
  // Anyone signed in may bring an event here; they become its organizer.
  "POST /events/import": signedIn(201),
  // The hall server (issue 40): the event's organizer alone; its hold is public, as its page's banner.
  "GET /me/organized-events": signedIn(200),
  "GET /events/{eventId}/hall": anyone(200),
  "POST /events/{eventId}/hall/take": rule("hall.take", 201),
  "POST /events/{eventId}/hall/push": rule("hall.push", 200),
  "POST /events/{eventId}/hall/release": rule("hall.release", 200),
  "POST /events/{eventId}/hall/abandon": rule("hall.abandon", 200),
  // Publishing an event started in a hall creates it under the caller's account, as an import does.
  "POST /hall/publish": signedIn(201),
  "POST /events/{eventId}/hall/publish-to": rule("hall.publish", 201),
  // Reaches the typed-name check as the organizer (the deletion itself: tests of lib/server/transfer/event-delete.ts).
  "DELETE /events/{eventId}": rule("event.delete", 400),
  "GET /me/deleted-events": signedIn(200),
  // Only who deleted the event restores it; to anyone else it does not exist.
  "POST /me/deleted-events/{deletedId}/restore": { ...signedIn(404), organizer: 201 },
  "GET /schemas/event-export.json": anyone(200),
  "GET /schemas/round-proof.json": anyone(200),
  // Money: the organizer sets fees and prizes and makes the prize list; staff record payments,
  // read the money report and mark prizes given; prices, pool and prize list are public.
  "PUT /events/{eventId}/fees": rule("fees.set", 200),
  "GET /events/{eventId}/prizes": anyone(200),
  "PUT /events/{eventId}/prizes": rule("prizes.set", 200),
  "POST /events/{eventId}/players/{playerId}/payment": rule("payment.record", 200),
  "GET /events/{eventId}/payments": rule("payments.read", 200),
  "POST /events/{eventId}/prizes/awards": rule("prizes.award", 201),
  "POST /events/{eventId}/prizes/awards/{awardId}/given": rule("prizes.give", 200),
  // People: anyone signed in claims a typed entry with its code, but a leader plays only where the
  // tier allows it (Formal: never); profiles are public reads. A merge of profiles without accounts
  // is their events' organizer's; of two accounts' profiles, only their holders' (or a site
  // admin's, not a caller here) — the organizer of both events included, nobody here may. Undoing
  // a merge is a site admin's.
  "POST /events/{eventId}/players/{playerId}/claim": signedIn(200),
  "POST /events/{eventId}/players/{playerId}/claim · at a Formal event": { ...signedIn(200), judge: 409, marshal: 409, organizer: 409 },
  "GET /players/{profileId}": anyone(200),
  "GET /players/me": signedIn(200),
  "PATCH /players/me": signedIn(200),
  "POST /players/{profileId}/merge": only(200, "organizer"),
  "POST /players/{profileId}/merge · two accounts' profiles": signedIn(403),
  "POST /players/{profileId}/merge/undo": signedIn(403),
  // A pending request: who asked withdraws it, the other holder (or a site admin) declines it.
  "DELETE /players/{profileId}/merge/{mergeId}": only(200, "organizer"),
  // Ratings are public reads; a hidden profile's are its owner's alone (not a caller here).
  // Queues and schedules (the policy's queue rules): no event role decides; leaving is the one waiting's.
  "POST /queues": queueRule("queue.create", 201),
  "GET /queues/{queueId}": queueRule("queue.read", 200),
  // Editing, closing and archiving are the queue's or schedule's organizer's (here the event organizer's).
  "PATCH /queues/{queueId}": queueRule("queue.manage", 200),
  "DELETE /queues/{queueId}": queueRule("queue.manage", 200),
  "GET /queues/{queueId}/changes": anyone(200),
  "PATCH /schedules/{scheduleId}": queueRule("schedule.manage", 200),
  "DELETE /schedules/{scheduleId}": queueRule("schedule.manage", 200),
  "POST /queues/{queueId}/join": queueRule("queue.join", 200),
  "DELETE /queues/{queueId}/join": { ...signedIn(404), organizer: 200 },
  "POST /schedules": queueRule("schedule.create", 201),
  "GET /schedules/{scheduleId}": queueRule("schedule.read", 200),
  "POST /occurrences/{occurrenceId}/join": queueRule("occurrence.join", 200),
  "DELETE /occurrences/{occurrenceId}/join": { ...signedIn(404), organizer: 200 },
  "GET /calendar": queueRule("calendar.read", 200),
  // Restoring a cancelled occurrence is its schedule's organizer's.
  "POST /occurrences/{occurrenceId}/restore": queueRule("schedule.manage", 200),
  // Stores, open queues, search and the public feeds are public reads; a player's feed is read by its token.
  "GET /venues/{slug}": anyone(200),
  "GET /venues/{slug}/calendar.ics": anyone(200),
  "GET /schedules/{scheduleId}/calendar.ics": anyone(200),
  "GET /calendar/players/{token}": anyone(200),
  "GET /me/calendar-feed": signedIn(200),
  "POST /me/calendar-feed": signedIn(200),
  "GET /queues": anyone(200),
  "GET /search": anyone(200),
  "GET /ratings/{game}": anyone(200),
  "GET /players/{profileId}/ratings": anyone(200),
  "GET /players/{profileId}/ratings · a hidden profile": anyone(404),
  "GET /players/{profileId}/ratings/{game}/ledger": anyone(200),
  "GET /players/{profileId}/ratings/{game}/ledger · a hidden profile": anyone(404),
  "GET /me/notifications": signedIn(200),
  // Guilds (see guildRule for who stands where).
  "GET /guilds": anyone(200),
  // Everyone signed in may found one (the request frees the caller of any guild first).
  "POST /guilds": signedIn(201),
  "GET /guilds/{guildId}": anyone(200),
  "PATCH /guilds/{guildId}": guildRule("guild.message", 200),
  "POST /guilds/{guildId}/invitations": guildRule("guild.invite", 201),
  "GET /guilds/{guildId}/invitees": guildRule("guild.invite", 200),
  "DELETE /guilds/{guildId}/invitations/{invitationId}": guildRule("guild.withdraw", 200),
  "POST /guild-invitations/{invitationId}/accept": guildRule("guild.answer", 200),
  "POST /guild-invitations/{invitationId}/decline": guildRule("guild.answer", 200),
  "POST /guilds/{guildId}/leave": guildRule("guild.leave", 200),
  // Of a plain member: the leader and officers may.
  "DELETE /guilds/{guildId}/members/{profileId}": guildRule("guild.remove", 200),
  // An officer may not remove another officer (or the leader): only the leader may.
  "DELETE /guilds/{guildId}/members/{profileId} · an officer": { ...guildRule("guild.remove", 200), judge: 403 },
  "PUT /guilds/{guildId}/officers/{profileId}": guildRule("guild.officer", 200),
  "DELETE /guilds/{guildId}/officers/{profileId}": guildRule("guild.officer", 200),
  "POST /guilds/{guildId}/leader": guildRule("guild.transfer", 200),
  "GET /me/guild": signedIn(200),
  // One's own data only: any account, never another's.
  "GET /me/export": signedIn(200),
  "POST /me/notifications/read": signedIn(200),
  // Registration: anyone reads the settings; each signed-in caller registers, withdraws and checks in themselves.
  "GET /events/{eventId}/registration": anyone(200),
  "PUT /events/{eventId}/registration": rule("registration.settings", 200),
  "POST /events/{eventId}/registrations": signedIn(201),
  "GET /events/{eventId}/registrations/me": signedIn(200),
  "DELETE /events/{eventId}/registrations/me": signedIn(200),
  "POST /events/{eventId}/registrations/me/check-in": signedIn(200),
  "POST /events/{eventId}/players/{playerId}/check-in": rule("entrant.checkIn", 200),
  "POST /events/{eventId}/no-shows/drop": rule("registration.noShows", 200),
  // Results from the players: the stranger and the other event's organizer play the fixture's
  // match (their accounts are linked to its two entries); staff are not players there.
  "GET /events/{eventId}/matches/{matchId}/report": only(200, "stranger", "otherOrganizer"),
  "PUT /events/{eventId}/matches/{matchId}/report": rule("result.selfReport", 200, ["stranger", "otherOrganizer"]),
  "GET /events/{eventId}/judge-calls": rule("judgeCall.read", 200),
  // A judge is called by a player (the stranger plays here) or by staff.
  "POST /events/{eventId}/judge-calls": rule("judgeCall.raise", 201, ["stranger"]),
  "POST /events/{eventId}/judge-calls/{callId}/claim": rule("judgeCall.claim", 200),
  "POST /events/{eventId}/judge-calls/{callId}/resolve": rule("judgeCall.resolve", 200),
  // Only a player drops themselves (the stranger plays here).
  "POST /events/{eventId}/registrations/me/drop": rule("entrant.dropSelf", 200, ["stranger"]),
  // Decks of the other games: the staff for any entry, the player for their own (the stranger plays entry 1
  // in "the player's own"). Constructed decks lock at round 1: the organizer or a judge may still correct one.
  "GET /events/{eventId}/players/{playerId}/deck": rule("deck.read", 200),
  "GET /events/{eventId}/players/{playerId}/deck · the player's own": rule("deck.read", 200, ["stranger"]),
  "PUT /events/{eventId}/players/{playerId}/deck": rule("deck.edit", 200),
  "PUT /events/{eventId}/players/{playerId}/deck · the player's own": rule("deck.edit", 200, ["stranger"]),
  "PUT /events/{eventId}/players/{playerId}/deck · constructed, after round 1": unless(rule("deck.edit", 200), "deck.correct", 409),
  "PUT /events/{eventId}/players/{playerId}/pool": rule("deck.pool", 200),
  "GET /events/{eventId}/build": rule("build.read", 200),
  "POST /events/{eventId}/build": rule("build.run", 200),
  // The event's documents: anyone reads them (a rulings sheet is handed to players); the organizer uploads and removes.
  "GET /events/{eventId}/documents": anyone(200),
  "POST /events/{eventId}/documents": rule("documents.upload", 201),
  "GET /events/{eventId}/documents/{documentId}": anyone(200),
  "DELETE /events/{eventId}/documents/{documentId}": rule("documents.delete", 200),
  // Team events (swccg-2v2): anyone reads the teams; the organizer types teams and substitutes;
  // anyone signed in registers a team as its captain; only the invited address accepts (the
  // stranger is invited); a member's deck: that member (the stranger in "the member's own") or staff.
  "GET /events/{eventId}/teams": anyone(200),
  "POST /events/{eventId}/teams": rule("team.create", 201),
  "POST /events/{eventId}/teams/register": signedIn(201),
  "POST /events/{eventId}/teams/{teamId}/accept": only(200, "stranger"),
  // The partner's join link: whoever holds it joins (signed in); a new link is the captain's or the organizer's.
  "POST /teams/join": signedIn(200),
  "POST /events/{eventId}/teams/{teamId}/invitation": rule("team.invitation", 200),
  "POST /events/{eventId}/teams/{teamId}/invitation · the captain's own": rule("team.invitation", 200, ["stranger"]),
  "POST /events/{eventId}/teams/{teamId}/members/{position}/substitute": rule("team.substitute", 200),
  "PUT /events/{eventId}/teams/{teamId}/members/{position}/deck": rule("team.deck", 200),
  "PUT /events/{eventId}/teams/{teamId}/members/{position}/deck · the member's own": rule("team.deck", 200, ["stranger"]),
  "POST /events/{eventId}/teams/{teamId}/members/{position}/payment": rule("payment.record", 200),
  // Seasons: anyone reads them; anyone signed in makes one; the fixture's organizer organizes the
  // season and the event, so only they edit it, attach the event and detach it.
  "GET /seasons": anyone(200),
  "POST /seasons": signedIn(201),
  "GET /seasons/{seasonId}": anyone(200),
  "PATCH /seasons/{seasonId}": seasonRule("season.edit", 200),
  "POST /seasons/{seasonId}/events": seasonRule("season.attach", 200, "season.attachEvent"),
  "DELETE /seasons/{seasonId}/events/{eventId}": seasonRule("season.attach", 200),
  "GET /seasons/{seasonId}/leaderboard": anyone(200),
  "GET /seasons/{seasonId}/export": seasonRule("season.export", 200),
  "GET /players/{profileId}/seasons": anyone(200),
  "GET /events/{eventId}/seasons": anyone(200),
  // Season import makes a new season the caller owns (events they do not organize stay out); the
  // live stream is public; refusing a tag is the season's organizers'; tagging is the event's organizer's.
  "POST /seasons/import": signedIn(201),
  "GET /seasons/{seasonId}/changes": anyone(200),
  "DELETE /seasons/{seasonId}/tags/{eventId}": seasonRule("season.refuseTag", 200),
  "DELETE /seasons/{seasonId}/tags/{eventId}/refusal": seasonRule("season.refuseTag", 200),
  "POST /seasons/{seasonId}/co-organizers": seasonRule("season.coOrganizers", 201),
  "DELETE /seasons/{seasonId}/co-organizers/{userId}": seasonRule("season.coOrganizers", 200),
  "DELETE /seasons/{seasonId}/invitations/{invitationId}": seasonRule("season.coOrganizers", 200),
  // Whoever holds the link accepts; the season's own organizer is one already.
  "POST /season-invitations/accept": { ...signedIn(200), organizer: 409 },
  "GET /events/{eventId}/season-tags": rule("season.tagEvent", 200),
  "POST /events/{eventId}/season-tags": rule("season.tagEvent", 200),
  "DELETE /events/{eventId}/season-tags/{seasonId}": rule("season.tagEvent", 200),
};
