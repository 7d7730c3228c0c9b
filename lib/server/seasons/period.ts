/** Which period of a season a read asks for. */
import { currentPeriod, monthlyPeriod, parsePeriodKey, type SeasonPeriod } from "@/lib/tournament/seasons";
import { invalidField } from "../kernel/errors";
import { scheduleOf, type LoadedSeason } from "./season-row";

/** The period asked for ("2026-10"; "season" for fixed dates), or the current one at `now`. */
export function periodFor(season: LoadedSeason, key: string | null, now: Date): SeasonPeriod {
  const schedule = scheduleOf(season);
  if (key === null || key === "") return currentPeriod(schedule, now, season.timeZone);
  if (schedule.kind === "dates") {
    if (key !== "season") throw invalidField("period", 'A season with dates has one period: "season".');
    return { key, startsAt: schedule.startsAt, endsAt: schedule.endsAt };
  }
  const ym = parsePeriodKey(key);
  if (!ym || ym.year < 2000 || ym.year > 2200) throw invalidField("period", "A period is a month: YYYY-MM.");
  return monthlyPeriod(ym.year, ym.month, season.timeZone);
}
