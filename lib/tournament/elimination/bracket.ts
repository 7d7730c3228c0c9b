/**
 * Double elimination brackets (regulations § Double Elimination Rounds; regulation spec
 * "Double elimination").
 *
 * - One game per match. A player is eliminated by their second loss.
 * - The brackets for the top 4, 8 and 16 are the spec's tables, match for match
 *   (`BRACKET_TABLES` below is a transcription of them). In round one seat A is the higher
 *   seed; in every later match seat A is the first-named source of the spec's table
 *   (e.g. top 4 M5 "L3–W4": A = loser of M3, B = winner of M4).
 * - The final (M6 / M14 / M30) is upper-bracket finalist (A) against lower-bracket finalist
 *   (B). If A wins, A is champion and B is out 2nd. If B wins, both have one loss and the
 *   second final (M7 / M15 / M31) is played: A = winner of the final, B = its loser; its
 *   winner is champion, its loser out 2nd. Otherwise the second final is **skipped**.
 * - Places: champion 1st, runner-up 2nd, then by the "out k" labels; the players out in the
 *   same group (e.g. "losers out 5–6" of top 8 = losers of M10 and M11) are ordered by seed.
 *   A group's places are given once all of its matches are decided.
 * - A player who drops after elimination begins: their current and every later opponent
 *   gets a bye (advances). The engine derives those byes from the list of dropped players
 *   and reports the ones not stored yet as `autoResolutions`. The service stores them as
 *   soon as it sees them (as `{kind: "bye"}` results): a bye that is only derived is
 *   re-derived from the drops of the moment, and would change if the advancing player
 *   dropped too later on (it would become a double forfeit, see below).
 *
 * Decided here (the spec and the regulations are silent):
 * - **Round numbers.** A match's round is 1 + the highest round of the matches it takes
 *   players from (round one = the seeded matches). This gives every player at most one
 *   match per round and runs the upper and lower brackets side by side: top 4 has rounds
 *   1: M1 M2 · 2: M3 M4 · 3: M5 · 4: M6 · 5: M7; top 8 has 1: M1–M4 · 2: M5–M8 ·
 *   3: M9–M11 · 4: M12 · 5: M13 · 6: M14 · 7: M15; top 16 has 1: M1–M8 · 2: M9–M16 ·
 *   3: M17–M22 · 4: M23 M24 M27 · 5: M25 M26 · 6: M28 · 7: M29 · 8: M30 · 9: M31.
 *   A match may be played as soon as both its players are known ("ready"), even if a match
 *   of an earlier round is still going on; the round number is for display and timing.
 * - **A dropped player keeps moving through the bracket** as the loser of each match they
 *   reach (their opponent's bye), so they take their second loss and their place from the
 *   "out" label of the match where that happens, like anyone else (the spec orders a group
 *   by seed, and does not set dropped players apart).
 * - **Both players of a match dropped** (a double forfeit): the better seed advances on
 *   paper, the other takes the loss; the one who advanced forfeits the next match in turn.
 *   Only if every remaining player has dropped can the champion be a dropped player.
 * - A result is either a **game** (winner seat, and the seat that played dark side) or a
 *   **bye** (the winner's opponent had dropped). A bye can only be stored for a match whose
 *   loser is among the dropped players. A game result stored for a match with a dropped
 *   player stands (the game was played before the drop).
 * - A result can only be stored for a match whose two players are known; never for a
 *   skipped second final. A result may carry the two player ids it was entered for; if
 *   the bracket now puts other players in that match (an earlier result was corrected),
 *   it is refused. A stored result may be corrected only while no later match it feeds has
 *   a stored result (`checkEliminationResult`).
 */
import { RegulationError } from "../errors";
import type { PlayerId, Seat } from "../types";
import { singleEliminationBracket } from "./single";

export type EliminationSize = 4 | 8 | 16;
export const ELIMINATION_SIZES: readonly EliminationSize[] = [4, 8, 16];

