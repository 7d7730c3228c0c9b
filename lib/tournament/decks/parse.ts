/**
 * Reading a pasted deck list. One card per line, in the forms deck builders export:
 *
 *   4 Luke Skywalker        4x Luke Skywalker       x4 Luke Skywalker
 *   Luke Skywalker x4       - 4 Luke Skywalker      1 Luke (Jedi)
 *   4 Lightning Strike (SWG) 12        (a trailing "(SET)" code and collector number are dropped)
 *
 * Blank lines are skipped; "// …" and "# …" lines are comments, except "# Quests"-style
 * headers. A section header ("Avatar:", "Quests", "Quests (4)", "## Deck", "Units:") names the
 * section of the lines after it; "Avatar: 1 Luke Skywalker [Jedi]" is a header with its card.
 * Sections named after a card type give their cards that type (Avatar → avatar, Quests → quest,
 * Objectives → objective, Locations → location, Units → unit, …).
 *
 * Attributes the validators need are written in square brackets anywhere on the line,
 * separated by spaces or commas (case does not matter):
 *
 *   [avatar, Jedi]   type and archetype (jedi, rebel, imperial, sith; [generic] or nothing = generic)
 *   [quest 4]        a quest of level 4 (also [level 4], [L4], or a bare [4] under "Quests")
 *   [red]            Young Jedi deck-construction dot (also [dot red]); colours: red, blue,
 *                    green, yellow, orange, purple, black, white
 *   [wild red]       a Wild Card assigned to the red dot
 *   [virtual]        a virtual card; a card number such as 1-JC-42 (anywhere on the line) also
 *                    marks one: virtual set 1, Jedi Council card 42
 *   [objective], [location], [unit], [ability], [item], [tactic], [character], … a card type;
 *                    any other type as [type: starship]
 *   [JC]             a set code (two to five capitals) is accepted and ignored
 *
 * Anything else in brackets, a line without a quantity, or a quantity outside 1-99 is reported
 * with its line number; the rest of the list is still read.
 */
import { ARCHETYPES, DOT_COLOURS, type Archetype, type CardAttributes, type CardNumber, type DeckCard, type DotColour, type LineError, type ParsedDeck } from "./types";

/** Card types the parser knows by name; others are written [type: …]. */
export const CARD_TYPES = [
  "avatar",
  "quest",
  "unit",
  "ability",
  "item",
  "tactic",
  "objective",
  "location",
  "character",
  "weapon",
  "effect",
  "interrupt",
  "starship",
  "vehicle",
  "battle",
  "mission",
  "space",
  "ground",
] as const;

/** Section words → the card type they imply (null: a section of mixed cards). */
const SECTIONS: Record<string, string | null> = {
  avatar: "avatar",
  avatars: "avatar",
  quest: "quest",
  quests: "quest",
  "quest pile": "quest",
  objective: "objective",
  objectives: "objective",
  location: "location",
  locations: "location",
  unit: "unit",
  units: "unit",
  ability: "ability",
  abilities: "ability",
  item: "item",
  items: "item",
  tactic: "tactic",
  tactics: "tactic",
  character: "character",
  characters: "character",
  weapon: "weapon",
  weapons: "weapon",
  effect: "effect",
  effects: "effect",
  interrupt: "interrupt",
  interrupts: "interrupt",
  starship: "starship",
  starships: "starship",
  vehicle: "vehicle",
  vehicles: "vehicle",
  battle: "battle",
  battles: "battle",
  "battle cards": "battle",
  deck: null,
  "main deck": null,
  main: null,
  "play deck": null,
  cards: null,
  "wild cards": null,
  sideboard: null,
  "starting cards": null,
};

export const MAX_QUANTITY = 99;
export const MAX_LINES = 1000;

const YJ_NUMBER = /\b(\d{1,2})-([A-Za-z]{2,3})-(\d{1,4})\b/;
const BULLET = /^(?:[-*•]\s+)/;

/** A title as the copy limits count it: case, spacing, quotes and a trailing "(…)" ignored. */
export function titleKey(name: string): string {
  return name
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s*\([^()]*\)\s*$/, "")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}

