/**
 * The cut (organizer): after the last Swiss round with all results, the top N advance (FFG:
 * `makeProgressionCut` with its replacement rule; other presets: `makeTopCut`), elimination
 * opens, and every match of the bracket gets its Match row (players filled in when known: all
 * of round one). An event that is elimination from round 1 seeds its bracket the same way
 * (`seedBracket`) when round 1 is paired.
 */
import type { Tx } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import type { CutPreview, CutResult } from "@/lib/schemas/round";
import {
  eliminationState,
  isEliminationSize,
  makeProgressionCut,
  makeTopCut,
  missingResults,
  type CutSeed,
  type StandingRow,
} from "@/lib/tournament";
import { getDb } from "@/lib/db";
import { authorize } from "../kernel/policy";
import { audit } from "../kernel/audit";
import { settleEventStatus } from "./event-status";
import { conflict } from "../kernel/errors";
import { bracketKindOf, eliminationStage } from "../kernel/event-format";
import { fromEngine, missingConflict } from "../kernel/engine-errors";
import { swissHistory, swissStandings } from "../store/engine-input";
import { eliminationStageOf, inTransaction, type EventState } from "../store/event-state";
import { eventStore } from "../store/event-store";

/** Why the cut cannot be made now (a ServiceError to throw), or null when it can. */
function cutBlocker(state: EventState) {
  const { event } = state;
  if (event.cutSeeds.length > 0 || event.status === "elimination") return conflict("The cut has already been made.");
  if (event.status === "registration") return conflict("The Swiss rounds have not started yet.");
  if (!event.cutSize) return conflict("This event has no cut: the Swiss standings are final.");
  if (event.status === "complete") return conflict("The event is complete.");
  const history = swissHistory(state);
  if (event.swissRounds !== null && history.rounds.length < event.swissRounds) {
    return conflict(`The cut comes after the last Swiss round: ${history.rounds.length} of ${event.swissRounds} rounds have been paired.`);
  }
  const missing = missingResults(history);
  if (missing.length > 0) return missingConflict(missing);
  return null;
}

const cutRows = (standings: readonly StandingRow[]) => standings.map((r) => ({ playerId: r.playerId, status: r.status }));

/** The seeds of the event's cut from the standings (the preset's cut rule). */
function cutSeeds(state: EventState, standings: readonly StandingRow[]): CutSeed[] {
  const size = state.event.cutSize ?? 0;
  if (eliminationStage(state.event)?.cut?.rule === "ffg-replacement") {
    if (!isEliminationSize(size)) throw conflict(`A cut is to the top 4, 8 or 16, not ${size}.`);
    return fromEngine(() => makeProgressionCut(cutRows(standings), size));
  }
  return fromEngine(() => makeTopCut(cutRows(standings), size));
}

/**
 * Writes the bracket of the event's elimination stage for these seeds: `cutSeeds`, the bracket's
 * size (a top-N cut of a smaller field, or a drawn field, plays a bracket of its own size) and
 * one Match row per bracket match.
 */
export async function seedBracket(tx: Tx, state: EventState, ids: readonly string[]): Promise<void> {
  const { event } = state;
  const kind = bracketKindOf(event);
  const size = kind === "double" ? event.cutSize! : ids.length;
  const bracket = fromEngine(() =>
    eliminationState({ kind, size, thirdPlace: eliminationStage(event)?.thirdPlace ?? false, seeds: ids, results: [], dropped: [] }),
  );
  // The stage exists from the start when it is the event's only one; a cut adds it.
  const existing = eliminationStageOf(state.stages);
  const stage = existing
    ? await tx.eventStage.update({ where: { id: existing.id }, data: { seeds: [...ids] } })
    : await tx.eventStage.create({ data: { eventId: event.id, number: state.stages.length + 1, kind: eliminationStage(event)!.kind, seeds: [...ids] } });
  await tx.event.update({ where: { id: event.id }, data: { cutSize: size } });
  await tx.match.createMany({
    data: bracket.matches.map((m) => ({ eventId: event.id, stageId: stage.id, bracketMatch: m.bracketMatch, playerAId: m.playerA, playerBId: m.playerB })),
  });
}

/** Makes the cut of the event's size and opens elimination; returns the seeds. */
export async function makeCut(user: User | null, eventId: string): Promise<CutResult> {
  return inTransaction(async (tx) => {
    const { user: caller } = await authorize(tx, "cut.make", eventId, user);
    const state = await eventStore.load(tx, eventId);
    const blocker = cutBlocker(state);
    if (blocker) throw blocker;
    const size = state.event.cutSize;
    const seeds = cutSeeds(state, swissStandings(state));
    await seedBracket(tx, state, seeds.map((s) => s.playerId));
    await settleEventStatus(tx, eventId, caller.id);
    await audit(tx, { eventId, userId: caller.id, action: "cut.make", data: { size, seeds: seeds.map((s) => ({ ...s })) } });
    return { seeds: seeds.map((s) => ({ seed: s.seed, playerId: s.playerId, name: state.playerById.get(s.playerId)?.name ?? "?" })) };
  });
}

/** Who advances (or would, by the current standings), who is next in line, and replacements made. */
export async function previewCut(eventId: string): Promise<CutPreview> {
  const state = await eventStore.read(eventId);
  const size = state.event.cutSize ?? 0;
  const standings = swissStandings(state);
  const rank = new Map(standings.map((r) => [r.playerId, r.rank]));
  const name = (id: string) => state.playerById.get(id)?.name ?? "?";
  const made = state.event.cutSeeds.length > 0;
  let seeds: CutPreview["seeds"] = [];
  let reason: string | null = null;
  if (made) {
    seeds = state.event.cutSeeds.map((playerId, i) => ({ seed: i + 1, playerId, name: name(playerId), swissRank: rank.get(playerId) ?? 0 }));
  } else if (size > 0) {
    try {
      seeds = cutSeeds(state, standings).map((s) => ({ ...s, name: name(s.playerId) }));
    } catch (e) {
      reason = e instanceof Error ? e.message : String(e);
    }
  }
  const blocker = made ? null : cutBlocker(state);
  reason = made ? null : (blocker?.message ?? reason);
  const inCut = new Set(seeds.map((s) => s.playerId));
  const nextInLine = standings
    .filter((r) => r.status === "active" && !inCut.has(r.playerId))
    .slice(0, 3)
    .map((r) => ({ playerId: r.playerId, name: name(r.playerId), swissRank: r.rank }));
  const entries = made ? await (await getDb()).auditEntry.findMany({ where: { eventId, action: "cut.replace" }, orderBy: { createdAt: "asc" } }) : [];
  const replacements = entries.map((e) => {
    const d = e.data as { dropped: string; droppedSeed: number; replacement: string | null };
    return { dropped: d.dropped, droppedSeed: d.droppedSeed, replacement: d.replacement };
  });
  return { size, made, canMake: !made && reason === null && seeds.length > 0, reason, seeds, nextInLine, replacements };
}
