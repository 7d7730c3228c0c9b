/**
 * Decks of the games other than FFG's (issue 13; engine: lib/tournament/decks): a pasted list,
 * checked against the event's game rules, stored in `Player.deck` even when invalid (marked
 * invalid, so the player can fix it). FFG SW:TCG events keep their light/dark deck lists
 * (lib/server/decks/decklists.ts).
 *
 * - Who: the player themself (their entry, through their profile) and the event's staff.
 * - When: the event's deck policy (`deckChangeAllowed`, from the match format): before round 1
 *   always; constructed decks are locked once round 1 is paired; limited decks may change between
 *   rounds, never during one; after a sealed build clock ends, not until round 1 is over. Where
 *   the policy says no, the organizer or a judge may still correct a deck (as with FFG deck
 *   lists); anyone else is refused with 409.
 * - Every save is one audit entry with the old and new list: `deck.submit` before the lock,
 *   `deck.change` after it, `deck.correct` for a correction the policy would not allow.
 *
 * Sealed (limited) events: the staff record each player's pool (`Player.pool`); a deck is also
 * checked against it. The build clock is audit-backed (no schema change): `build.start` holds
 * its start and length, `build.end` closes the phase and names the players who play round 1 with
 * the basic starter deck (their `Player.deck` is marked `starter`).
 */
import { getDb, type Db, type Tx } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { AUDIT_CATALOGUE } from "@/lib/schemas/audit";
import type { User } from "@/lib/schemas/auth";
import { BuildInput, DeckInput, PoolInput, type DeckAnswersInput, StoredDeck, StoredPool, type BuildStatus, type DeckProblem, type PlayerDeck } from "@/lib/schemas/deck";
import { PresetOptions } from "@/lib/schemas/format";
import {
  buildClockState,
  checkAgainstPool,
  deckChangeAllowed,
  deckPolicyOf,
  deckRulesFor,
  deckRulesText,
  DEFAULT_BUILD_MINUTES,
  isDeckGame,
  isValid,
  parseDeckList,
  validateDeckList,
  type DeckAnswers,
  type DeckCard,
  type DeckChange,
  type DeckEventFacts,
  type DeckPolicy,
  type DeckRules,
} from "@/lib/tournament/decks";
import { roleAt } from "../kernel/access";
import { allows, authorize, authorizeEntrant, refusalFor } from "../kernel/policy";
import { audit } from "../kernel/audit";
import { conflict, notFound, unauthenticated, ServiceError } from "../kernel/errors";
import { planOf, swissFormat } from "../kernel/event-format";
import { inTransaction } from "../store/event-state";
import { parseId, parseInput } from "../kernel/validate";

type EventFields = { preset: string; presetOptions: Prisma.JsonValue; status: string };

interface DeckSetup {
  rules: DeckRules;
  policy: DeckPolicy;
  limited: boolean;
  buildMinutes: number;
}

/** The event's deck rules and policy; null for FFG SW:TCG (its own deck lists). */
export function deckSetupOf(event: Pick<EventFields, "preset" | "presetOptions">): DeckSetup | null {
  const game = planOf(event).game;
  if (!isDeckGame(game)) return null;
  const parsed = PresetOptions.safeParse(event.presetOptions);
  const o = parsed.success ? parsed.data : {};
  const limited = o.deckKind === "limited";
  return {
    rules: deckRulesFor(game, { deckKind: o.deckKind, deckSize: o.deckSize ?? null }),
    policy: deckPolicyOf(swissFormat(event)),
    limited,
    buildMinutes: o.buildMinutes ?? DEFAULT_BUILD_MINUTES,
  };
}

export const readStoredDeck = (value: unknown): StoredDeck | null => {
  const parsed = StoredDeck.safeParse(value);
  return parsed.success ? parsed.data : null;
};
const readPool = (value: unknown): StoredPool | null => {
  const parsed = StoredPool.safeParse(value);
  return parsed.success ? parsed.data : null;
};

interface BuildPhase {
  startedAt: Date;
  minutes: number;
  closed: boolean;
}

