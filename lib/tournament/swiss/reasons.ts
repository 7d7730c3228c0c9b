/**
 * Why a Swiss round is paired as it is, as data (no words: `lib/words/pairing-reasons.ts`
 * says them). Derived after the optimiser from its inputs and its answer, in O(players +
 * earlier meetings), so explaining costs next to nothing beside pairing.
 *
 * Every reason names the reading of the regulation spec (`docs/regulations-spec.md`,
 * § Pairing) it follows, by a `Reading` code (`READINGS` gives the section and the bullet).
 *
 * How each reason is read off the pairing:
 * - Score groups: the paired players (the bye left out first, as the optimiser does) by TP,
 *   descending. Round 1 is one group (random pairing).
 * - Floats: a pair whose players sit in different groups; the higher player floats down, the
 *   lower one up. Between groups j and j+1 the players above the cut number either odd
 *   (one pair must cross it: "odd-group") or even. When that odd count comes from the bye
 *   recipient having left a group above the cut, the float is "bye-taken". A crossing beyond
 *   what the counts need, or a float past the next group, is the optimiser avoiding a rematch
 *   ("avoid-rematch": it ranks no rematch above fewest and shortest floats, and a group is
 *   skipped only when floating one group at a time would pair players who met).
 * - Rematches: a pair who met in this stage. The optimiser allows one only when no
 *   rematch-free pairing exists ("no-rematch-free-pairing").
 * - Rematches avoided: for each paired player, earlier opponents in the same score group
 *   (the natural partners the rule kept them from).
 * - Bye: as `pairSwissRound` picks it: round 1 at random ("random"; kept to a guild's
 *   smallest split with guilds apart: "guilds-apart"); later the lowest-ranked player
 *   without a bye ("lowest-ranked-without-bye"), unless that forces a rematch another
 *   eligible player's bye avoids ("passed-over": those skipped are listed); when everyone
 *   had a bye, the lowest-ranked of all ("everyone-had-bye").
 * - Sides: formats playing both sides flip a recorded coin per match for game 1's dark side
 *   (stream `swiss/<round>/sides`, drawn in table order).
 * - Constraints: an entrant pinned to a table sits there ("fixed-table"); round 1 with guilds
 *   apart says whether the pair's guilds differ.
 */
import type { PlayerId, Seat } from "../types";
import type { TableNote } from "../tables";
import type { PairingPlayer } from "./pairing-contract";

/** The readings of `docs/regulations-spec.md` the reasons follow. */
export const READINGS = {
  "score-groups": "regulations-spec § Pairing ¶1: later rounds pair score groups in descending TP, random inside a group",
  "round-one-random": "regulations-spec § Pairing ¶1: round 1 is a random pairing",
  "odd-group": "regulations-spec § Pairing ¶1: an odd player is paired with a random player from the next group down",
  "no-rematch": "regulations-spec § Pairing ¶2: never pair two players who met before in the same stage; closest to their score group",
  "fewest-rematches": "regulations-spec § Pairing ¶2: only if no rematch-free pairing exists, the fewest rematches, said to the organizer",
  "bye-round-one": "regulations-spec § Pairing ¶3: odd field, round 1: a random player gets the bye",
  "bye-lowest": "regulations-spec § Pairing ¶3: later rounds, the lowest-ranked active player without a bye in this stage",
  "seeded-random": "regulations-spec § Pairing ¶4: all randomness from the event's seeded generator",
  tables: "regulations-spec § Pairing ¶5: tables 1..n, highest combined TP first; a player may be pinned to a fixed table",
  "coin-dark-side": "regulations-spec § Tournament points and results ¶1: who plays dark side first is a recorded coin flip; game 2 swaps",
  "guilds-apart": "Holonet event option (regulations silent): round 1 keeps members of one guild apart when the field allows",
  "bracket-slot": "regulations-spec § Double elimination: the bracket's fixed table of matches (S = seed, W = winner, L = loser)",
  "deck-choice": "regulations-spec § Deck choice in elimination: higher seed chooses in round one; later the side played least",
} as const;
export type Reading = keyof typeof READINGS;

export type FloatWhy = "odd-group" | "bye-taken" | "avoid-rematch";

export interface SwissFloat {
  /** Who floats down (from the higher group) … */
  down: PlayerId;
  /** … and who floats up to meet them. */
  up: PlayerId;
  fromPoints: number;
  toPoints: number;
  /** Score groups between them (1 = the next group down). */
  groupsApart: number;
  why: FloatWhy;
  /** The group whose odd count made the float ("odd-group", "bye-taken"): its TP. */
  oddGroupPoints: number | null;
  reading: Reading;
}

