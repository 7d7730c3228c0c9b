/**
 * The layers as folders, checked from the imports: components only render what they are given
 * (the containers in app/ fetch), the services stay off the pages' glue, the view types the two
 * share depend on neither, and the engine depends on nothing of the app.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const at = (rel: string) => path.join(ROOT, rel);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

interface Import {
  /** As written. */
  spec: string;
  /** The repo path it points at, for our own modules (`@/…` or relative); null for a package. */
  target: string | null;
}

/** Every module a source imports or re-exports (static, type-only and dynamic). */
function importsIn(file: string, src: string): Import[] {
  return [...src.matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)].map((m) => {
    const spec = m[1]!;
    if (spec.startsWith("@/")) return { spec, target: at(spec.slice(2)) };
    if (spec.startsWith(".")) return { spec, target: path.resolve(path.dirname(file), spec) };
    return { spec, target: null };
  });
}

const importsOf = (file: string) => importsIn(file, readFileSync(file, "utf8"));
const inside = (target: string, dir: string) => target === at(dir) || target.startsWith(at(dir) + path.sep);
const rel = (p: string) => path.relative(ROOT, p);

/** "file → import" for each import of the files under `dir` that `bad` picks out. */
function offenders(dir: string, bad: (imp: Import, file: string) => boolean): string[] {
  return sourceFiles(at(dir)).flatMap((file) => importsOf(file).filter((imp) => bad(imp, file)).map((imp) => `${rel(file)} → ${imp.spec}`));
}

const intoServer = (imp: Import) => imp.target !== null && (inside(imp.target, "lib/server") || inside(imp.target, "lib/db"));

describe("the layers", () => {
  it("reads imports of every kind, resolving our own (the checks can fail)", () => {
    const file = at("components/x/Sample.tsx");
    const src = [
      'import type { A } from "@/lib/server/a";',
      'import { b } from "../../lib/db";',
      'export { c } from "./c";',
      'const d = await import("@/lib/server/d");',
      'import "server-only";',
    ].join("\n");
    const found = importsIn(file, src);
    expect(found.map((i) => i.target && rel(i.target))).toEqual(["lib/server/a", "lib/db", "components/x/c", "lib/server/d", null]);
    expect(found.filter(intoServer).map((i) => i.spec)).toEqual(["@/lib/server/a", "../../lib/db", "@/lib/server/d"]);
  });

  it("keeps components presentational: nothing in components/ imports lib/server or lib/db, not even types", () => {
    expect(offenders("components", intoServer)).toEqual([]);
  });

  it("keeps the view types neutral: lib/views imports nothing from lib/server, lib/db, lib/web or app", () => {
    expect(offenders("lib/views", (imp) => intoServer(imp) || (imp.target !== null && (inside(imp.target, "lib/web") || inside(imp.target, "app"))))).toEqual([]);
  });

  it("keeps the services off the pages' glue: lib/server imports nothing from lib/web", () => {
    expect(offenders("lib/server", (imp) => imp.target !== null && inside(imp.target, "lib/web"))).toEqual([]);
  });

  it("keeps the engine self-contained: lib/tournament imports nothing outside itself (its tests: their tools)", () => {
    const isTest = (file: string) => /\.test(-helper)?\.ts$/.test(file);
    expect(offenders("lib/tournament", (imp, file) => (imp.target === null ? !isTest(file) : !inside(imp.target, "lib/tournament")))).toEqual([]);
  });

  it("scans real folders", () => {
    for (const dir of ["components", "lib/views", "lib/server", "lib/tournament"]) expect(existsSync(at(dir)) && sourceFiles(at(dir)).length, dir).toBeGreaterThan(0);
  });
});
