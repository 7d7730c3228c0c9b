// `npm start` runs this first: builds the app when there is no production build, or when a
// source file changed since the last one, so `npm install && npm start` is all a newcomer needs.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const buildId = path.join(".next", "BUILD_ID");
const SOURCES = ["app", "components", "lib", "prisma", "public", "next.config.js", "package-lock.json"];
const SKIP = new Set(["node_modules", "generated", ".next"]);

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const entry of readdirSync(p)) if (!SKIP.has(entry)) max = Math.max(max, newestMtime(path.join(p, entry)));
  return max;
}

const built = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
const changed = Math.max(...SOURCES.map(newestMtime));
if (built === 0 || changed > built) {
  console.log(built === 0 ? "No production build yet: building (once)…" : "Sources changed since the last build: rebuilding…");
  execSync("npx next build", { stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
}
