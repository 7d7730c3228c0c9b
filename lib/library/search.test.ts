import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LIBRARY } from "./manifest";
import { parseDocument, sectionText } from "./parse";
import { buildIndex, damagedForms, highlightRanges, markTerms, queryTerms, search, snippetOf, splitByRanges, stem, type SearchHit } from "./search";

const ROOT = path.join(import.meta.dirname, "../../content/library");
const index = buildIndex(
  LIBRARY.map((meta) => ({ slug: meta.slug, title: meta.shortTitle, doc: parseDocument(readFileSync(path.join(ROOT, meta.file), "utf8"), meta.parse), lostGlyphs: meta.lostGlyphs ?? [] })),
);

/** The snippet with its highlighted words in [brackets]. */
const marked = (hit: SearchHit) =>
  splitByRanges(hit.snippet.text, hit.snippet.ranges)
    .map((r) => (r.hit ? `[${r.text}]` : r.text))
    .join("");

describe("stem and query terms", () => {
  it("folds plurals, -ing, -ed and a final e together; numbers stay whole", () => {
    expect(stem("drains")).toBe(stem("drain"));
    expect(stem("Losing")).toBe(stem("lose"));
    expect(stem("loses")).toBe(stem("lose"));
    expect(stem("destinies")).toBe(stem("destiny"));
    expect(stem("stopped")).toBe(stem("stop"));
    expect(stem("passed")).toBe(stem("pass"));
    expect(stem("teammate’s")).toBe(stem("teammate"));
    expect(stem("5.7")).toBe("5.7");
    expect(stem("drawn")).not.toBe(stem("draw"));
  });

  it("drops stop words unless nothing else is left, and repeats", () => {
    expect(queryTerms("the Force of the team")).toEqual([stem("force"), stem("team")]);
    expect(queryTerms("the")).toEqual(["the"]);
    expect(queryTerms("deck DECK decks")).toEqual([stem("deck")]);
    expect(queryTerms("  ")).toEqual([]);
  });
});

