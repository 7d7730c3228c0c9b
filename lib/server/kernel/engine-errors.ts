/** Engine errors as service errors: a refused result is 400, a state that forbids the step 409. */
import { isRegulationError, type MissingResult } from "@/lib/tournament";
import { ServiceError } from "./errors";

/** "Results missing at tables 3, 7" (elimination: with the bracket match numbers). */
export function missingMessage(missing: readonly { table: number | null; bracketMatch?: number | null }[]): string {
  const tables = [...new Set(missing.map((m) => m.table).filter((t): t is number => t !== null))].sort((a, b) => a - b);
  const bracket = missing.map((m) => m.bracketMatch).filter((b): b is number => typeof b === "number");
  const where = tables.length === 1 ? `table ${tables[0]}` : `tables ${tables.join(", ")}`;
  return `Results missing at ${where}${bracket.length ? ` (${bracket.map((b) => `M${b}`).join(", ")})` : ""}.`;
}

export function missingConflict(missing: readonly (MissingResult | { table: number | null; bracketMatch: number | null })[]): ServiceError {
  return new ServiceError(
    "conflict",
    missingMessage(missing),
    missing.map((m) => ({ path: ["tables"], message: `No result at table ${m.table ?? "?"}.`, code: "missing_result" })),
  );
}

/** Engine errors that are about the caller's input (400) rather than the event's state (409). */
const INPUT_ERRORS = /^(TIMEOUT_|ROUND_TIME_INVALID_MINUTES|INVALID_RESULT|INVALID_PIN|DECK_CHOICE_INVALID$|INVALID_SWAP$|INVALID_RESEAT$)/;

/** Calls the engine; a `RegulationError` becomes a 400 or 409 `ServiceError` with its message. */
export function fromEngine<T>(fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    if (isRegulationError(e)) {
      const input = INPUT_ERRORS.test(e.code);
      // A refused result names its field (the engine says which: games, or timeLoss).
      const field = (e.details as { field?: unknown } | undefined)?.field;
      const path = e.code === "INVALID_RESULT" ? [typeof field === "string" ? field : "games"] : e.code === "INVALID_RESEAT" && typeof field === "string" ? [field] : [];
      throw new ServiceError(input ? "invalid_input" : "conflict", e.message, [{ path, message: e.message, code: e.code }]);
    }
    throw e;
  }
}
