// `npm test`: typecheck, lint, Vitest (unit + integration), Playwright e2e on a production build.
// Runs every step, then prints a summary and a closing `N passed, N failed` line.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
mkdirSync("test-results", { recursive: true });
const only = process.argv.slice(2);

function run(cmd, args) {
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: "inherit", env });
  return { ok: r.status === 0, seconds: Math.round((Date.now() - started) / 1000) };
}

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null);

const steps = [
  { name: "typecheck", run: () => run("npx", ["tsc", "--noEmit"]) },
  { name: "lint", run: () => run("npx", ["eslint", ".", "--max-warnings=0"]) },
  {
    name: "vitest",
    run: () => {
      rmSync("test-results/vitest.json", { force: true });
      const r = run("npx", ["vitest", "run", "--reporter=default", "--reporter=json", "--outputFile.json=test-results/vitest.json"]);
      const j = readJson("test-results/vitest.json");
      return { ...r, passed: j?.numPassedTests ?? 0, failed: j ? j.numFailedTests : 1, skipped: (j?.numPendingTests ?? 0) + (j?.numTodoTests ?? 0) };
    },
  },
  {
    // The integration suite alone (tests/): .ci/run runs it a second time on embedded PGlite.
    name: "integration",
    optIn: true,
    run: () => {
      rmSync("test-results/integration.json", { force: true });
      const r = run("npx", ["vitest", "run", "tests", "lib/server", "--reporter=default", "--reporter=json", "--outputFile.json=test-results/integration.json"]);
      const j = readJson("test-results/integration.json");
      return { ...r, passed: j?.numPassedTests ?? 0, failed: j ? j.numFailedTests : 1, skipped: j?.numPendingTests ?? 0 };
    },
  },
  {
    name: "e2e",
    run: () => {
      rmSync("test-results/e2e.json", { force: true });
      const r = run("node", ["scripts/e2e.mjs"]);
      const s = readJson("test-results/e2e.json")?.stats;
      return { ...r, passed: s?.expected ?? 0, failed: s ? s.unexpected + s.flaky : 1, skipped: s?.skipped ?? 0 };
    },
  },
].filter((s) => (only.length === 0 ? !s.optIn : only.includes(s.name)));

/** Names of the failed tests in this run's reports (Vitest's and Playwright's JSON). */
function failedNames(vitestReports, e2e) {
  const names = [];
  for (const file of vitestReports) {
    for (const suite of readJson(file)?.testResults ?? []) {
      for (const t of suite.assertionResults ?? []) if (t.status === "failed") names.push(`${suite.name.replace(process.cwd() + "/", "")} › ${t.fullName}`);
    }
  }
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) if (t.status === "unexpected" || t.status === "flaky") names.push(`${spec.file} › ${[...path, spec.title].join(" › ")} (${t.status})`);
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  if (e2e) for (const suite of readJson("test-results/e2e.json")?.suites ?? []) walk(suite, []);
  return names;
}

const results = steps.map((s) => {
  console.log(`\n━━━ ${s.name} ━━━`);
  return { name: s.name, ...s.run() };
});

console.log("\n━━━ summary ━━━");
let passed = 0;
let failed = 0;
let skipped = 0;
for (const r of results) {
  // A step without test counts (typecheck, lint) counts as one check.
  const p = r.passed ?? (r.ok ? 1 : 0);
  const f = r.failed ?? (r.ok ? 0 : 1);
  const failedHere = r.ok ? f : Math.max(f, 1);
  passed += p;
  failed += failedHere;
  skipped += r.skipped ?? 0;
  const counts = r.passed === undefined ? "" : ` — ${p} passed, ${failedHere} failed${r.skipped ? `, ${r.skipped} skipped` : ""}`;
  console.log(`${r.ok ? "✓" : "✗"} ${r.name} (${r.seconds}s)${counts}`);
}
// The failed tests by name, last: CI keeps only the end of the output.
const reports = new Set(results.map((r) => `test-results/${r.name}.json`));
const failedTests = failedNames([...reports].filter((f) => !f.endsWith("e2e.json")), reports.has("test-results/e2e.json"));
for (const name of failedTests) console.log(`  ✗ ${name}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
if (process.env.HOLONET_SUMMARY_FILE) writeFileSync(process.env.HOLONET_SUMMARY_FILE, JSON.stringify({ passed, failed, skipped, failedTests }));
process.exit(results.every((r) => r.ok) ? 0 : 1);
