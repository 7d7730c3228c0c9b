/**
 * The ledger's move from a row per line (`RatingLine`) to a row per person, event and run
 * (`RatingEntry`): every line is carried over exactly — its numbers to the last bit, its order
 * within the event — and the entries' totals are their lines'.
 */
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { readMigrations } from "@/lib/db/migrate";
import { decodeLines, type StoredLine } from "@/lib/server/ratings/ledger";

const ENTRIES = "rating_entries";

async function migrations() {
  const list = (await readMigrations()).migrationDirectories;
  const at = list.findIndex((d) => d.path.endsWith(ENTRIES));
  const sql = (d: (typeof list)[number]) => (d.migrationFile.content.tag === "ok" ? d.migrationFile.content.value : "");
  return { before: list.slice(0, at).map(sql), entries: sql(list[at]!) };
}

interface OldLine extends StoredLine {
  runId: string;
  eventId: string;
  ratedId: string;
}

describe("the rating entries migration", () => {
  it("carries every ledger line over exactly, in order, one entry per run, event and person", async () => {
    const { before, entries } = await migrations();
    const db = new PGlite();
    for (const sql of before) await db.exec(sql);
    // Numbers no short decimal writes exactly, lines written out of round order, a team line
    // with two opponents, and the same person in two runs of one event.
    const odd = [0.1 + 0.2, 1516.0000000000002, 1 / 3, 2 / 3, 1e-17 + 1500, -15.999999999999998];
    const old: OldLine[] = [
      { runId: "r1", eventId: "e1", ratedId: "kyle", matchId: "m2", round: 2, opponents: ["jan"], ratingBefore: 1500, opponentRating: odd[0]!, expected: odd[2]!, k: 32, provisional: true, score: 1, change: odd[5]!, ratingAfter: odd[1]! },
      { runId: "r1", eventId: "e1", ratedId: "kyle", matchId: "m1", round: 1, opponents: ["mara"], ratingBefore: 1500, opponentRating: 1500, expected: 0.5, k: 32, provisional: true, score: 0.5, change: 0, ratingAfter: 1500 },
      { runId: "r1", eventId: "e1", ratedId: "mara", matchId: "m1", round: 1, opponents: ["kyle"], ratingBefore: 1500, opponentRating: 1500, expected: 0.5, k: 32, provisional: true, score: 0.5, change: 0, ratingAfter: 1500 },
      { runId: "r2", eventId: "e1", ratedId: "kyle", matchId: "m1", round: 1, opponents: ["mara"], ratingBefore: 1500, opponentRating: 1500, expected: 0.5, k: 32, provisional: true, score: 0, change: -16, ratingAfter: 1484 },
      { runId: "r2", eventId: "e2", ratedId: "entry:x", matchId: "t1", round: 1, opponents: ["a", "b"], ratingBefore: odd[4]!, opponentRating: odd[3]!, expected: odd[3]!, k: 16, provisional: false, score: 0.75, change: odd[0]!, ratingAfter: 1500.3 },
    ];
    for (const l of old) {
      await db.query(
        `INSERT INTO "RatingLine" ("runId", game, "eventId", "matchId", round, "ratedId", opponents, "ratingBefore", "opponentRating", expected, k, provisional, score, change, "ratingAfter")
         VALUES ($1, 'ffg-swtcg', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
        [l.runId, l.eventId, l.matchId, l.round, l.ratedId, l.opponents, l.ratingBefore, l.opponentRating, l.expected, l.k, l.provisional, l.score, l.change, l.ratingAfter],
      );
    }
    await db.exec(entries);

    const rows = (
      await db.query<{ runId: string; game: string; eventId: string; ratedId: string; matches: number; ratingAfter: number; change: number; lines: string }>(
        `SELECT "runId", game, "eventId", "ratedId", matches, "ratingAfter", change, lines FROM "RatingEntry" ORDER BY "runId", "eventId", "ratedId"`,
      )
    ).rows;
    const strip = ({ runId: _r, eventId: _e, ratedId: _p, ...l }: OldLine): StoredLine => (void [_r, _e, _p], l);
    const group = (runId: string, eventId: string, ratedId: string) =>
      old.filter((l) => l.runId === runId && l.eventId === eventId && l.ratedId === ratedId).sort((a, b) => a.round - b.round);
    expect(rows.map((r) => [r.runId, r.eventId, r.ratedId])).toEqual([
      ["r1", "e1", "kyle"],
      ["r1", "e1", "mara"],
      ["r2", "e1", "kyle"],
      ["r2", "e2", "entry:x"],
    ]);
    for (const r of rows) {
      const want = group(r.runId, r.eventId, r.ratedId);
      expect(r.game).toBe("ffg-swtcg");
      expect(decodeLines(r.lines)).toEqual(want.map(strip));
      expect(r.matches).toBe(want.length);
      expect(r.ratingAfter).toBe(want.at(-1)!.ratingAfter);
      expect(r.change).toBe(want.reduce((s, l) => s + l.change, 0));
    }
    expect((await db.query(`SELECT to_regclass('"RatingLine"') AS t`)).rows).toEqual([{ t: null }]);
    await db.close();
  });
});
