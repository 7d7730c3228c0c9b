/**
 * The pairing's reasons (lib/tournament/swiss/reasons.ts, elimination/reasons.ts) in players'
 * words, and the verifier's verdict. Pure: names come in as a function, so the pairings page, the
 * organizer's round page, the verify page and the command say the same thing.
 */
import type { EliminationMatchReason, SwissByeReason, SwissRoundReasons, SwissTableReason, SwissVerdict } from "@/lib/tournament";

type Name = (id: string) => string;

const groupOf = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(1)}-point group`;
const pts = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(1)} point${n === 1 ? "" : "s"}`;

export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** Why one table is as it is, a sentence per reason, in players' words. */
export function tableWhyWords(t: SwissTableReason, name: Name, opts: { round: number; bye?: SwissByeReason | null }): string[] {
  const a = name(t.playerA);
  const b = name(t.playerB);
  const out: string[] = [];
  if (opts.round === 1) {
    out.push("Round 1 is paired at random, from the event's recorded seed.");
  } else if (t.float === null) {
    out.push(`${a} and ${b} are both on ${pts(t.points[0])}: players are paired within their score group, at random.`);
  } else {
    const f = t.float;
    const down = name(f.down);
    const up = name(f.up);
    const far = f.groupsApart > 1 ? ` (${f.groupsApart} score groups down)` : "";
    const head = `${down} floated down from ${pts(f.fromPoints)} to meet ${up} on ${pts(f.toPoints)}${far}`;
    if (f.why === "odd-group") {
      out.push(`${head}: the ${groupOf(f.oddGroupPoints!)} had an odd number of players, so one of them plays someone from the next group down, chosen at random.`);
    } else if (f.why === "bye-taken") {
      const by = opts.bye ? name(opts.bye.entrant) : "another player";
      out.push(`${head}: the bye went to ${by}, which left the ${groupOf(f.oddGroupPoints!)} with an odd number of players, so one of them plays someone from the next group down.`);
    } else {
      out.push(`${head}: every pairing closer to their score groups would have paired two players who already met, and players never meet twice when that can be avoided.`);
    }
  }
  if (t.rematch) out.push(`${a} and ${b} have played each other before in this stage: no pairing of this round avoids every rematch, so the fewest were allowed.`);
  for (const [seat, who] of [["A", a], ["B", b]] as const) {
    const met = t.avoided[seat];
    if (met.length > 0) out.push(`${who} already played ${listWords(met.map(name))} in the same score group, so they were not paired again.`);
  }
  if (t.sides) out.push(`${name(t.sides.darkSideGame1 === "A" ? t.playerA : t.playerB)} plays the dark side in game 1 by a recorded coin flip; game 2 swaps sides.`);
  for (const id of t.fixed) out.push(`${name(id)} has a fixed table, so this match sits at table ${t.table}.`);
  if (t.guildsApart === true) out.push("Their guilds differ: round 1 keeps members of one guild apart.");
  if (t.guildsApart === false) out.push("They are in the same guild: more than half of the field is in one guild, so not every pair could be kept apart.");
  return out;
}

/** Why the bye went where it did. */
export function byeWhyWords(bye: SwissByeReason, name: Name): string {
  const who = name(bye.entrant);
  switch (bye.why) {
    case "random":
      return `${who} has the bye: in round 1 it goes to a random player, drawn from the event's recorded seed.`;
    case "guilds-apart":
      return `${who} has the bye: in round 1 it goes to a random player whose leaving best lets guild members be paired apart.`;
    case "lowest-ranked-without-bye":
      return `${who} has the bye: the lowest-ranked player who has not had one in this stage.`;
    case "everyone-had-bye":
      return `${who} has the bye: everyone still playing has had one, so it goes to the lowest-ranked player.`;
    case "passed-over":
      return `${who} has the bye: ${listWords(bye.passedOver.map(name))} ${bye.passedOver.length === 1 ? "ranks" : "rank"} lower, but giving them the bye would have forced two players who already met to play again.`;
  }
}

const rematches = (n: number) => `${n} rematch${n === 1 ? "" : "es"}`;

/**
 * The organizer's summary of a Swiss round: floats, rematches, the bye. A rematch at a table the
 * organizer changed by hand (`changed`) is theirs, not one the rules could not avoid.
 */