export type { BracketDefinition, BracketKind, BracketMatchDefinition, BracketPart, BracketSlot, BracketSource, PlaceRange } from "./bracket-shape";
import type { BracketDefinition, BracketKind, BracketMatchDefinition, BracketPart, BracketSlot, BracketSource, PlaceRange } from "./bracket-shape";

/**
 * The spec's tables. Each line: match, source A, source B, part, and the loser's places
 * ("-" = the loser goes on to the lower bracket).
 */
const BRACKET_TABLES: Record<EliminationSize, readonly string[]> = {
  4: [
    "M1 S1 S4 upper -",
    "M2 S2 S3 upper -",
    "M3 W1 W2 upper -",
    "M4 L1 L2 lower 4",
    "M5 L3 W4 lower 3",
    "M6 W3 W5 final 2",
    "M7 W6 L6 second-final 2",
  ],
  8: [
    "M1 S1 S8 upper -",
    "M2 S4 S5 upper -",
    "M3 S2 S7 upper -",
    "M4 S3 S6 upper -",
    "M5 W1 W2 upper -",
    "M6 W3 W4 upper -",
    "M7 L1 L2 lower 7-8",
    "M8 L3 L4 lower 7-8",
    "M9 W5 W6 upper -",
    "M10 L6 W7 lower 5-6",
    "M11 W8 L5 lower 5-6",
    "M12 W10 W11 lower 4",
    "M13 L9 W12 lower 3",
    "M14 W9 W13 final 2",
    "M15 W14 L14 second-final 2",
  ],
  16: [
    "M1 S1 S16 upper -",
    "M2 S8 S9 upper -",
    "M3 S5 S12 upper -",
    "M4 S4 S13 upper -",
    "M5 S3 S14 upper -",
    "M6 S6 S11 upper -",
    "M7 S7 S10 upper -",
    "M8 S2 S15 upper -",
    "M9 L1 L2 lower 13-16",
    "M10 L3 L4 lower 13-16",
    "M11 L5 L6 lower 13-16",
    "M12 L7 L8 lower 13-16",
    "M13 W1 W2 upper -",
    "M14 W3 W4 upper -",
    "M15 W5 W6 upper -",
    "M16 W7 W8 upper -",
    "M17 L16 W9 lower 9-12",
    "M18 L15 W10 lower 9-12",
    "M19 L14 W11 lower 9-12",
    "M20 L13 W12 lower 9-12",
    "M21 W13 W14 upper -",
    "M22 W15 W16 upper -",
    "M23 W17 W18 lower 7-8",
    "M24 W19 W20 lower 7-8",
    "M25 L21 W23 lower 5-6",
    "M26 W24 L22 lower 5-6",
    "M27 W21 W22 upper -",
    "M28 W25 W26 lower 4",
    "M29 L27 W28 lower 3",
    "M30 W27 W29 final 2",
    "M31 W30 L30 second-final 2",
  ],
};

function parseSource(text: string): BracketSource {
  const n = Number(text.slice(1));
  switch (text[0]) {
    case "S":
      return { kind: "seed", seed: n };
    case "W":
      return { kind: "winner", match: n };
    case "L":
      return { kind: "loser", match: n };
    default:
      throw new Error(`bad bracket source ${text}`);
  }
}

function parsePlaces(text: string): PlaceRange | null {
  if (text === "-") return null;
  const [from, to = from] = text.split("-").map(Number) as [number, number?];
  return { from, to };
}

