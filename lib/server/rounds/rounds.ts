/**
 * Rounds: pair the next round (Swiss or the next elimination matches), re-pair or delete the
 * latest round, read rounds, pin players to tables. Every decision comes from the engine
 * (lib/tournament); this file loads, calls, writes, audits — in one transaction.
 */
import type { Match as MatchRow, Round as RoundRow } from "@/lib/generated/prisma/client";
import type { Tx } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import { roundNumber } from "@/lib/schemas/common";
import { FixedTableInput, type Round } from "@/lib/schemas/round";
import type { Player } from "@/lib/schemas/player";
import {
  createRng,
  decideEliminationSides,
  drawEliminationSeeds,
  missingResults,
  nextSwissRound,
  pairSwissRound,
  pairsAsDraft,
  properSwissRounds,
  resolveStructure,
  roundLengthKind,
  roundLengthMinutes,
  swissPairingStream,
  type EliminationState,
  type PairFunction,
  type RoundLengthOverrides,
  type TableNote,
} from "@/lib/tournament";
import { authorize } from "../kernel/policy";
import { assertDeckListsComplete } from "../decks/decklists";
import { assertBuildPhaseClosed } from "../decks/decks";
import { assertTeamsComplete } from "../teams/teams";
import { audit } from "../kernel/audit";
import { closeCallsOfMatches } from "../calls/judge-calls";
import { settledState, settleEventStatus } from "./event-status";
import { enqueueIfRated } from "../ratings/enqueue";
import { kickRatingWorker } from "../ratings/worker";
import { withPairedNotices } from "../notices/event-notices";
import { bracketDefinitionOf, eliminationOnly, entryOf, swissFormat, teamSizeOf, traitsOf } from "../kernel/event-format";
import { seedBracket } from "./cut";
import { standingNotesOf } from "../standings/final-placements";
import { toPlayer, toRound } from "../kernel/dto";
import { roundName } from "@/lib/words/round-names";
import { insertMatches } from "../kernel/match-insert";
import { conflict, notFound } from "../kernel/errors";
import { guildGroupsOf } from "../guilds/event-guilds";
import { fromEngine, missingConflict } from "../kernel/engine-errors";
import { bracketState, swissHistory, pointsBefore, tablePins } from "../store/engine-input";
import {
  activeCount,
  inTransaction,
  stageOf,
  playerName,
  withEvent,
  withoutRound,
  withSwissRound,
  type EventState,
} from "../store/event-state";
import { eventStore } from "../store/event-store";
import { matchesWithResults } from "./next-step";
import { parseId, parseInput, parseRoundNumber } from "../kernel/validate";
import { stateFor } from "./draft-read";

// ————— Reads —————

/** Every round of the state as the API shows it (Swiss players with current TP, elimination players with seeds). */
export function roundsOf(state: EventState, now: number, only?: number): Round[] {
  const wanted = only === undefined ? state.rounds : state.rounds.filter((r) => r.number === only);
  if (wanted.length === 0) return [];
  return wanted.map((r) => toRound(r, roundContext(state, r), now));
}

/** What a round's matches are shown with: names, the format, and Swiss points before the round or elimination seeds. */
export function roundContext(state: EventState, round: Pick<RoundRow, "stage" | "stageRound">) {
  const common = { playerById: state.playerById, shortNames: state.shortNames, bracket: bracketDefinitionOf(state.event), format: swissFormat(state.event), members: state.teamMembers };
  // Swiss players show the points they had when the round was paired, also on a later day.
  if (round.stage === "swiss") return { ...common, points: pointsBefore(state, round.stageRound) };
  return { ...common, seeds: new Map(state.event.cutSeeds.map((id, i) => [id, i + 1])) };
}

export function roundOf(state: EventState, number: number, now: number): Round {
  const round = roundsOf(state, now, number)[0];
  if (!round) throw notFound("Round");
  return round;
}

/**
 * A round as the public pairings show it, with where each player without a match in it stands
 * (`standingNotes`, when there is any). A read: a number that cannot be a round (`?round=1e20`
 * on the pairings page) names no round.
 */
