import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { afterAll, describe, expect, it } from "vitest";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { applyMigrations } from "@/lib/db/migrate";

const dir = mkdtempSync(path.join(tmpdir(), "holonet-persist-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function open() {
  const pglite = new PGlite({ dataDir: dir });
  const factory = new PrismaPGlite(pglite);
  await applyMigrations(factory);
  return { pglite, prisma: new PrismaClient({ adapter: factory }) };
}

describe("embedded database on disk", () => {
  it("keeps an event and its players across a restart", async () => {
    const first = await open();
    const event = await first.prisma.event.create({
      data: { name: "Persisted", structure: "basic", tier: "relaxed", randomSeed: "s", players: { create: [{ name: "Kyle", seq: 1 }, { name: "Jan", seq: 2 }] } },
    });
    await first.prisma.$disconnect();
    await first.pglite.close();

    const second = await open();
    const again = await second.prisma.event.findUnique({ where: { id: event.id }, include: { players: { orderBy: { seq: "asc" } } } });
    expect(again?.name).toBe("Persisted");
    expect(again?.players.map((p) => p.name)).toEqual(["Kyle", "Jan"]);
    await second.prisma.$disconnect();
    await second.pglite.close();
  });
});