function buildBracket(size: EliminationSize): BracketDefinition {
  type Draft = Omit<BracketMatchDefinition, "winnerTo" | "loserTo"> & {
    winnerTo: BracketSlot | null;
    loserTo: BracketSlot | null;
  };
  const drafts: Draft[] = [];
  const byNumber = new Map<number, Draft>();
  for (const line of BRACKET_TABLES[size]) {
    const [m, a, b, part, places] = line.split(" ") as [string, string, string, BracketPart, string];
    const match = Number(m.slice(1));
    const sa = parseSource(a);
    const sb = parseSource(b);
    const roundOf = (s: BracketSource): number => {
      if (s.kind === "seed") return 0;
      const src = byNumber.get(s.match);
      if (!src) throw new Error(`M${match} reads M${s.match} before it is defined`);
      return src.round;
    };
    const draft: Draft = {
      match,
      round: 1 + Math.max(roundOf(sa), roundOf(sb)),
      part,
      a: sa,
      b: sb,
      winnerTo: null,
      loserTo: null,
      loserOut: parsePlaces(places),
    };
    drafts.push(draft);
    byNumber.set(match, draft);
    for (const [src, seat] of [
      [sa, "A"],
      [sb, "B"],
    ] as const) {
      if (src.kind === "seed") continue;
      const from = byNumber.get(src.match)!;
      if (src.kind === "winner") from.winnerTo = { match, seat };
      else from.loserTo = { match, seat };
    }
  }
  const final = drafts.find((d) => d.part === "final")!.match;
  const secondFinal = drafts.find((d) => d.part === "second-final")!.match;
  return {
    kind: "double",
    size,
    matches: drafts,
    final,
    secondFinal,
    rounds: Math.max(...drafts.map((d) => d.round)),
  };
}

const BRACKETS = new Map<EliminationSize, BracketDefinition>(
  ELIMINATION_SIZES.map((s) => [s, buildBracket(s)]),
);

export function isEliminationSize(size: unknown): size is EliminationSize {
  return size === 4 || size === 8 || size === 16;
}

/** The bracket definition for a cut of 4, 8 or 16 (static data, no players). */
export function eliminationBracket(size: EliminationSize): BracketDefinition {
  const def = isEliminationSize(size) ? BRACKETS.get(size) : undefined;
  if (!def) {
    throw new RegulationError("BRACKET_INVALID_SIZE", `A double elimination bracket has 4, 8 or 16 players, not ${String(size)}.`, {
      size,
    });
  }
  return def;
}

/** The bracket an input plays: FFG's double elimination tables, or a single elimination draw. */
export function bracketFor(input: Pick<EliminationInput, "kind" | "size" | "thirdPlace">): BracketDefinition {
  return input.kind === "single" ? singleEliminationBracket(input.size, { thirdPlace: input.thirdPlace }) : eliminationBracket(input.size as EliminationSize);
}

// ---------------------------------------------------------------------------------------
// State
// ---------------------------------------------------------------------------------------

/** A stored result of one bracket match. */
export type EliminationResultInput =
  | {
      readonly bracketMatch: number;
      readonly kind: "game";
      readonly winner: Seat;
      /** The seat that played dark side (needed by deck choice for later rounds). */
      readonly darkSide?: Seat | null;
      /** Optional guard: the players the result was entered for, [A, B]. */
      readonly players?: readonly [PlayerId, PlayerId];
    }
  | {
      readonly bracketMatch: number;
      /** The winner advances because the opponent dropped. */
      readonly kind: "bye";
      readonly winner: Seat;
      readonly players?: readonly [PlayerId, PlayerId];
    };

export interface EliminationInput {
  /** Double elimination (FFG, the default) or single elimination. */
  readonly kind?: BracketKind;
  /** Double: 4, 8 or 16. Single: the number of entrants (2 to 1024). */
  readonly size: number;
  /** Single elimination: play a third-place match between the semi-final losers. */
  readonly thirdPlace?: boolean;
  /** Player ids by seed: `seeds[0]` is seed 1. */
  readonly seeds: readonly PlayerId[];
  readonly results: readonly EliminationResultInput[];
  /** Players who dropped after the cut (disqualified players belong here too). */
  readonly dropped?: readonly PlayerId[];
}

export type EliminationMatchStatus = "pending" | "ready" | "played" | "skipped";

/** game = played; bye = the loser had dropped; double-forfeit = both had dropped. */
export type EliminationResolution = "game" | "bye" | "double-forfeit";

