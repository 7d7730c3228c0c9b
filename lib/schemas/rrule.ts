/**
 * The `rrule` package's RRule, however it is loaded: its ESM build (bundlers, Vitest) exports it
 * by name; its UMD main, which plain Node loads (tsx scripts), only inside the default export.
 */
import * as rrule from "rrule";

export const RRule: typeof rrule.RRule = "RRule" in rrule && rrule.RRule ? rrule.RRule : (rrule as unknown as { default: typeof rrule }).default.RRule;