export async function getRound(eventId: string, number: number, user: User | null = null): Promise<Round> {
  if (!roundNumber.safeParse(number).success) throw notFound("Round");
  // A draft round is the event's staff's (lib/server/rounds/draft-read.ts); for anyone else it is not there yet.
  const state = await stateFor(user, eventId);
  const round = roundOf(state, number, Date.now());
  const paired = new Set(round.matches.flatMap((m) => (m.playerB ? [m.playerA.id, m.playerB.id] : [m.playerA.id])));
  const notes = Object.entries(standingNotesOf(state)).filter(([id]) => !paired.has(id));
  return notes.length > 0 ? { ...round, standingNotes: Object.fromEntries(notes) } : round;
}

/** Number and stage of every round, in order (the pairings page's round picker). */
export async function listRoundSummaries(eventId: string): Promise<Pick<Round, "number" | "name" | "stage" | "stageRound">[]> {
  const state = await eventStore.read(eventId);
  return state.rounds.map((r) => ({
    number: r.number,
    name: roundName({ stage: r.stage, stageRound: r.stageRound, bracketMatches: r.matches.map((m) => m.bracketMatch) }, bracketDefinitionOf(state.event)),
    stage: r.stage,
    stageRound: r.stageRound,
  }));
}

/** Every round, in order (a draft round for the event's staff only). */
export async function listRounds(eventId: string, user: User | null = null): Promise<Round[]> {
  const state = await stateFor(user, eventId);
  return roundsOf(state, Date.now());
}

// ————— Pairing —————

const overrides = (state: EventState): RoundLengthOverrides => ({
  swiss: state.event.swissMinutes,
  elimination: state.event.eliminationMinutes,
  final: state.event.finalMinutes,
});

function noteText(state: EventState, n: TableNote): string {
  const name = (id: string) => playerName(state, id);
  switch (n.kind) {
    case "pins-in-one-match":
      return `${n.players.map(name).join(" and ")} are pinned to tables ${n.tables.join(" and ")} but play each other: they sit at table ${n.table}.`;
    case "table-taken":
      return `${name(n.player)} is pinned to table ${n.table}, which ${name(n.heldBy)} holds this round.`;
    case "pin-beyond-round":
      return `${name(n.player)} sits at pinned table ${n.table} (the round has ${n.matches} tables).`;
  }
}

/** The random stream of the attempt-th re-pair of a Swiss round (recorded in the audit). */
const repairLabel = (stageRound: number, attempt: number) => swissPairingStream(stageRound, attempt);

/** The pairing optimiser with its own random stream for a re-pair (attempt > 0). */
function pairFunction(seed: string, round: number, attempt: number): PairFunction | undefined {
  if (attempt === 0) return undefined;
  return (input) => pairSwissRound({ ...input, rng: createRng(seed, repairLabel(round, attempt)) });
}

/**
 * Pairs the next Swiss round into `state` and writes it (one multi-row insert); returns its rows.
 * A new round is a draft when the event pairs drafts (`pairsAsDraft`); a re-paired one stays what
 * it was, and loses the marks of hand changes made to its previous pairing.
 */