export interface EliminationMatchResult {
  readonly winner: Seat;
  readonly resolution: EliminationResolution;
  /** The seat that played dark side; null for byes or when not recorded. */
  readonly darkSide: Seat | null;
  /** False when derived from a drop and not stored yet (see `autoResolutions`). */
  readonly recorded: boolean;
}

export interface EliminationMatchState {
  readonly bracketMatch: number;
  readonly round: number;
  readonly part: BracketPart;
  readonly playerA: PlayerId | null;
  readonly playerB: PlayerId | null;
  readonly seedA: number | null;
  readonly seedB: number | null;
  readonly status: EliminationMatchStatus;
  readonly result: EliminationMatchResult | null;
  readonly winner: PlayerId | null;
  readonly loser: PlayerId | null;
  /** Where the winner / loser goes; for a decided final, null when nobody goes on. */
  readonly winnerTo: BracketSlot | null;
  readonly loserTo: BracketSlot | null;
  /** Places of the loser if this match eliminates them; for a decided final, null when it does not. */
  readonly loserOut: PlaceRange | null;
}

/** A bye the service should store: `{bracketMatch, kind: "bye", winner}`. */
export interface EliminationAutoResolution {
  readonly bracketMatch: number;
  readonly winner: Seat;
  readonly resolution: "bye" | "double-forfeit";
  readonly playerA: PlayerId;
  readonly playerB: PlayerId;
  /** The dropped player(s) of the match. */
  readonly dropped: readonly PlayerId[];
}

export interface EliminationPlayerState {
  readonly playerId: PlayerId;
  readonly seed: number;
  readonly wins: number;
  readonly losses: number;
  /** Games actually played (byes and forfeits excluded). */
  readonly gamesPlayed: number;
  readonly dropped: boolean;
  readonly status: "alive" | "eliminated" | "champion";
  /** The match that eliminated the player (their second loss). */
  readonly eliminatedIn: number | null;
  readonly placeRange: PlaceRange | null;
  /** The exact place once it is decided. */
  readonly place: number | null;
}

export interface EliminationPlacement {
  readonly place: number;
  readonly playerId: PlayerId;
  readonly seed: number;
}

export interface EliminationState {
  readonly size: number;
  /** The bracket played (its matches, parts and routing). */
  readonly definition: BracketDefinition;
  readonly matches: readonly EliminationMatchState[];
  /** Matches whose two players are known and that are not played, by round then number. */
  readonly ready: readonly number[];
  /** Byes derived from drops that are not stored yet. */
  readonly autoResolutions: readonly EliminationAutoResolution[];
  /** By seed. */
  readonly players: readonly EliminationPlayerState[];
  /** Decided places, best first. */
  readonly placements: readonly EliminationPlacement[];
  readonly champion: PlayerId | null;
  readonly complete: boolean;
  /** Players not yet eliminated (the champion counts). */
  readonly playersRemaining: number;
  /** Players not yet eliminated and not dropped. */
  readonly activePlayersRemaining: number;
}

function fail(code: string, message: string, details?: unknown): never {
  throw new RegulationError(code, message, details);
}

/** The input, checked: its bracket, each player's seed, the drops and the stored results by match. */
interface CheckedInput {
  readonly def: BracketDefinition;
  readonly seedOf: ReadonlyMap<PlayerId, number>;
  readonly dropped: ReadonlySet<PlayerId>;
  readonly results: ReadonlyMap<number, EliminationResultInput>;
}

