import { describe, expect, it } from "vitest";
import { describeSeasonEntry } from "./season-history";

describe("a season's history in words", () => {
  it("says what changed, old → new, with rules and counting in words and dates as instants", () => {
    const d = describeSeasonEntry(
      "season.update",
      {
        old: { name: "Spring", counts: "attached", endsAt: "2026-06-01T00:00:00.000Z", rules: { participation: 1 }, coOrganizers: [] },
        new: { name: "Spring League", counts: "tagged", endsAt: "2026-07-01T00:00:00.000Z", rules: { participation: 2 }, coOrganizers: ["u1"] },
      },
      new Map([["u1", "Mara"]]),
    );
    expect(d.title).toBe("Points rules changed");
    const byField = Object.fromEntries(d.changes.map((c) => [c.field, c]));
    expect(byField["Name"]).toEqual({ field: "Name", old: "Spring", new: "Spring League" });
    expect(byField["Events that count"]).toEqual({ field: "Events that count", old: "attached by its organizers", new: "tagged for it by their organizers" });
    expect(byField["End"]).toEqual({ field: "End", old: { at: "2026-06-01T00:00:00.000Z" }, new: { at: "2026-07-01T00:00:00.000Z" } });
    expect(byField["Co-organizers"]).toEqual({ field: "Co-organizers", old: "none", new: "Mara" });
    expect(String(byField["Points rules"]!.old)).not.toEqual(String(byField["Points rules"]!.new));
    for (const c of d.changes) for (const v of [c.old, c.new]) if (typeof v === "string") expect(v).not.toMatch(/^[[{]|changed/);
  });

  it("names events, tags, imports and settlements (a late one says so)", () => {
    expect(describeSeasonEntry("season.attach", { eventId: "e1", name: "Hoth Open", tier: "major", group: null })).toEqual({ title: "Event attached", detail: "Hoth Open (tier major)", changes: [] });
    expect(describeSeasonEntry("season.refuseTag", { seasonId: "s", seasonName: "S", eventId: "e1", name: "Hoth Open" }).title).toBe("Tag refused");
    const settled = describeSeasonEntry("season.settle", { period: "2026-10", endedAt: "x", settledAt: "y", late: true, awards: [{ profileId: "p", name: "Ann", kind: "gold", points: 12, rank: 1 }] });
    expect(settled.title).toBe("Period 2026-10 settled late");
    expect(settled.detail).toContain("Ann: Gold (12 points)");
    const imported = describeSeasonEntry("season.import", { fromSeasonId: "s0", exportedAt: "x", attached: [{ eventId: "e1", name: "A" }], notAttached: [{ eventId: "e2", name: "B", reason: "not-organizer" }] });
    expect(imported.detail).toBe("1 event attached again; not attached: B (the importer does not organize it).");
  });
});
