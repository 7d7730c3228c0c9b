/** Match formats and event presets (see `types.ts`, `match.ts`, `presets/`). */
export * from "./types";
export * from "./match";
export * from "./presets";
export * from "./match-clock";
export * from "./words";
export * from "./game-time";
