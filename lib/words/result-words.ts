/**
 * A match result in words, wherever it is shown: the pairings card and a player's table
 * (`resultSummary`) and the staff console's line (`recordedLine`), from the API's view; a
 * player's report and claim (`reportWords`, `claimWords`), from the results API's body; and the
 * event history's line (`auditedResultWords`), from an audit entry's stored value. Words only:
 * the points a result scores come with the view or from the engine (`twoGamePoints`).
 */
import type { AuditedResult, GameInput } from "@/lib/schemas/result";
import type { Match } from "@/lib/schemas/round";
import { twoGamePoints } from "@/lib/tournament/points";

type Seat = "A" | "B";
type GameWord = "A" | "B" | "draw" | "unplayed";

const GAME = { A: "A", B: "B", draw: "draw", unplayed: "not played" } as const;
/** The label for buttons and badges: the server's short name, unambiguous within the event. */
const shortName = (p: Match["playerA"]) => p.shortName ?? p.name;
/** One game's outcome: "Anna won", "draw", "not played". */
const gameOutcome = (result: GameWord | string, name: (seat: Seat) => string) => (result === "A" || result === "B" ? `${name(result)} won` : result === "draw" ? "draw" : "not played");

// ————— The pairings card, a player's table —————

/** A stored result in words, from the players' point of view. */
export function resultSummary(m: Match, stage: "swiss" | "elimination"): string {
  const r = m.result;
  if (!r) return "";
  const name = (seat: Seat) => (seat === "A" ? m.playerA.name : (m.playerB?.name ?? "—"));
  // A Swiss bye needs no result line: its card already says so.
  if (r.bye) return m.playerB ? `${name(r.result ?? "A")} advances (bye)` : "";
  if (r.result && r.games) {
    // Match play: the winner and the games each won; a lost chess clock says so.
    const won = (seat: Seat) => r.games!.filter((g) => g.result === seat).length;
    const loser = r.result === "A" ? "B" : "A";
    if (r.timeLoss) return `${name(r.result)} wins: ${name(r.timeLoss)} ran out of time`;
    return r.games.length === 1 ? `${name(r.result)} wins` : `${name(r.result)} wins ${won(r.result)}–${won(loser)}`;
  }
  // A drawn single game (a format with draws): a drawn match.
  if (!r.result && r.games?.length === 1 && r.games[0]!.result === "draw") return "Draw";
  if (stage === "elimination" || r.result) {
    const winner = r.result ? name(r.result) : "—";
    return r.scores ? `${winner} wins on time (LS ${r.scores.ls} – DS ${r.scores.ds})` : `${winner} wins`;
  }
  if (r.intentionalSplit) return "Intentional split (3–3)";
  if (r.games) {
    const [g1, g2] = r.games;
    if (!g1 || !g2) return "";
    const pts = twoGamePoints([g1.result, g2.result], r.points);
    const short = (seat: Seat) => (seat === "A" ? shortName(m.playerA) : m.playerB ? shortName(m.playerB) : "—");
    const games = r.games.map((g) => (g.result === "A" || g.result === "B" ? `${short(g.result)} won` : GAME[g.result])).join(", ");
    return `${pts.A}–${pts.B} (${games})`;
  }
  return "";
}

// ————— The staff's consoles —————

/**
 * A recorded table in one line for the staff's consoles ("Table 4 · Anna 2–1 Ben"): seat A's
 * score first, as the table reads left to right. Null while the table has no result.
 */
