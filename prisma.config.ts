import path from "node:path";
import { defineConfig } from "prisma/config";

// The CLI downloads its native schema engine before `generate` even though generate never runs
// it. Point it at a script of ours so nothing is fetched; migrations go through lib/db/migrate.ts.
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= path.join(__dirname, "scripts", "no-schema-engine.sh");

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
});
