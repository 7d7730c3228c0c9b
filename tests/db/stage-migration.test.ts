/**
 * The stages migration on a database holding events in every state (registration, mid-Swiss,
 * after the cut, complete): every event gets its stages, every round and match its stage, the
 * cut's seeds move to the elimination stage, and nothing else changes.
 */
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { readMigrations } from "@/lib/db/migrate";

const STAGES = "event_stages";

async function migrations() {
  const list = (await readMigrations()).migrationDirectories;
  const at = list.findIndex((d) => d.path.endsWith(STAGES));
  const sql = (d: (typeof list)[number]) => (d.migrationFile.content.tag === "ok" ? d.migrationFile.content.value : "");
  return { before: list.slice(0, at).map(sql), stages: sql(list[at]!) };
}

async function seed(db: PGlite) {
  const event = (id: string, status: string, cutSeeds: string[]) =>
    db.query(
      `INSERT INTO "Event" ("id","name","structure","tier","status","randomSeed","swissRounds","cutSize","cutSeeds","updatedAt") VALUES ($1,$1,'custom','relaxed',$2,'seed',2,4,$3,now())`,
      [id, status, cutSeeds],
    );
  const players = async (e: string) => {
    for (let i = 1; i <= 5; i++) await db.query(`INSERT INTO "Player" ("id","eventId","name","seq","updatedAt") VALUES ($1,$2,$1,$3,now())`, [`${e}-p${i}`, e, i]);
  };
  const round = (e: string, n: number, stage: string, stageRound: number) =>
    db.query(`INSERT INTO "Round" ("id","eventId","number","stage","stageRound","minutes") VALUES ($1,$2,$3,$4,$5,70)`, [`${e}-r${n}`, e, n, stage, stageRound]);
  const match = (e: string, id: string, round: string | null, a: string | null, b: string | null, bracketMatch: number | null, result: unknown) =>
    db.query(`INSERT INTO "Match" ("id","eventId","roundId","playerAId","playerBId","bracketMatch","result","table","updatedAt") VALUES ($1,$2,$3,$4,$5,$6,$7,1,now())`, [
      `${e}-${id}`,
      e,
      round,
      a,
      b,
      bracketMatch,
      result === null ? null : JSON.stringify(result),
    ]);

  await event("reg", "registration", []);
  await players("reg");

  await event("mid", "swiss", []);
  await players("mid");
  await round("mid", 1, "swiss", 1);
  await match("mid", "m1", "mid-r1", "mid-p1", "mid-p2", null, { games: [{ result: "A" }, { result: "B" }] });
  await match("mid", "m2", "mid-r1", "mid-p3", "mid-p4", null, null);
  await match("mid", "bye", "mid-r1", "mid-p5", null, null, null);

  for (const [e, status] of [["cut", "elimination"], ["done", "complete"]] as const) {
    const seeds = [1, 2, 3, 4].map((i) => `${e}-p${i}`);
    await event(e, status, seeds);
    await players(e);
    await round(e, 1, "swiss", 1);
    await round(e, 2, "swiss", 2);
    await round(e, 3, "elimination", 1);
    await match(e, "s1", `${e}-r1`, `${e}-p1`, `${e}-p2`, null, { games: [{ result: "A" }, { result: "A" }] });
    await match(e, "s2", `${e}-r2`, `${e}-p1`, `${e}-p3`, null, { intentionalSplit: true });
    for (let m = 1; m <= 7; m++) {
      await match(e, `M${m}`, m <= 2 ? `${e}-r3` : null, m === 1 ? seeds[0]! : m === 2 ? seeds[1]! : null, m === 1 ? seeds[3]! : m === 2 ? seeds[2]! : null, m, m === 1 ? { kind: "game", result: "A" } : null);
    }
  }
}

describe("the stages migration", () => {
  it("gives every event its stages and every round and match its stage, losslessly", async () => {
    const { before, stages } = await migrations();
    const db = new PGlite();
    for (const sql of before) await db.exec(sql);
    await seed(db);
    const snapshot = async () => ({
      rounds: (await db.query(`SELECT "id","eventId","number","stage","stageRound" FROM "Round" ORDER BY "id"`)).rows,
      matches: (await db.query(`SELECT "id","eventId","roundId","playerAId","playerBId","bracketMatch","result" FROM "Match" ORDER BY "id"`)).rows,
      players: (await db.query(`SELECT "id","eventId","name","seq" FROM "Player" ORDER BY "id"`)).rows,
    });
    const was = await snapshot();
    await db.exec(stages);
    expect(await snapshot()).toEqual(was);

    const rows = (await db.query<{ eventId: string; number: number; kind: string; seeds: string[] }>(`SELECT "eventId","number","kind","seeds" FROM "EventStage" ORDER BY "eventId","number"`)).rows;
    expect(rows).toEqual([
      { eventId: "cut", number: 1, kind: "swiss", seeds: [] },
      { eventId: "cut", number: 2, kind: "double-elimination", seeds: ["cut-p1", "cut-p2", "cut-p3", "cut-p4"] },
      { eventId: "done", number: 1, kind: "swiss", seeds: [] },
      { eventId: "done", number: 2, kind: "double-elimination", seeds: ["done-p1", "done-p2", "done-p3", "done-p4"] },
      { eventId: "mid", number: 1, kind: "swiss", seeds: [] },
      { eventId: "reg", number: 1, kind: "swiss", seeds: [] },
    ]);
    // Each round and match points at its event's stage of the right kind.
    const wrong = await db.query(
      `SELECT r."id" FROM "Round" r JOIN "EventStage" s ON s."id" = r."stageId"
       WHERE s."eventId" <> r."eventId" OR (r."stage" = 'swiss') <> (s."kind" = 'swiss')
       UNION ALL
       SELECT m."id" FROM "Match" m JOIN "EventStage" s ON s."id" = m."stageId"
       WHERE s."eventId" <> m."eventId" OR (m."bracketMatch" IS NULL) <> (s."kind" = 'swiss')`,
    );
    expect(wrong.rows).toEqual([]);
    const counts = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "Match" WHERE "stageId" IS NULL`)).rows[0]!;
    expect(counts.n).toBe(0);
    // Brackets are unique per stage now: a second stage could number its matches from M1 again.
    await expect(db.query(`INSERT INTO "Match" ("id","eventId","stageId","bracketMatch","updatedAt") SELECT 'dup', "eventId", "stageId", 1, now() FROM "Match" WHERE "id" = 'cut-M1'`)).rejects.toThrow();
    await db.close();
  });
});