function validateInput(input: EliminationInput): CheckedInput {
  const def = bracketFor(input);
  if (input.seeds.length !== input.size) {
    fail("BRACKET_INVALID_SEEDS", `A top ${input.size} needs ${input.size} seeds, got ${input.seeds.length}.`, {
      size: input.size,
      seeds: input.seeds.length,
    });
  }
  const seedOf = new Map<PlayerId, number>();
  input.seeds.forEach((p, i) => {
    if (typeof p !== "string" || p.length === 0) fail("BRACKET_INVALID_SEEDS", `Seed ${i + 1} has no player id.`);
    if (seedOf.has(p)) fail("BRACKET_INVALID_SEEDS", `Player ${p} holds two seeds.`, { playerId: p });
    seedOf.set(p, i + 1);
  });
  const dropped = new Set<PlayerId>();
  for (const p of input.dropped ?? []) {
    if (!seedOf.has(p)) fail("BRACKET_UNKNOWN_PLAYER", `Dropped player ${p} is not in the bracket.`, { playerId: p });
    dropped.add(p);
  }
  const numbers = new Set(def.matches.map((m) => m.match));
  const results = new Map<number, EliminationResultInput>();
  for (const r of input.results) {
    if (!numbers.has(r.bracketMatch)) {
      fail("BRACKET_UNKNOWN_MATCH", `A top ${input.size} has no match M${r.bracketMatch}.`, { bracketMatch: r.bracketMatch });
    }
    if (results.has(r.bracketMatch)) {
      fail("BRACKET_DUPLICATE_RESULT", `M${r.bracketMatch} has two results.`, { bracketMatch: r.bracketMatch });
    }
    const kind: string = r.kind;
    if (kind !== "game" && kind !== "bye") {
      fail("BRACKET_INVALID_RESULT", `M${r.bracketMatch}: a result is a game or a bye.`, { bracketMatch: r.bracketMatch });
    }
    if (r.winner !== "A" && r.winner !== "B") {
      fail("BRACKET_INVALID_RESULT", `M${r.bracketMatch}: the winner is seat A or B.`, { bracketMatch: r.bracketMatch });
    }
    if (r.kind === "game" && r.darkSide != null && r.darkSide !== "A" && r.darkSide !== "B") {
      fail("BRACKET_INVALID_RESULT", `M${r.bracketMatch}: the dark side is seat A or B.`, { bracketMatch: r.bracketMatch });
    }
    results.set(r.bracketMatch, r);
  }
  return { def, seedOf, dropped, results };
}

/**
 * The whole bracket from the seeds, the stored results and the dropped players.
 * Throws `RegulationError` for a result the bracket cannot accept.
 */
export function eliminationState(input: EliminationInput): EliminationState {
  const checked = validateInput(input);
  const { matches, autoResolutions } = playBracket(input.seeds, checked);
  const { tally, groups, champion } = tallyPlayers(input.seeds, matches, checked.def);
  const places = decidedPlaces(groups, champion, checked.seedOf);

  const players: EliminationPlayerState[] = input.seeds.map((p, i) => {
    const t = tally.get(p)!;
    return {
      playerId: p,
      seed: i + 1,
      wins: t.wins,
      losses: t.losses,
      gamesPlayed: t.gamesPlayed,
      dropped: checked.dropped.has(p),
      status: p === champion ? "champion" : t.eliminatedIn !== null ? "eliminated" : "alive",
      eliminatedIn: t.eliminatedIn,
      placeRange: t.placeRange,
      place: places.get(p) ?? null,
    };
  });
  const placements = players
    .filter((p) => p.place !== null)
    .map((p) => ({ place: p.place!, playerId: p.playerId, seed: p.seed }))
    .sort((x, y) => x.place - y.place);
  const ready = matches
    .filter((s) => s.status === "ready")
    .sort((x, y) => x.round - y.round || x.bracketMatch - y.bracketMatch)
    .map((s) => s.bracketMatch);
  const notOut = players.filter((p) => p.status !== "eliminated");
  return {
    size: input.size,
    definition: checked.def,
    matches,
    ready,
    autoResolutions,
    players,
    placements,
    champion,
    complete: champion !== null,
    playersRemaining: notOut.length,
    activePlayersRemaining: notOut.filter((p) => !p.dropped).length,
  };
}