export function recordedLine(m: Match): string | null {
  const r = m.result;
  if (!r) return null;
  const where = m.table !== null ? `Table ${m.table}` : m.bracketMatch !== null ? `M${m.bracketMatch}` : "Bye";
  const a = shortName(m.playerA);
  // A Swiss bye has no table: the player and the word, as the pairings say it.
  if (!m.playerB) return m.table !== null ? `${where} · ${a} — bye` : `${a} — bye`;
  const b = shortName(m.playerB);
  const score = (x: number | string, y: number | string, note = "") => `${where} · ${a} ${x}–${y} ${b}${note}`;
  if (r.bye) return `${where} · ${r.result === "B" ? b : a} advances (bye)`;
  if (r.intentionalSplit) return score(3, 3, " (split)");
  if (r.result && r.games) {
    // Match play: games won per seat; a chess clock that ran out says whose.
    const won = (seat: "A" | "B") => r.games!.filter((g) => g.result === seat).length;
    return score(won("A"), won("B"), r.timeLoss ? ` (${r.timeLoss === "A" ? a : b} out of time)` : "");
  }
  if (r.games && r.games.length === 2) {
    const pts = twoGamePoints([r.games[0]!.result, r.games[1]!.result], r.points);
    return score(pts.A, pts.B);
  }
  if (r.result) return `${where} · ${r.result === "A" ? a : b} beat ${r.result === "A" ? b : a}${r.scores ? " on time" : ""}`;
  return `${where} · ${a} vs ${b} · recorded`;
}

// ————— A player's report —————

/** A report as sent (the results API's body, any stage), without its version. */
export interface ReportLike {
  games?: GameInput[];
  timeLoss?: Seat;
  intentionalSplit?: boolean;
  darkSide?: Seat;
  result?: Seat;
  timeout?: unknown;
}

/** A player's report in words, game by game, with the players' names. */
export function reportWords(report: ReportLike | null | undefined, names: { A: string; B: string }): string {
  if (!report) return "—";
  if (report.intentionalSplit) return "Intentional split (1 win each)";
  if (report.games) {
    const games = report.games
      .map((g, i) => `Game ${i + 1}: ${gameOutcome(g.result, (s) => names[s])}${g.ending === "time" ? " (time)" : g.ending === "forfeit" ? " (forfeit)" : ""}`)
      .join(" · ");
    return report.timeLoss ? `${games} · ${names[report.timeLoss]} ran out of time` : games;
  }
  const dark = report.darkSide ? ` (${names[report.darkSide]} dark side)` : "";
  if (report.result) return `${names[report.result]} won${dark}`;
  if (report.timeout) return `The game reached time${dark}: board entered`;
  return "—";
}

/**
 * A claimed result in one line, as a player would say it ("Anna won 2–1", "1 win each"); the
 * games one by one are `reportWords`.
 */
export function claimWords(report: ReportLike | null | undefined, names: { A: string; B: string }): string {
  if (!report) return "—";
  if (report.intentionalSplit) return "an intentional split (1 win each)";
  if (report.games) {
    const won = (seat: Seat) => report.games!.filter((g) => g.result === seat).length;
    const [a, b] = [won("A"), won("B")];
    if (report.timeLoss) {
      const winner = report.timeLoss === "A" ? "B" : "A";
      return `${names[winner]} won: ${names[report.timeLoss]} ran out of time`;
    }
    if (report.games.length === 1) return report.games[0]!.result === "A" || report.games[0]!.result === "B" ? `${names[report.games[0]!.result]} won` : reportWords(report, names);
    if (a === b) return a === 0 ? reportWords(report, names) : `${a} win${a === 1 ? "" : "s"} each (${a}–${b})`;
    return a > b ? `${names.A} won ${a}–${b}` : `${names.B} won ${b}–${a}`;
  }
  return reportWords(report, names);
}

// ————— The event history —————

/**
 * A result as an audit entry keeps it, in words: Swiss games by seat, or the elimination winner
 * (on time: the scores). `name`: a seat's player. Null when the value is none of the result's
 * shapes (the history then shows it as is).
 */
export function auditedResultWords(r: AuditedResult, name: (seat: string | undefined) => string): string | null {
  if (r.intentionalSplit) return "intentional split (3–3)";
  if (r.games) {
    return r.games.map((g, i) => `game ${i + 1}: ${gameOutcome(g.result, name)}${g.ending ? ` (${g.ending})` : ""}`).join(", ") + (r.timeLoss ? `; ${name(r.timeLoss)} ran out of time` : "");
  }
  if (r.kind === "bye") return `${name(r.result)} advances (bye)`;
  if (r.result) return `${name(r.result)} won${r.scores ? ` on time (LS ${r.scores.ls} – DS ${r.scores.ds})` : ""}`;
  return null;
}