describe("search across the library", () => {
  it.each([
    // [document, query, section anchor, a highlighted word]
    ["swccg-2v2-team-tournament-rules", "force drain split", "2.4", "drain"],
    ["ffg-swtcg-tournament-regulations-v3-1", "strength of schedule", "tiebreakers", "Strength"],
    ["swg-tcg-rulebook", "basic starter deck", "types-of-tournament-queues", "starter"],
    ["young-jedi-vcs1-rules-updates", "wild cards subtitles", "deck-construction", "Subtitles"],
    ["swtcg-errata-rulings-2002-07", "held triggered abilities", "held-triggered-abilities", "triggered"],
  ])("finds a known rule of %s (%s) with the words highlighted", (slug, query, anchor, word) => {
    const result = search(index, query);
    const hit = result.hits.find((h) => h.slug === slug && h.anchor === anchor);
    expect(hit, `${query}: ${result.hits.map((h) => `${h.slug}#${h.anchor}`).join(", ")}`).toBeDefined();
    expect(result.hits[0]!.anchor).toBe(anchor);
    expect(marked(hit!)).toContain(`[${word}]`);
    for (const [s, e] of hit!.snippet.ranges) expect(queryTerms(query)).toContain(stem(hit!.snippet.text.slice(s, e)));
  });

  it("every word must match (case-insensitive), in any document", () => {
    const both = search(index, "SABACC teammate");
    expect(both.hits.map((h) => h.anchor)).toEqual(expect.arrayContaining(["7.9.2", "7.9.5"]));
    // 7.9.3 speaks of teammates, not of sabacc.
    expect(both.hits.map((h) => h.anchor)).not.toContain("7.9.3");
    for (const h of both.hits) expect(h.slug).toBe("swccg-2v2-team-tournament-rules");
    expect(search(index, "sabacc podracing").hits).toEqual([]);
    expect(search(index, "zzzunknownword").total).toBe(0);
    expect(search(index, "").hits).toEqual([]);
  });

  it("ranks a ruling's number first, headings above passing mentions", () => {
    const byNumber = search(index, "5.7");
    expect(byNumber.hits[0]).toMatchObject({ slug: "swccg-2v2-team-tournament-rules", anchor: "5.7", number: "5.7" });
    const tiebreakers = search(index, "tiebreakers");
    expect(tiebreakers.hits[0]!.anchor).toBe("tiebreakers");
    expect(tiebreakers.hits[0]!.titleRanges).toEqual([[0, 11]]);
    const scores = tiebreakers.hits.map((h) => h.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it("limits to the given documents", () => {
    const all = search(index, "deck");
    const one = search(index, "deck", { slugs: ["young-jedi-vcs1-rules-updates"] });
    expect(new Set(all.hits.map((h) => h.slug)).size).toBeGreaterThan(1);
    expect(one.hits.length).toBeGreaterThan(0);
    for (const h of one.hits) expect(h.slug).toBe("young-jedi-vcs1-rules-updates");
    expect(search(index, "deck", { limit: 3 }).hits).toHaveLength(3);
    expect(search(index, "deck", { limit: 3 }).total).toBe(all.total);
  });

  it("never searches PDF page headers", () => {
    const swg = index.documents.find((d) => d.slug === "swg-tcg-rulebook")!.doc;
    const paged = swg.sections.filter((s) => s.blocks.some((b) => b.kind === "page"));
    expect(paged.length).toBeGreaterThan(20);
    for (const s of paged) expect(sectionText(s)).not.toMatch(/Trading Card Gae \d+/);
  });
});

describe("the app's words and the damaged SWG text (issue 28)", () => {
  const SWG = "swg-tcg-rulebook";
  const markedWords = (hit: SearchHit) => splitByRanges(hit.snippet.text, hit.snippet.ranges).filter((r) => r.hit).map((r) => r.text.toLowerCase());

  it("forms a word takes when the extraction lost glyphs", () => {
    expect(damagedForms("Game", ["m", "s"])).toEqual(["gae"]);
    expect(damagedForms("assistant", ["m", "s"])).toEqual(expect.arrayContaining(["aistant", "asistant", "aitant"]));
    expect(damagedForms("first", ["m", "s", "fi", "fl"])).toEqual(expect.arrayContaining(["rst", "firt"]));
    expect(damagedForms("card", ["m", "s"])).toEqual([]);
    expect(damagedForms("2", ["m"])).toEqual([]);
  });

  it("“chess clock” finds the rulebook's Game Clock, spelt “Gae Clock” in the extraction", () => {
    const result = search(index, "chess clock");
    const hit = result.hits.find((h) => h.slug === SWG && h.anchor === "types-of-tournament-queues");
    expect(hit, result.hits.map((h) => `${h.slug}#${h.anchor}`).join(", ")).toBeDefined();
    expect(result.hits[0]!.slug).toBe(SWG);
    expect(markedWords(hit!)).toEqual(expect.arrayContaining(["clock"]));
    expect(markedWords(hit!).some((w) => w === "gae" || w === "game")).toBe(true);
    // The app's plural and the rulebook's own words find it too.
    expect(search(index, "chess clocks").hits.map((h) => h.anchor)).toContain("types-of-tournament-queues");
    expect(search(index, "game clock").hits.map((h) => h.anchor)).toContain("types-of-tournament-queues");
  });

  it("“absent” finds the rules for a disconnected player (“Diconnecting”, “disconnect”)", () => {
    const result = search(index, "absent");
    const hit = result.hits.find((h) => h.slug === SWG && h.anchor === "types-of-tournament-queues");
    expect(hit, result.hits.map((h) => `${h.slug}#${h.anchor}`).join(", ")).toBeDefined();
    expect(markedWords(hit!).some((w) => w.startsWith("dis") || w.startsWith("dic"))).toBe(true);
    expect(search(index, "no-show").hits.map((h) => h.anchor)).toContain("types-of-tournament-queues");
  });

  it("a word with a lost glyph finds the damaged text: “tournament lobby”, “time limit”", () => {
    // The heading is spelt "Tournaent Lobby" in the extraction.
    const lobby = search(index, "tournament lobby", { slugs: [SWG] }).hits.find((h) => h.anchor === "tournaent-lobby");
    expect(lobby?.titleRanges).toEqual([
      [0, 9],
      [10, 15],
    ]);
    const time = search(index, "time limit", { slugs: [SWG] });
    expect(time.hits.some((h) => markedWords(h).includes("tie"))).toBe(true);
  });

  it("damaged forms count in the damaged document only: “time” never finds another document's “tie”", () => {
    const elsewhere = search(index, "time", { limit: 500 }).hits.filter((x) => x.slug !== SWG);
    expect(elsewhere.length).toBeGreaterThan(5);
    for (const h of elsewhere) expect(markedWords(h)).not.toContain("tie");
    expect(search(index, "time", { limit: 500 }).hits.some((h) => h.slug === SWG && markedWords(h).includes("tie"))).toBe(true);
    expect(markTerms("time")).toEqual([stem("time")]);
    expect(markTerms("time", ["m", "s"])).toEqual(expect.arrayContaining([stem("time"), "tie"]));
    // The app's phrase brings the documents' words along for marking.
    expect(markTerms("chess clock")).toEqual(expect.arrayContaining([stem("chess"), stem("game"), stem("clock")]));
  });

  it("“best of 3” finds the rulebook's “Match Play (2 of 3)”", () => {
    expect(search(index, "best of 3", { slugs: [SWG] }).hits.map((h) => h.anchor)).toContain("types-of-tournament-queues");
  });
});

describe("snippets and highlights", () => {
  it("highlights whole words by stem, as ranges of the text", () => {
    const text = "Force drains: either player may satisfy the drain.";
    const ranges = highlightRanges(text, queryTerms("drain"));
    expect(ranges.map(([s, e]) => text.slice(s, e))).toEqual(["drains", "drain"]);
    expect(splitByRanges(text, ranges).filter((r) => r.hit).map((r) => r.text)).toEqual(["drains", "drain"]);
    expect(splitByRanges(text, ranges).map((r) => r.text).join("")).toBe(text);
    expect(highlightRanges(text, [])).toEqual([]);
  });

  it("cuts a long text around the matches and says where it was cut", () => {
    const text = `${"filler ".repeat(100)}the bye goes to the lowest ranked player ${"tail ".repeat(100)}`;
    const s = snippetOf(text, queryTerms("bye"));
    expect(s.cutStart).toBe(true);
    expect(s.cutEnd).toBe(true);
    expect(s.text.length).toBeLessThanOrEqual(220);
    expect(s.ranges).toHaveLength(1);
    expect(s.text.slice(...s.ranges[0]!)).toBe("bye");
  });
});
