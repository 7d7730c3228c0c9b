import { describe, expect, it } from "vitest";
import { libraryDocument, libraryDocuments, libraryIndex, searchLibrary } from "@/lib/server/library/library";
import { LIBRARY } from "./manifest";

describe("the shipped library (lib/server/library/library.ts)", () => {
  it("loads every document from content/library once, with its sections", () => {
    const docs = libraryDocuments();
    expect(docs.map((d) => d.meta.slug)).toEqual(LIBRARY.map((m) => m.slug));
    for (const d of docs) expect(d.doc.sections.length, d.meta.slug).toBeGreaterThan(5);
    expect(libraryIndex()).toBe(libraryIndex());
    expect(libraryDocument("nope")).toBeUndefined();
  });

  it("shows the errata's date and its no-errata statement", () => {
    const errata = libraryDocument("swtcg-errata-rulings-2002-07")!;
    expect(errata.meta.version).toBe("July 1, 2002");
    expect(errata.notice).toEqual({ label: "Errata", text: "There are currently no new errata to any Star Wars trading card game cards." });
    expect(libraryDocument("swg-tcg-rulebook")!.notice).toBeNull();
  });

  it("finds a rule in each document", () => {
    const found = (q: string) => searchLibrary(q).hits.map((h) => `${h.slug}#${h.anchor}`);
    expect(found("qualified cut drops next highest ranking player")[0]).toBe("ffg-swtcg-tournament-regulations-v3-1#progression-cut");
    expect(found("intentional round split")[0]).toBe("ffg-swtcg-tournament-regulations-v3-1#intentional-round-split");
    expect(found("disconnect reconnect")).toContain("swg-tcg-rulebook#types-of-tournament-queues");
    expect(found("teammates tie winning hand")[0]).toBe("swccg-2v2-team-tournament-rules#7.9.3");
    expect(found("podracing handling cards lap")[0]).toBe("young-jedi-vcs1-rules-updates#podracing");
    expect(found("until end of battle")[0]).toBe("swtcg-errata-rulings-2002-07#general-rulings");
  });
});
