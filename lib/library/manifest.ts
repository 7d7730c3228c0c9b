/**
 * The documents of the judges' library: every seed document, copied byte for byte into
 * content/library/ (the SWG rulebook is a PDF extraction that drops letters — "Tie" for Time —
 * and is kept as it is), with what the parser needs to know about its layout.
 *
 * Line numbers of the copies are those of the seeds, so a citation such as "2v2:253" in the specs
 * points at the same line here.
 */
import type { LibraryDocumentMeta } from "./types";

export const LIBRARY: readonly LibraryDocumentMeta[] = [
  {
    slug: "ffg-swtcg-tournament-regulations-v3-1",
    title: "Star Wars: The Card Game Tournament Regulations",
    shortTitle: "FFG Tournament Regulations",
    game: "ffg-swtcg",
    kind: "regulations",
    version: "Version 3.1, effective 04.15.2018",
    file: "ffg-swtcg-tournament-regulations-v3-1.md",
    source: "ffg-swtcg-tournament-regulations-v3.1.md",
    about: "Fantasy Flight Games' Organized Play regulations: roles, materials, pairings, Swiss, the cut, double elimination, tiebreakers, structures and tiers.",
    aliases: ["FFG", "TR"],
    parse: {
      style: "plain",
      inline: "markdown",
      startAt: { text: "Introduction" },
      defaultLevel: 2,
      levels: {
        Introduction: 1,
        "Table of Contents": 1,
        "Tournament Participant Roles": 1,
        "Tournament Materials": 1,
        "Tournament Play": 1,
        "Tournament Concepts": 1,
        "Tournament Structures": 1,
        "Tournament Tiers": 1,
        "Unsporting Conduct": 3,
        "Deck Building": 3,
        "Deck Lists": 3,
        "Card Sleeves": 3,
        "Lost and Damaged Cards": 3,
        Tokens: 3,
        "Deck Choice": 3,
        "End of Double Elimination Rounds": 3,
        "Intentional Round Split": 3,
        Tiebreakers: 3,
      },
    },
  },
  {
    slug: "swg-tcg-rulebook",
    title: "Star Wars Galaxies Trading Card Game Rulebook",
    shortTitle: "SWG TCG Rulebook",
    game: "swg-tcg",
    kind: "rules",
    version: "Version 8, December 13, 2010",
    file: "swg-tcg-rulebook.txt",
    source: "swg-tcg-rulebook.txt",
    about: "The online TCG's rulebook: lobbies, the tournament system (types, structures, styles, chess clocks), card types, turn sequence, combat and deck building. A PDF extraction: some letters are missing (\"Tie\" is Time, \"Tournaent\" is Tournament).",
    aliases: ["SWG"],
    // "Gae" (Game), "Tie" (Time), "Diconnecting", "rst" (first), "ofine" (offline).
    lostGlyphs: ["m", "s", "fi", "fl"],
    parse: {
      style: "caps",
      inline: "plain",
      startAt: { text: "INTRODUCTION" },
      pageHeader: /^Star Wars Galaxie™ Trading Card Gae \d+$/,
    },
  },
  {
    slug: "swccg-2v2-team-tournament-rules",
    title: "Phoenix 2-on-2 Team Tournament Rules & Regs (Star Wars CCG)",
    shortTitle: "SWCCG 2-on-2 rulings",
    game: "swccg",
    kind: "rulings",
    version: "DeckTech, 2001-07-12",
    file: "swccg-2v2-team-tournament-rules.txt",
    source: "swccg-2v2-team-tournament-rules.txt",
    about: "A judge's official rulings sheet for a Decipher Star Wars CCG 2-on-2 team event: starting the game, team Force loss, targeting, control, losing, turn structure and miscellaneous rulings.",
    aliases: ["2v2", "SWCCG"],
    parse: { style: "numbered", inline: "plain", startAt: { text: "Section 1 - STARTING THE GAME:" } },
  },
  {
    slug: "young-jedi-vcs1-rules-updates",
    title: "Young Jedi CCG Virtual Card Set #1 (v1.1) Rules Updates",
    shortTitle: "Young Jedi VCS1 rules updates",
    game: "young-jedi",
    kind: "rules",
    version: "Virtual Card Set #1, v1.1",
    file: "young-jedi-vcs1-rules-updates.txt",
    source: "young-jedi-vcs1-rules-updates.txt",
    about: "Rules changes for dueling, hyperspace and podracing, virtual objectives, rulings, deck construction by dot, and virtual card numbering.",
    aliases: ["YJ"],
    parse: {
      style: "plain",
      inline: "markdown",
      startAt: { text: "Dueling" },
      levels: { "Dueling Damage": 2, "Dueling Text": 2 },
    },
  },
  {
    slug: "swtcg-errata-rulings-2002-07",
    title: "Star Wars Trading Card Game Errata and Rulings Update",
    shortTitle: "WotC SW TCG errata and rulings",
    game: "wotc-swtcg",
    kind: "errata",
    version: "July 1, 2002",
    file: "swtcg-errata-rulings-2002-07.txt",
    source: "swtcg-errata-rulings-2002-07.txt",
    about: "Wizards of the Coast's errata (none) and rulings: general rulings, abilities with multiple parts, triggered and held triggered abilities.",
    aliases: ["WotC"],
    notice: { label: "Errata", startsWith: "There are currently no new errata" },
    parse: {
      style: "plain",
      inline: "plain",
      startAt: { text: "Errata", nth: 2 },
      defaultLevel: 2,
      levels: { Errata: 1, Rulings: 1, "Triggered Abilities in General": 3, '"Held" Triggered Abilities': 3 },
    },
  },
];

export const libraryMeta = (slug: string): LibraryDocumentMeta | undefined => LIBRARY.find((d) => d.slug === slug);

/** The documents that apply to an event of this game: its rules, rulings, errata and regulations. */
export const libraryForGame = (game: string): LibraryDocumentMeta[] => LIBRARY.filter((d) => d.game === game);

export const KIND_LABEL: Record<LibraryDocumentMeta["kind"], string> = {
  rules: "Rules",
  regulations: "Tournament regulations",
  rulings: "Rulings",
  errata: "Errata",
};