export interface SwissTableReason {
  table: number;
  playerA: PlayerId;
  playerB: PlayerId;
  /** TP of A and B when paired (their score groups). */
  points: [number, number];
  float: SwissFloat | null;
  /** They met before in this stage: allowed only because no rematch-free pairing exists. */
  rematch: { why: "no-rematch-free-pairing"; reading: Reading } | null;
  /** Earlier opponents of A / B in their own score group, not paired again. */
  avoided: { A: PlayerId[]; B: PlayerId[] };
  /** Game 1's dark side by a recorded coin flip; null in formats without sides. */
  sides: { method: "coin"; stream: string; darkSideGame1: Seat; reading: Reading } | null;
  /** Entrants of this table pinned to it. */
  fixed: PlayerId[];
  /** Round 1 with guilds apart: whether this pair's guilds differ (null: not asked or no guild). */
  guildsApart: boolean | null;
}

export type ByeWhy = "random" | "guilds-apart" | "lowest-ranked-without-bye" | "passed-over" | "everyone-had-bye";

export interface SwissByeReason {
  entrant: PlayerId;
  points: number;
  why: ByeWhy;
  /** Lower-ranked eligible entrants skipped because their bye forced more rematches. */
  passedOver: PlayerId[];
  reading: Reading;
}

export interface SwissRoundReasons {
  stage: "swiss";
  round: number;
  /** The paired players' score groups, highest first (round 1: one group). */
  scoreGroups: Array<{ points: number; entrants: PlayerId[] }>;
  tables: SwissTableReason[];
  bye: SwissByeReason | null;
  summary: { floats: number; rematches: number; avoidedRematches: number; fixedTables: number };
  /** Pins that could not be honoured or lie beyond the round's tables. */
  tableNotes: TableNote[];
  readings: Reading[];
}

export interface ExplainSwissInput {
  round: number;
  players: readonly PairingPlayer[];
  previousOpponents: ReadonlyMap<PlayerId, ReadonlySet<PlayerId>>;
  /** The round's matches in table order, the bye last (playerB null). */
  matches: ReadonlyArray<{ table: number | null; playerA: PlayerId; playerB: PlayerId | null; darkSideGame1: Seat | null }>;
  pins?: ReadonlyMap<PlayerId, number>;
  tableNotes?: readonly TableNote[];
  groups?: ReadonlyMap<PlayerId, string>;
}

