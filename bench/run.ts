/**
 * `npm run bench`: runs every bench/*.bench.ts in name order. Each file exports
 * `run(): Promise<void> | void` and prints its own table of figures.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const dir = path.dirname(new URL(import.meta.url).pathname);
const only = process.argv[2];
for (const file of readdirSync(dir).filter((f) => f.endsWith(".bench.ts")).sort()) {
  if (only && !file.includes(only)) continue;
  console.log(`\n=== ${file} ===`);
  const mod = (await import(pathToFileURL(path.join(dir, file)).href)) as { run: () => unknown };
  await mod.run();
}