async function writeSwissRound(tx: Tx, state: EventState, swissRounds: number, attempt: number, existingRoundId?: string): Promise<{ round: RoundRow; matches: MatchRow[] }> {
  const { event } = state;
  const history = swissHistory(state);
  const stageRound = history.rounds.length + 1;
  // Round 1 of an event keeping guild members apart: each entrant's guild as it stands now.
  const groups = event.guildsApart && stageRound === 1 ? await guildGroupsOf(tx, event.id) : undefined;
  const paired = fromEngine(() =>
    nextSwissRound(history, { seed: event.randomSeed, swissRounds, format: swissFormat(event), pins: tablePins(state), pair: pairFunction(event.randomSeed, stageRound, attempt), ...(groups ? { groups } : {}) }),
  );
  const warnings = [...paired.warnings, ...paired.tableNotes.map((n) => noteText(state, n))];
  const number = state.rounds.length + 1;
  const stageId = stageOf(state, "swiss").id;
  const round = existingRoundId
    ? await tx.round.update({ where: { id: existingRoundId }, data: { pairingAttempt: attempt, warnings, timerEvents: [], changedTables: [] } })
    : await tx.round.create({
        data: {
          eventId: event.id,
          stageId,
          number,
          stage: "swiss",
          stageRound,
          minutes: fromEngine(() => roundLengthMinutes("swiss", overrides(state))),
          pairingAttempt: attempt,
          warnings,
          draft: pairsAsDraft(event.draftRounds, event.tier),
        },
      });
  const matches = await insertMatches(
    tx,
    { eventId: event.id, stageId, roundId: round.id },
    paired.matches.map((m) => ({ table: m.table, playerAId: m.playerA, playerBId: m.playerB, darkSide: m.darkSideGame1 })),
  );
  return { round, matches };
}

/** Opens the elimination matches whose players are known and not yet played. */
async function openEliminationRound(tx: Tx, state: EventState, bracket: EliminationState): Promise<{ number: number; matches: number[]; sides: unknown[] }> {
  const opened = new Set(state.bracketMatches.filter((m) => m.roundId !== null).map((m) => m.bracketMatch));
  const missing = state.eliminationRounds.flatMap((r) => r.matches.filter((m) => m.result === null));
  if (missing.length > 0) throw missingConflict(missing.map((m) => ({ table: m.table, bracketMatch: m.bracketMatch })));
  const ready = bracket.ready.filter((bm) => !opened.has(bm));
  if (ready.length === 0) {
    if (bracket.complete) throw conflict("The event is complete: the bracket has a champion.");
    throw conflict("No elimination match is ready to be played.");
  }
  const def = bracket.definition;
  const chooseSides = entryOf(state.event).laterSidesByDeckChoice;
  const number = state.rounds.length + 1;
  const kind = fromEngine(() => roundLengthKind("elimination", bracket.activePlayersRemaining));
  const round = await tx.round.create({
    data: {
      eventId: state.event.id,
      stageId: stageOf(state, "elimination").id,
      number,
      stage: "elimination",
      stageRound: state.eliminationRounds.length + 1,
      minutes: fromEngine(() => roundLengthMinutes(kind, overrides(state))),
    },
  });
  const sides: unknown[] = [];
  const rows = new Map(state.bracketMatches.map((m) => [m.bracketMatch!, m]));
  for (const [i, bm] of ready.entries()) {
    const row = rows.get(bm);
    if (!row) throw new Error(`bracket match M${bm} has no row`);
    let darkSide = row.darkSide;
    if (chooseSides && def.matches.find((d) => d.match === bm)!.round > 1) {
      // Later rounds: the deck-choice rules decide (recorded coin flip when needed).
      const decision = fromEngine(() => decideEliminationSides(bracket, bm, state.event.randomSeed));
      darkSide = decision.darkSide;
      sides.push(decision);
    }
    await tx.match.update({ where: { id: row.id }, data: { roundId: round.id, table: i + 1, darkSide, version: { increment: 1 } } });
  }
  return { number, matches: ready, sides };
}

/**
 * Round 1 of an event that is elimination only: the bracket is drawn at random from the active
 * players (engine: `drawEliminationSeeds`), written like a cut, and its first matches opened.
 */
async function drawBracket(tx: Tx, state: EventState, userId: string): Promise<{ round: Round; state: EventState }> {
  const eventId = state.event.id;
  const active = state.players.filter((p) => p.status === "active").map((p) => p.id);
  const seeds = fromEngine(() => drawEliminationSeeds(active, state.event.randomSeed));
  await seedBracket(tx, state, seeds);
  const seeded = await eventStore.load(tx, eventId);
  await settleEventStatus(tx, eventId, userId, seeded);
  const opened = await openEliminationRound(tx, seeded, bracketState(seeded)!);
  await audit(tx, { eventId, userId, action: "round.pair", data: { stage: "elimination", draw: seeds, ...opened } });
  const after = await eventStore.load(tx, eventId);
  return { round: roundOf(after, opened.number, Date.now()), state: after };
}

