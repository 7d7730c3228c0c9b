/**
 * The season form's fields ↔ the API's body. Lists are typed as text: places "50, 40, 32",
 * tiers "store 1, regional 2", levels "silver 30, bronze 15", groups "side 1". What does not
 * read is passed on as typed, so the schema refuses it with the field's name.
 */
import type { SeasonRules } from "@/lib/tournament/seasons/types";
import { wallClockInZone } from "./zone-time";

export type SeasonFormValues = Record<string, string>;

const num = (v: string | undefined): number | string | null => {
  const t = (v ?? "").trim();
  if (t === "") return null;
  return /^-?\d+$/.test(t) ? Number(t) : t;
};

/** "store 1, regional 2" → {store: 1, regional: 2}; a pair that does not read stays text (refused). */
function pairs(v: string | undefined): Record<string, number | string> | string {
  const out: Record<string, number | string> = {};
  for (const part of (v ?? "").split(",").map((p) => p.trim()).filter(Boolean)) {
    const m = /^(.+?)\s+(-?\d+)$/.exec(part);
    if (!m) return part;
    out[m[1]!.trim().toLowerCase()] = Number(m[2]);
  }
  return out;
}

export function rulesFromForm(v: SeasonFormValues): Record<string, unknown> {
  const levels = pairs(v.levels);
  return {
    participation: num(v.participation) ?? 0,
    perMatch: { win: num(v.win) ?? 0, draw: num(v.draw) ?? 0, loss: num(v.loss) ?? 0, bye: num(v.bye) ?? 0 },
    placePoints: (v.placePoints ?? "").split(",").map((p) => p.trim()).filter(Boolean).map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
    tierMultipliers: pairs(v.tierMultipliers),
    minEntrants: num(v.minEntrants) ?? 0,
    bestN: num(v.bestN),
    bestNPerGroup: pairs(v.bestNPerGroup),
    weekdaysOnly: v.weekdaysOnly === "on",
    leaderAward: (v.leaderAward ?? "").trim().toLowerCase() || null,
    levels: typeof levels === "string" ? levels : Object.entries(levels).map(([kind, points]) => ({ kind, points })),
    finalInvites: num(v.finalInvites),
  };
}

/** The form's values of stored rules (for editing, and for a preset's defaults). */
export function rulesToForm(r: SeasonRules): SeasonFormValues {
  const list = (o: Record<string, number>) => Object.entries(o).map(([k, n]) => `${k} ${n}`).join(", ");
  return {
    participation: String(r.participation),
    win: String(r.perMatch.win),
    draw: String(r.perMatch.draw),
    loss: String(r.perMatch.loss),
    bye: String(r.perMatch.bye),
    placePoints: r.placePoints.join(", "),
    tierMultipliers: list(r.tierMultipliers),
    minEntrants: String(r.minEntrants),
    bestN: r.bestN === null ? "" : String(r.bestN),
    bestNPerGroup: list(r.bestNPerGroup),
    weekdaysOnly: r.weekdaysOnly ? "on" : "",
    leaderAward: r.leaderAward ?? "",
    levels: r.levels.map((l) => `${l.kind} ${l.points}`).join(", "),
    finalInvites: r.finalInvites === null ? "" : String(r.finalInvites),
  };
}

/** The whole body: a date ("2026-09-01") is the start of that day in the season's zone; the end date's day is included. */
export function seasonFromForm(v: SeasonFormValues): Record<string, unknown> {
  const zone = v.timeZone || "UTC";
  const day = (d: string | undefined, plus = 0) => {
    if (!d || !/^\d{4}-\d{2}-\d{2}$/.test(d)) return d ? d : null;
    const [y, m, dd] = d.split("-").map(Number);
    try {
      return wallClockInZone(zone, y!, m!, dd! + plus).toISOString();
    } catch {
      return d; // a zone the schema will refuse by name
    }
  };
  return {
    name: v.name ?? "",
    ...(v.game ? { game: v.game } : {}),
    ...(v.preset ? { preset: v.preset } : {}),
    schedule: v.schedule || "dates",
    startsAt: v.schedule === "monthly-weekdays" ? null : day(v.startsAt),
    endsAt: v.schedule === "monthly-weekdays" ? null : day(v.endsAt, 1),
    timeZone: zone,
    counts: v.counts || "attached",
    rules: rulesFromForm(v),
  };
}
