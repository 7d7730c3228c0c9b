import { describe, expect, it } from "vitest";
import { parseDeckList } from "./parse";
import { validateSwgDeck } from "./swg";
import { deckRulesFor, validateDeckList } from "./validate";

const GENERIC = Array.from({ length: 12 }, (_, i) => `4 Generic Card ${i + 1}`);
/** A legal Jedi deck: one avatar, quests 2/4/5/6, 52 cards (4 Jedi + 48 generic). */
const legal = (over: { avatar?: string[]; quests?: string[]; deck?: string[] } = {}) =>
  [
    "Avatar:",
    ...(over.avatar ?? ["1 Jedi Guardian [Jedi]"]),
    "Quests:",
    ...(over.quests ?? ["1 Training Grounds [2]", "1 Seek the Holocron [quest 4, Jedi]", "1 Defend the Outpost [level 5]", "1 Final Stand [L6]"]),
    "Deck:",
    ...(over.deck ?? ["4 Lightsaber Strike [Jedi]", ...GENERIC]),
  ].join("\n");

const rules = deckRulesFor("swg-tcg");
const codes = (text: string, answers = {}) => validateDeckList(rules, text, answers).problems.map((p) => p.code);

describe("SWG TCG deck building (SWG:1767-1781)", () => {
  it("a Jedi avatar, one quest of each level 2, 4, 5, 6 and 52 matching or generic cards is valid", () => {
    const checked = validateDeckList(rules, legal());
    expect(checked.problems).toEqual([]);
    expect(checked.valid).toBe(true);
  });

  it("“Choose one avatar card”: none, or two, is a problem", () => {
    expect(codes(legal({ avatar: [] }))).toEqual(["swg.avatar-count"]);
    expect(codes(legal({ avatar: ["1 Jedi Guardian [Jedi]", "1 Sith Lord [Sith]"] }))).toEqual(["swg.avatar-count"]);
    expect(codes(legal({ avatar: ["2 Jedi Guardian [Jedi]"] }))).toEqual(["swg.avatar-count"]);
  });

  it("the avatar's archetype comes from the list or the form", () => {
    const bare = legal({ avatar: ["1 Jedi Guardian"] });
    expect(codes(bare)).toEqual(["swg.avatar-archetype"]);
    expect(codes(bare, { avatarArchetype: "jedi" })).toEqual([]);
  });

  it("four quests, one of each level 2, 4, 5 and 6", () => {
    expect(codes(legal({ quests: ["1 A [2]", "1 B [4]", "1 C [5]"] }))).toEqual(["swg.quest-count", "swg.quest-level-missing"]);
    expect(codes(legal({ quests: ["1 A [2]", "1 B [4]", "1 C [4]", "1 D [6]"] }))).toEqual(["swg.quest-level-repeated", "swg.quest-level-missing"]);
    expect(codes(legal({ quests: ["1 A [2]", "1 B [3]", "1 C [5]", "1 D [6]"] }))).toEqual(["swg.quest-level", "swg.quest-level-missing"]);
    expect(codes(legal({ quests: ["1 A [2]", "1 B", "1 C [5]", "1 D [6]"] }))).toEqual(["swg.quest-level", "swg.quest-level-missing"]);
  });

  it("at least 50 cards in the deck; the avatar and the quests do not count", () => {
    const fortyEight = ["4 Lightsaber Strike [Jedi]", ...GENERIC.slice(0, 11)];
    const problems = validateDeckList(rules, legal({ deck: fortyEight })).problems;
    expect(problems.map((p) => p.code)).toEqual(["swg.deck-size"]);
    expect(problems[0]!.message).toBe("48 cards in the deck; at least 50 are needed.");
    expect(codes(legal({ deck: [...fortyEight, "2 Extra"] }))).toEqual([]);
  });

  it("no more than four copies of a title, lines of one title adding up (trailing qualifiers ignored)", () => {
    const problems = validateDeckList(rules, legal({ deck: [...GENERIC, "3 Lightsaber Strike [Jedi]", "2 lightsaber  strike (promo) [Jedi]"] })).problems;
    expect(problems.map((p) => p.code)).toEqual(["swg.copies"]);
    expect(problems[0]!.line).toBe(21);
    expect(problems[0]!.message).toMatch(/5 copies of “Lightsaber Strike”; at most 4/);
  });

  it("no avatar or quest card in the deck", () => {
    expect(codes(legal({ deck: [...GENERIC, "4 Lightsaber Strike [Jedi]", "1 Sith Lord [avatar, Sith]"] }))).toEqual(["swg.avatar-in-deck"]);
    expect(codes(legal({ deck: [...GENERIC, "4 Lightsaber Strike [Jedi]", "1 Patrol [quest 2]"] }))).toEqual(["swg.quest-in-deck"]);
  });

  it("archetype cards must match the avatar's; generic cards are always allowed", () => {
    const problems = validateDeckList(rules, legal({ deck: [...GENERIC, "2 Force Choke [Sith]", "2 Imperial Officer [Imperial]", "4 Medic [generic]"] })).problems;
    expect(problems.map((p) => [p.code, p.card])).toEqual([
      ["swg.archetype", "Force Choke"],
      ["swg.archetype", "Imperial Officer"],
    ]);
    expect(problems[0]!.explanation).toMatch(/Generic cards don't have an archetype/);
    expect(codes(legal({ quests: ["1 A [2]", "1 B [4, Rebel]", "1 C [5]", "1 D [6]"] }))).toEqual(["swg.archetype"]);
  });

  it("every problem carries a plain-language explanation; unreadable lines are problems too", () => {
    const checked = validateDeckList(rules, `${legal()}\nthree Jawas`);
    expect(checked.valid).toBe(false);
    expect(checked.problems).toEqual([expect.objectContaining({ code: "list.unreadable-line", line: 22, severity: "problem" })]);
    for (const p of validateSwgDeck(parseDeckList("").cards)) expect(p.explanation.length).toBeGreaterThan(40);
  });
});
