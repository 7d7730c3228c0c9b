import { matchPoints } from "@/lib/tournament/points";
import type { Match } from "@/lib/schemas/round";
import { shortName } from "./short-name";

const GAME = { A: "A", B: "B", draw: "draw", unplayed: "not played" } as const;

/** A stored result in words, from the players' point of view. */
export function resultSummary(m: Match, stage: "swiss" | "elimination"): string {
  const r = m.result;
  if (!r) return "";
  const name = (seat: "A" | "B") => (seat === "A" ? m.playerA.name : (m.playerB?.name ?? "—"));
  // A Swiss bye needs no result line: its card already says so.
  if (r.bye) return m.playerB ? `${name(r.result ?? "A")} advances (bye)` : "";
  if (r.result && r.games) {
    // Match play: the winner and the games each won; a lost chess clock says so.
    const won = (seat: "A" | "B") => r.games!.filter((g) => g.result === seat).length;
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
    // The event's own points table when the server names the points (SWCCG 2-on-2); else FFG's.
    const pts = r.points ?? matchPoints({ games: [g1.result, g2.result] });
    const short = (seat: "A" | "B") => (seat === "A" ? shortName(m.playerA) : m.playerB ? shortName(m.playerB) : "—");
    const games = r.games.map((g) => (g.result === "A" || g.result === "B" ? `${short(g.result)} won` : GAME[g.result])).join(", ");
    return `${pts.A}–${pts.B} (${games})`;
  }
  return "";
}