/**
 * Pairs the next round of the current stage (organizer). Swiss round 1 resolves the structure
 * from the active players, locks deck lists and starts the Swiss stage. 409 when results are
 * missing, when Swiss is over and the cut has not been made, or when the event is complete.
 */
export async function pairNextRound(user: User | null, eventId: string): Promise<Round> {
  // The round's "round.paired" notices go out in the same transaction (lib/server/notices/event-notices.ts);
  // a draft's go out when it is published (./publish.ts).
  const outcome = await eventStore.inTransactionKeeping(eventId, withPairedNotices(eventId, (tx) => pairNextRoundIn(tx, eventId, user), (out) => (out.round.draft ? null : out.round)));
  return outcome.round;
}

/**
 * `pairNextRound`'s body in the caller's transaction, without the notices: a queue or schedule
 * pairs round 1 of the event it has just made (lib/server/queues) and notifies the players itself.
 */
export async function pairNextRoundIn(tx: Tx, eventId: string, user: User | null): Promise<{ round: Round; state: EventState }> {
  const { user: caller, version } = await authorize(tx, "round.pair", eventId, user);
  const state = await eventStore.locked(tx, eventId, version);
  const { event } = state;
  if (event.status === "complete") throw conflict("The event is complete: there is no next round.");

  if (event.status === "elimination") {
    const bracket = bracketState(state);
    if (!bracket) throw conflict("The cut has not been made.");
    const opened = await openEliminationRound(tx, state, bracket);
    await audit(tx, { eventId, userId: caller.id, action: "round.pair", data: { stage: "elimination", ...opened } });
    const after = await eventStore.load(tx, eventId);
    return { round: roundOf(after, opened.number, Date.now()), state: after };
  }

  let { swissRounds, cutSize } = event;
  const history = swissHistory(state);
  if (event.status === "registration") {
    // Formal and Premier need every deck list before round 1 locks them.
    await assertDeckListsComplete(tx, eventId);
    // Sealed events: round 1 waits for the build phase to close.
    await assertBuildPhaseClosed(tx, eventId, event);
    // Team events: a team is paired once its partner has joined (no other event has members).
    if (teamSizeOf(event)) await assertTeamsComplete(tx, eventId);
    const players = activeCount(state);
    if (!traitsOf(event).structures) {
      if (players < 2) throw conflict("Round 1 needs at least 2 active players.");
      if (eliminationOnly(event)) return drawBracket(tx, state, caller.id);
      swissRounds = event.swissRounds ?? properSwissRounds(players);
    } else {
      const structure = fromEngine(() =>
        resolveStructure(
          event.structure,
          players,
          event.structure === "custom" ? { swissRounds: event.swissRounds ?? 0, cutSize: event.cutSize ?? 0 } : undefined,
        ),
      );
      ({ swissRounds, cutSize } = structure);
    }
  }
  const missing = missingResults(history);
  if (missing.length > 0) throw missingConflict(missing);
  if (swissRounds !== null && history.rounds.length >= swissRounds) {
    if (cutSize) throw conflict(`All ${swissRounds} Swiss rounds are played: make the cut to start elimination.`);
    // No cut: the Swiss winner wins (the last result completed the event). A refusal writes nothing.
    throw conflict(`All ${swissRounds} Swiss rounds are played and the event has no cut: the event is complete.`);
  }
  const written = await writeSwissRound(tx, state, swissRounds!, 0);
  const number = written.round.number;
  let eventRow = event;
  if (event.status === "registration") {
    // Round 1: registration closes, the structure is fixed, deck lists lock.
    eventRow = { ...event, ...(await tx.event.update({ where: { id: eventId }, data: { swissRounds, cutSize } })) };
  }
  // The state after the pairing, from what was just written: no second load of the event.
  const paired = withSwissRound(state, eventRow, written.round, written.matches);
  const after = await settledState(tx, caller.id, paired);
  const round = roundOf(after, number, Date.now());
  await audit(tx, {
    eventId,
    userId: caller.id,
    action: "round.pair",
    data: {
      number,
      stage: "swiss",
      ...(event.status === "registration" ? { structure: { swissRounds, cutSize, players: activeCount(state) } } : {}),
      ...(written.round.draft ? { draft: true } : {}),
      matches: round.matches.map((m) => ({ table: m.table, playerA: m.playerA.id, playerB: m.playerB?.id ?? null, darkSide: m.darkSide })),
      warnings: round.warnings ?? [],
    },
  });
  return { round, state: after };
}

