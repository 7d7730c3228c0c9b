/**
 * Progression cut (regulations § Progression Cut; regulation spec "Progression cut").
 *
 * - After the last Swiss round, the top N (4, 8 or 16) by standings among players not
 *   dropped or disqualified advance; seed = Swiss rank among them.
 * - If a qualified player drops before any elimination game is played, the next-ranked
 *   player joins as the lowest seed and everyone below the dropped seed moves up one
 *   (the Steven / Eve example of the regulations).
 * - A cut is a new stage: rematches are allowed again (nothing to do here).
 *
 * Decided here (the regulations are silent):
 * - **Not enough players.** A cut larger than the eligible field (players neither dropped
 *   nor disqualified) is refused as `CUT_TOO_LARGE`; the organizer picks a smaller cut
 *   (Custom structure) or none. A field exactly the size of the cut all advance.
 * - **The next-ranked player** is the best-ranked player of the final Swiss standings who
 *   is not in the cut and is neither dropped nor disqualified at the time of the
 *   replacement (someone who left after the Swiss rounds is passed over, as the organizer
 *   would when calling players over).
 * - **No one left to join.** If a qualified player drops and nobody is left to take the
 *   place, the cut stays as it is: the dropped player keeps the seed and, from the first
 *   round on, every opponent gets a bye (§ Double elimination). `replacement` is null then.
 * - **After the first elimination game** no one joins any more: a drop is handled in the
 *   bracket (byes), and a replacement is refused as `CUT_ELIMINATION_STARTED`.
 * - Players' Swiss rank (`swissRank`) is their 1-based position in the full standings,
 *   dropped and disqualified players included; seeds count eligible players only.
 */
import { RegulationError } from "./errors";
import type { PlayerId } from "./types";

export type CutSize = 4 | 8 | 16;

export type CutPlayerStatus = "active" | "dropped" | "disqualified";

/** One row of the final Swiss standings, in rank order. */
export interface CutStandingsRow {
  readonly playerId: PlayerId;
  readonly status: CutPlayerStatus;
}

export interface CutSeed {
  /** 1 = the top seed. */
  readonly seed: number;
  readonly playerId: PlayerId;
  /** 1-based position in the final Swiss standings (all players). */
  readonly swissRank: number;
}

export interface CutReplacement {
  /** The new seeds, 1..size. */
  readonly seeds: readonly CutSeed[];
  readonly dropped: PlayerId;
  /** The seed the dropped player held. */
  readonly droppedSeed: number;
  /** The player who joined as the lowest seed; null if nobody was left (see above). */
  readonly replacement: PlayerId | null;
}

function fail(code: string, message: string, details?: unknown): never {
  throw new RegulationError(code, message, details);
}

function checkSize(size: unknown): asserts size is CutSize {
  if (size !== 4 && size !== 8 && size !== 16) {
    fail("CUT_INVALID_SIZE", `A cut is to the top 4, 8 or 16, not ${String(size)}.`, { size });
  }
}

function checkStandings(standings: readonly CutStandingsRow[]): Map<PlayerId, number> {
  const rank = new Map<PlayerId, number>();
  standings.forEach((row, i) => {
    if (row.status !== "active" && row.status !== "dropped" && row.status !== "disqualified") {
      fail("CUT_INVALID_STANDINGS", `Player ${row.playerId} has an unknown status.`, { playerId: row.playerId });
    }
    if (rank.has(row.playerId)) {
      fail("CUT_INVALID_STANDINGS", `Player ${row.playerId} appears twice in the standings.`, { playerId: row.playerId });
    }
    rank.set(row.playerId, i + 1);
  });
  return rank;
}

/** Players still in the event, in standings order, with their Swiss rank (after checking the rows). */
function eligibleOf(standings: readonly CutStandingsRow[]): { row: CutStandingsRow; swissRank: number }[] {
  checkStandings(standings);
  return standings.map((row, i) => ({ row, swissRank: i + 1 })).filter(({ row }) => row.status === "active");
}

