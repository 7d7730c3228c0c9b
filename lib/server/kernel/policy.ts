/**
 * The authorization policy: who may do what, declared once — at an event, a season, a guild, a
 * queue or schedule, every rule in one table of one shape (its scope, the standings allowed,
 * its refusal). Each operation of the domain names the roles allowed and, at an event, whether
 * the caller's own entry may too; services ask for an operation (`authorize`, `authorizeRead`,
 * `authorizeEntrant`, `allows`, `signedIn`) and never hold lists of roles themselves. tests/api/authz-policy.ts derives the API's expected statuses per
 * caller from this table, and tests/api/authz-matrix.test.ts calls every route as every caller.
 *
 * The checks themselves (refused early before the lock, decided again under it) are in ./access.ts.
 */
import type { Db, Tx } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import type { GuildRole } from "@/lib/schemas/guild";
import { lockEvent, lockEventForPlayer, refusal, requireEventRole, type EventRole, type Locked, type LockedAsPlayer } from "./access";
import { forbidden, unauthenticated, type ServiceError } from "./errors";

export type { EventRole, Locked, LockedAsPlayer } from "./access";

/** What a caller may be in each scope the policy decides in. */
export interface Standings {
  /** Staff at an event (a player's own entry is the rule's `entrant`). */
  event: EventRole;
  season: SeasonRole;
  /** A guild member's role, or a pending invitation, or none. */
  guild: GuildRole | "invitee" | "stranger";
  /** A queue's or schedule's maker, any other account, or nobody signed in. */
  queue: "organizer" | "account" | "anonymous";
}
export type Scope = keyof Standings;
export type SeasonRole = "organizer" | "co-organizer";
export type GuildStanding = Standings["guild"];
export type QueueStanding = Standings["queue"];

/** A rule of any scope, its roles those of its scope. */
type AnyRule = { [S in Scope]: Rule<S> }[Scope];

