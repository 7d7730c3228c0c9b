import { defineConfig } from "vitest/config";

// Integration tests run against DATABASE_URL when it is set, otherwise against an in-memory
// embedded PostgreSQL (PGlite) per test file.
const env: Record<string, string> = { NODE_ENV: "test" };
if (!process.env.DATABASE_URL) env.HOLONET_DATA_DIR = "memory://";

export default defineConfig({
  resolve: { alias: { "@": import.meta.dirname } },
  test: {
    include: ["lib/**/*.test.ts", "tests/**/*.test.ts"],
    environment: "node",
    env,
    globalSetup: ["tests/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
