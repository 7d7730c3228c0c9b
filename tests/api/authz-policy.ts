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
};
