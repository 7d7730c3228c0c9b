/**
 * A player's record at an event: matches won, lost and drawn, and byes, over the Swiss stage and
 * the bracket. Each Swiss match is decided by the format (`matchOutcome`: a match without a
 * winner — a 1–1 split of FFG's two games, an intentional split, a drawn best-of — is a draw);
 * a Swiss bye counts when the standings count it (`roundByesCount`: at once, or at its round's
 * end); an unpaired loss (late entry, rejoin) is a loss; a bracket match counts once played (a bye
 * when the opponent had dropped; a double forfeit counts for nobody). Matches without a result
 * yet count for nobody.
 */
import { matchOutcome } from "./format/match";
import type { MatchFormat } from "./format/types";
import type { EliminationState } from "./elimination";
import { roundByesCount, type SwissStageHistory } from "./standings";
import type { PlayerId } from "./types";

export interface PlayerRecord {
  wins: number;
  losses: number;
  draws: number;
  byes: number;
}

export const emptyRecord = (): PlayerRecord => ({ wins: 0, losses: 0, draws: 0, byes: 0 });

/** Every player's record (players of the stage and of the bracket; others are absent). */
export function playerRecords(swiss: SwissStageHistory | null, format: MatchFormat, bracket: EliminationState | null): Map<PlayerId, PlayerRecord> {
  const records = new Map<PlayerId, PlayerRecord>();
  const of = (id: PlayerId) => {
    let r = records.get(id);
    if (!r) records.set(id, (r = emptyRecord()));
    return r;
  };
  for (const p of swiss?.players ?? []) of(p.id);
  for (const round of swiss?.rounds ?? []) {
    const byesCount = roundByesCount(format, round);
    for (const m of round.matches) {
      if (m.playerB === null) {
        if (byesCount) of(m.playerA).byes++;
        continue;
      }
      if (m.result === null) continue;
      const { winner } = matchOutcome(format, m.result);
      if (winner === null) {
        of(m.playerA).draws++;
        of(m.playerB).draws++;
      } else {
        of(winner === "A" ? m.playerA : m.playerB).wins++;
        of(winner === "A" ? m.playerB : m.playerA).losses++;
      }
    }
  }
  for (const u of swiss?.unpairedLosses ?? []) of(u.player).losses++;
  for (const m of bracket?.matches ?? []) {
    if (m.status !== "played" || !m.result || !m.winner) continue;
    if (m.result.resolution === "game") {
      of(m.winner).wins++;
      if (m.loser) of(m.loser).losses++;
    } else if (m.result.resolution === "bye") {
      of(m.winner).byes++;
    }
  }
  return records;
}
