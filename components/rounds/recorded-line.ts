import { matchPoints } from "@/lib/tournament/points";
import type { Match } from "@/lib/schemas/round";
import { shortName } from "./short-name";

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
    const pts = r.points ?? matchPoints({ games: [r.games[0]!.result, r.games[1]!.result] });
    return score(pts.A, pts.B);
  }
  if (r.result) return `${where} · ${r.result === "A" ? a : b} beat ${r.result === "A" ? b : a}${r.scores ? " on time" : ""}`;
  return `${where} · ${a} vs ${b} · recorded`;
}