/** The sealed build clock, from the audit (`build.start`, `build.end`); null before it starts. */
async function buildPhaseOf(db: Db | Tx, eventId: string): Promise<BuildPhase | null> {
  const rows = await db.auditEntry.findMany({ where: { eventId, action: { in: ["build.start", "build.end"] } }, orderBy: { createdAt: "asc" }, select: { action: true, data: true } });
  let phase: BuildPhase | null = null;
  for (const row of rows) {
    if (row.action === "build.start") {
      const d = AUDIT_CATALOGUE["build.start"].safeParse(row.data);
      if (d.success) phase = { startedAt: new Date(d.data.startedAt), minutes: d.data.minutes, closed: false };
    } else if (phase) phase.closed = true;
  }
  return phase;
}

/**
 * Pairing round 1 of a limited (sealed) event waits for its build phase: refused (409) while the
 * build clock has been started and the phase not closed (closing records the starter decks).
 * A read inside the pairing's transaction; events that never start a build clock pair as before.
 */
export async function assertBuildPhaseClosed(tx: Tx, eventId: string, event: Pick<EventFields, "preset" | "presetOptions">): Promise<void> {
  if (!deckSetupOf(event)?.limited) return;
  const build = await buildPhaseOf(tx, eventId);
  if (build && !build.closed) {
    throw conflict("The sealed build phase is still open: close it on the build page (players without a valid deck then play the starter deck) before pairing round 1.");
  }
}

/** Where the event stands for its decks: rounds paired, a round being played, the build clock. */
async function deckFacts(db: Db | Tx, eventId: string, status: string): Promise<{ facts: DeckEventFacts; build: BuildPhase | null }> {
  const [last, build] = await Promise.all([
    db.round.findFirst({ where: { eventId }, orderBy: { number: "desc" }, select: { id: true, number: true } }),
    buildPhaseOf(db, eventId),
  ]);
  const open = last ? await db.match.count({ where: { roundId: last.id, playerBId: { not: null }, result: { equals: Prisma.DbNull } } }) : 0;
  return {
    facts: {
      roundsPaired: last?.number ?? 0,
      roundInProgress: open > 0,
      complete: status === "complete",
      buildClock: build ? { startedAt: build.startedAt.getTime(), minutes: build.minutes } : null,
    },
    build,
  };
}

const answersOf = (stored: Record<string, string>): DeckAnswers => ({
  ...(stored.avatarArchetype ? { avatarArchetype: stored.avatarArchetype as DeckAnswers["avatarArchetype"] } : {}),
  ...(stored.objective ? { objective: stored.objective } : {}),
  ...(stored.sleeves ? { sleeves: stored.sleeves } : {}),
});

/** Checks a list under the event's rules and its pool (sealed). */
function checkDeck(setup: DeckSetup, list: string, answers: DeckAnswers, pool: StoredPool | null) {
  const checked = validateDeckList(setup.rules, list, answers);
  const problems: DeckProblem[] = [...checked.problems];
  if (setup.limited && pool) problems.push(...checkAgainstPool(checked.cards, pool.cards as DeckCard[]));
  return { cards: checked.cards, problems, valid: isValid(problems) };
}

function dto(
  player: { id: string; name: string },
  setup: DeckSetup,
  deck: StoredDeck | null,
  pool: StoredPool | null,
  change: DeckChange,
  mayCorrect: boolean,
  build: BuildPhase | null,
): PlayerDeck {
  return {
    playerId: player.id,
    name: player.name,
    game: setup.rules.game,
    rules: deckRulesText(setup.rules),
    deck: deck ? { list: deck.list, answers: deck.answers, cards: deck.cards, savedAt: deck.savedAt, starter: deck.starter ?? false } : null,
    problems: deck?.problems ?? [],
    valid: deck?.valid ?? false,
    locked: change.locked,
    changeAllowed: change.allowed || (mayCorrect && change.code !== "complete"),
    changeReason: change.allowed ? null : change.reason,
    pool,
    build: build ? { startedAt: build.startedAt.toISOString(), endsAt: new Date(build.startedAt.getTime() + build.minutes * 60_000).toISOString(), closed: build.closed } : null,
  };
}

const FFG_DECKS = "This event plays FFG SW:TCG: its players enter light and dark side deck lists (objective sets) instead.";

