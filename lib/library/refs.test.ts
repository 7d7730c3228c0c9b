import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LIBRARY, libraryMeta } from "./manifest";
import { parseDocument } from "./parse";
import { findRefs, formatRef, parseRef, resolveRef, type ResolveContext } from "./refs";
import type { ParsedDocument } from "./types";

const ROOT = path.join(import.meta.dirname, "../../content/library");
const docs = new Map<string, ParsedDocument>(
  LIBRARY.map((m) => [m.slug, parseDocument(readFileSync(path.join(ROOT, m.file), "utf8"), m.parse)]),
);
const sheet = parseDocument("# Hall rulings\n\n4.2 Either teammate may draw.\n", { style: "markdown", inline: "markdown" });
const DOC_ID = "cmabcdefghijklmnopqrstuv";
const ctx: ResolveContext = {
  library: (slug) => docs.get(slug),
  eventId: "cmeventeventeventevent01",
  eventDocuments: [{ id: DOC_ID, title: "Hall rulings", doc: sheet }],
};

describe("parseRef / formatRef", () => {
  it("reads library references by slug or citation prefix, with an anchor or a line", () => {
    expect(parseRef("swccg-2v2-team-tournament-rules#5.7")).toEqual({ kind: "library", slug: "swccg-2v2-team-tournament-rules", anchor: "5.7" });
    expect(parseRef(" 2v2#5.7 ")).toEqual({ kind: "library", slug: "swccg-2v2-team-tournament-rules", anchor: "5.7" });
    expect(parseRef("ffg#tiebreakers")).toEqual({ kind: "library", slug: "ffg-swtcg-tournament-regulations-v3-1", anchor: "tiebreakers" });
    expect(parseRef("SWG:323-419")).toEqual({ kind: "library", slug: "swg-tcg-rulebook", line: 323 });
    expect(parseRef("young-jedi-vcs1-rules-updates")).toEqual({ kind: "library", slug: "young-jedi-vcs1-rules-updates" });
    expect(parseRef(`doc:${DOC_ID}#4.2`)).toEqual({ kind: "event", documentId: DOC_ID, anchor: "4.2" });
  });

  it("reads a copied link to a section", () => {
    expect(parseRef("https://holonet.example/library/swccg-2v2-team-tournament-rules?q=drain#2.4")).toEqual({ kind: "library", slug: "swccg-2v2-team-tournament-rules", anchor: "2.4" });
    expect(parseRef("/library/swg-tcg-rulebook")).toEqual({ kind: "library", slug: "swg-tcg-rulebook" });
    expect(parseRef(`/events/cmeventeventeventevent01/documents/${DOC_ID}#4.2`)).toEqual({ kind: "event", documentId: DOC_ID, anchor: "4.2" });
    expect(parseRef("https://holonet.example/library/not-a-document#1")).toBeNull();
  });

  it("refuses what is not a reference", () => {
    for (const text of ["", "5.7", "unknown-doc#5.7", "2v2#", "2v2:0", "doc:short#1", "2v2#5.7 extra", "javascript:alert(1)"]) {
      expect(parseRef(text), text).toBeNull();
    }
  });

  it("formats canonically and round-trips", () => {
    for (const text of ["swccg-2v2-team-tournament-rules#5.7", "swg-tcg-rulebook:323", `doc:${DOC_ID}#4.2`, `doc:${DOC_ID}`, "swtcg-errata-rulings-2002-07"]) {
      expect(formatRef(parseRef(text)!)).toBe(text);
    }
    expect(formatRef(parseRef("2v2#s-5-7")!)).toBe("swccg-2v2-team-tournament-rules#s-5-7");
  });
});

