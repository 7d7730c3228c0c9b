/**
 * Drop, rejoin, disqualify (organizer). The engine decides what is allowed and what follows:
 * - A format without late entry (SWG) refuses a rejoin once round 1 is paired (`checkRejoinTiming`).
 * - Swiss: a rejoin gets an unpaired loss for each round missed (`rejoinPlayer`), stored in
 *   `Round.unpairedLosses` of those rounds.
 * - Elimination, before any elimination game: a qualified player who drops (or is
 *   disqualified) is replaced (`replaceCutDropout`): the seeds are re-derived and the bracket
 *   rows follow.
 * - Elimination, after games: the player's current and later opponents get byes, stored at
 *   once from the engine's `autoResolutions` (`syncBracket`).
 */
import { Prisma } from "@/lib/generated/prisma/client";
import type { User } from "@/lib/schemas/auth";
import type { Player } from "@/lib/schemas/player";
import { checkDisqualify, checkDrop, checkRejoin, checkRejoinTiming, rejoinRefusal, rejoinPlayer as engineRejoin, replaceCutDropout, type StagePlayer } from "@/lib/tournament";
import { authorize } from "../kernel/policy";
import { audit } from "../kernel/audit";
import { syncBracket } from "../rounds/bracket";
import { toPlayer } from "../kernel/dto";
import { conflict, notFound } from "../kernel/errors";
import { eliminationStage, swissFormat } from "../kernel/event-format";
import { fromEngine } from "../kernel/engine-errors";
import { swissHistory, swissStandings } from "../store/engine-input";
import { inTransaction, stageOf } from "../store/event-state";
import { eventStore } from "../store/event-store";
import type { Tx } from "@/lib/db";
import { eliminationResultOf } from "../kernel/stored";

type Change = "drop" | "rejoin" | "disqualify";
const STATUS = { drop: "dropped", rejoin: "active", disqualify: "disqualified" } as const;

async function changeStatus(user: User | null, eventId: string, playerId: string, change: Change): Promise<Player> {
  return inTransaction(async (tx) => {
    const { user: caller } = await authorize(tx, "entrant.status", eventId, user);
    return changeStatusLocked(tx, caller, eventId, playerId, change);
  });
}

/**
 * The change itself, inside a transaction that holds the event's lock: the organizer's (above)
 * or a player's own drop (lib/server/results/self-report.ts, `extra: {self: true}`). `user` is the actor
 * named in the audit entries.
 */
export async function changeStatusLocked(tx: Tx, user: User, eventId: string, playerId: string, change: Change, extra: Record<string, unknown> = {}): Promise<Player> {
  const state = await eventStore.load(tx, eventId);
  const { event } = state;
  const player = state.playerById.get(playerId);
  if (!player) throw notFound("Player");
  if (event.status === "complete") throw conflict("The event is complete: player statuses are final.");
  const stagePlayer: StagePlayer = { id: player.id, status: player.status, enteredRound: player.enteredRound };
  const data: { playerId: string; name: string; [more: string]: unknown } = { playerId, name: player.name, old: player.status, new: STATUS[change], stage: event.status, ...extra };

  if (change === "drop") fromEngine(() => checkDrop(stagePlayer));
  if (change === "disqualify") fromEngine(() => checkDisqualify(stagePlayer));
  if (change === "rejoin") {
    fromEngine(() => checkRejoin(stagePlayer));
    // Rejoining is entering the event again: the format says whether it takes late entries.
    fromEngine(() => checkRejoinTiming({ lateEntry: swissFormat(event).lateEntry, roundsPaired: state.rounds.length }));
    if (event.status === "elimination") throw conflict("Elimination has begun: a dropped player cannot rejoin.");
    if (event.status === "swiss") {
      const history = swissHistory(state);
      const after = fromEngine(() => engineRejoin(history, playerId));
      const losses = after.unpairedLosses.slice(history.unpairedLosses.length);
      for (const loss of losses) {
        const round = state.swissRounds.find((r) => r.stageRound === loss.round)!;
        await tx.round.update({ where: { id: round.id }, data: { unpairedLosses: { push: playerId } } });
      }
      data.unpairedLosses = losses.map((l) => l.round);
    }
  }
  const updated = await tx.player.update({ where: { id: playerId }, data: { status: STATUS[change] } });

  if (event.status === "elimination" && change !== "rejoin" && event.cutSeeds.includes(playerId) && eliminationStage(event)?.cut?.rule === "ffg-replacement") {
    const gamesPlayed = state.bracketMatches.filter((m) => eliminationResultOf(m.result)?.kind === "game").length;
    if (gamesPlayed === 0) {
      // Before any elimination game: the next-ranked player joins as the lowest seed.
      const now = await eventStore.load(tx, eventId);
      const standings = swissStandings(now);
      const rank = new Map(standings.map((r) => [r.playerId, r.rank]));
      const rep = fromEngine(() =>
        replaceCutDropout({
          seeds: event.cutSeeds.map((id, i) => ({ seed: i + 1, playerId: id, swissRank: rank.get(id) ?? 0 })),
          standings: standings.map((r) => ({ playerId: r.playerId, status: r.status })),
          dropped: playerId,
          eliminationGamesPlayed: 0,
        }),
      );
      if (rep.replacement) {
        await tx.eventStage.update({ where: { id: stageOf(state, "elimination").id }, data: { seeds: rep.seeds.map((s) => s.playerId) } });
        // No game has been played: any stored result is a bye of the old seeding.
        await tx.match.updateMany({ where: { eventId, bracketMatch: { not: null } }, data: { result: Prisma.DbNull } });
      }
      const replacement = { dropped: rep.dropped, droppedSeed: rep.droppedSeed, replacement: rep.replacement, seeds: rep.seeds.map((s) => s.playerId) };
      await audit(tx, { eventId, userId: user.id, action: "cut.replace", data: replacement });
      data.cutReplacement = replacement;
    }
  }
  if (event.status === "elimination") {
    const sync = await syncBracket(tx, eventId, user.id);
    if (sync.autoByes.length) data.autoByes = sync.autoByes;
  }
  await audit(tx, { eventId, userId: user.id, action: `player.${change}`, data });
  return toPlayer(updated);
}

/** For the console: why no dropped player can rejoin now (the format has no late entry), or null. */
export async function rejoinRefusedAt(eventId: string): Promise<string | null> {
  const { event, rounds } = await eventStore.read(eventId);
  return rejoinRefusal({ lateEntry: swissFormat(event).lateEntry, roundsPaired: rounds.length });
}

/** The player leaves the event; results stay and count for opponents. */
export const dropPlayer = (user: User | null, eventId: string, playerId: string) => changeStatus(user, eventId, playerId, "drop");
/** A dropped player comes back (Swiss: with an unpaired loss for each round missed). */
export const rejoinPlayer = (user: User | null, eventId: string, playerId: string) => changeStatus(user, eventId, playerId, "rejoin");
/** Removed from pairing for good; past games still count for opponents. */
export const disqualifyPlayer = (user: User | null, eventId: string, playerId: string) => changeStatus(user, eventId, playerId, "disqualify");