/** PUT /events/{eventId}/players/{playerId}/deck: the player, or the staff, submits a pasted list. */
export async function submitDeck(user: User | null, eventId: string, playerId: string, input: unknown): Promise<PlayerDeck> {
  parseId("Player", playerId);
  return inTransaction(async (tx) => {
    const { user: caller, role, player: own } = await authorizeEntrant(tx, "deck.edit", eventId, user);
    const staff = allows("deck.edit", role);
    const self = own?.id === playerId;
    if (!staff && !self) throw refusalFor("deck.edit");
    const data = parseInput(DeckInput, input);
    const event = await tx.event.findUniqueOrThrow({ where: { id: eventId }, select: { preset: true, presetOptions: true, status: true } });
    const setup = deckSetupOf(event);
    if (!setup) throw conflict(FFG_DECKS);
    const player = await tx.player.findFirst({ where: { id: playerId, eventId }, select: { id: true, name: true, deck: true, pool: true } });
    if (!player) throw notFound("Player");
    const { facts, build } = await deckFacts(tx, eventId, event.status);
    const change = deckChangeAllowed(setup.policy, facts, Date.now());
    const mayCorrect = allows("deck.correct", role);
    let action: "deck.submit" | "deck.change" | "deck.correct";
    if (change.allowed) action = change.locked ? "deck.change" : "deck.submit";
    else if (mayCorrect && change.code !== "complete") action = "deck.correct";
    else throw conflict(change.reason);

    const settings: Partial<DeckAnswersInput> = data.settings ?? {};
    // An entry's deck is checked alone: a teammate's deck is compared only between the members of
    // a team at a team event (submitMemberDeck), never with another entrant named here.
    if (settings.teammateId) throw new ServiceError("invalid_input", "settings.teammateId: this entry has no teammate; at a team event each member's deck is checked with their partner's on the team (PUT …/teams/{teamId}/members/{position}/deck).", [{ path: ["settings", "teammateId"], message: "Only a team's members are checked together, on the team's page of a team event." }]);
    const answers: Record<string, string> = Object.fromEntries(Object.entries(settings).filter((e): e is [string, string] => typeof e[1] === "string"));
    const pool = readPool(player.pool);
    const checked = checkDeck(setup, data.list, answersOf(answers), pool);
    const old = readStoredDeck(player.deck);
    const stored: StoredDeck = { game: setup.rules.game, list: data.list, answers, cards: checked.cards as StoredDeck["cards"], problems: checked.problems, valid: checked.valid, savedAt: new Date().toISOString() };
    await tx.player.update({ where: { id: playerId }, data: { deck: JSON.parse(JSON.stringify(stored)) as Prisma.InputJsonValue } });
    await audit(tx, {
      eventId,
      userId: caller.id,
      action,
      data: { playerId, player: player.name, by: staff ? "staff" : "player", old: old ? { list: old.list, valid: old.valid } : null, new: { list: data.list, valid: checked.valid } },
    });
    return dto(player, setup, stored, pool, change, mayCorrect, build);
  });
}

/** GET /events/{eventId}/players/{playerId}/deck: the staff and the player themself. */
export async function getDeck(user: User | null, eventId: string, playerId: string): Promise<PlayerDeck> {
  parseId("Event", eventId);
  parseId("Player", playerId);
  if (!user) throw unauthenticated();
  const db = await getDb();
  const event = await db.event.findUnique({ where: { id: eventId }, select: { preset: true, presetOptions: true, status: true } });
  if (!event) throw notFound("Event");
  const [role, player] = await Promise.all([
    roleAt(db, eventId, user.id),
    db.player.findFirst({ where: { id: playerId, eventId }, select: { id: true, name: true, deck: true, pool: true, profile: { select: { userId: true } } } }),
  ]);
  const staff = allows("deck.read", role);
  if (!staff && (!player || player.profile?.userId !== user.id)) throw refusalFor("deck.read");
  if (!player) throw notFound("Player");
  const setup = deckSetupOf(event);
  if (!setup) {
    return { playerId: player.id, name: player.name, game: planOf(event).game, rules: [FFG_DECKS], deck: null, problems: [], valid: false, locked: event.status !== "registration", changeAllowed: false, changeReason: FFG_DECKS, pool: null, build: null };
  }
  const { facts, build } = await deckFacts(db, eventId, event.status);
  const change = deckChangeAllowed(setup.policy, facts, Date.now());
  return dto(player, setup, readStoredDeck(player.deck), readPool(player.pool), change, allows("deck.correct", role), build);
}