/** Every match in number order: its players (from the seeds and earlier matches) and its result, stored or derived from drops. */
function playBracket(seeds: readonly PlayerId[], checked: CheckedInput): { matches: EliminationMatchState[]; autoResolutions: EliminationAutoResolution[] } {
  const states = new Map<number, EliminationMatchState>();
  const matches: EliminationMatchState[] = [];
  const autoResolutions: EliminationAutoResolution[] = [];
  for (const m of checked.def.matches) {
    const { state, auto } = playMatch(m, matchPlayers(m, checked.def, states, seeds), checked);
    if (auto) autoResolutions.push(auto);
    states.set(m.match, state);
    matches.push(state);
  }
  return { matches, autoResolutions };
}

interface MatchPlayers {
  readonly a: PlayerId | null;
  readonly b: PlayerId | null;
  /** A second final after the upper-bracket finalist won the final. */
  readonly skipped: boolean;
}

/** The players of a match as far as they are known, from the matches before it. */
function matchPlayers(m: BracketMatchDefinition, def: BracketDefinition, states: ReadonlyMap<number, EliminationMatchState>, seeds: readonly PlayerId[]): MatchPlayers {
  if (m.part === "second-final") {
    const f = states.get(def.final)!;
    if (f.status === "played" && f.result!.winner === "A") return { a: null, b: null, skipped: true };
    if (f.status === "played") return { a: f.winner, b: f.loser, skipped: false };
    return { a: null, b: null, skipped: false };
  }
  const playerFrom = (src: BracketSource): PlayerId | null => {
    if (src.kind === "seed") return seeds[src.seed - 1] ?? null;
    const s = states.get(src.match);
    if (!s || s.status !== "played") return null;
    return src.kind === "winner" ? s.winner : s.loser;
  };
  return { a: playerFrom(m.a), b: playerFrom(m.b), skipped: false };
}

/** One match's state; `auto` is the bye (or double forfeit) its drops give it when no result is stored. */
function playMatch(
  m: BracketMatchDefinition,
  { a, b, skipped }: MatchPlayers,
  checked: CheckedInput,
): { state: EliminationMatchState; auto: EliminationAutoResolution | null } {
  const rec = checked.results.get(m.match);
  const make = (
    status: EliminationMatchStatus,
    result: EliminationMatchResult | null = null,
    routing: Pick<EliminationMatchState, "winnerTo" | "loserTo" | "loserOut"> = m,
  ): EliminationMatchState => ({
    bracketMatch: m.match,
    round: m.round,
    part: m.part,
    playerA: a,
    playerB: b,
    seedA: a === null ? null : checked.seedOf.get(a)!,
    seedB: b === null ? null : checked.seedOf.get(b)!,
    status,
    result,
    winner: result === null ? null : result.winner === "A" ? a : b,
    loser: result === null ? null : result.winner === "A" ? b : a,
    winnerTo: routing.winnerTo,
    loserTo: routing.loserTo,
    loserOut: routing.loserOut,
  });
  if (skipped) {
    if (rec) {
      fail("BRACKET_MATCH_SKIPPED", `M${m.match} is not played: the upper-bracket finalist won the final.`, {
        bracketMatch: m.match,
      });
    }
    return { state: make("skipped"), auto: null };
  }
  if (a === null || b === null) {
    if (rec) {
      fail("BRACKET_MATCH_NOT_READY", `M${m.match} has no result yet: its players are not both known.`, {
        bracketMatch: m.match,
      });
    }
    return { state: make("pending"), auto: null };
  }
  const auto = rec ? null : forfeitFromDrops(m.match, a, b, checked);
  const result: EliminationMatchResult | null = rec
    ? storedResult(m.match, a, b, rec, checked.dropped)
    : auto && { winner: auto.winner, resolution: auto.resolution, darkSide: null, recorded: false };
  if (!result) return { state: make("ready"), auto };
  return { state: make("played", result, routingAfter(m, result, checked.def.kind === "single")), auto };
}

