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

/**
 * Packages only the server may load. The `server-only` package is not installed here, so this
 * list stands in for its guard: a module importing one of these (or lib/server, lib/db) is a
 * server module, and so is every module that reaches one.
 */
const SERVER_PACKAGES = /^(?:server-only$|next\/headers$|next\/cache$|node:|pg$|@prisma\/|nodemailer$|@electric-sql\/)/;

/** The file an import of ours names (its extension or index resolved), or null when there is none. */
function resolveFile(target: string): string | null {
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, path.join(target, "index.ts"), path.join(target, "index.tsx")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const directive = (src: string, name: string) => new RegExp(`^(?:\\s|//[^\\n]*\\n|/\\*[\\s\\S]*?\\*/)*["']${name}["']`).test(src);

/**
 * The server modules a client module reaches through its imports, transitively, as chains
 * "client → … → server". A "use server" module is a boundary (the client holds a reference to
 * its actions, not its code), so the walk stops there. `read` gives a file's source (a fixture
 * in the test that shows the check can fail).
 */
export function serverReach(start: string, read: (file: string) => string | null, resolve: (target: string) => string | null = resolveFile): string[] {
  const found: string[] = [];
  const seen = new Set<string>([start]);
  const queue: string[][] = [[start]];
  while (queue.length > 0) {
    const chain = queue.shift()!;
    const file = chain[chain.length - 1]!;
    const src = read(file);
    if (src === null) continue;
    for (const imp of importsIn(file, src)) {
      const label = [...chain.map(rel), imp.target ? rel(imp.target) : imp.spec].join(" → ");
      if (imp.target === null) {
        if (SERVER_PACKAGES.test(imp.spec)) found.push(label);
        continue;
      }
      if (intoServer(imp)) {
        found.push(label);
        continue;
      }
      const next = resolve(imp.target);
      if (next === null || seen.has(next)) continue;
      seen.add(next);
      const nextSrc = read(next);
      if (nextSrc !== null && directive(nextSrc, "use server")) continue;
      queue.push([...chain, next]);
    }
  }
  return found;
}

const readSource = (file: string): string | null => (existsSync(file) ? readFileSync(file, "utf8") : null);
const clientModules = () => ["app", "components", "lib"].flatMap((dir) => sourceFiles(at(dir))).filter((file) => directive(readFileSync(file, "utf8"), "use client"));

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

  it("keeps client code off the server: no \"use client\" module reaches lib/server, lib/db or a server-only package, even transitively", () => {
    const clients = clientModules();
    expect(clients.length).toBeGreaterThan(40);
    expect(clients.flatMap((file) => serverReach(file, readSource))).toEqual([]);
  });

  it("follows imports transitively and stops at a \"use server\" boundary (the check can fail)", () => {
    const files: Record<string, string> = {
      "components/x/Form.tsx": '"use client";\nimport { initialFormState } from "@/lib/web/x-form";\nimport { save } from "@/app/x/actions";',
      "lib/web/x-form.ts": 'import { ServiceError } from "@/lib/server/kernel/errors";\nexport const initialFormState = {};',
      "app/x/actions.ts": '"use server";\nimport { db } from "@/lib/db";',
      "components/x/Clean.tsx": '"use client";\nimport { words } from "./words";',
      "components/x/words.ts": 'import { cookies } from "next/headers";',
    };
    const read = (file: string) => files[rel(file)] ?? null;
    const resolve = (target: string) => {
      const hit = [".ts", ".tsx"].map((ext) => target + ext).find((f) => rel(f) in files);
      return hit ?? null;
    };
    expect(serverReach(at("components/x/Form.tsx"), read, resolve)).toEqual(["components/x/Form.tsx → lib/web/x-form.ts → lib/server/kernel/errors"]);
    expect(serverReach(at("components/x/Clean.tsx"), read, resolve)).toEqual(["components/x/Clean.tsx → components/x/words.ts → next/headers"]);
  });

  it("hands components their actions: nothing in components/ imports from app/ (the pages and containers pass server actions as props)", () => {
    expect(offenders("components", (imp) => imp.target !== null && inside(imp.target, "app"))).toEqual([]);
  });

  it("has the pages ask services, never the database: nothing in app/ imports lib/db or the generated client", () => {
    expect(offenders("app", (imp) => imp.target !== null && (inside(imp.target, "lib/db") || inside(imp.target, "lib/generated")))).toEqual([]);
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
