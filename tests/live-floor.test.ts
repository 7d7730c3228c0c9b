/**
 * The live floor's shape (lib/live, docs/ARCHITECTURE.md "One live update"): one module owns
 * versions, watches, memos and the process's own state, below the services; the response cache
 * asks it and nothing of lib/server; no other module keeps a process-wide singleton.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { importsOf as absoluteImportsOf, ROOT, sourceFiles } from "./source-files";

const rel = (file: string) => path.relative(ROOT, file);
/** Repo-relative, as this file's messages name them. */
const importsOf = (file: string) => absoluteImportsOf(file).map(rel);
const importing = (dir: string, test: (target: string) => boolean) =>
  sourceFiles(path.join(ROOT, dir)).flatMap((file) => importsOf(file).filter(test).map((t) => `${rel(file)} → ${t}`));

/** Lines that keep state on `globalThis`, outside the modules allowed to. */
function singletons(allowed: (file: string) => boolean): string[] {
  return [...sourceFiles(path.join(ROOT, "lib")), ...sourceFiles(path.join(ROOT, "app")), ...sourceFiles(path.join(ROOT, "components"))]
    .filter((file) => !allowed(rel(file)))
    .flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, i) => (/globalThis|Symbol\.for\(/.test(line) && !/^\s*(\*|\/\/)/.test(line) ? [`${rel(file)}:${i + 1}`] : [])),
    );
}

describe("the live floor", () => {
  it("stands below the services: lib/live imports only itself and the database module", () => {
    expect(importing("lib/live", (t) => !t.startsWith("lib/live") && !t.startsWith("lib/db"))).toEqual([]);
  });

  it("is what lib/http asks: lib/http imports nothing from lib/server (no lib/http ↔ lib/server cycle)", () => {
    expect(importing("lib/http", (t) => t.startsWith("lib/server"))).toEqual([]);
  });

  it("holds every process-wide singleton: none on globalThis outside lib/live and lib/db", () => {
    const allowed = (file: string) => file.startsWith("lib/live/") || file.startsWith("lib/db/") || file.startsWith("lib/generated/");
    expect(singletons(allowed)).toEqual([]);
  });

  it("finds a singleton when there is one (the check can fail)", () => {
    expect(singletons(() => false).some((line) => line.startsWith("lib/live/process.ts"))).toBe(true);
  });
});