/** A stored result, checked against the players the bracket now has and the drops. */
function storedResult(match: number, a: PlayerId, b: PlayerId, rec: EliminationResultInput, dropped: ReadonlySet<PlayerId>): EliminationMatchResult {
  if (rec.players && (rec.players[0] !== a || rec.players[1] !== b)) {
    fail(
      "BRACKET_RESULT_PLAYERS_MISMATCH",
      `The result of M${match} was entered for ${rec.players[0]} vs ${rec.players[1]}, but the bracket now has ${a} vs ${b}.`,
      { bracketMatch: match, expected: [a, b], got: rec.players },
    );
  }
  if (rec.kind !== "bye") return { winner: rec.winner, resolution: "game", darkSide: rec.darkSide ?? null, recorded: true };
  const loserId = rec.winner === "A" ? b : a;
  const winnerId = rec.winner === "A" ? a : b;
  if (!dropped.has(loserId)) {
    fail("BRACKET_INVALID_BYE", `M${match}: a bye needs the opponent (${loserId}) to have dropped.`, {
      bracketMatch: match,
      playerId: loserId,
    });
  }
  return {
    winner: rec.winner,
    resolution: dropped.has(winnerId) ? "double-forfeit" : "bye",
    darkSide: null,
    recorded: true,
  };
}

/** The bye a match without a stored result gets from its dropped player(s); null when neither dropped. */
function forfeitFromDrops(match: number, a: PlayerId, b: PlayerId, { dropped, seedOf }: CheckedInput): EliminationAutoResolution | null {
  if (!dropped.has(a) && !dropped.has(b)) return null;
  const both = dropped.has(a) && dropped.has(b);
  // One dropped: the other advances. Both: the better seed advances on paper.
  const winner: Seat = both ? (seedOf.get(a)! < seedOf.get(b)! ? "A" : "B") : dropped.has(a) ? "B" : "A";
  return {
    bracketMatch: match,
    winner,
    resolution: both ? "double-forfeit" : "bye",
    playerA: a,
    playerB: b,
    dropped: [a, b].filter((p) => dropped.has(p)),
  };
}

/** Where a decided match sends its players: a decided final routes on only when the lower-bracket finalist (B) won it. */
function routingAfter(m: BracketMatchDefinition, result: EliminationMatchResult, single: boolean): Pick<EliminationMatchState, "winnerTo" | "loserTo" | "loserOut"> {
  if (m.part !== "final" || single) return m;
  return result.winner === "A" ? { winnerTo: null, loserTo: null, loserOut: m.loserOut } : { winnerTo: m.winnerTo, loserTo: m.loserTo, loserOut: null };
}

interface PlayerTally {
  wins: number;
  losses: number;
  gamesPlayed: number;
  eliminatedIn: number | null;
  placeRange: PlaceRange | null;
}

/** Players out with the same "out k" label; their places are given once the group is full. */
interface OutGroup {
  readonly range: PlaceRange;
  readonly members: PlayerId[];
}

/** Each player's wins, losses and games, where they went out; the groups of players out; the champion (placed 1st). */
function tallyPlayers(
  seeds: readonly PlayerId[],
  matches: readonly EliminationMatchState[],
  def: BracketDefinition,
): { tally: Map<PlayerId, PlayerTally>; groups: OutGroup[]; champion: PlayerId | null } {
  const single = def.kind === "single";
  const tally = new Map<PlayerId, PlayerTally>(seeds.map((p) => [p, { wins: 0, losses: 0, gamesPlayed: 0, eliminatedIn: null, placeRange: null }]));
  const groups = new Map<string, OutGroup>();
  let champion: PlayerId | null = null;
  for (const s of matches) {
    if (s.status !== "played") continue;
    const w = tally.get(s.winner!)!;
    const l = tally.get(s.loser!)!;
    w.wins++;
    l.losses++;
    if (s.result!.resolution === "game") {
      w.gamesPlayed++;
      l.gamesPlayed++;
    }
    const finish = (player: PlayerId, t: PlayerTally, range: PlaceRange) => {
      t.eliminatedIn = s.bracketMatch;
      t.placeRange = range;
      const key = `${range.from}-${range.to}`;
      const g = groups.get(key) ?? { range, members: [] };
      g.members.push(player);
      groups.set(key, g);
    };
    const out = s.loserOut;
    if (out && (single || s.part !== "final" || s.result!.winner === "A")) finish(s.loser!, l, out);
    const winnerOut = def.matches.find((d) => d.match === s.bracketMatch)?.winnerOut;
    if (winnerOut) finish(s.winner!, w, winnerOut);
    if ((s.part === "final" && (single || s.result!.winner === "A")) || s.part === "second-final") champion = s.winner;
  }
  if (champion !== null) tally.get(champion)!.placeRange = { from: 1, to: 1 };
  return { tally, groups: [...groups.values()], champion };
}

