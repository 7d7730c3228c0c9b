import { randomUUID } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { applyMigrations, diffSchemaFromMigrations, isEmptyMigration, readMigrations } from "@/lib/db/migrate";

const EXPECTED_TABLES = [
  "ApiToken", "AppSecret", "AuditEntry", "DeletedEvent", "DeletedEventRow", "EmailVerification", "Event", "EventDocument", "EventHall", "EventStaff", "EventStage", "Guild", "GuildHistory", "GuildInvitation", "GuildMember", "HallLink", "JudgeCall", "LoginThrottle",
  "Match", "Notification", "Occurrence", "OccurrenceEntry", "Player", "PlayerProfile", "PlayerRating", "PrizeAward", "ProfileMerge", "Queue", "QueueAuditEntry", "QueueEntry", "QueueFill", "RatedEvent", "RatingEntry", "RatingJob", "RatingRun", "RatingStage", "ReportKey", "ResultKey", "ResultReport", "Round", "Schedule", "Season", "SeasonAuditEntry", "SeasonAward", "SeasonBoardVersion", "SeasonEvent", "SeasonInvitation", "SeasonOrganizer", "SeasonSettlement", "SeasonTag", "Session", "TeamMember", "User", "WaitlistEntry", "_prisma_migrations",
];

describe("migrations", () => {
  it("prisma/schema.prisma and prisma/migrations agree (no drift)", async () => {
    const sql = await diffSchemaFromMigrations(new PrismaPGlite(new PGlite()));
    // When this fails: run `npm run db:new-migration -- <name>` and commit the new migration.
    expect(isEmptyMigration(sql), `schema and migrations drift apart; missing SQL:\n${sql}`).toBe(true);
  });

  it("every migration directory has its migration.sql", async () => {
    const list = await readMigrations();
    expect(list.migrationDirectories.length).toBeGreaterThan(0);
    for (const dir of list.migrationDirectories) expect(dir.migrationFile.content.tag, dir.path).toBe("ok");
  });

  it("no comment in a migration holds a semicolon (the PostgreSQL runner splits statements on them)", async () => {
    for (const dir of (await readMigrations()).migrationDirectories) {
      const sql = dir.migrationFile.content.tag === "ok" ? dir.migrationFile.content.value : "";
      const bad = sql.split("\n").filter((line) => /--.*;/.test(line));
      expect(bad, dir.path).toEqual([]);
    }
  });

  it("applies all migrations to a fresh embedded database, then nothing on a second run", async () => {
    const db = new PGlite();
    const factory = new PrismaPGlite(db);
    const applied = await applyMigrations(factory);
    expect(applied).toEqual((await readMigrations()).migrationDirectories.map((d) => d.path));
    expect(await applyMigrations(factory)).toEqual([]);
    const { rows } = await db.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
    );
    expect(rows.map((r) => r.table_name)).toEqual(EXPECTED_TABLES);
  });

  // Registered only with a PostgreSQL server to talk to (the CI's first pass); the embedded pass
  // covers the same migrations above.
  if (process.env.DATABASE_URL) it("applies all migrations to a fresh PostgreSQL database", async () => {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const name = `holonet_migrations_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
    await admin.query(`CREATE DATABASE "${name}"`);
    try {
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/${name}`;
      const factory = new PrismaPg({ connectionString: url.toString() });
      expect((await applyMigrations(factory)).length).toBeGreaterThan(0);
      expect(await applyMigrations(factory)).toEqual([]);
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const { rows } = await check.query<{ table_name: string }>(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
      );
      await check.end();
      expect(rows.map((r) => r.table_name)).toEqual(EXPECTED_TABLES);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  });
});
