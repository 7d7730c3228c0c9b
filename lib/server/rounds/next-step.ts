/**
 * Where the current round stands and what the organizer can do next, from the same checks the
 * pairing and round services refuse with: the rounds console shows the next step only when the
 * service would take it, and names what it waits for otherwise.
 */
import { missingResults } from "@/lib/tournament";
import { bracketState, swissHistory } from "../store/engine-input";
import type { EventState } from "../store/event-state";
import type { User } from "@/lib/schemas/auth";
import { stateFor } from "./draft-read";

type RoundLike = EventState["rounds"][number];

/** The round's matches that carry a played result (a Swiss bye is no result of play). */
export function matchesWithResults(round: RoundLike) {
  return round.matches.filter((m) => m.result !== null && !(m.bracketMatch === null && m.playerBId === null));
}

export interface RoundConsoleState {
  /** Results the next pairing waits for: the table (Swiss) or bracket match (elimination). */
  missing: { table: number | null; bracketMatch: number | null }[];
  /**
   * The next step, when it can be taken now: pair round 1 or the next Swiss round, open the next
   * elimination round, or make the cut. Null while results are missing or nothing follows.
   */
  next: "pair-first" | "pair" | "open-elimination" | "cut" | null;
  /** The latest round may be paired again (a Swiss round without results, during Swiss). */
  repair: boolean;
  /** The latest round may be deleted (no results yet). */
  remove: boolean;
  /** The latest round's number, a draft included (0 before round 1). */
  latest: number;
  /** The latest round is a draft: staff see it, players still see the round before (it is published next). */
  draft: boolean;
}

export function roundConsoleState(state: EventState): RoundConsoleState {
  return { ...nextStep(state), latest: state.rounds.at(-1)?.number ?? 0, draft: state.rounds.at(-1)?.draft === true };
}

function nextStep(state: EventState): Omit<RoundConsoleState, "latest" | "draft"> {
  const { event } = state;
  const latest = state.rounds.at(-1);
  const unchanged = latest !== undefined && matchesWithResults(latest).length === 0;
  const swissOpen = event.status === "swiss";
  const repair = unchanged && latest.stage === "swiss" && swissOpen;
  const remove = unchanged && (latest.stage === "elimination" || swissOpen);
  if (event.status === "complete") return { missing: [], next: null, repair: false, remove: false };
  if (event.status === "registration") return { missing: [], next: "pair-first", repair, remove };
  if (event.status === "elimination") {
    const missing = state.eliminationRounds.flatMap((r) => r.matches.filter((m) => m.result === null)).map((m) => ({ table: m.table, bracketMatch: m.bracketMatch }));
    const opened = new Set(state.bracketMatches.filter((m) => m.roundId !== null).map((m) => m.bracketMatch));
    const ready = (bracketState(state)?.ready ?? []).filter((bm) => !opened.has(bm));
    return { missing, next: missing.length === 0 && ready.length > 0 ? "open-elimination" : null, repair, remove };
  }
  const history = swissHistory(state);
  const missing = missingResults(history).map((m) => ({ table: m.table, bracketMatch: null }));
  if (missing.length > 0) return { missing, next: null, repair, remove };
  const swissDone = event.swissRounds !== null && history.rounds.length >= event.swissRounds;
  return { missing, next: !swissDone ? "pair" : event.cutSize && event.cutSeeds.length === 0 ? "cut" : null, repair, remove };
}

/** The console's state for `user`: with the draft round for the event's staff. */
export async function getRoundConsoleState(eventId: string, user: User | null = null): Promise<RoundConsoleState> {
  return roundConsoleState(await stateFor(user, eventId));
}
