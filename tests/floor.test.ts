/**
 * The floors' shape, checked from the import graph: use cases live in feature folders under
 * lib/server, the folders depend on each other without cycles, the kernel (the folder every
 * feature needs) depends on none of them, and preset knowledge stays in the engine; no circle of
 * files inside any folder, no cycle between the top folders (app, components, lib/*); one
 * access table.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { importsOf, ROOT, sourceFiles } from "./source-files";

const SERVER = path.join(ROOT, "lib/server");

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

// ── Every folder: no circles of files; the top folders: no cycles ─────────────────────────────

/** The file an import of ours names (its extension or index resolved), or null. */
function resolveFile(target: string): string | null {
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, path.join(target, "index.ts"), path.join(target, "index.tsx")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const SOURCES = () => ["app", "components", "lib"].flatMap((dir) => sourceFiles(path.join(ROOT, dir))).filter((file) => !file.includes(`${path.sep}lib${path.sep}generated${path.sep}`));
const rel = (p: string) => path.relative(ROOT, p);

/** File → the files it imports (type-only imports too: a type circle still ties the files together). */
function fileGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of SOURCES()) graph.set(rel(file), new Set(importsOf(file).map(resolveFile).filter((t): t is string => t !== null).map(rel)));
  return graph;
}

/** Only the edges between files of one folder. */
function sameFolder(graph: Map<string, Set<string>>): Map<string, Set<string>> {
  return new Map([...graph].map(([file, deps]) => [file, new Set([...deps].filter((d) => path.dirname(d) === path.dirname(file) && d !== file))]));
}

/** Every circle of the graph, each as its sorted members (strongly connected parts of more than one node). */
function circles(graph: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const part: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        part.push(w);
      } while (w !== v);
      if (part.length > 1) found.push(part.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/**
 * Circles being taken apart in parallel work of issue 37 (the result's one home; one live
 * floor; reads that don't write). Each must still exist — a listed circle that is gone fails
 * the test, so the list only shrinks — and no other may appear.
 */
const CIRCLES_BEING_UNTIED: readonly string[][] = [];

/** The top folder a repo file belongs to: app, components, or lib/<folder> (lib's loose files: "lib"). */
function topFolder(file: string): string {
  const parts = file.split(path.sep);
  if (parts[0] === "lib") return parts.length > 2 ? `lib/${parts[1]}` : "lib";
  return parts[0]!;
}

function folderGraph(files: Map<string, Set<string>>): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const [file, deps] of files) {
    const from = topFolder(file);
    const out = graph.get(from) ?? new Set<string>();
    graph.set(from, out);
    for (const dep of deps) if (topFolder(dep) !== from) out.add(topFolder(dep));
  }
  return graph;
}

describe("the whole floor", () => {
  it("has no circle of files inside a folder (but those being untied)", () => {
    const found = circles(sameFolder(fileGraph())).map((c) => c.join(" ↔ "));
    const listed = CIRCLES_BEING_UNTIED.map((c) => c.join(" ↔ "));
    expect(found.filter((c) => !listed.includes(c)), "a new circle of files").toEqual([]);
    expect(listed.filter((c) => !found.includes(c)), "a listed circle is gone: take it off CIRCLES_BEING_UNTIED").toEqual([]);
  });

  it("finds circles of files inside a folder, and only inside one (the check can fail)", () => {
    const graph = new Map([
      ["lib/x/a.ts", new Set(["lib/x/b.ts"])],
      ["lib/x/b.ts", new Set(["lib/x/c.ts", "lib/y/d.ts"])],
      ["lib/x/c.ts", new Set(["lib/x/a.ts"])],
      ["lib/y/d.ts", new Set(["lib/x/a.ts"])],
    ]);
    expect(circles(sameFolder(graph))).toEqual([["lib/x/a.ts", "lib/x/b.ts", "lib/x/c.ts"]]);
    expect(circles(new Map([["p.ts", new Set(["q.ts"])], ["q.ts", new Set<string>()]]))).toEqual([]);
  });

  it("has no cycle between the top folders (app, components, lib/*)", () => {
    const graph = folderGraph(fileGraph());
    expect(graph.has("app") && graph.has("components") && graph.has("lib/server")).toBe(true);
    expect(findCycle(graph)).toBeNull();
  });

  it("finds a cycle between top folders through any files (the check can fail)", () => {
    const files = new Map([
      ["lib/api/fast.ts", new Set(["app/api/route.ts"])],
      ["app/api/route.ts", new Set(["lib/server/x/save.ts"])],
      ["app/page.tsx", new Set(["lib/api/fast.ts"])],
      ["lib/server/x/save.ts", new Set<string>()],
    ]);
    expect(findCycle(folderGraph(files))).toBe("lib/api → app → lib/api");
  });
});

