import { describe, expect, it } from "vitest";
import { deckRulesFor, validateDeckList } from "./validate";

/** `cards` plus filler up to 60 (distinct titles), so only the rule under test can fail. */
const deck = (...cards: string[]) => {
  const n = cards.reduce((s, l) => s + Number(/^(\d+)/.exec(l)![1]), 0);
  const filler = Array.from({ length: 60 - n }, (_, i) => `1 Filler ${i + 1}`);
  return [...cards, ...filler].join("\n");
};
const constructed = deckRulesFor("young-jedi");
const sealed = deckRulesFor("young-jedi", { deckKind: "limited" });
const codes = (text: string, rules = constructed) => validateDeckList(rules, text).problems.map((p) => p.code);

describe("Young Jedi deck construction (YJ:49-51): at most 5 of a title per dot, Wild Cards included", () => {
  it("5 red Qui-Gon Jinn pass", () => {
    expect(codes(deck("5 Qui-Gon Jinn [red]"))).toEqual([]);
  });

  it("5 red Qui-Gon Jinn plus a Wild Card Qui-Gon placed in red fail (subtitles ignored)", () => {
    const problems = validateDeckList(constructed, deck("5 Qui-Gon Jinn [red]", "1 Qui-Gon Jinn: Jedi Protector [wild red]")).problems;
    expect(problems.map((p) => p.code)).toEqual(["yj.title-per-dot"]);
    expect(problems[0]!.message).toBe("6 “Qui-Gon Jinn” cards in the red dot; at most 5.");
    expect(problems[0]!.explanation).toMatch(/1 of them is a Wild Card/);
  });

  it("4 red Qui-Gon Jinn plus the Wild Card pass", () => {
    expect(codes(deck("4 Qui-Gon Jinn [red]", "1 Qui-Gon Jinn: Jedi Protector [wild red]"))).toEqual([]);
  });

  it("the Trade Federation Tank deck: 5 Armored Division in red, 4 Assault Division + 1 Assault Leader (Wild) in blue pass", () => {
    const text = deck(
      "5 Trade Federation Tank: Armored Division [red]",
      "4 Trade Federation Tank: Assault Division [blue]",
      "1 Trade Federation Tank: Assault Leader [wild blue]",
      "2 Trade Federation Tank: Assault Leader [wild green]",
    );
    expect(codes(text)).toEqual([]);
    // One more tank in blue is six of the title in that colour.
    expect(codes(text.replace("4 Trade Federation Tank: Assault Division", "5 Trade Federation Tank: Assault Division").replace(/\n1 Filler 1$/m, ""))).toEqual(["yj.title-per-dot"]);
  });

  it("a Wild Card needs the colour it is placed in", () => {
    expect(codes(deck("4 Qui-Gon Jinn [red]", "1 Qui-Gon Jinn: Jedi Protector [wild]"))).toEqual(["yj.wild-colour"]);
  });

  it("cards without a dot count together: six of one title fail, different dots pass", () => {
    expect(codes(deck("6 Battle Droid"))).toEqual(["yj.title-per-dot"]);
    expect(codes(deck("3 Battle Droid [red]", "3 Battle Droid [blue]"))).toEqual([]);
  });

  it("virtual objectives are limited to one per deck (the title still follows the dot rule)", () => {
    expect(codes(deck("1 Naboo Occupied [virtual objective]"))).toEqual([]);
    expect(codes(deck("1 Naboo Occupied [virtual objective]", "1 Jedi Council Summons [objective] 1-JC-3"))).toEqual(["yj.virtual-objectives"]);
    // Virtual cards share their titles: 4 + 2 virtual is six.
    expect(codes(deck("4 Obi-Wan Kenobi [red]", "2 Obi-Wan Kenobi: Jedi Knight [red] 1-DM-12"))).toEqual(["yj.title-per-dot"]);
  });

  it("card numbers name a known set (DM, JC, BN, DF, RF, BP); others are refused", () => {
    expect(codes(deck("1 Mace Windu 1-JC-42", "1 Podracer 1-BP-9", "1 Gungan 1-BN-1", "1 Duel 1-DF-2", "1 Reflect 1-RF-5"))).toEqual([]);
    const problems = validateDeckList(constructed, deck("1 Mace Windu 1-XX-42")).problems;
    expect(problems.map((p) => [p.code, p.line])).toEqual([["yj.unknown-set", 1]]);
  });

  it("sealed: no virtual cards, no “Uh-Oh!”", () => {
    const text = deck("1 Mace Windu 1-JC-42", "1 Uh-Oh!", "1 Qui-Gon Jinn [virtual]");
    expect(codes(text)).toEqual([]);
    expect(codes(text, sealed)).toEqual(["yj.virtual-in-sealed", "yj.uh-oh-in-sealed", "yj.virtual-in-sealed"]);
  });

  it("the deck size is the event's setting, 60 by default", () => {
    expect(codes("5 Qui-Gon Jinn [red]")).toEqual(["yj.deck-size"]);
    expect(codes("5 Qui-Gon Jinn [red]", deckRulesFor("young-jedi", { deckSize: 5 }))).toEqual([]);
    const problem = validateDeckList(constructed, "5 Qui-Gon Jinn [red]").problems[0]!;
    expect(problem.explanation).toMatch(/do not give a deck size.*60, the default/);
  });
});