function latestRound(state: EventState, number: number) {
  const round = state.rounds.find((r) => r.number === number);
  if (!round) throw notFound("Round");
  if (round.number !== state.rounds.length) throw conflict(`Only the latest round (${state.rounds.length}) can be changed.`);
  const withResults = matchesWithResults(round);
  if (withResults.length > 0) {
    throw conflict(`Round ${number} already has results (${withResults.map((m) => `table ${m.table ?? "?"}`).join(", ")}).`);
  }
  return round;
}

/**
 * Pairs the latest Swiss round again (organizer), while it has no results: a new random
 * stream (`swiss/<n>/pairing/repair-<attempt>`), so the organizer gets a different pairing.
 * A draft is re-paired freely: it stays a draft and nobody is notified (players never saw it).
 */
export async function repairRound(user: User | null, eventId: string, number: number): Promise<Round> {
  parseRoundNumber(number);
  const { after } = await eventStore.inTransactionKeeping(eventId, withPairedNotices(eventId, async (tx) => {
    const { user: caller, version } = await authorize(tx, "round.repair", eventId, user);
    const state = await eventStore.locked(tx, eventId, version);
    const round = latestRound(state, number);
    if (round.stage !== "swiss") throw conflict("Elimination matches follow the bracket: there is nothing to re-pair.");
    if (state.event.status !== "swiss") throw conflict("Swiss rounds can only be re-paired during the Swiss stage.");
    const before = round.matches.map((m) => ({ table: m.table, playerA: m.playerAId, playerB: m.playerBId }));
    // A re-pair pairs everyone who is in the event now: late entrants and rejoiners of this
    // round are paired instead of keeping their unpaired loss for it.
    await closeCallsOfMatches(tx, eventId, round.matches.map((m) => m.id), caller.id, `Round ${number} was paired again.`);
    await tx.match.deleteMany({ where: { roundId: round.id } });
    await tx.round.update({ where: { id: round.id }, data: { unpairedLosses: [] } });
    const moved = await tx.player.updateMany({ where: { eventId, enteredRound: { gt: round.stageRound } }, data: { enteredRound: round.stageRound } });
    const attempt = round.pairingAttempt + 1;
    // The event without the round; loaded again only when entrants moved into it.
    const without = withoutRound(moved.count > 0 ? await eventStore.load(tx, eventId) : state, round.id);
    const written = await writeSwissRound(tx, without, state.event.swissRounds!, attempt, round.id);
    const repaired = withSwissRound(without, without.event, written.round, written.matches);
    const after = roundOf(repaired, number, Date.now());
    await audit(tx, {
      eventId,
      userId: caller.id,
      action: "round.repair",
      data: {
        number,
        attempt,
        ...(round.draft ? { draft: true } : {}),
        rngLabel: repairLabel(round.stageRound, attempt),
        before,
        clearedUnpairedLosses: round.unpairedLosses,
        after: after.matches.map((m) => ({ table: m.table, playerA: m.playerA.id, playerB: m.playerB?.id ?? null })),
      },
    });
    return { after, state: repaired };
  }, (out) => (out.after.draft ? null : out.after)));
  return after;
}

/**
 * Deletes the latest round while it has no results (organizer). Deleting Swiss round 1 reopens
 * registration; deleting an elimination round takes its matches back into the bracket.
 */