/** Exact places decided so far: the champion 1st, and each full "out" group ordered by seed. */
function decidedPlaces(groups: readonly OutGroup[], champion: PlayerId | null, seedOf: ReadonlyMap<PlayerId, number>): Map<PlayerId, number> {
  const places = new Map<PlayerId, number>();
  if (champion !== null) places.set(champion, 1);
  for (const g of groups) {
    if (g.members.length !== g.range.to - g.range.from + 1) continue;
    g.members
      .slice()
      .sort((x, y) => seedOf.get(x)! - seedOf.get(y)!)
      .forEach((p, i) => places.set(p, g.range.from + i));
  }
  return places;
}

/** One match of a state, or a RegulationError for an unknown number. */
export function eliminationMatch(state: EliminationState, bracketMatch: number): EliminationMatchState {
  const m = state.matches.find((s) => s.bracketMatch === bracketMatch);
  if (!m) {
    fail("BRACKET_UNKNOWN_MATCH", `A top ${state.size} has no match M${bracketMatch}.`, { bracketMatch });
  }
  return m;
}

/** Later matches fed (directly or not) by `bracketMatch` that have a stored result. */
export function dependentRecordedResults(state: EliminationState, bracketMatch: number): number[] {
  const def = state.definition;
  const fed = new Set<number>([bracketMatch]);
  for (const m of def.matches) {
    const feeds = (s: BracketSource) => s.kind !== "seed" && fed.has(s.match);
    if (feeds(m.a) || feeds(m.b)) fed.add(m.match);
  }
  fed.delete(bracketMatch);
  return state.matches
    .filter((s) => fed.has(s.bracketMatch) && s.result?.recorded === true)
    .map((s) => s.bracketMatch);
}

/**
 * Checks that `result` may be stored now, given the state built from the results stored
 * so far. A match already decided (stored, or a bye derived from a drop) may be corrected
 * only while no later match it feeds has a stored result. Throws
 * `RegulationError`; on success returns the state with the result applied.
 */
export function checkEliminationResult(input: EliminationInput, result: EliminationResultInput): EliminationState {
  const current = eliminationState(input);
  const match = eliminationMatch(current, result.bracketMatch);
  if (match.status === "played") {
    const blocking = dependentRecordedResults(current, result.bracketMatch);
    if (blocking.length > 0) {
      fail(
        "BRACKET_RESULT_LOCKED",
        `M${result.bracketMatch} cannot be corrected: later matches already have results (${blocking.map((n) => `M${n}`).join(", ")}).`,
        { bracketMatch: result.bracketMatch, blocking },
      );
    }
  } else if (match.status === "skipped") {
    fail("BRACKET_MATCH_SKIPPED", `M${result.bracketMatch} is not played: the upper-bracket finalist won the final.`, {
      bracketMatch: result.bracketMatch,
    });
  } else if (match.status === "pending") {
    fail("BRACKET_MATCH_NOT_READY", `M${result.bracketMatch} has no result yet: its players are not both known.`, {
      bracketMatch: result.bracketMatch,
    });
  }
  const results = input.results.filter((r) => r.bracketMatch !== result.bracketMatch).concat([result]);
  return eliminationState({ ...input, results });
}
