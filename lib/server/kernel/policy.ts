/**
 * The authorization policy: who may do what at an event, declared once. Each operation of the
 * domain names the event roles allowed and whether the caller's own entry may too; services ask
 * for an operation (`authorize`, `authorizeRead`, `authorizeEntrant`, `allows`) and never hold
 * lists of roles themselves. tests/api/authz-policy.ts derives the API's expected statuses per
 * caller from this table, and tests/api/authz-matrix.test.ts calls every route as every caller.
 *
 * The checks themselves (refused early before the lock, decided again under it) are in ./access.ts.
 */
import type { Db, Tx } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import { lockEvent, lockEventForPlayer, refusal, requireEventRole, type EventRole, type Locked, type LockedAsPlayer } from "./access";
import { forbidden, type ServiceError } from "./errors";

export type { EventRole, Locked, LockedAsPlayer } from "./access";

export interface Rule {
  /** The event roles allowed. */
  readonly roles: readonly EventRole[];
  /** The caller's own entry may too (the service says what "own" is: the player, the team's member, its captain). */
  readonly entrant?: true;
  /** The refusal's words when an entrant may (else the roles' standard words). */
  readonly refusal?: string;
  /**
   * Who passes the lock when the decision depends on the event's state: the service, under the
   * lock, refuses the others of them with words of its own (deck lists before / after round 1).
   */
  readonly screen?: readonly EventRole[];
}

const ORGANIZER: readonly EventRole[] = ["organizer"];
/** The event's staff: the roles that run the hall. */
const STAFF: readonly EventRole[] = ["organizer", "judge", "marshal"];
/** Who may still correct what is otherwise locked (deck lists and decks after round 1, a flagged chess clock). */
const CORRECTORS: readonly EventRole[] = ["organizer", "judge"];
const PLAYERS_ONLY: readonly EventRole[] = [];

export const POLICY = {
  // The event
  "event.edit": { roles: ORGANIZER },
  /** The export holds staff and player emails, deck lists and the audit log. */
  "event.export": { roles: ORGANIZER },
  /** Deleting keeps the export and this server's links (lib/server/transfer/event-delete.ts). */
  "event.delete": { roles: ORGANIZER },
  "event.history": { roles: STAFF },
  /** The hall server (lib/server/hall): only the organizer takes the event to a hall, pushes to it, takes it back. */
  "hall.take": { roles: ORGANIZER },
  "hall.push": { roles: ORGANIZER },
  "hall.release": { roles: ORGANIZER },
  "hall.abandon": { roles: ORGANIZER },
  "documents.upload": { roles: ORGANIZER },
  "documents.delete": { roles: ORGANIZER },

  // Staff
  "staff.read": { roles: STAFF },
  "staff.add": { roles: ORGANIZER },
  "staff.reinvite": { roles: ORGANIZER },
  "staff.remove": { roles: ORGANIZER },

  // Entrants and registration
  "entrant.read": { roles: STAFF },
  "entrant.add": { roles: ORGANIZER },
  "entrant.edit": { roles: ORGANIZER },
  "entrant.remove": { roles: ORGANIZER },
  /** Drop, rejoin, disqualify. */
  "entrant.status": { roles: ORGANIZER },
  "entrant.table": { roles: ORGANIZER },
  "entrant.claimCodes": { roles: ORGANIZER },
  "entrant.checkIn": { roles: STAFF },
  "entrant.dropSelf": { roles: PLAYERS_ONLY, entrant: true, refusal: "You have no entry at this event." },
  "registration.settings": { roles: ORGANIZER },
  "registration.noShows": { roles: ORGANIZER },
  "waitlist.read": { roles: STAFF },

  // Rounds and results
  "round.pair": { roles: ORGANIZER },
  "round.repair": { roles: ORGANIZER },
  "round.delete": { roles: ORGANIZER },
  /** Swap two players of the latest Swiss round by hand. */
  "round.swap": { roles: ORGANIZER },
  "round.timer": { roles: STAFF },
  "cut.make": { roles: ORGANIZER },
  "result.record": { roles: STAFF },
  "result.overrideClock": { roles: CORRECTORS },
  /** A result of the event's last stage corrected once the event is complete (ratings re-rate). */
  "result.correctComplete": { roles: ORGANIZER },
  "result.selfReport": { roles: PLAYERS_ONLY, entrant: true, refusal: "Only the match's two players can report its result." },
  "match.side": { roles: STAFF },
  "match.clock": { roles: STAFF },

  // Judge calls
  "judgeCall.read": { roles: STAFF },
  "judgeCall.raise": { roles: STAFF, entrant: true, refusal: "Only the event's players and staff can call a judge." },
  "judgeCall.claim": { roles: STAFF },
  "judgeCall.resolve": { roles: STAFF },

  // Deck lists (FFG) and decks (the other games)
  "decklist.read": { roles: STAFF },
  /** Before round 1 only the organizer enters deck lists… */
  "decklist.edit": { roles: ORGANIZER, screen: STAFF },
  /** …after it, the organizer or a judge corrects them. */
  "decklist.edit.afterRound1": { roles: CORRECTORS, screen: STAFF },
  "deck.read": { roles: STAFF, entrant: true, refusal: "Only the player themself and the event's staff can see this deck." },
  "deck.edit": { roles: STAFF, entrant: true, refusal: "Only the player themself, the organizer, judges and marshals can submit this deck." },
  /** A deck the rules have locked (round 1 paired): still correctable by these. */
  "deck.correct": { roles: CORRECTORS },
  "deck.pool": { roles: STAFF },
  "build.read": { roles: STAFF },
  "build.run": { roles: STAFF },

  // Money
  "fees.set": { roles: ORGANIZER },
  "prizes.set": { roles: ORGANIZER },
  "prizes.award": { roles: ORGANIZER },
  "prizes.give": { roles: STAFF },
  "payment.record": { roles: STAFF },
  "payments.read": { roles: STAFF },

  // Teams
  "team.read": { roles: STAFF },
  "team.create": { roles: ORGANIZER },
  "team.substitute": { roles: ORGANIZER },
  /** A new join link: the team's captain (its entry) or the organizer; decided once the team is found (an unknown team is 404 to anyone). */
  "team.invitation": { roles: ORGANIZER, entrant: true, refusal: "Only the team's captain or the organizer can issue its join link." },
  "team.deck": { roles: STAFF, entrant: true, refusal: "Only that member, the organizer, judges and marshals can submit this deck." },
  // Seasons: the event's side of attaching it (the season's side is SEASON_POLICY).
  "season.attachEvent": { roles: ORGANIZER },
  /** Tagging the event for a season (or taking the tag back) is the event organizer's choice. */
  "season.tagEvent": { roles: ORGANIZER },
} as const satisfies Record<string, Rule>;