/** The caller's own entry at the event (for the player's deck page); null: none. */
export async function myEntry(user: User | null, eventId: string): Promise<{ id: string; name: string } | null> {
  if (!user) return null;
  parseId("Event", eventId);
  const db = await getDb();
  return db.player.findFirst({ where: { eventId, profile: { userId: user.id } }, select: { id: true, name: true } });
}

/** PUT /events/{eventId}/players/{playerId}/pool: the staff record a sealed player's pool. */
export async function setPool(user: User | null, eventId: string, playerId: string, input: unknown): Promise<PlayerDeck> {
  parseId("Player", playerId);
  return inTransaction(async (tx) => {
    const { user: caller, role } = await authorize(tx, "deck.pool", eventId, user);
    const data = parseInput(PoolInput, input);
    const event = await tx.event.findUniqueOrThrow({ where: { id: eventId }, select: { preset: true, presetOptions: true, status: true } });
    const setup = deckSetupOf(event);
    if (!setup) throw conflict(FFG_DECKS);
    if (!setup.limited) throw conflict("Pools are for limited (sealed) events; this event's decks are constructed.");
    if (event.status === "complete") throw conflict("The event is over.");
    const player = await tx.player.findFirst({ where: { id: playerId, eventId }, select: { id: true, name: true, deck: true, pool: true } });
    if (!player) throw notFound("Player");
    const parsed = parseDeckList(data.list);
    if (parsed.errors.length > 0) {
      throw new ServiceError(
        "invalid_input",
        `list: line ${parsed.errors[0]!.line} could not be read.`,
        parsed.errors.map((e) => ({ path: ["list"], message: `Line ${e.line}: ${e.message}` })),
      );
    }
    const old = readPool(player.pool);
    const pool: StoredPool = { list: data.list, cards: parsed.cards as StoredPool["cards"], savedAt: new Date().toISOString() };
    // The deck already saved is checked again against the new pool (its validity only).
    let deck = readStoredDeck(player.deck);
    if (deck && deck.list !== "") {
      const checked = checkDeck(setup, deck.list, answersOf(deck.answers), pool);
      deck = { ...deck, problems: checked.problems, valid: checked.valid };
    }
    await tx.player.update({
      where: { id: playerId },
      data: { pool: JSON.parse(JSON.stringify(pool)) as Prisma.InputJsonValue, ...(deck ? { deck: JSON.parse(JSON.stringify(deck)) as Prisma.InputJsonValue } : {}) },
    });
    await audit(tx, { eventId, userId: caller.id, action: "pool.set", data: { playerId, player: player.name, old: old?.list ?? null, new: data.list } });
    const { facts, build } = await deckFacts(tx, eventId, event.status);
    return dto(player, setup, deck, pool, deckChangeAllowed(setup.policy, facts, Date.now()), allows("deck.correct", role), build);
  });
}

async function buildStatusIn(db: Db | Tx, eventId: string, setup: DeckSetup): Promise<BuildStatus> {
  const [build, players] = await Promise.all([
    buildPhaseOf(db, eventId),
    db.player.findMany({ where: { eventId, status: "active" }, orderBy: { seq: "asc" }, select: { id: true, name: true, deck: true, pool: true } }),
  ]);
  const state = build ? buildClockState({ startedAt: build.startedAt.getTime(), minutes: build.minutes }, Date.now()) : null;
  return {
    limited: setup.limited,
    minutes: build?.minutes ?? setup.buildMinutes,
    startedAt: build ? build.startedAt.toISOString() : null,
    endsAt: state ? new Date(state.endsAt).toISOString() : null,
    over: state?.over ?? false,
    closed: build?.closed ?? false,
    players: players.map((p) => {
      const deck = readStoredDeck(p.deck);
      return { playerId: p.id, name: p.name, pool: readPool(p.pool) !== null, deck: deck !== null && deck.list !== "", ready: deck?.valid ?? false, starter: deck?.starter ?? false };
    }),
  };
}

