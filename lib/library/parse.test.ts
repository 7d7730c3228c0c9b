import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LIBRARY, libraryForGame, libraryMeta } from "./manifest";
import { parseDocument, sectionAtLine, sectionByAnchor, slugify, tableOfContents } from "./parse";
import type { ParsedDocument } from "./types";

const ROOT = path.join(import.meta.dirname, "../../content/library");
const source = (slug: string) => readFileSync(path.join(ROOT, libraryMeta(slug)!.file), "utf8");
const parsed = (slug: string): ParsedDocument => parseDocument(source(slug), libraryMeta(slug)!.parse);
const anchors = (doc: ParsedDocument) => doc.sections.map((s) => s.anchor);

describe("library manifest", () => {
  it("ships every seed document byte for byte, with a game and a kind", () => {
    const seeds = path.join(import.meta.dirname, "../../../shared/seeds");
    for (const meta of LIBRARY) {
      const shipped = readFileSync(path.join(ROOT, meta.file));
      expect(shipped.length, meta.file).toBeGreaterThan(1000);
      // The seeds sit beside the repository in development; the app never reads them.
      try {
        expect(shipped.equals(readFileSync(path.join(seeds, meta.source))), `${meta.file} differs from the seed`).toBe(true);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
      }
    }
    expect(new Set(LIBRARY.map((d) => d.slug)).size).toBe(LIBRARY.length);
    expect(LIBRARY.map((d) => d.game).sort()).toEqual(["ffg-swtcg", "swccg", "swg-tcg", "wotc-swtcg", "young-jedi"]);
    expect(libraryForGame("swccg").map((d) => d.slug)).toEqual(["swccg-2v2-team-tournament-rules"]);
    expect(libraryForGame("ffg-swtcg").map((d) => d.kind)).toEqual(["regulations"]);
    expect(libraryForGame("chess")).toEqual([]);
  });
});

