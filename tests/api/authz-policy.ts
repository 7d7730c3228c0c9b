/**
 * Who may call which /api/v1 operation: the declared authorization policy, one row per operation
 * of the OpenAPI document, one expected status per caller. tests/api/authz-matrix.test.ts calls
 * every operation as every caller and compares; an operation without a row fails that test.
 *
 * The statuses are those of a valid request in a state where the operation makes sense (the
 * matrix test's REQUESTS table says which), so a refusal here is always about the caller.
 */
export const CALLERS = ["anonymous", "stranger", "judge", "marshal", "organizer", "otherOrganizer"] as const;
export type Caller = (typeof CALLERS)[number];
export type Expected = Record<Caller, number>;

/** Everyone, signed in or not (public reads, signup, login). */
const anyone = (ok: number): Expected => ({ anonymous: ok, stranger: ok, judge: ok, marshal: ok, organizer: ok, otherOrganizer: ok });
/** Any signed-in account; no token is 401. */
const signedIn = (ok: number): Expected => ({ ...anyone(ok), anonymous: 401 });
/** Only these roles at the event; others signed in are 403, no token 401. */
const roles = (ok: number, ...allowed: ("organizer" | "judge" | "marshal")[]): Expected => {
  const out: Expected = { anonymous: 401, stranger: 403, judge: 403, marshal: 403, organizer: 403, otherOrganizer: 403 };
  for (const role of allowed) out[role] = ok;
  return out;
};
const organizer = (ok: number) => roles(ok, "organizer");
const leaders = (ok: number) => roles(ok, "organizer", "judge", "marshal");

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
  "POST /events/{eventId}/staff/{staffId}/invitation": organizer(200),
  "GET /events/{eventId}": anyone(200),
  "PATCH /events/{eventId}": organizer(200),
  "GET /events/{eventId}/players": anyone(200),
  "POST /events/{eventId}/players": organizer(201),
  "GET /events/{eventId}/changes": anyone(200),
  "GET /health": anyone(200),
  "GET /events/{eventId}/staff": leaders(200),
  "POST /events/{eventId}/staff": organizer(201),
  "DELETE /events/{eventId}/staff/{staffId}": organizer(200),
  "PATCH /events/{eventId}/players/{playerId}": organizer(200),
  "DELETE /events/{eventId}/players/{playerId}": organizer(200),
  "GET /events/{eventId}/players/{playerId}/decklists": leaders(200),
  // Before round 1 only the organizer enters deck lists; after it, the organizer or a judge corrects them.
  "PUT /events/{eventId}/players/{playerId}/decklists": organizer(200),
  "PUT /events/{eventId}/players/{playerId}/decklists · after round 1": roles(200, "organizer", "judge"),
  "POST /events/{eventId}/rounds": organizer(201),
  "GET /events/{eventId}/rounds": anyone(200),
  "GET /events/{eventId}/rounds/{number}": anyone(200),
  "DELETE /events/{eventId}/rounds/{number}": organizer(204),
  "POST /events/{eventId}/rounds/{number}/repair": organizer(200),
  "POST /events/{eventId}/rounds/{number}/timer": leaders(200),
  "PUT /events/{eventId}/matches/{matchId}/result": leaders(200),
  "PUT /events/{eventId}/matches/{matchId}/result · elimination": leaders(200),
  "PUT /events/{eventId}/matches/{matchId}/side": leaders(200),
  "POST /events/{eventId}/matches/{matchId}/clock": leaders(200),
  "GET /events/{eventId}/standings": anyone(200),
  "GET /events/{eventId}/cut": anyone(200),
  "POST /events/{eventId}/cut": organizer(201),
  "GET /events/{eventId}/bracket": anyone(200),
  "POST /events/{eventId}/players/{playerId}/drop": organizer(200),
  "POST /events/{eventId}/players/{playerId}/rejoin": organizer(200),
  "POST /events/{eventId}/players/{playerId}/disqualify": organizer(200),
  "PUT /events/{eventId}/players/{playerId}/table": organizer(200),
  // The export holds staff and player emails, deck lists and the audit log: the organizer's alone.
  "GET /events/{eventId}/export": organizer(200),
  // Anyone signed in may bring an event here; they become its organizer.
  "POST /events/import": signedIn(201),
  "GET /schemas/event-export.json": anyone(200),
  // Money: the organizer sets fees and prizes and makes the prize list; staff record payments,
  // read the money report and mark prizes given; prices, pool and prize list are public.
  "PUT /events/{eventId}/fees": organizer(200),
  "GET /events/{eventId}/prizes": anyone(200),
  "PUT /events/{eventId}/prizes": organizer(200),
  "POST /events/{eventId}/players/{playerId}/payment": leaders(200),
  "GET /events/{eventId}/payments": leaders(200),
  "POST /events/{eventId}/prizes/awards": organizer(201),
  "POST /events/{eventId}/prizes/awards/{awardId}/given": leaders(200),
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
  "POST /players/{profileId}/merge": organizer(200),
  "POST /players/{profileId}/merge · two accounts' profiles": signedIn(403),
  "POST /players/{profileId}/merge/undo": signedIn(403),
  "GET /me/notifications": signedIn(200),
  "POST /me/notifications/read": signedIn(200),
  // Registration: anyone reads the settings; each signed-in caller registers, withdraws and checks in themselves.
  "GET /events/{eventId}/registration": anyone(200),
  "PUT /events/{eventId}/registration": organizer(200),
  "POST /events/{eventId}/registrations": signedIn(201),
  "GET /events/{eventId}/registrations/me": signedIn(200),
  "DELETE /events/{eventId}/registrations/me": signedIn(200),
  "POST /events/{eventId}/registrations/me/check-in": signedIn(200),
  "POST /events/{eventId}/players/{playerId}/check-in": leaders(200),
  "POST /events/{eventId}/no-shows/drop": organizer(200),
  // Results from the players: the stranger and the other event's organizer play the fixture's
  // match (their accounts are linked to its two entries); staff are not players there.
  "GET /events/{eventId}/matches/{matchId}/report": { ...roles(200), stranger: 200, otherOrganizer: 200 },
  "PUT /events/{eventId}/matches/{matchId}/report": { ...roles(200), stranger: 200, otherOrganizer: 200 },
  "GET /events/{eventId}/judge-calls": leaders(200),
  // A judge is called by a player (the stranger plays here) or by staff.
  "POST /events/{eventId}/judge-calls": { ...leaders(201), stranger: 201 },
  "POST /events/{eventId}/judge-calls/{callId}/claim": leaders(200),
  "POST /events/{eventId}/judge-calls/{callId}/resolve": leaders(200),
  // Only a player drops themselves (the stranger plays here).
  "POST /events/{eventId}/registrations/me/drop": { ...roles(200), stranger: 200 },
  // Decks of the other games: the staff for any entry, the player for their own (the stranger plays entry 1
  // in "the player's own"). Constructed decks lock at round 1: the organizer or a judge may still correct one.
  "GET /events/{eventId}/players/{playerId}/deck": leaders(200),
  "GET /events/{eventId}/players/{playerId}/deck · the player's own": { ...leaders(200), stranger: 200 },
  "PUT /events/{eventId}/players/{playerId}/deck": leaders(200),
  "PUT /events/{eventId}/players/{playerId}/deck · the player's own": { ...leaders(200), stranger: 200 },
  "PUT /events/{eventId}/players/{playerId}/deck · constructed, after round 1": { ...roles(200, "organizer", "judge"), marshal: 409 },
  "PUT /events/{eventId}/players/{playerId}/pool": leaders(200),
  "GET /events/{eventId}/build": leaders(200),
  "POST /events/{eventId}/build": leaders(200),
  // The event's documents: anyone reads them (a rulings sheet is handed to players); the organizer uploads and removes.
  "GET /events/{eventId}/documents": anyone(200),
  "POST /events/{eventId}/documents": organizer(201),
  "GET /events/{eventId}/documents/{documentId}": anyone(200),
  "DELETE /events/{eventId}/documents/{documentId}": organizer(200),
  // Team events (swccg-2v2): anyone reads the teams; the organizer types teams and substitutes;
  // anyone signed in registers a team as its captain; only the invited address accepts (the
  // stranger is invited); a member's deck: that member (the stranger in "the member's own") or staff.
  "GET /events/{eventId}/teams": anyone(200),
  "POST /events/{eventId}/teams": organizer(201),
  "POST /events/{eventId}/teams/register": signedIn(201),
  "POST /events/{eventId}/teams/{teamId}/accept": { ...roles(200), stranger: 200 },
  // The partner's join link: whoever holds it joins (signed in); a new link is the captain's or the organizer's.
  "POST /teams/join": signedIn(200),
  "POST /events/{eventId}/teams/{teamId}/invitation": organizer(200),
  "POST /events/{eventId}/teams/{teamId}/invitation · the captain's own": { ...organizer(200), stranger: 200 },
  "POST /events/{eventId}/teams/{teamId}/members/{position}/substitute": organizer(200),
  "PUT /events/{eventId}/teams/{teamId}/members/{position}/deck": leaders(200),
  "PUT /events/{eventId}/teams/{teamId}/members/{position}/deck · the member's own": { ...leaders(200), stranger: 200 },
  "POST /events/{eventId}/teams/{teamId}/members/{position}/payment": leaders(200),
};