export async function deleteRound(user: User | null, eventId: string, number: number): Promise<void> {
  parseRoundNumber(number);
  await eventStore.inTransactionKeeping(eventId, async (tx) => {
    const { user: caller, version } = await authorize(tx, "round.delete", eventId, user);
    const state = await eventStore.locked(tx, eventId, version);
    const round = latestRound(state, number);
    if (round.stage === "swiss" && state.event.status !== "swiss") throw conflict("The cut has been made: Swiss rounds are final.");
    const matches = round.matches.map((m) => ({ table: m.table, playerA: m.playerAId, playerB: m.playerBId, bracketMatch: m.bracketMatch }));
    let entrantsMoved = 0;
    await closeCallsOfMatches(tx, eventId, round.matches.map((m) => m.id), caller.id, `Round ${number} was deleted.`);
    if (round.stage === "elimination" && round.number === 1) {
      // An elimination-only event's first round: the drawn bracket goes too; registration reopens.
      await tx.match.deleteMany({ where: { eventId, bracketMatch: { not: null } } });
      await tx.eventStage.update({ where: { id: stageOf(state, "elimination").id }, data: { seeds: [] } });
      await tx.event.update({ where: { id: eventId }, data: { cutSize: null } });
    } else if (round.stage === "elimination") {
      await tx.match.updateMany({ where: { roundId: round.id }, data: { roundId: null, table: null, version: { increment: 1 } } });
      // Later-round sides were decided at opening; they are decided again when it reopens.
      const def = bracketDefinitionOf(state.event);
      const later = round.matches.filter((m) => (def?.matches.find((d) => d.match === m.bracketMatch)?.round ?? 1) > 1).map((m) => m.id);
      if (later.length) await tx.match.updateMany({ where: { id: { in: later } }, data: { darkSide: null } });
    } else {
      await tx.match.deleteMany({ where: { roundId: round.id } });
      // Late entrants of this round enter the round when it is paired again.
      ({ count: entrantsMoved } = await tx.player.updateMany({ where: { eventId, enteredRound: { gt: round.stageRound } }, data: { enteredRound: round.stageRound } }));
    }
    await tx.round.delete({ where: { id: round.id } });
    let event = state.event;
    if (round.stage === "swiss" && round.stageRound === 1 && state.event.structure !== "custom") {
      event = { ...event, ...(await tx.event.update({ where: { id: eventId }, data: { swissRounds: null, cutSize: null } })) };
    }
    // A Swiss round's deletion leaves the state known without loading it again (unless entrants moved).
    let kept: EventState | undefined;
    if (round.stage === "swiss" && entrantsMoved === 0) kept = await settledState(tx, caller.id, withoutRound(withEvent(state, event), round.id));
    else await settleEventStatus(tx, eventId, caller.id);
    await audit(tx, { eventId, userId: caller.id, action: "round.delete", data: { number, stage: round.stage, matches, unpairedLosses: round.unpairedLosses } });
    // A rated event's matches changed: re-rated from it on (or unrated, once no longer complete).
    await enqueueIfRated(tx, [eventId], "round-deleted");
    return { state: kept };
  });
  kickRatingWorker();
}

/** Pins a player to a table for every later Swiss pairing (accessibility), or unpins with null. */
export async function setFixedTable(user: User | null, eventId: string, playerId: string, table: number | null): Promise<Player & { fixedTable: number | null }> {
  parseId("Player", playerId);
  return inTransaction(async (tx) => {
    const { user: caller } = await authorize(tx, "entrant.table", eventId, user);
    const data = parseInput(FixedTableInput, { table });
    const player = await tx.player.findFirst({ where: { id: playerId, eventId } });
    if (!player) throw notFound("Player");
    const updated = await tx.player.update({ where: { id: playerId }, data: { fixedTable: data.table } });
    await audit(tx, { eventId, userId: caller.id, action: "player.fixedTable", data: { playerId, old: player.fixedTable, new: data.table } });
    return { ...toPlayer(updated), fixedTable: updated.fixedTable };
  });
}
