import { expect } from "vitest";
import { isRegulationError } from "./errors";

/** Asserts that `fn` refuses with a RegulationError of this code (test helper). */
export function expectCode(fn: () => unknown, code: string): void {
  try {
    fn();
  } catch (e) {
    expect(isRegulationError(e, code), String(e)).toBe(true);
    return;
  }
  throw new Error(`expected RegulationError ${code}`);
}