function sectionOf(raw: string): { section: string; rest: string } | null {
  let s = raw.trim();
  const hashed = s.startsWith("#");
  s = s.replace(/^[#=]+\s*/, "").replace(/\s*=+$/, "");
  // "Quests: 1 Jedi Training [quest 2]" — a header with its card.
  const inline = /^([A-Za-z][A-Za-z ]*?)\s*:\s*(.+)$/.exec(s);
  if (inline && Object.hasOwn(SECTIONS, inline[1]!.toLowerCase())) return { section: inline[1]!.toLowerCase(), rest: inline[2]! };
  const bare = s
    .replace(/:\s*$/, "")
    .replace(/\s*[([]\s*\d+\s*[)\]]\s*$/, "")
    .replace(/\s+[-–]\s*\d+\s*$/, "")
    .trim();
  const word = bare.toLowerCase();
  if (Object.hasOwn(SECTIONS, word)) return { section: word, rest: "" };
  if (/:\s*$/.test(s) && !/^\d/.test(s) && bare !== "") return { section: word, rest: "" };
  if (hashed) return { section: "", rest: "" };
  return null;
}

interface Attrs {
  type?: string;
  archetype?: Archetype;
  level?: number;
  dot?: DotColour;
  wild?: boolean;
  virtual?: boolean;
  cardNumber?: CardNumber;
  generic?: boolean;
}

function cardNumberOf(m: RegExpExecArray): CardNumber {
  return { text: `${m[1]}-${m[2]!.toUpperCase()}-${m[3]}`, virtualSet: Number(m[1]), set: m[2]!.toUpperCase(), number: Number(m[3]) };
}

/** Reads the tokens of one [ … ] group into `attrs`; returns an error message or null. */
function readAttributes(group: string, attrs: Attrs, sectionType: string | null): string | null {
  const typed = /^\s*type\s*:\s*([A-Za-z][A-Za-z -]*)\s*$/i.exec(group);
  if (typed) {
    attrs.type = typed[1]!.trim().toLowerCase();
    return null;
  }
  const tokens = group.split(/[\s,;]+/).filter((t) => t !== "");
  let bare: string | null = null;
  for (let i = 0; i < tokens.length; i++) {
    const raw = tokens[i]!;
    const t = raw.toLowerCase();
    const num = YJ_NUMBER.exec(raw);
    if (num && num[0] === raw) {
      attrs.cardNumber = cardNumberOf(num);
      attrs.virtual = true;
    } else if ((ARCHETYPES as readonly string[]).includes(t)) attrs.archetype = t as Archetype;
    else if (t === "generic") attrs.generic = true;
    else if ((DOT_COLOURS as readonly string[]).includes(t)) attrs.dot = t as DotColour;
    else if (t === "dot") continue;
    else if (t === "wild" || t === "wildcard") attrs.wild = true;
    else if (t === "virtual") attrs.virtual = true;
    else if (t === "level" || t === "lvl") {
      const next = tokens[i + 1];
      if (!next || !/^\d{1,2}$/.test(next)) return `“${raw}” needs a number after it, e.g. [quest 4] or [level 4].`;
      attrs.level = Number(next);
      i++;
    } else if (/^l\d{1,2}$/.test(t)) attrs.level = Number(t.slice(1));
    else if (/^\d{1,2}$/.test(t)) bare = raw;
    else if ((CARD_TYPES as readonly string[]).includes(t)) attrs.type = t;
    else if (/^[A-Z0-9]{2,5}$/.test(raw)) continue; // a set code
    else return `Unknown attribute “${raw}”. Known: a card type (avatar, quest, unit, ability, item, tactic, objective, location, …), an archetype (Jedi, Rebel, Imperial, Sith, generic), a quest level ([quest 4]), a dot colour ([red]), wild, virtual, a card number (1-JC-42).`;
  }
  if (bare !== null) {
    if (attrs.type !== "quest" && sectionType !== "quest") return `A bare number (“${bare}”) is a quest level: write it as [quest ${bare}].`;
    attrs.level = Number(bare);
  }
  return null;
}

function parseCardText(text: string, line: number, section: string | undefined, quantityOptional: boolean): DeckCard | LineError {
  const sectionType = section ? (SECTIONS[section] ?? null) : null;
  const attrs: Attrs = {};
  let rest = text;
  for (const m of text.matchAll(/\[([^\]]*)\]/g)) {
    const err = readAttributes(m[1]!, attrs, sectionType);
    if (err) return { line, text, message: err };
  }
  rest = rest.replace(/\[[^\]]*\]/g, " ");
  if (/[[\]]/.test(rest)) return { line, text, message: "A “[” without its “]” (or the other way round): attributes are written in square brackets, e.g. [avatar, Jedi]." };
  const num = YJ_NUMBER.exec(rest);
  if (num) {
    attrs.cardNumber = cardNumberOf(num);
    attrs.virtual = true;
    rest = rest.replace(num[0], " ");
  }
  rest = rest.replace(BULLET, "").replace(/\s+/g, " ").trim();
  let quantity: number | null = null;
  let name = rest;
  const lead = /^[xX×]?(\d+)\s*[xX×]?\s+(.+)$/.exec(rest);
  const trail = /^(.+?)\s+[xX×]\s*(\d+)$/.exec(rest);
  if (lead) {
    quantity = Number(lead[1]);
    name = lead[2]!;
  } else if (trail) {
    quantity = Number(trail[2]);
    name = trail[1]!;
  } else if (quantityOptional) quantity = 1;
  if (quantity === null) return { line, text, message: "No quantity: write the number of copies first, e.g. “4 Luke Skywalker” (or “Luke Skywalker x4”)." };
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY) return { line, text, message: `The quantity must be between 1 and ${MAX_QUANTITY}.` };
  // A trailing "(SET) 123" as exported by deck builders.
  name = name.replace(/\s+\([A-Z0-9]{2,5}\)(?:\s+\d+[a-z]?)?$/, "").replace(/^[-–:]\s*/, "").trim();
  if (name === "" || !/[\p{L}\p{N}]/u.test(name)) return { line, text, message: "No card name after the quantity." };
  const type = attrs.type ?? sectionType ?? undefined;
  const attributes: CardAttributes = {
    ...(type ? { type } : {}),
    ...(attrs.archetype && !attrs.generic ? { archetype: attrs.archetype } : {}),
    ...(attrs.level !== undefined ? { level: attrs.level } : {}),
    ...(attrs.dot ? { dot: attrs.dot } : {}),
    ...(attrs.wild ? { wild: true } : {}),
    ...(attrs.virtual ? { virtual: true } : {}),
    ...(attrs.cardNumber ? { cardNumber: attrs.cardNumber } : {}),
  };
  if (attrs.archetype && attrs.generic) return { line, text, message: "A card is either generic or of an archetype, not both." };
  return { line, quantity, name, ...(section ? { section } : {}), ...(Object.keys(attributes).length > 0 ? { attributes } : {}) };
}

/** Reads a pasted list: the cards it names and, for each line it cannot read, why. */
export function parseDeckList(text: string): ParsedDeck {
  const cards: DeckCard[] = [];
  const errors: LineError[] = [];
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  let section: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = i + 1;
    const raw = lines[i]!.trim();
    if (raw === "" || raw.startsWith("//")) continue;
    if (line > MAX_LINES) {
      errors.push({ line, text: raw, message: `A list can have at most ${MAX_LINES} lines; the rest was not read.` });
      break;
    }
    const header = /^[-*•]?\s*\d/.test(raw) ? null : sectionOf(raw);
    if (header) {
      if (header.section !== "") section = header.section;
      if (header.rest === "") continue;
      const card = parseCardText(header.rest, line, section, true);
      if ("message" in card) errors.push({ ...card, text: raw });
      else cards.push(card);
      continue;
    }
    const card = parseCardText(raw, line, section, false);
    if ("message" in card) errors.push(card);
    else cards.push(card);
  }
  return { cards, errors };
}
