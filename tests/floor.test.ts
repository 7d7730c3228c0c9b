/**
 * The service floor's shape, checked from the import graph: use cases live in feature folders
 * under lib/server, the folders depend on each other without cycles, the kernel (the folder every
 * feature needs) depends on none of them, and preset knowledge stays in the engine.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const SERVER = path.join(ROOT, "lib/server");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Every module specifier a file imports or re-exports (static and dynamic), resolved to a repo path when it is ours. */
function importsOf(file: string): string[] {
  const src = readFileSync(file, "utf8");
  const out: string[] = [];
  for (const m of src.matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)) {
    const spec = m[1]!;
    if (spec.startsWith("@/")) out.push(path.join(ROOT, spec.slice(2)));
    else if (spec.startsWith(".")) out.push(path.resolve(path.dirname(file), spec));
  }
  return out;
}

/** The feature folder of a path under lib/server (null: outside lib/server or directly in it). */
function featureOf(p: string): string | null {
  const rel = path.relative(SERVER, p);
  if (rel.startsWith("..")) return null;
  const parts = rel.split(path.sep);
  return parts.length > 1 ? parts[0]! : null;
}

function featureGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(SERVER)) {
    const from = featureOf(file);
    if (!from) continue;
    const deps = graph.get(from) ?? new Set<string>();
    graph.set(from, deps);
    for (const target of importsOf(file)) {
      const to = featureOf(target);
      if (to && to !== from) deps.add(to);
    }
  }
  return graph;
}

/** One cycle of the graph as a path "a → b → a", or null. */
function findCycle(graph: Map<string, Set<string>>): string | null {
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (node: string): string | null => {
    state.set(node, "open");
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === "open") return [...stack.slice(stack.indexOf(next)), next].join(" → ");
      if (!state.has(next)) {
        const found = visit(next);
        if (found) return found;
      }
    }
    stack.pop();
    state.set(node, "done");
    return null;
  };
  for (const node of graph.keys()) {
    if (state.has(node)) continue;
    const found = visit(node);
    if (found) return found;
  }
  return null;
}

describe("the service floor", () => {
  it("keeps use cases in feature folders: at most 3 files directly in lib/server", () => {
    const loose = readdirSync(SERVER).filter((name) => statSync(path.join(SERVER, name)).isFile());
    expect(loose.length, loose.join(", ")).toBeLessThanOrEqual(3);
  });

  it("has no cycle between feature folders", () => {
    expect(findCycle(featureGraph())).toBeNull();
  });

  it("finds a cycle when there is one (the check can fail)", () => {
    const graph = new Map([["rounds", new Set(["results"])], ["results", new Set(["kernel", "rounds"])], ["kernel", new Set<string>()]]);
    expect(findCycle(graph)).toBe("rounds → results → rounds");
  });

  it("keeps the kernel below every feature: it imports no other folder of lib/server", () => {
    expect([...(featureGraph().get("kernel") ?? [])]).toEqual([]);
  });

  it("keeps preset and game knowledge in the engine: no preset or game id tests outside lib/tournament", () => {
    const ids = ["ffg-swtcg", "swg-swiss", "swg-swiss-top8", "swg-single-elimination", "generic-swiss", "generic-single-elimination", "swccg-2v2", "swg-tcg", "swccg", "young-jedi", "wotc-swtcg"];
    const quoted = `["'](?:${ids.join("|")})["']`;
    const test = new RegExp(`isFfg|[!=]==\\s*${quoted}|${quoted}\\s*[!=]==|case\\s+${quoted}|startsWith\\(["'](?:ffg|swg|generic|swccg)`);
    const offenders = ["app", "components", "lib"].flatMap((dir) =>
      sourceFiles(path.join(ROOT, dir))
        .filter((file) => !file.includes(`${path.sep}lib${path.sep}tournament${path.sep}`) && !file.includes(`${path.sep}lib${path.sep}generated${path.sep}`))
        .flatMap((file) =>
          readFileSync(file, "utf8")
            .split("\n")
            .flatMap((line, i) => (test.test(line) ? [`${path.relative(ROOT, file)}:${i + 1}: ${line.trim()}`] : [])),
        ),
    );
    expect(offenders).toEqual([]);
  });

  it("keeps the services off the pages' glue: lib/server imports nothing from lib/web or app", () => {
    const offenders = sourceFiles(SERVER).flatMap((file) =>
      importsOf(file)
        .filter((t) => t.startsWith(path.join(ROOT, "lib/web")) || t.startsWith(path.join(ROOT, "app")))
        .map((t) => `${path.relative(ROOT, file)} → ${path.relative(ROOT, t)}`),
    );
    expect(offenders).toEqual([]);
  });
});
