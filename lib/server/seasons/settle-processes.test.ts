/**
 * Two app processes at a period's boundary (PostgreSQL only: the embedded database belongs to one
 * process): both settle at once, the awards are written once, and exactly one process says it did.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { SWG_SPRINT_RULES } from "@/lib/tournament/seasons/presets";
import { newUser } from "../../../tests/helpers";
import { eventWith } from "../../../tests/server/event-helpers";
import { completeEvent } from "../../../tests/server/money-helpers";
import { attachEvent, createSeason } from "./seasons";
import { settleDueSeasons } from "./settle";

const ROOT = path.resolve(import.meta.dirname, "../../..");

function settleInChild(at: string): Promise<{ seasonId: string; period: string; awards: number }[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "tests/server/settle-child.ts"), at], { cwd: ROOT, env: process.env, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr.on("data", (d: Buffer) => (err += d.toString()));
    child.on("exit", (code) => {
      const line = out.trim().split("\n").filter((l) => l.startsWith("[")).pop();
      if (code !== 0 || !line) reject(new Error(`child exited ${code}: ${err.slice(0, 2000)}`));
      else resolve(JSON.parse(line) as { seasonId: string; period: string; awards: number }[]);
    });
  });
}

/** A Sprint made on 1 October with one complete October event of four profiles, attached. */
async function octoberSprint() {
  const org = await newUser();
  const season = await createSeason(org, { name: "Two Process Sprint", game: "ffg-swtcg", preset: "swg-sprint", schedule: "monthly-weekdays", timeZone: "UTC", rules: { ...SWG_SPRINT_RULES, levels: [{ kind: "bronze", points: 1 }] } });
  const db = await getDb();
  await db.season.update({ where: { id: season.id }, data: { createdAt: new Date("2026-10-01T00:00:00Z") } });
  const made = await eventWith(4, { swissRounds: 2 });
  await db.eventStaff.updateMany({ where: { eventId: made.eventId, role: "organizer" }, data: { userId: org.id, email: org.email } });
  await db.event.update({ where: { id: made.eventId }, data: { startsAt: new Date("2026-10-13T18:00:00Z") } });
  for (const p of made.players) {
    const profile = await db.playerProfile.create({ data: { displayName: p.name } });
    await db.player.update({ where: { id: p.id }, data: { profileId: profile.id } });
  }
  await completeEvent(org, made.eventId);
  await attachEvent(org, season.id, { eventId: made.eventId });
  return season.id;
}

async function expectSettledOnce(seasonId: string, settled: { seasonId: string; period: string; awards: number }[]) {
  const db = await getDb();
  const mine = settled.filter((s) => s.seasonId === seasonId);
  expect(mine.map((s) => s.period)).toEqual(["2026-10"]);
  expect(await db.seasonSettlement.count({ where: { seasonId } })).toBe(1);
  expect(await db.seasonAward.count({ where: { seasonId } })).toBe(mine[0]!.awards);
  expect(await db.seasonAward.count({ where: { seasonId, kind: "gold" } })).toBeGreaterThanOrEqual(1);
  expect(await db.seasonAuditEntry.count({ where: { seasonId, action: "season.settle" } })).toBe(1);
}

const AT = "2026-10-31T00:00:05Z"; // five seconds after midnight ending Friday 30 October

describe("a period's end settled from two places at once", () => {
  it("two settlements at once in one process award once", { timeout: 120_000 }, async () => {
    const seasonId = await octoberSprint();
    const [a, b] = await Promise.all([settleDueSeasons(new Date(AT)), settleDueSeasons(new Date(AT))]);
    await expectSettledOnce(seasonId, [...a, ...b]);
  });

  // PostgreSQL only: the embedded database belongs to one process.
  if (process.env.DATABASE_URL) it("two processes: one of them settles, the awards are written once", { timeout: 120_000 }, async () => {
    const seasonId = await octoberSprint();
    const [a, b] = await Promise.all([settleInChild(AT), settleInChild(AT)]);
    await expectSettledOnce(seasonId, [...a, ...b]);
  });
});
