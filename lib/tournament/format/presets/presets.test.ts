import { describe, expect, it } from "vitest";
import {
  DEFAULT_PRESET,
  eventPlan,
  gameDecks,
  isPresetId,
  PRESET_CARDS,
  PRESET_IDS,
  PRESET_OPTION_FIELDS,
  presetCard,
  presetDefaultStyle,
  presetPointDefaults,
  presetReads,
  presetRequires,
  presetTraits,
  SWCCG_2V2_POINTS,
  type FormInput,
  type OptionKey,
} from "./index";

// Form inputs that set an option (swissRounds is the event's own field).
const OPTION_INPUTS: readonly FormInput[] = ["game", "style", "deckKind", "gameMinutes", "deckSize", "buildMinutes", "thirdPlace"];

describe("the preset families", () => {
  it("declare the preset ids in the API's order, FFG first and the default", () => {
    expect(PRESET_IDS).toEqual(["ffg-swtcg", "swg-swiss", "swg-swiss-top8", "swg-single-elimination", "generic-swiss", "generic-single-elimination", "swccg-2v2"]);
    expect(DEFAULT_PRESET).toBe("ffg-swtcg");
    expect(isPresetId("swg-swiss")).toBe(true);
    expect(isPresetId("chess")).toBe(false);
    expect(PRESET_CARDS.map((c) => c.value)).toEqual([...PRESET_IDS]);
  });

  it.each(PRESET_IDS)("%s: reads declared options, asks the form only for what it reads, plans with its defaults", (id) => {
    const reads = presetReads(id);
    for (const key of reads) expect(Object.keys(PRESET_OPTION_FIELDS)).toContain(key);
    for (const { key } of presetRequires(id)) expect(reads).toContain(key);
    const card = presetCard(id);
    for (const input of card.inputs) if (OPTION_INPUTS.includes(input)) expect(reads).toContain(input as OptionKey);
    const plan = eventPlan(id, { game: presetRequires(id).length ? "swccg" : undefined });
    expect(plan.stages.length).toBeGreaterThan(0);
    // Swiss rounds are asked only where the first stage is a Swiss.
    if (card.inputs.includes("swissRounds")) expect(plan.stages[0]!.kind).toBe("swiss");
    const games = plan.stages[0]!.format.games;
    if (games.kind === "best-of") expect(games.count).toBe({ single: 1, bo3: 3, bo5: 5 }[presetDefaultStyle(id)]);
  });

  it("traits: FFG alone takes structures and tiers, enters results with sides and lists objective sets", () => {
    for (const id of PRESET_IDS) {
      const ffg = id === "ffg-swtcg";
      expect(presetTraits(id)).toEqual({
        structures: ffg,
        resultEntry: ffg ? "sides" : "games",
        decks: ffg ? "objective-sets" : "card-list",
        headerDescriptor: !ffg,
      });
    }
    // Stored events with an unknown preset read as the default.
    expect(presetTraits("unknown")).toEqual(presetTraits(DEFAULT_PRESET));
    expect(gameDecks("ffg-swtcg")).toBe("objective-sets");
    expect(gameDecks("swg-tcg")).toBe("card-list");
    expect(gameDecks("young-jedi")).toBe("card-list");
  });

  it("the organizer's points tables start from the family's defaults", () => {
    expect(presetPointDefaults("ffg-swtcg")).toBeNull();
    expect(presetPointDefaults("swg-swiss")).toBeNull();
    expect(presetPointDefaults("swccg-2v2")).toEqual(SWCCG_2V2_POINTS);
    expect(presetPointDefaults("generic-swiss", { game: "swccg" })).toMatchObject({ win: 3, draw: 1, loss: 0, modifiedWin: 2, modifiedLoss: 1, bye: 3 });
    expect(presetPointDefaults("generic-swiss", { game: "young-jedi" })).toMatchObject({ modifiedWin: 3, modifiedLoss: 0 });
  });
});
