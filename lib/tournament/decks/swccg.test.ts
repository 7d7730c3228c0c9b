import { describe, expect, it } from "vitest";
import { parseDeckList } from "./parse";
import { checkTeam, objectiveOf } from "./swccg";
import { deckRulesFor, deckRulesText, validateDeckList } from "./validate";

const sixty = (...extra: string[]) => [...extra, ...Array.from({ length: 60 - extra.length }, (_, i) => `1 Card ${i + 1}`)].join("\n");
const cards = (text: string) => parseDeckList(text).cards;

describe("SWCCG decks (2v2:59-69, 269)", () => {
  it("“decks of 60 cards”: 60 pass, 59 and 61 fail", () => {
    const rules = deckRulesFor("swccg");
    expect(validateDeckList(rules, sixty()).valid).toBe(true);
    expect(validateDeckList(rules, sixty().split("\n").slice(1).join("\n")).problems.map((p) => p.message)).toEqual(["59 cards; a deck has 60."]);
    expect(validateDeckList(rules, `${sixty()}\n1 More`).problems.map((p) => p.code)).toEqual(["swccg.deck-size"]);
  });

  it("teammates may not play the same objective, nor the same sleeves", () => {
    const a = { player: "D1", cards: cards(sixty("1 Hunt Down And Destroy The Jedi [objective]")), answers: { sleeves: "Clear red" } };
    const b = { player: "D2", cards: cards(sixty()), answers: { objective: "hunt down and destroy the jedi", sleeves: "clear  RED" } };
    expect(objectiveOf(a.cards)).toBe("Hunt Down And Destroy The Jedi");
    expect(checkTeam(a, b).map((p) => [p.code, p.severity])).toEqual([
      ["swccg.team-same-objective", "problem"],
      ["swccg.team-same-sleeves", "problem"],
    ]);
    const c = { player: "D2", cards: cards(sixty("1 Court Of The Vile Gangster [objective]")), answers: { sleeves: "Clear blue" } };
    expect(checkTeam(a, c)).toEqual([]);
  });

  it("a Death Star location and a Death Star II location across teammates is a warning, not a problem", () => {
    const a = { player: "D1", cards: cards(sixty("1 Death Star: Docking Bay 327 [location]")), answers: { sleeves: "red" } };
    const b = { player: "D2", cards: cards(sixty("1 Death Star II: Throne Room")), answers: { sleeves: "blue" } };
    const found = checkTeam(a, b);
    expect(found.map((p) => [p.code, p.severity])).toEqual([["swccg.team-death-stars", "warning"]]);
    expect(found[0]!.explanation).toMatch(/7\.7/);
    expect(checkTeam(b, a).map((p) => p.code)).toEqual(["swccg.team-death-stars"]);
  });

  it("sleeves not given is a warning", () => {
    expect(checkTeam({ player: "L1", cards: [] }, { player: "L2", cards: [] }).map((p) => [p.code, p.severity])).toEqual([["swccg.team-sleeves-unknown", "warning"]]);
  });
});

describe("WotC SW TCG: no automatic checks unless the organizer sets a minimum", () => {
  it("says so, and checks nothing by default", () => {
    const rules = deckRulesFor("wotc-swtcg");
    expect(deckRulesText(rules)[0]).toMatch(/No automatic checks/);
    expect(validateDeckList(rules, "1 Anakin").valid).toBe(true);
    expect(validateDeckList(deckRulesFor("wotc-swtcg", { deckSize: 60 }), "1 Anakin").problems.map((p) => p.code)).toEqual(["wotc.deck-size"]);
  });
});
