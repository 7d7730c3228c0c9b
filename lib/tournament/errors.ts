/**
 * The one error type of the regulation engine. Every rule violation the engine detects
 * (an impossible structure, missing results, an illegal rejoin, …) is thrown or returned
 * as a `RegulationError` with a stable machine-readable `code` (e.g. `"STRUCTURE_OUT_OF_RANGE"`,
 * `"MISSING_RESULTS"`), a human-readable `message` a judge can read, and optional plain-data
 * `details` for the caller (e.g. the list of tables missing a result).
 */
export class RegulationError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = "RegulationError";
  }
}

/** True when `e` is a `RegulationError`, optionally with the given code. */
export function isRegulationError(e: unknown, code?: string): e is RegulationError {
  return e instanceof RegulationError && (code === undefined || e.code === code);
}
