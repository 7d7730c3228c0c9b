/**
 * Public API of the elimination stage: the progression cut, the double elimination
 * brackets, deck choice, games decided on time, and round times / the round timer.
 * `lib/tournament/index.ts` re-exports all of it (`export * from "./elimination"`).
 */
export * from "../cut";
export * from "../round-time";
export * from "./bracket";
export * from "./deck-choice";
export * from "./timeout";
export * from "./single";
export * from "./reasons";
export * from "./verify";
