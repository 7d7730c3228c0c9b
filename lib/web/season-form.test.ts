import { describe, expect, it } from "vitest";
import { SeasonCreateInput } from "@/lib/schemas/season";
import { CIRCUIT_RULES, SWG_SPRINT_RULES } from "@/lib/tournament/seasons/presets";
import { rulesFromForm, rulesToForm, seasonFromForm } from "./season-form";

describe("the season form", () => {
  it("round-trips a preset's rules through the fields", () => {
    for (const r of [SWG_SPRINT_RULES, CIRCUIT_RULES]) expect(rulesFromForm(rulesToForm(r))).toEqual(r);
  });

  it("reads dates as whole days in the season's zone (the end day included) and passes bad lists on to be refused", () => {
    const body = seasonFromForm({ name: "Spring League", game: "swccg", preset: "store-league", schedule: "dates", startsAt: "2026-03-01", endsAt: "2026-05-31", timeZone: "Europe/Berlin", ...rulesToForm(CIRCUIT_RULES) });
    expect(body).toMatchObject({ startsAt: "2026-02-28T23:00:00.000Z", endsAt: "2026-05-31T22:00:00.000Z" });
    expect(SeasonCreateInput.safeParse(body).success).toBe(true);
    const bad = SeasonCreateInput.safeParse(seasonFromForm({ name: "X", game: "swccg", schedule: "monthly-weekdays", levels: "silver thirty" }));
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0]!.path).toEqual(["rules", "levels"]);
  });
});