const seedsOf = (eligible: readonly { row: CutStandingsRow; swissRank: number }[], size: number): CutSeed[] =>
  eligible.slice(0, size).map(({ row, swissRank }, i) => ({ seed: i + 1, playerId: row.playerId, swissRank }));

/** The seeds of a cut to the top `size` from the final Swiss standings (rank order). */
export function makeProgressionCut(standings: readonly CutStandingsRow[], size: CutSize): CutSeed[] {
  checkSize(size);
  const eligible = eligibleOf(standings);
  if (eligible.length < size) {
    fail(
      "CUT_TOO_LARGE",
      `A top ${size} needs ${size} players still in the event; only ${eligible.length} are (dropped and disqualified players cannot advance).`,
      { size, eligible: eligible.length },
    );
  }
  return seedsOf(eligible, size);
}

/**
 * Re-derives the seeds when a qualified player drops before any elimination game is
 * played: the seeds below theirs move up one and the next-ranked eligible player joins
 * as the lowest seed. `standings` are the final Swiss standings with current statuses.
 */
export function replaceCutDropout(args: {
  readonly seeds: readonly CutSeed[];
  readonly standings: readonly CutStandingsRow[];
  readonly dropped: PlayerId;
  /** Elimination games already played (any number above 0 refuses the replacement). */
  readonly eliminationGamesPlayed: number;
}): CutReplacement {
  const { seeds, standings, dropped } = args;
  checkSize(seeds.length);
  const rank = checkStandings(standings);
  if (args.eliminationGamesPlayed > 0) {
    fail(
      "CUT_ELIMINATION_STARTED",
      "Elimination games have been played: a player who drops now is not replaced; their opponents get byes.",
      { dropped },
    );
  }
  const ordered = seeds.slice().sort((x, y) => x.seed - y.seed);
  ordered.forEach((s, i) => {
    if (s.seed !== i + 1) fail("CUT_INVALID_SEEDS", `The seeds must be 1..${seeds.length}.`, { seeds });
  });
  const gone = ordered.find((s) => s.playerId === dropped);
  if (!gone) fail("CUT_NOT_QUALIFIED", `Player ${dropped} is not in the cut.`, { dropped });
  const inCut = new Set(ordered.map((s) => s.playerId));
  const next = standings.find((row) => row.status === "active" && !inCut.has(row.playerId));
  if (!next) {
    return { seeds: ordered, dropped, droppedSeed: gone.seed, replacement: null };
  }
  const stay = ordered.filter((s) => s.playerId !== dropped);
  const newSeeds = [...stay.map((s) => s.playerId), next.playerId].map((playerId, i) => ({
    seed: i + 1,
    playerId,
    swissRank: rank.get(playerId) ?? ordered.find((s) => s.playerId === playerId)!.swissRank,
  }));
  return { seeds: newSeeds, dropped, droppedSeed: gone.seed, replacement: next.playerId };
}

/**
 * A plain "top N" cut (SWG:415-419, generic presets): the best `size` players still in the
 * event by standings advance, seeded by rank. No replacement rule. Decided here: a field
 * smaller than the cut advances whole (single elimination takes any size), but a bracket needs
 * two players.
 */
export function makeTopCut(standings: readonly CutStandingsRow[], size: number): CutSeed[] {
  if (!Number.isInteger(size) || size < 2) fail("CUT_INVALID_SIZE", `A cut is to the top 2 or more, not ${String(size)}.`, { size });
  const eligible = eligibleOf(standings);
  if (eligible.length < 2) {
    fail("CUT_TOO_LARGE", `A bracket needs 2 players still in the event; only ${eligible.length} ${eligible.length === 1 ? "is" : "are"}.`, {
      size,
      eligible: eligible.length,
    });
  }
  return seedsOf(eligible, size);
}
