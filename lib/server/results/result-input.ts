/**
 * A result as the judge sent it, checked and shaped for storage: shared by the one-statement
 * Swiss save (swiss-save.ts) and the transactional path (results.ts), so both refuse the same
 * input with the same words.
 */
import type { Match as MatchRow } from "@/lib/generated/prisma/client";
import { validateEntry, type GameEnding, type GameResult, type MatchFormat } from "@/lib/tournament";
import { conflict } from "../kernel/errors";
import { fromEngine } from "../kernel/engine-errors";
import { swissResultOf, type StoredGame, type StoredSwissResult } from "../kernel/stored";
import type { ResultBody } from "./save-gate";

const hhmm = (d: Date) => d.toISOString().slice(11, 16);

/** The games as stored: winner, the ending where there was one, and a chess clock loss. */
export function storedGames(data: { games: { result: GameResult; ending?: GameEnding }[]; timeLoss?: "A" | "B" }): { games: StoredGame[]; timeLoss?: "A" | "B" } {
  return {
    games: data.games.map((g) => (g.ending ? { result: g.result, ending: g.ending } : { result: g.result })),
    ...(data.timeLoss ? { timeLoss: data.timeLoss } : {}),
  };
}

/** 409 when the judge saw an older version of the match than the stored one. */
export function checkVersion(match: Pick<MatchRow, "version" | "updatedAt">, expected: number | undefined): void {
  if (expected !== undefined && expected !== match.version) {
    throw conflict(`This result was changed by someone else at ${hhmm(match.updatedAt)} UTC; reload to see it before saving.`);
  }
}

/** A Swiss result as stored, and game 1's dark side after it: 400 on bad input, 409 on a stale version. */
export function swissStoredResult(format: MatchFormat, match: Pick<MatchRow, "version" | "updatedAt" | "darkSide">, body: ResultBody): { stored: StoredSwissResult; darkSide: string | null } {
  const data = body.swiss();
  checkVersion(match, data.expectedVersion);
  const stored: StoredSwissResult = "intentionalSplit" in data ? { intentionalSplit: true } : storedGames(data);
  fromEngine(() => validateEntry(format, swissResultOf(stored)!));
  return { stored, darkSide: data.darkSide ?? match.darkSide };
}

/** Games decided at time (a modified result): they need the table's clock to have run out. */
export const gamesAtTime = (stored: StoredSwissResult | { games?: StoredGame[] }): number[] =>
  "games" in stored && stored.games ? stored.games.flatMap((g, i) => (g.ending === "time" ? [i + 1] : [])) : [];