/** The reasons of one paired Swiss round (see the top of this file). */
export function explainSwissRound(input: ExplainSwissInput): SwissRoundReasons {
  const { round, players } = input;
  const byId = new Map(players.map((p) => [p.id, p] as const));
  const byeMatch = input.matches.find((m) => m.playerB === null) ?? null;
  const byeId = byeMatch?.playerA ?? null;
  const firstRound = round === 1;

  // Score groups of the paired field.
  const paired = players.filter((p) => p.id !== byeId);
  const pointsList = firstRound ? [0] : [...new Set(paired.map((p) => p.points))].sort((a, b) => b - a);
  const groupOf = new Map<number, number>(pointsList.map((pt, i) => [pt, i]));
  const gOf = (id: PlayerId): number => (firstRound ? 0 : groupOf.get(byId.get(id)!.points)!);
  const scoreGroups = pointsList.map((points) => ({ points, entrants: [] as PlayerId[] }));
  for (const p of [...paired].sort((a, b) => a.rank - b.rank)) scoreGroups[gOf(p.id)]!.entrants.push(p.id);

  // Crossings of each cut against what parity needs.
  const G = scoreGroups.length;
  const parity: number[] = [];
  let prefix = 0;
  for (let j = 0; j < G - 1; j++) {
    prefix += scoreGroups[j]!.entrants.length;
    parity.push(prefix % 2);
  }
  const across = new Array<number>(Math.max(G - 1, 0)).fill(0);
  const games = input.matches.filter((m) => m.playerB !== null) as Array<{ table: number | null; playerA: PlayerId; playerB: PlayerId; darkSideGame1: Seat | null }>;
  for (const m of games) {
    const lo = Math.min(gOf(m.playerA), gOf(m.playerB));
    const hi = Math.max(gOf(m.playerA), gOf(m.playerB));
    for (let j = lo; j < hi; j++) across[j]!++;
  }
  // The bye recipient's group index in the field with them (they sit above cut j when their points exceed group j+1's).
  const byePoints = byeId !== null ? byId.get(byeId)!.points : null;

  const met = (a: PlayerId, b: PlayerId): boolean => input.previousOpponents.get(a)?.has(b) === true || input.previousOpponents.get(b)?.has(a) === true;
  const sameGroupMet = (id: PlayerId, partner: PlayerId): PlayerId[] => {
    const out: PlayerId[] = [];
    const mine = gOf(id);
    for (const o of input.previousOpponents.get(id) ?? []) {
      if (o === partner || o === byeId || !byId.has(o)) continue;
      if (gOf(o) === mine) out.push(o);
    }
    return out.sort();
  };

  let floats = 0;
  let rematches = 0;
  let avoidedPairs = 0;
  const tables: SwissTableReason[] = games.map((m) => {
    const a = byId.get(m.playerA)!;
    const b = byId.get(m.playerB)!;
    const ga = gOf(a.id);
    const gb = gOf(b.id);
    let float: SwissFloat | null = null;
    if (ga !== gb) {
      floats += 2;
      const [hiP, loP] = ga < gb ? [a, b] : [b, a];
      const lo = Math.min(ga, gb);
      const hi = Math.max(ga, gb);
      let needed = true;
      for (let j = lo; j < hi; j++) if (across[j]! > parity[j]!) needed = false;
      // Past the next group: a chained float (one group at a time) would have been a rematch.
      if (hi - lo > 1) needed = false;
      // The bye left a group above the float's first cut: without it that count was even.
      const byeAbove = byePoints !== null && byePoints > scoreGroups[lo + 1]!.points;
      const why: FloatWhy = !needed ? "avoid-rematch" : byeAbove ? "bye-taken" : "odd-group";
      float = {
        down: hiP.id,
        up: loP.id,
        fromPoints: hiP.points,
        toPoints: loP.points,
        groupsApart: hi - lo,
        why,
        oddGroupPoints: why === "avoid-rematch" ? null : scoreGroups[lo]!.points,
        reading: why === "avoid-rematch" ? "no-rematch" : "odd-group",
      };
    }
    const rematch = met(a.id, b.id) ? { why: "no-rematch-free-pairing" as const, reading: "fewest-rematches" as const } : null;
    if (rematch) rematches++;
    const avoided = { A: sameGroupMet(a.id, b.id), B: sameGroupMet(b.id, a.id) };
    avoidedPairs += avoided.A.length + avoided.B.length;
    const table = m.table ?? 0;
    const fixed = [a.id, b.id].filter((id) => input.pins?.get(id) === table);
    const ga2 = input.groups?.get(a.id);
    const gb2 = input.groups?.get(b.id);
    return {
      table,
      playerA: a.id,
      playerB: b.id,
      points: [a.points, b.points],
      float,
      rematch,
      avoided,
      sides: m.darkSideGame1 === null ? null : { method: "coin", stream: `swiss/${round}/sides`, darkSideGame1: m.darkSideGame1, reading: "coin-dark-side" },
      fixed,
      guildsApart: firstRound && input.groups && input.groups.size > 0 && ga2 !== undefined && gb2 !== undefined ? ga2 !== gb2 : null,
    };
  });

  const bye = byeId === null ? null : explainBye(input, byeId);
  const readings = new Set<Reading>([firstRound ? "round-one-random" : "score-groups", "no-rematch", "seeded-random", "tables"]);
  for (const t of tables) {
    if (t.float) readings.add(t.float.reading);
    if (t.rematch) readings.add(t.rematch.reading);
    if (t.sides) readings.add(t.sides.reading);
    if (t.guildsApart !== null) readings.add("guilds-apart");
  }
  if (bye) readings.add(bye.reading);
  return {
    stage: "swiss",
    round,
    scoreGroups,
    tables,
    bye,
    // Each avoided rematch was counted from both players' side.
    summary: { floats, rematches, avoidedRematches: avoidedPairs / 2, fixedTables: tables.filter((t) => t.fixed.length > 0).length },
    tableNotes: [...(input.tableNotes ?? [])],
    readings: [...readings],
  };
}

/** Why the bye went where it did, following `pairSwissRound`'s choice (see the top of this file). */
function explainBye(input: ExplainSwissInput, byeId: PlayerId): SwissByeReason {
  const players = input.players;
  const me = players.find((p) => p.id === byeId)!;
  if (input.round === 1) {
    const guilds = input.groups !== undefined && input.groups.size > 0;
    return { entrant: byeId, points: me.points, why: guilds ? "guilds-apart" : "random", passedOver: [], reading: guilds ? "guilds-apart" : "bye-round-one" };
  }
  const noneEligible = players.every((p) => p.hadBye);
  // The eligible ranked below the bye's recipient (lowest first), without sorting the whole field.
  const below = (a: PairingPlayer, b: PairingPlayer) => b.rank - a.rank || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const passedOver = players
    .filter((p) => (noneEligible || !p.hadBye) && p.id !== byeId && below(p, me) < 0)
    .sort(below)
    .map((p) => p.id);
  const why: ByeWhy = passedOver.length > 0 ? "passed-over" : noneEligible ? "everyone-had-bye" : "lowest-ranked-without-bye";
  return { entrant: byeId, points: me.points, why, passedOver, reading: passedOver.length > 0 ? "no-rematch" : "bye-lowest" };
}