describe("resolveRef", () => {
  it("links a known section, following aliases, with a readable label", () => {
    expect(resolveRef(parseRef("2v2#5.7")!, ctx)).toEqual({
      ok: true,
      href: "/library/swccg-2v2-team-tournament-rules#5.7",
      label: "SWCCG 2-on-2 rulings § 5.7",
      section: expect.stringMatching(/^Play continues/),
      ref: "swccg-2v2-team-tournament-rules#5.7",
    });
    expect(resolveRef(parseRef("2v2#s-5-7")!, ctx)).toMatchObject({ ok: true, href: "/library/swccg-2v2-team-tournament-rules#5.7" });
    expect(resolveRef(parseRef("2v2#5")!, ctx)).toMatchObject({ ok: true, href: "/library/swccg-2v2-team-tournament-rules#section-5", label: "SWCCG 2-on-2 rulings LOSING THE GAME" });
    expect(resolveRef(parseRef("FFG#tiebreakers")!, ctx)).toMatchObject({ ok: true, label: "FFG Tournament Regulations Tiebreakers" });
    expect(resolveRef(parseRef("2v2:253")!, ctx)).toMatchObject({ ok: true, href: "/library/swccg-2v2-team-tournament-rules#7.4", label: "SWCCG 2-on-2 rulings, line 253" });
    expect(resolveRef(parseRef("wotc")!, ctx)).toMatchObject({ ok: true, href: "/library/swtcg-errata-rulings-2002-07" });
  });

  it("refuses anchors and lines that do not exist, and event documents elsewhere", () => {
    expect(resolveRef(parseRef("2v2#9.9")!, ctx)).toEqual({ ok: false, reason: 'SWCCG 2-on-2 rulings has no section "9.9".', ref: "swccg-2v2-team-tournament-rules#9.9" });
    expect(resolveRef(parseRef("2v2:99999")!, ctx)).toMatchObject({ ok: false });
    expect(resolveRef({ kind: "library", slug: "nope" }, ctx)).toMatchObject({ ok: false });
    expect(resolveRef(parseRef(`doc:${DOC_ID}#4.2`)!, ctx)).toMatchObject({ ok: true, href: `/events/${ctx.eventId}/documents/${DOC_ID}#4.2`, label: "Hall rulings § 4.2" });
    expect(resolveRef(parseRef(`doc:${DOC_ID}#9`)!, ctx)).toMatchObject({ ok: false });
    expect(resolveRef(parseRef(`doc:${DOC_ID}`)!, { library: ctx.library })).toMatchObject({ ok: false });
  });

  it("every section of every seed resolves by its own anchor", () => {
    for (const meta of LIBRARY) {
      for (const s of docs.get(meta.slug)!.sections) {
        const r = resolveRef({ kind: "library", slug: meta.slug, anchor: s.anchor }, ctx);
        expect(r.ok, `${meta.slug}#${s.anchor}`).toBe(true);
      }
    }
    expect(libraryMeta("swccg-2v2-team-tournament-rules")?.aliases).toContain("2v2");
  });
});

describe("findRefs", () => {
  it("finds references in a judge's note, leaving ordinary text alone", () => {
    const note = `Ruled per 2v2#5.7. See also swccg-2v2-team-tournament-rules#4.2.1, SWG:564-566 and doc:${DOC_ID}#4.2; round at 10:30, issue #12, C#7.`;
    const found = findRefs(note);
    expect(found.map((f) => note.slice(f.start, f.end))).toEqual(["2v2#5.7", "swccg-2v2-team-tournament-rules#4.2.1", "SWG:564-566", `doc:${DOC_ID}#4.2`]);
    expect(found[0]!.ref).toEqual({ kind: "library", slug: "swccg-2v2-team-tournament-rules", anchor: "5.7" });
    expect(findRefs("nothing to see: here#there")).toEqual([]);
    const pasted = "Ruled with https://holonet.example/library/swccg-2v2-team-tournament-rules#7.4 at the table.";
    expect(findRefs(pasted).map((f) => [pasted.slice(f.start, f.end), f.ref])).toEqual([
      ["https://holonet.example/library/swccg-2v2-team-tournament-rules#7.4", { kind: "library", slug: "swccg-2v2-team-tournament-rules", anchor: "7.4" }],
    ]);
  });
});