/**
 * Who may do what to a season (lib/server/seasons): its organizer, and the co-organizers they
 * named, edit it; anyone reads it. Attaching an event also takes the event's `season.attachEvent`.
 */
export const SEASON_POLICY = {
  "season.edit": ["organizer", "co-organizer"],
  "season.attach": ["organizer", "co-organizer"],
  "season.coOrganizers": ["organizer"],
  "season.export": ["organizer", "co-organizer"],
  /** Refusing an event's tag (it stops counting and cannot be tagged again). */
  "season.refuseTag": ["organizer", "co-organizer"],
} as const satisfies Record<string, readonly SeasonRole[]>;
export type SeasonRole = "organizer" | "co-organizer";
export type SeasonOperation = keyof typeof SEASON_POLICY;
export const seasonAllows = (op: SeasonOperation, role: SeasonRole | null): boolean => role !== null && (SEASON_POLICY[op] as readonly SeasonRole[]).includes(role);

export type Operation = keyof typeof POLICY;

export const ruleOf = (op: Operation): Rule => POLICY[op];

/** May a caller with this role (null: none at the event) do `op` as staff? (Their own entry aside.) */
export function allows(op: Operation, role: string | null | undefined): boolean {
  return role != null && (POLICY[op].roles as readonly string[]).includes(role);
}

/** The roles allowed to do `op`. */
export const rolesFor = (op: Operation): readonly EventRole[] => POLICY[op].roles;

/** The refusal of a caller who may not do `op`. */
export function refusalFor(op: Operation): ServiceError {
  const rule = ruleOf(op);
  return rule.refusal === undefined ? refusal(rule.roles) : forbidden(rule.refusal);
}

/** For reads: the checked caller and their role, refused unless the role may do `op`. No lock. */
export function authorizeRead(db: Db | Tx, op: Operation, eventId: string, user: User | null): Promise<{ user: User; role: EventRole }> {
  const rule = ruleOf(op);
  return requireEventRole(db, eventId, user, rule.screen ?? rule.roles);
}

/**
 * For changes: locks the event (bumping its version) and refuses a caller whose role may not do
 * `op` — or, for a rule with a `screen`, is not in it (the service decides the rest). Returns the
 * checked caller, their role and the event's gate and version. `onlyMatch`: see `bumpVersion`.
 */
export function authorize(tx: Tx, op: Operation, eventId: string, user: User | null, onlyMatch?: string): Promise<Locked> {
  const rule = ruleOf(op);
  return lockEvent(tx, eventId, user, rule.screen ?? rule.roles, onlyMatch, RESULT_OPS.has(op));
}

/** Operations that record results: they keep the event's shape (`bumpVersion`). */
const RESULT_OPS: ReadonlySet<Operation> = new Set<Operation>(["result.record", "result.selfReport"]);

/**
 * For a change the caller's own entry or the op's roles may make: locks the event and finds the
 * caller's entry; anyone with neither is refused before the lock. The service decides under the
 * lock: `allows(op, role)`, or the entry is the caller's own.
 */
export function authorizeEntrant(tx: Tx, op: Operation, eventId: string, user: User | null, onlyMatch?: string): Promise<LockedAsPlayer> {
  const rule = ruleOf(op);
  return lockEventForPlayer(tx, eventId, user, onlyMatch, { entryOr: rule.roles, refusal: rule.refusal ?? refusal(rule.roles).message }, RESULT_OPS.has(op));
}

/**
 * For a signed-in caller's own changes that no role decides (registration, check-in, claims,
 * joining a team): locks the event and finds the caller's entry and staff role, if any.
 */
export function lockAsPlayer(tx: Tx, eventId: string, user: User | null, onlyMatch?: string): Promise<LockedAsPlayer> {
  return lockEventForPlayer(tx, eventId, user, onlyMatch);
}
