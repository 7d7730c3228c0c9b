/**
 * What can still change. One definition for the services (which refuse) and the pages (which
 * hide the controls): a round is live while its stage is — Swiss rounds until the cut is made,
 * elimination rounds until the bracket has a champion — and nothing is live once the event is
 * complete.
 */
import type { Event as EventRow } from "@/lib/generated/prisma/client";
import { conflict, forbidden } from "../kernel/errors";
import { allows } from "../kernel/policy";
import { eliminationStage, entryOf, swissFormat } from "../kernel/event-format";
import type { MatchFormat } from "@/lib/tournament";
import { eventStore } from "../store/event-store";

type EventStatusLike = { status: EventRow["status"]; cutSeeds: readonly string[] };

export function roundIsLive(event: EventStatusLike, stage: "swiss" | "elimination"): boolean {
  if (event.status === "complete") return false;
  return stage === "elimination" || event.cutSeeds.length === 0;
}

/** Refuses (409) a change to a round whose stage is over. */
export function assertRoundLive(event: EventStatusLike, stage: "swiss" | "elimination"): void {
  if (roundIsLive(event, stage)) return;
  throw conflict(event.status === "complete" ? "The event is complete: its results are final." : "The cut has been made: Swiss results are final.");
}

/**
 * Refuses a result for a round whose stage is over (409), except the organizer's correction once
 * the event is complete, in its last stage (a Swiss event without a cut, or the bracket): a result
 * found wrong after the last round is put right, and standings and ratings follow. Nothing was
 * paired from such a result (the bracket's own checks refuse one a later result depends on).
 * Returns whether the save is such a correction; anyone else's is refused (403).
 */
export function assertResultOpen(event: EventStatusLike, stage: "swiss" | "elimination", { correction, role }: { correction: boolean; role: string | null }): boolean {
  if (roundIsLive(event, stage)) return false;
  const lastStage = stage === "elimination" || event.cutSeeds.length === 0;
  if (event.status !== "complete" || !correction || !lastStage) assertRoundLive(event, stage);
  if (!allows("result.correctComplete", role)) throw forbidden("The event is complete: only its organizer can correct a result now.");
  return true;
}

export interface ConsoleControls {
  /** Result entry and the round clock for the current round. */
  results: boolean;
  /** The event is complete and this is its last stage: the organizer may still correct a result (`assertResultOpen`). */
  corrections: boolean;
  timer: boolean;
  drops: boolean;
  lateEntry: boolean;
}

/**
 * How results are entered: FFG's forms (null: two games with sides; one elimination game with
 * its dark side) or game by game under each stage's match format (best of N, chess clock).
 */
export interface ResultEntry {
  swiss: MatchFormat | null;
  elimination: MatchFormat | null;
}

export async function getResultEntry(eventId: string): Promise<ResultEntry> {
  const { event } = await eventStore.read(eventId);
  return entryOf(event).forms(swissFormat(event), eliminationStage(event)?.format ?? null);
}

export function consoleControls(event: EventStatusLike & Pick<EventRow, "preset" | "presetOptions">, currentStage: "swiss" | "elimination" | null): ConsoleControls {
  const live = currentStage !== null && roundIsLive(event, currentStage);
  return {
    results: live,
    corrections: event.status === "complete" && currentStage !== null && (currentStage === "elimination" || event.cutSeeds.length === 0),
    timer: live,
    drops: event.status === "swiss" || event.status === "elimination",
    lateEntry: event.status === "swiss" && swissFormat(event).lateEntry,
  };
}

/** The rounds console's controls for the event as it is now. */
export async function getConsoleControls(eventId: string): Promise<ConsoleControls> {
  const state = await eventStore.read(eventId);
  const current = state.rounds.at(-1);
  return consoleControls(state.event, current?.stage ?? null);
}
