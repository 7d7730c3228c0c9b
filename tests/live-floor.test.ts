/**
 * The live floor's shape (lib/live, docs/ARCHITECTURE.md "One live update"): one module owns
 * versions, watches, memos and the process's own state, below the services; the response cache
 * asks it and nothing of lib/server; no other module keeps a process-wide singleton.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Every module specifier a file imports (static and dynamic), as a repo-relative path when it is ours. */
function importsOf(file: string): string[] {
  const out: string[] = [];
  for (const m of readFileSync(file, "utf8").matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)) {
    const spec = m[1]!;
    if (spec.startsWith("@/")) out.push(spec.slice(2));
    else if (spec.startsWith(".")) out.push(path.relative(ROOT, path.resolve(path.dirname(file), spec)));
  }
  return out;
}

const rel = (file: string) => path.relative(ROOT, file);
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
