import { describe, expect, it } from "vitest";
import { parseDeckList, titleKey } from "./parse";

describe("parseDeckList: common export formats", () => {
  it("reads quantity-first, x-forms, trailing quantities and bullets", () => {
    const { cards, errors } = parseDeckList(["4 Luke Skywalker", "3x Han Solo", "2 x Leia", "x1 Chewbacca", "Obi-Wan Kenobi x4", "Yoda X 2", "- 1 R2-D2", "* 2 C-3PO"].join("\n"));
    expect(errors).toEqual([]);
    expect(cards.map((c) => [c.quantity, c.name, c.line])).toEqual([
      [4, "Luke Skywalker", 1],
      [3, "Han Solo", 2],
      [2, "Leia", 3],
      [1, "Chewbacca", 4],
      [4, "Obi-Wan Kenobi", 5],
      [2, "Yoda", 6],
      [1, "R2-D2", 7],
      [2, "C-3PO", 8],
    ]);
  });

  it("keeps a parenthesised qualifier in the name, drops a trailing set code and collector number", () => {
    const { cards } = parseDeckList("1 Luke (Jedi)\n4 Lightsaber Throw (SWG) 112\n2 Blaster Rifle (RotS)");
    expect(cards.map((c) => c.name)).toEqual(["Luke (Jedi)", "Lightsaber Throw", "Blaster Rifle (RotS)"]);
    expect(titleKey("Luke (Jedi)")).toBe("luke");
  });

  it("skips blank lines and comments, reads section headers in many shapes", () => {
    const text = ["# my deck", "", "// by Kyle", "Avatar:", "1 Jedi Guardian [Jedi]", "", "## Quests (4)", "1 Training [2]", "Deck - 52", "4 Strike", "Units:", "2 Trooper"].join("\n");
    const { cards, errors } = parseDeckList(text);
    expect(errors).toEqual([]);
    expect(cards.map((c) => [c.name, c.section, c.attributes?.type, c.line])).toEqual([
      ["Jedi Guardian", "avatar", "avatar", 5],
      ["Training", "quests", "quest", 8],
      ["Strike", "deck", undefined, 10],
      ["Trooper", "units", "unit", 12],
    ]);
    expect(cards[1]!.attributes?.level).toBe(2);
  });

  it("reads a header with its card on the same line (quantity optional there)", () => {
    const { cards, errors } = parseDeckList("Avatar: Jedi Guardian [Jedi]\nQuests: 1 Training [quest 2]");
    expect(errors).toEqual([]);
    expect(cards.map((c) => [c.quantity, c.name, c.attributes])).toEqual([
      [1, "Jedi Guardian", { type: "avatar", archetype: "jedi" }],
      [1, "Training", { type: "quest", level: 2 }],
    ]);
  });

  it("reads the inline attributes", () => {
    const { cards, errors } = parseDeckList(
      ["1 Jedi Guardian [avatar, Jedi]", "1 Hunt [quest 4] [Sith]", "1 Hold [level 5, generic]", "1 Strike [L6 quest]", "5 Qui-Gon Jinn [red]", "1 Qui-Gon Jinn: Jedi Protector [wild red]", "1 Objective X [virtual objective]", "1 Tie [type: starship]", "2 Pod [JC]"].join("\n"),
    );
    expect(errors).toEqual([]);
    expect(cards.map((c) => c.attributes)).toEqual([
      { type: "avatar", archetype: "jedi" },
      { type: "quest", archetype: "sith", level: 4 },
      { level: 5 },
      { type: "quest", level: 6 },
      { dot: "red" },
      { dot: "red", wild: true },
      { type: "objective", virtual: true },
      { type: "starship" },
      undefined,
    ]);
    expect(cards[5]!.name).toBe("Qui-Gon Jinn: Jedi Protector");
  });

  it("parses Young Jedi card numbers such as 1-JC-42 (a virtual card), in brackets or on the line", () => {
    const { cards } = parseDeckList("1 Mace Windu 1-JC-42\n1 Darth Maul [1-dm-7]\n1 Thing 1-ZZ-3");
    expect(cards.map((c) => c.attributes?.cardNumber)).toEqual([
      { text: "1-JC-42", virtualSet: 1, set: "JC", number: 42 },
      { text: "1-DM-7", virtualSet: 1, set: "DM", number: 7 },
      { text: "1-ZZ-3", virtualSet: 1, set: "ZZ", number: 3 },
    ]);
    expect(cards.every((c) => c.attributes?.virtual)).toBe(true);
    expect(cards[0]!.name).toBe("Mace Windu");
  });

  it("reports each unreadable line with its number and reads the rest", () => {
    const { cards, errors } = parseDeckList(["4 Luke", "Han Solo", "0 Leia", "100 Yoda", "2 Vader [avtar]", "3 Tarkin [Sith", "2 Boba [5]", "4", "1 Palpatine"].join("\n"));
    expect(cards.map((c) => c.name)).toEqual(["Luke", "Palpatine"]);
    expect(errors.map((e) => e.line)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(errors[0]!.message).toMatch(/No quantity/);
    expect(errors[1]!.message).toMatch(/between 1 and 99/);
    expect(errors[3]!.message).toMatch(/Unknown attribute “avtar”/);
    expect(errors[4]!.message).toMatch(/square brackets/);
    expect(errors[5]!.message).toMatch(/quest level/);
    expect(errors[6]!.message).toMatch(/No quantity|No card name/);
  });

  it("accepts Windows line endings and an empty list", () => {
    expect(parseDeckList("4 Luke\r\n2 Han\r\n").cards).toHaveLength(2);
    expect(parseDeckList("")).toEqual({ cards: [], errors: [] });
  });
});
