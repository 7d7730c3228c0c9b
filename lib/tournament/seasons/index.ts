/** Seasons, leagues, circuits and the SWG Sprint: rules as data, periods, standings, awards. */
export * from "./types";
export * from "./calendar";
export * from "./standings";
export * from "./awards";
export * from "./presets";