describe("parseDocument on the seeds", () => {
  it("2-on-2 rulings: sections 1–8 and every numbered ruling, anchored by number", () => {
    const doc = parsed("swccg-2v2-team-tournament-rules");
    const sections = doc.sections.filter((s) => s.anchor.startsWith("section-"));
    expect(sections.map((s) => [s.anchor, s.title])).toEqual([
      ["section-1", "STARTING THE GAME"],
      ["section-2", "TEAM FORCE LOSS"],
      ["section-3", "TARGETED ACTIONS"],
      ["section-4", "CONTROLLING CARDS ON THE TABLE"],
      ["section-5", "LOSING THE GAME"],
      ["section-6", "TURN STRUCTURE"],
      ["section-7", "MISC RULINGS"],
      ["section-8", "RECOMMENDED DECK COMBINATIONS"],
    ]);
    const rule = sectionByAnchor(doc, "5.7")!;
    expect(rule).toMatchObject({ kind: "rule", number: "5.7", level: 2, line: 183 });
    expect(rule.blocks[0]!.text).toBe("Play continues until both member of the same team are defeated.");
    expect(sectionByAnchor(doc, "4.2.1")).toMatchObject({ level: 3 });
    expect(sectionByAnchor(doc, "2.3a")?.title).toMatch(/^Search & Destroy:/);
    // Aliases: "s-5-7" and "5" (section 5).
    expect(sectionByAnchor(doc, "s-5-7")?.anchor).toBe("5.7");
    expect(sectionByAnchor(doc, "5")?.anchor).toBe("section-5");
    // The opening (event announcement and its list of sections) is not mistaken for sections.
    expect(doc.sections[0]).toMatchObject({ anchor: "top", kind: "opening" });
    expect(anchors(doc).filter((a) => /^\d+$/.test(a))).toEqual([]);
    expect(anchors(doc).filter((a) => /^\d/.test(a))).toHaveLength(109);
    // The table of contents lists the eight sections, not the rulings.
    expect(tableOfContents(doc).map((t) => t.title)).toContain("5. LOSING THE GAME");
    expect(tableOfContents(doc)).toHaveLength(8);
  });

  it("FFG regulations: the headings of its own table of contents, in three levels", () => {
    const doc = parsed("ffg-swtcg-tournament-regulations-v3-1");
    const toc = tableOfContents(doc);
    const titles = toc.map((t) => t.title);
    for (const heading of ["Tournament Participant Roles", "Organizer", "Marshal", "Judge", "Unsporting Conduct", "Deck Building", "Deck Lists", "Game Setup", "Missed Opportunities", "Swiss Rounds", "Progression Cut", "Deck Choice", "End of Game", "Intentional Round Split", "Tiebreakers", "Basic Structure", "Relaxed", "Formal", "Premier"]) {
      expect(titles, heading).toContain(heading);
    }
    expect(toc.find((t) => t.title === "Tournament Concepts")?.level).toBe(1);
    expect(toc.find((t) => t.title === "Swiss Rounds")?.level).toBe(2);
    expect(toc.find((t) => t.title === "Tiebreakers")?.level).toBe(3);
    expect(sectionByAnchor(doc, "end-of-game")?.blocks.filter((b) => b.kind === "li")).toHaveLength(5);
    // The structure tables are rows of cells.
    const basic = sectionByAnchor(doc, "basic-structure")!;
    expect(basic.blocks.filter((b) => b.kind === "row")[0]!.cells).toEqual(["Number of Registered Players", "Number of Swiss Rounds", "Size of Cut"]);
    // Inline Markdown: emphasis and bold become styled runs, not asterisks.
    const swiss = sectionByAnchor(doc, "tournament-round-times")!;
    const list = swiss.blocks.find((b) => b.kind === "li")!;
    expect(list.inlines[0]).toEqual({ text: "Swiss Rounds:", style: "strong" });
    expect(list.text).toBe("Swiss Rounds: 70 minutes each");
    // Numbered and roman items of its own table of contents are list items, not headings.
    expect(titles).not.toContain("II. Tournament Materials");
    expect(sectionByAnchor(doc, "game-setup")!.blocks.filter((b) => b.kind === "oli").map((b) => b.marker)).toEqual(["1.", "2.", "3.", "4.", "5.", "6.", "7.", "8.", "9."]);
  });

  it("SWG rulebook (a PDF extraction): ALL-CAPS headings with dropped letters, subheadings, joined lines, page headers", () => {
    const doc = parsed("swg-tcg-rulebook");
    const ids = anchors(doc);
    for (const a of ["introduction", "interface", "game-lobbies", "deck-builder", "playing-the-game", "types-of-cards", "turn-sequence", "combat", "deck-building", "glossary", "credits"]) {
      expect(ids, a).toContain(a);
    }
    // The extraction repeats page 2: the copy is removed (issue 28), noted in the source notes.
    expect(ids).not.toContain("introduction-2");
    for (const a of ["tournaent-lobby", "tournament-types", "tournament-structure", "tournament-style", "types-of-tournament-queues"]) {
      expect(ids, a).toContain(a);
    }
    // The text is kept as it is ("Tie" for Time), but hard-wrapped lines join into paragraphs.
    const combat = sectionByAnchor(doc, "combat")!;
    expect(combat.title).toBe("COmBAT");
    const queues = sectionByAnchor(doc, "types-of-tournament-queues")!;
    const clock = queues.blocks.find((b) => b.text.startsWith("The Gae Clock"))!;
    expect(clock.text).toContain("If a player’s time runs out, he loses the match");
    // The page header that split that paragraph comes after it, marked as a page header.
    const at = queues.blocks.indexOf(clock);
    expect(queues.blocks[at + 1]).toMatchObject({ kind: "page", text: "Star Wars Galaxie™ Trading Card Gae 8" });
    expect(queues.blocks.filter((b) => b.kind === "li").map((b) => b.text)).toContain("Single Game – 30 Minute Game Clock – 15 Minutes for each player");
  });

  it("SWG rulebook: the crawl's leftovers are removed before parsing, noted, every line keeping its number (issue 28)", () => {
    const doc = parsed("swg-tcg-rulebook");
    const shown = doc.sections.flatMap((s) => [s.title, ...s.blocks.map((b) => b.text)]).join("\n");
    for (const junk of ["mirror of", "github.com/SWG-Source", "synced 2026", "2617 lines", "125 KiB", "Markdown", "[TCG Rulebook.pdf]", "drive.google.com", "Document Text Content", "==="]) {
      expect(shown, junk).not.toContain(junk);
    }
    // The document opens with its title page, not with the crawl.
    expect(doc.sections[0]!.blocks[0]!.text).toBe("RULEBOOK");
    expect(doc.notes.map((n) => n.lines)).toEqual([[1, 9], [10, 10], [11, 11], [12, 12], [87, 158], [2619, 2619]]);
    expect(doc.notes[0]!.text).toContain("mirror of https://github.com/SWG-Source/swg-main.wiki.git, synced 2026-01-16 20:04:18 -05:00, 2617 lines, 125 KiB, Markdown (given twice)");
    expect(doc.notes[1]!.link).toEqual({ label: "TCG Rulebook.pdf", href: "https://drive.google.com/open?id=1Zm_yc-uhOus5NkUpWZtJ3GpSqd8e7T31" });
    expect(doc.notes[4]!.text).toContain("Lines 15–86 repeated");
    // Line references still name the file's lines: line 557 opens "The Gae Clock…".
    const at557 = sectionAtLine(doc, 557)!;
    expect(at557.anchor).toBe("types-of-tournament-queues");
    expect(at557.blocks.find((b) => b.line === 557)?.text).toMatch(/^The Gae Clock/);
    expect(source("swg-tcg-rulebook").split("\n")[556]).toBe("The Gae Clock is an important thing to keep in mind as you play in");
  });

  it("other seeds have nothing to clean", () => {
    for (const slug of ["ffg-swtcg-tournament-regulations-v3-1", "swccg-2v2-team-tournament-rules", "young-jedi-vcs1-rules-updates", "swtcg-errata-rulings-2002-07"]) expect(parsed(slug).notes, slug).toEqual([]);
  });

  it("Young Jedi rules updates: its headings, and the abbreviation list stays a list of lines", () => {
    const doc = parsed("young-jedi-vcs1-rules-updates");
    expect(anchors(doc)).toEqual(["top", "dueling", "dueling-damage", "dueling-text", "hyperspace", "podracing", "virtual-objectives", "rulings", "deck-construction", "virtual-cards"]);
    expect(sectionByAnchor(doc, "virtual-cards")!.blocks.map((b) => b.text)).toContain("DM (Menace of Darth Maul)");
    const bold = sectionByAnchor(doc, "dueling-text")!.blocks.flatMap((b) => b.inlines).find((r) => r.style === "strong");
    expect(bold?.text).toBe("Result:");
  });

  it("WotC errata: Errata and Rulings with their subsections, the no-errata statement under Errata", () => {
    const doc = parsed("swtcg-errata-rulings-2002-07");
    expect(anchors(doc)).toEqual(["top", "errata", "rulings", "general-rulings", "abilities-and-battle-cards-with-multiple-parts", "triggered-abilities", "triggered-abilities-in-general", "held-triggered-abilities"]);
    expect(sectionByAnchor(doc, "errata")!.blocks.map((b) => b.text)).toEqual(["There are currently no new errata to any Star Wars trading card game cards."]);
    expect(sectionByAnchor(doc, "general-rulings")!.blocks.filter((b) => b.kind === "li")).toHaveLength(7);
  });

  it("every seed: anchors unique, sections in order and covering every line once", () => {
    for (const meta of LIBRARY) {
      const doc = parsed(meta.slug);
      const ids = anchors(doc);
      expect(new Set(ids).size, meta.slug).toBe(ids.length);
      for (const [alias, target] of Object.entries(doc.aliases)) {
        expect(ids, `${meta.slug}: alias ${alias}`).not.toContain(alias);
        expect(ids).toContain(target);
      }
      const lines = source(meta.slug).split("\n").length;
      doc.sections.forEach((s, i) => {
        expect(s.line).toBeLessThanOrEqual(s.endLine);
        if (i > 0) expect(s.line).toBe(doc.sections[i - 1]!.endLine + 1);
      });
      expect(doc.sections.at(-1)!.endLine).toBe(lines);
      for (const s of doc.sections) for (const b of s.blocks) expect(b.inlines.map((r) => r.text).join("")).toBe(b.text);
    }
  });

  it("anchors are stable: the same heading keeps its anchor when other text changes", () => {
    const meta = libraryMeta("swccg-2v2-team-tournament-rules")!;
    const text = source(meta.slug);
    const edited = text.replace("5.3 If this action", "5.3 Rewritten: if this action").replace("Section 8 - RECOMMENDED DECK COMBINATIONS:", "");
    const before = parseDocument(text, meta.parse);
    const after = parseDocument(edited, meta.parse);
    for (const a of ["5.7", "section-5", "4.2.1", "7.9.5"]) expect(sectionByAnchor(after, a)?.title).toBe(sectionByAnchor(before, a)?.title);
    const ffg = libraryMeta("ffg-swtcg-tournament-regulations-v3-1")!;
    const moved = source(ffg.slug).replace("Introduction\n", "Introduction\n\nA new paragraph.\n\nNew Heading Here\n\nMore text.\n");
    expect(sectionByAnchor(parseDocument(moved, ffg.parse), "tiebreakers")?.title).toBe("Tiebreakers");
  });

  it("finds the section that holds a cited line (the specs cite seeds as 2v2:253)", () => {
    const doc = parsed("swccg-2v2-team-tournament-rules");
    expect(sectionAtLine(doc, 253)?.anchor).toBe("7.4");
    expect(sectionAtLine(doc, 1)?.anchor).toBe("top");
    expect(sectionAtLine(doc, 99999)).toBeUndefined();
  });
});