/** One rule, of one shape in every scope: the standings allowed, and the refusal's words. */
export interface Rule<S extends Scope = Scope> {
  /** Where the roles are held: at an event, a season, a guild, or a queue or schedule. */
  readonly scope: S;
  /** The standings allowed. */
  readonly roles: readonly Standings[S][];
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
const SEASON_EDITORS: readonly SeasonRole[] = ["organizer", "co-organizer"];
const SEASON_OWNER: readonly SeasonRole[] = ["organizer"];
const GUILD_STAFF: readonly GuildStanding[] = ["leader", "officer"];
const GUILD_LEADER: readonly GuildStanding[] = ["leader"];
const GUILD_MEMBERS: readonly GuildStanding[] = ["leader", "officer", "member"];
const ANYONE: readonly QueueStanding[] = ["anonymous", "account", "organizer"];
const ACCOUNTS: readonly QueueStanding[] = ["account", "organizer"];
const QUEUE_OWNER: readonly QueueStanding[] = ["organizer"];

/** The one access table: every operation of the domain, in whichever scope it is decided. */
export const ACCESS = {
  // The event
  "event.edit": { scope: "event", roles: ORGANIZER },
  /** The export holds staff and player emails, deck lists and the audit log. */
  "event.export": { scope: "event", roles: ORGANIZER },
  /** Deleting keeps the export and this server's links (lib/server/transfer/event-delete.ts). */
  "event.delete": { scope: "event", roles: ORGANIZER },
  "event.history": { scope: "event", roles: STAFF },
  /** The hall server (lib/server/hall): only the organizer takes the event to a hall, pushes to it, takes it back. */
  "hall.take": { scope: "event", roles: ORGANIZER },
  "hall.push": { scope: "event", roles: ORGANIZER },
  "hall.release": { scope: "event", roles: ORGANIZER },
  "hall.abandon": { scope: "event", roles: ORGANIZER },
  /** On the hall server: mark an event started there to be published on a public server. */
  "hall.publish": { scope: "event", roles: ORGANIZER },
  "documents.upload": { scope: "event", roles: ORGANIZER },
  "documents.delete": { scope: "event", roles: ORGANIZER },

  // Staff
  "staff.read": { scope: "event", roles: STAFF },
  "staff.add": { scope: "event", roles: ORGANIZER },
  "staff.reinvite": { scope: "event", roles: ORGANIZER },
  "staff.remove": { scope: "event", roles: ORGANIZER },

  // Entrants and registration
  "entrant.read": { scope: "event", roles: STAFF },
  "entrant.add": { scope: "event", roles: ORGANIZER },
  "entrant.edit": { scope: "event", roles: ORGANIZER },
  "entrant.remove": { scope: "event", roles: ORGANIZER },
  /** Drop, rejoin, disqualify. */
  "entrant.status": { scope: "event", roles: ORGANIZER },
  "entrant.table": { scope: "event", roles: ORGANIZER },
  "entrant.claimCodes": { scope: "event", roles: ORGANIZER },
  "entrant.checkIn": { scope: "event", roles: STAFF },
  "entrant.dropSelf": { scope: "event", roles: PLAYERS_ONLY, entrant: true, refusal: "You have no entry at this event." },
  "registration.settings": { scope: "event", roles: ORGANIZER },
  "registration.noShows": { scope: "event", roles: ORGANIZER },
  "waitlist.read": { scope: "event", roles: STAFF },

  // Rounds and results
  "round.pair": { scope: "event", roles: ORGANIZER },
  "round.repair": { scope: "event", roles: ORGANIZER },
  "round.delete": { scope: "event", roles: ORGANIZER },
  /** Swap two players of the latest Swiss round by hand. */
  "round.swap": { scope: "event", roles: ORGANIZER },
  /** Move a match of the latest Swiss round to another table by hand. */
  "round.reseat": { scope: "event", roles: ORGANIZER },
  /** Make a draft round live (issue 41). */
  "round.publish": { scope: "event", roles: ORGANIZER },
  /** See a draft round (its pairings, reasons and proof) before it is published. */
  "round.readDraft": { scope: "event", roles: STAFF },
  "round.timer": { scope: "event", roles: STAFF },
  "cut.make": { scope: "event", roles: ORGANIZER },
  "result.record": { scope: "event", roles: STAFF },
  "result.overrideClock": { scope: "event", roles: CORRECTORS },
  /** A result of the event's last stage corrected once the event is complete (ratings re-rate). */
  "result.correctComplete": { scope: "event", roles: ORGANIZER },
  "result.selfReport": { scope: "event", roles: PLAYERS_ONLY, entrant: true, refusal: "Only the match's two players can report its result." },
  "match.side": { scope: "event", roles: STAFF },
  "match.clock": { scope: "event", roles: STAFF },

  // Judge calls
  "judgeCall.read": { scope: "event", roles: STAFF },
  "judgeCall.raise": { scope: "event", roles: STAFF, entrant: true, refusal: "Only the event's players and staff can call a judge." },
  "judgeCall.claim": { scope: "event", roles: STAFF },
  "judgeCall.resolve": { scope: "event", roles: STAFF },

  // Deck lists (FFG) and decks (the other games)
  "decklist.read": { scope: "event", roles: STAFF },
  /** Before round 1 only the organizer enters deck lists… */
  "decklist.edit": { scope: "event", roles: ORGANIZER, screen: STAFF },
  /** …after it, the organizer or a judge corrects them. */
  "decklist.edit.afterRound1": { scope: "event", roles: CORRECTORS, screen: STAFF },
  "deck.read": { scope: "event", roles: STAFF, entrant: true, refusal: "Only the player themself and the event's staff can see this deck." },
  "deck.edit": { scope: "event", roles: STAFF, entrant: true, refusal: "Only the player themself, the organizer, judges and marshals can submit this deck." },
  /** A deck the rules have locked (round 1 paired): still correctable by these. */
  "deck.correct": { scope: "event", roles: CORRECTORS },
  "deck.pool": { scope: "event", roles: STAFF },
  "build.read": { scope: "event", roles: STAFF },
  "build.run": { scope: "event", roles: STAFF },

  // Money
  "fees.set": { scope: "event", roles: ORGANIZER },
  "prizes.set": { scope: "event", roles: ORGANIZER },
  "prizes.award": { scope: "event", roles: ORGANIZER },
  "prizes.give": { scope: "event", roles: STAFF },
  "payment.record": { scope: "event", roles: STAFF },
  "payments.read": { scope: "event", roles: STAFF },

  // Teams
  "team.read": { scope: "event", roles: STAFF },
  "team.create": { scope: "event", roles: ORGANIZER },
  "team.substitute": { scope: "event", roles: ORGANIZER },
  /** A new join link: the team's captain (its entry) or the organizer; decided once the team is found (an unknown team is 404 to anyone). */
  "team.invitation": { scope: "event", roles: ORGANIZER, entrant: true, refusal: "Only the team's captain or the organizer can issue its join link." },
  "team.deck": { scope: "event", roles: STAFF, entrant: true, refusal: "Only that member, the organizer, judges and marshals can submit this deck." },
  // Seasons: the event's side of attaching it (the season's side is below).
  "season.attachEvent": { scope: "event", roles: ORGANIZER },
  /** Tagging the event for a season (or taking the tag back) is the event organizer's choice. */
  "season.tagEvent": { scope: "event", roles: ORGANIZER },

  // A season (lib/server/seasons): its organizer, and the co-organizers they named, edit it;
  // anyone reads it. Attaching an event also takes the event's `season.attachEvent`.
  "season.edit": { scope: "season", roles: SEASON_EDITORS, refusal: "Only the season's organizer and co-organizers can do this." },
  "season.attach": { scope: "season", roles: SEASON_EDITORS, refusal: "Only the season's organizer and co-organizers can do this." },
  "season.coOrganizers": { scope: "season", roles: SEASON_OWNER, refusal: "Only the season's organizer can do this." },
  "season.export": { scope: "season", roles: SEASON_EDITORS, refusal: "Only the season's organizer and co-organizers can do this." },
  /** Refusing an event's tag (it stops counting and cannot be tagged again). */
  "season.refuseTag": { scope: "season", roles: SEASON_EDITORS, refusal: "Only the season's organizer and co-organizers can do this." },

  // A guild (lib/server/guilds), from the SWG TCG rulebook (703–760): the leader invites and
  // removes members and grants and revokes officer status; officers edit the guild message and
  // invite and remove members; any member may leave. Officers cannot remove the leader or
  // another officer (the service checks the subject's role); the leader alone hands on leadership.
  "guild.message": { scope: "guild", roles: GUILD_STAFF, refusal: "Only the guild's leader and officers can edit its message." },
  "guild.invite": { scope: "guild", roles: GUILD_STAFF, refusal: "Only the guild's leader and officers can invite players." },
  /** Withdraw a pending invitation (the leader and officers, who invite). */
  "guild.withdraw": { scope: "guild", roles: GUILD_STAFF, refusal: "Only the guild's leader and officers can withdraw invitations." },
  "guild.remove": { scope: "guild", roles: GUILD_STAFF, refusal: "Only the guild's leader and officers can remove members." },
  "guild.officer": { scope: "guild", roles: GUILD_LEADER, refusal: "Only the guild's leader can grant or revoke officer status." },
  "guild.transfer": { scope: "guild", roles: GUILD_LEADER, refusal: "Only the guild's leader can hand on leadership." },
  "guild.leave": { scope: "guild", roles: GUILD_MEMBERS, refusal: "You are not a member of this guild." },
  "guild.answer": { scope: "guild", roles: ["invitee"], refusal: "This invitation is not yours." },

  // Queues and schedules (lib/server/queues): no event role decides these (the event does not
  // exist yet). Reads are public, joining and creating take an account, and a queue's or
  // schedule's organizer is the one who made it (each event it starts is theirs, under the
  // event rules above from then on). The refusal of an op any account may do is the 401's words.
  "queue.create": { scope: "queue", roles: ACCOUNTS },
  "queue.read": { scope: "queue", roles: ANYONE },
  "queue.join": { scope: "queue", roles: ACCOUNTS, refusal: "Sign in to join the queue." },
  "queue.leave": { scope: "queue", roles: ACCOUNTS, refusal: "Sign in to leave the queue." },
  /** Edit, close, re-open, archive: the one who made it. */
  "queue.manage": { scope: "queue", roles: QUEUE_OWNER, refusal: "Only the queue's organizer can change it." },
  "schedule.create": { scope: "queue", roles: ACCOUNTS },
  "schedule.read": { scope: "queue", roles: ANYONE },
  "schedule.manage": { scope: "queue", roles: QUEUE_OWNER, refusal: "Only the schedule's organizer can change it." },
  "occurrence.join": { scope: "queue", roles: ACCOUNTS, refusal: "Sign in to register." },
  "occurrence.leave": { scope: "queue", roles: ACCOUNTS, refusal: "Sign in to leave." },
  "calendar.read": { scope: "queue", roles: ANYONE },
} as const satisfies Record<string, AnyRule>;

/** The operations decided in one scope. */
type OperationIn<S extends Scope> = { [K in keyof typeof ACCESS]: (typeof ACCESS)[K]["scope"] extends S ? K : never }[keyof typeof ACCESS];
/** Every operation of the policy, of any scope. */
export type PolicyOperation = keyof typeof ACCESS;
/** An operation at an event (what `authorize` and its kin take). */
export type Operation = OperationIn<"event">;
export type SeasonOperation = OperationIn<"season">;
export type GuildOperation = OperationIn<"guild">;
export type QueueOperation = OperationIn<"queue">;

/** The event's rules: the part of the table `authorize` and its kin read (a view of it, not a second table). */
export const POLICY = Object.fromEntries(Object.entries(ACCESS).filter(([, rule]) => rule.scope === "event")) as { readonly [K in Operation]: (typeof ACCESS)[K] };



export const ruleOf = (op: Operation): Rule<"event"> => POLICY[op];

/**
 * May a caller standing so in the op's scope (null: none) do `op`? For an event op, as staff (their
 * own entry aside); for a guild op the standing is never null (a stranger is "stranger").
 */
export function allows(op: PolicyOperation, standing: string | null | undefined): boolean {
  return standing != null && (ACCESS[op].roles as readonly string[]).includes(standing);
}

/** The refusal's words of an op outside events (a season's, a guild's, a queue's). */
export const refusalText = (op: Exclude<PolicyOperation, Operation>): string | undefined => (ACCESS[op] as Rule).refusal;

/** The caller of an op any account may do, refused (401, in the op's words) when there is none. */
export function signedIn(op: QueueOperation, user: User | null): User {
  if (!user) throw unauthenticated(refusalText(op));
  return user;
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