/** The hall's view of a running build phase (clock page, players' phones): null when none runs. */
export async function publicBuildClock(eventId: string): Promise<{ endsAt: string; over: boolean; ready: number; players: number } | null> {
  const db = await getDb();
  const event = await db.event.findUnique({ where: { id: eventId }, select: { preset: true, presetOptions: true } });
  const setup = event ? deckSetupOf(event) : null;
  if (!setup?.limited) return null;
  const status = await buildStatusIn(db, eventId, setup);
  if (!status.endsAt || status.closed) return null;
  return { endsAt: status.endsAt, over: status.over, ready: status.players.filter((p) => p.ready).length, players: status.players.length };
}

/** GET /events/{eventId}/build: the build clock and who is ready (staff). */
export async function getBuildStatus(user: User | null, eventId: string): Promise<BuildStatus> {
  parseId("Event", eventId);
  if (!user) throw unauthenticated();
  const db = await getDb();
  const event = await db.event.findUnique({ where: { id: eventId }, select: { preset: true, presetOptions: true } });
  if (!event) throw notFound("Event");
  const role = await roleAt(db, eventId, user.id);
  if (!allows("build.read", role)) throw refusalFor("build.read");
  const setup = deckSetupOf(event);
  // FFG events have no build phase: an empty, constructed status.
  if (!setup) return { limited: false, minutes: DEFAULT_BUILD_MINUTES, startedAt: null, endsAt: null, over: false, closed: false, players: [] };
  return buildStatusIn(db, eventId, setup);
}

/**
 * POST /events/{eventId}/build: start the sealed build clock (before round 1, once), or close the
 * phase — once the clock is over, or earlier when every active player is ready — recording the
 * players without a valid deck as playing round 1 with the basic starter deck.
 */
export async function buildPhase(user: User | null, eventId: string, input: unknown): Promise<BuildStatus> {
  return inTransaction(async (tx) => {
    const { user: caller } = await authorize(tx, "build.run", eventId, user);
    const data = parseInput(BuildInput, input);
    const event = await tx.event.findUniqueOrThrow({ where: { id: eventId }, select: { preset: true, presetOptions: true, status: true } });
    const setup = deckSetupOf(event);
    if (!setup?.limited) throw conflict("The build phase is for limited (sealed) events.");
    const { facts, build } = await deckFacts(tx, eventId, event.status);
    if (facts.roundsPaired > 0) throw conflict("Round 1 has been paired: the build phase is over.");
    if (data.action === "start") {
      if (build) throw conflict(`The build clock was already started (${build.minutes} minutes from ${build.startedAt.toISOString()}).`);
      const minutes = data.minutes ?? setup.buildMinutes;
      await audit(tx, { eventId, userId: caller.id, action: "build.start", data: { minutes, startedAt: new Date().toISOString() } });
      return buildStatusIn(tx, eventId, setup);
    }
    if (!build) throw conflict("The build clock has not been started.");
    if (build.closed) throw conflict("The build phase is already closed.");
    const status = await buildStatusIn(tx, eventId, setup);
    const notReady = status.players.filter((p) => !p.ready);
    if (!status.over && notReady.length > 0) {
      throw conflict(`The build clock is still running and ${notReady.length} ${notReady.length === 1 ? "player is" : "players are"} not ready.`);
    }
    const rows = await tx.player.findMany({ where: { id: { in: notReady.map((p) => p.playerId) } }, select: { id: true, deck: true } });
    for (const row of rows) {
      const deck: StoredDeck = readStoredDeck(row.deck) ?? { game: setup.rules.game, list: "", answers: {}, cards: [], problems: [], valid: false, savedAt: new Date().toISOString() };
      await tx.player.update({ where: { id: row.id }, data: { deck: JSON.parse(JSON.stringify({ ...deck, starter: true })) as Prisma.InputJsonValue } });
    }
    await audit(tx, { eventId, userId: caller.id, action: "build.end", data: { starter: notReady.map((p) => ({ id: p.playerId, name: p.name })) } });
    return buildStatusIn(tx, eventId, setup);
  });
}