// ── One access table ────────────────────────────────────────────────────────────────────────

/** Lines that declare a table of roles or a policy of their own (the one table is kernel/policy.ts). */
const ACCESS_TABLE = /\b[A-Z_]*POLICY\s*[:=]|satisfies\s+Record<[^>]*readonly\s+\w*(?:Role|Standing)\w*\[\]>|Record<\s*\w*Operation\s*,/;

function accessTables(files: Map<string, string>): string[] {
  return [...files].flatMap(([file, text]) =>
    text
      .split("\n")
      .flatMap((line, i) => (ACCESS_TABLE.test(line) && !line.trim().startsWith("*") && !line.trim().startsWith("//") ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  );
}

describe("one access table", () => {
  it("declares every access rule in lib/server/kernel/policy.ts: no other file of lib/server or app holds a policy or a table of roles", () => {
    const files = new Map(
      ["lib/server", "app"]
        .flatMap((dir) => sourceFiles(path.join(ROOT, dir)))
        .filter((file) => rel(file) !== "lib/server/kernel/policy.ts")
        .map((file) => [rel(file), readFileSync(file, "utf8")] as const),
    );
    expect(files.size).toBeGreaterThan(100);
    expect(accessTables(files)).toEqual([]);
  });

  it("finds a table of roles beside the policy (the check can fail)", () => {
    const found = accessTables(
      new Map([
        ["lib/server/queues/policy.ts", 'export const QUEUE_POLICY = {\n  "queue.read": "anyone",\n} as const;'],
        ["lib/server/guilds/policy.ts", 'const ok = {} as const satisfies Record<string, readonly GuildStanding[]>;\nconst REFUSALS: Record<GuildOperation, string> = {};'],
        ["lib/server/guilds/guilds.ts", "// the rules are in GUILD_POLICY = the kernel's\nconst x = allows(op, standing);"],
      ]),
    );
    expect(found).toEqual([
      'lib/server/queues/policy.ts:1: export const QUEUE_POLICY = {',
      "lib/server/guilds/policy.ts:1: const ok = {} as const satisfies Record<string, readonly GuildStanding[]>;",
      "lib/server/guilds/policy.ts:2: const REFUSALS: Record<GuildOperation, string> = {};",
    ]);
  });

  it("gives every rule of the one table one shape: a scope, its standings, refusal words where the scope has no standard ones", async () => {
    const { ACCESS } = await import("@/lib/server/kernel/policy");
    const SCOPES: Record<string, readonly string[]> = {
      event: ["organizer", "judge", "marshal"],
      season: ["organizer", "co-organizer"],
      guild: ["leader", "officer", "member", "invitee", "stranger"],
      queue: ["organizer", "account", "anonymous"],
    };
    const scopes = new Set<string>();
    for (const [op, rule] of Object.entries(ACCESS) as [string, { scope: string; roles: readonly string[]; refusal?: string }][]) {
      scopes.add(rule.scope);
      expect(Object.keys(SCOPES), op).toContain(rule.scope);
      for (const role of rule.roles) expect(SCOPES[rule.scope], `${op}: ${role}`).toContain(role);
      if (rule.scope === "season" || rule.scope === "guild") expect(rule.refusal, `${op}: its refusal's words`).toBeTruthy();
    }
    expect([...scopes].sort()).toEqual(["event", "guild", "queue", "season"]);
  });
});