export function roundSummaryWords(r: SwissRoundReasons, name: Name, changed: ReadonlySet<number> = new Set()): string[] {
  const floatPairs = r.summary.floats / 2;
  const byHand = r.tables.filter((t) => t.rematch && changed.has(t.table)).map((t) => t.table);
  const unavoidable = r.summary.rematches - byHand.length;
  const out = [floatPairs === 0 ? "Every pair is within its score group." : `${floatPairs} pair${floatPairs === 1 ? "" : "s"} across score groups (${r.summary.floats} players floated).`];
  if (r.summary.rematches === 0) out.push("No rematches.");
  if (unavoidable > 0) out.push(`${rematches(unavoidable)}: no pairing of this round avoids them all.`);
  if (byHand.length > 0) out.push(`${rematches(byHand.length)} made by the organizer's change after pairing (table${byHand.length === 1 ? "" : "s"} ${listWords(byHand.map(String))}).`);
  if (r.summary.avoidedRematches > 0) out.push(`${r.summary.avoidedRematches} rematch${r.summary.avoidedRematches === 1 ? "" : "es"} within a score group avoided.`);
  if (r.bye) out.push(byeWhyWords(r.bye, name));
  if (r.summary.fixedTables > 0) out.push(`${r.summary.fixedTables} table${r.summary.fixedTables === 1 ? "" : "s"} fixed for a player.`);
  return out;
}

const source = (s: EliminationMatchReason["seats"][number]["from"]) =>
  s.kind === "seed" ? `seed ${s.seed}` : s.kind === "winner" ? `the winner of match ${s.match}` : `the loser of match ${s.match}`;

/** Why an elimination match has its players and sides. */
export function eliminationWhyWords(r: EliminationMatchReason, name: Name): string[] {
  const out = r.seats.map((s) => `${s.player ? name(s.player) : "This seat"} comes from ${source(s.from)} (the bracket's table).`);
  const sides = r.sides;
  if (sides && "chooser" in sides) out.push(`${name(sides.chooser)} is the higher seed (seed ${sides.seed}) and chooses light or dark side.`);
  else if (sides) {
    const dark = name(r.seats[sides.darkSide === "A" ? 0 : 1].player ?? "");
    const why =
      sides.method === "least-played"
        ? "each player plays the side they have played least"
        : sides.method === "differential"
          ? "both played the same side least, and the one with the greater difference between sides plays it"
          : "the side counts are even, so a recorded coin decides";
    out.push(`${dark} plays the dark side: ${why}${sides.switchedForSecondFinal ? "; switched so the second final does not repeat the first" : ""}.`);
  }
  return out;
}

/** The verifier's answer. */
export function verdictWords(v: SwissVerdict, name: Name = (id) => id): string {
  const seat = (t: { playerA: string; playerB: string | null } | null) => (t ? (t.playerB ? `${name(t.playerA)} v ${name(t.playerB)}` : `${name(t.playerA)} with the bye`) : "nothing");
  switch (v.outcome) {
    case "verified":
      return "Verified — this is the pairing the rules give.";
    case "changed-by-organizer":
    {
      const tables = v.tables.filter((t) => t > 0);
      const parts = [...(tables.length > 0 ? [`table${tables.length === 1 ? "" : "s"} ${listWords(tables.map(String))}`] : []), ...(v.tables.includes(0) ? ["the bye"] : [])];
      return `Changed by the organizer after pairing: ${parts.join(" and ")}.`;
    }
    case "differs": {
      const where = v.table === null ? "At the bye" : `At table ${v.table}`;
      const sides = v.expected && v.published && v.expected.playerA === v.published.playerA && v.expected.playerB === v.published.playerB;
      return sides
        ? `Not the rules' pairing. ${where}: the rules give ${name(v.expected!.darkSideGame1 === "A" ? v.expected!.playerA : v.expected!.playerB ?? "")} the dark side in game 1; the published round does not.`
        : `Not the rules' pairing. ${where}: the rules give ${seat(v.expected)}; the published round has ${seat(v.published)}.`;
    }
    case "cannot-pair":
      return `The rules cannot pair this round from this document: ${v.message}`;
  }
}
