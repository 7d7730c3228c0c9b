// `npm run test:e2e`: a production build (next build + next start) driven by Debian's Chromium.
// Uses DATABASE_URL when set, otherwise a fresh embedded database in a temporary folder.
import { execSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const chromium = process.env.PLAYWRIGHT_CHROMIUM_PATH || "/usr/bin/chromium";
if (!existsSync(chromium)) {
  console.error(
    `e2e: no Chromium at ${chromium}.\n` +
      "Install Debian's Chromium with:  sudo apt-get update && sudo apt-get install -y chromium\n" +
      "or point PLAYWRIGHT_CHROMIUM_PATH at a Chromium or Chrome binary.",
  );
  process.exit(1);
}

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
let tmp;
if (!env.DATABASE_URL) {
  tmp = mkdtempSync(path.join(tmpdir(), "holonet-e2e-"));
  env.HOLONET_DATA_DIR = tmp;
}
try {
  if (!process.argv.includes("--no-build")) execSync("npx next build", { stdio: "inherit", env });
  const args = process.argv.slice(2).filter((a) => a !== "--no-build");
  const run = spawnSync("npx", ["playwright", "test", ...args], { stdio: "inherit", env });
  process.exitCode = run.status ?? 1;
} finally {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
}