describe("parseDocument on uploaded Markdown", () => {
  const sheet = [
    "# Hall rulings",
    "",
    "Read before round 1.",
    "",
    "## Section 2 - Team Force loss",
    "",
    "2.1 Either teammate may lose the Force.",
    "It may be split.",
    "",
    "2.2 **Visage**: the team loses 1 Force.",
    "",
    "## 3 Timing",
    "",
    "- Rounds are *50 minutes*",
    "- See [the regulations](https://example.org/regs) and [bad](javascript:alert(1))",
    "",
    "```",
    "<script>alert(1)</script>",
    "```",
    "",
    "## Hall rulings",
  ].join("\n");

  it("reads # headings, numbered rulings and a safe inline subset", () => {
    const doc = parseDocument(sheet, { style: "markdown", inline: "markdown" });
    expect(anchors(doc)).toEqual(["hall-rulings", "section-2", "2.1", "2.2", "3", "hall-rulings-2"]);
    expect(sectionByAnchor(doc, "2.1")!.blocks[0]!.text).toBe("Either teammate may lose the Force. It may be split.");
    expect(sectionByAnchor(doc, "2")?.anchor).toBe("section-2");
    expect(tableOfContents(doc).map((t) => t.title)).toEqual(["Hall rulings", "Section 2 - Team Force loss", "3 Timing", "Hall rulings"]);
    const timing = sectionByAnchor(doc, "3")!;
    const links = timing.blocks.flatMap((b) => b.inlines).filter((r) => r.style === "link");
    expect(links).toEqual([{ text: "the regulations", style: "link", href: "https://example.org/regs" }]);
    expect(timing.blocks.some((b) => b.text.startsWith("See the regulations and bad"))).toBe(true);
    expect(JSON.stringify(doc)).not.toContain("javascript:");
    // Markup in a code block stays text.
    expect(timing.blocks.map((b) => b.text)).toContain("<script>alert(1)</script>");
    expect(timing.blocks.find((b) => b.text.startsWith("<script>"))!.inlines[0]!.style).toBe("code");
  });

  it("slugify folds case, accents and punctuation", () => {
    expect(slugify("Deck Building")).toBe("deck-building");
    expect(slugify("GAmE LOBBIEs")).toBe("game-lobbies");
    expect(slugify("Friends’ Guilds")).toBe("friends-guilds");
    expect(slugify("Règles d’été")).toBe("regles-dete");
    expect(slugify("!!!")).toBe("section");
  });
});
