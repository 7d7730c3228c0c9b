/**
 * An imported event's match results pass the checks a live save makes (lib/server/results/results.ts):
 * a Swiss result is a `SwissResultInput` the format's engine accepts (`validateResult`), a bye
 * has none, an elimination result is one the app stores, and its winner is the one its games (or
 * its timed-out board) give. A result that would read back as "no result" is refused with its
 * path (`matches.<i>.result…`) rather than stored.
 */
import type { EventExport } from "@/lib/schemas/event-export";
import { SwissResultInput } from "@/lib/schemas/result";
import { isRegulationError, matchOutcome, timedOutGameWinnerSeat, validateResult } from "@/lib/tournament";
import { ServiceError } from "../kernel/errors";
import { matchFormat } from "../kernel/event-format";
import { eliminationResultOf, swissResultOf } from "../kernel/stored";

type Issue = { path: (string | number)[]; message: string };

/** The engine's reason as an issue; other errors are bugs and go on up. */
function engine(path: (string | number)[], fn: () => void): Issue[] {
  try {
    fn();
    return [];
  } catch (e) {
    if (isRegulationError(e)) return [{ path, message: e.message }];
    throw e;
  }
}

/** The branch of `SwissResultInput` the value means, so that a refusal names the field inside it. */
const swissBranch = (value: unknown) => {
  const [games, split] = SwissResultInput.options;
  return value !== null && typeof value === "object" && "intentionalSplit" in value ? split : games;
};

function checkSwiss(doc: EventExport, m: EventExport["matches"][number], path: (string | number)[]): Issue[] {
  if (m.playerBId === null) return [{ path, message: "A bye stores no result (it scores the format's bye points): send null." }];
  const input = swissBranch(m.result).safeParse(m.result);
  if (!input.success) return input.error.issues.map((i) => ({ path: [...path, ...(i.path as (string | number)[])], message: i.message }));
  const format = matchFormat(doc.event, null);
  return engine([...path, "games"], () => validateResult(format, swissResultOf(m.result)!));
}

function checkElimination(doc: EventExport, m: EventExport["matches"][number], path: (string | number)[]): Issue[] {
  const stored = eliminationResultOf(m.result);
  if (!stored) return [{ path, message: 'Not an elimination result: {kind: "game", result: "A"|"B", games?, timeout?, timeLoss?} or {kind: "bye", result, resolution}.' }];
  if (stored.kind === "bye") return [];
  const format = matchFormat(doc.event, m.bracketMatch);
  if (stored.games) {
    const games = { games: stored.games, ...(stored.timeLoss ? { timeLoss: stored.timeLoss } : {}) };
    const issues = engine([...path, "games"], () => validateResult(format, swissResultOf(games)!));
    if (issues.length > 0) return issues;
    const { winner } = matchOutcome(format, swissResultOf(games)!);
    if (winner !== stored.result) return [{ path: [...path, "result"], message: `The games give the match to seat ${winner ?? "nobody"}, not ${stored.result}.` }];
  } else if (stored.timeout) {
    if (m.darkSide !== "A" && m.darkSide !== "B") return [{ path: ["matches", path[1]!, "darkSide"], message: "A timed-out game names its dark side." }];
    const side = m.darkSide;
    const issues: Issue[] = [];
    issues.push(
      ...engine([...path, "timeout"], () => {
        const winner = timedOutGameWinnerSeat(stored.timeout!, side);
        if (winner !== stored.result) issues.push({ path: [...path, "result"], message: `The timed-out board gives the game to seat ${winner}, not ${stored.result}.` });
      }),
    );
    return issues;
  }
  return [];
}

/** 400 naming each result that a live save would have refused. */
export function assertImportedResults(doc: EventExport): void {
  const issues: Issue[] = [];
  doc.matches.forEach((m, i) => {
    if (m.result === null) return;
    const path = ["matches", i, "result"];
    issues.push(...(m.bracketMatch === null ? checkSwiss(doc, m, path) : checkElimination(doc, m, path)));
  });
  if (issues.length === 0) return;
  const first = issues[0]!;
  throw new ServiceError("invalid_input", `${first.path.join(".")}: ${first.message} Nothing was imported.`, issues.slice(0, 50));
}
