/** The repository's source files and their imports, read as text: the floor tests' shared walk. */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "..");

/** Every .ts/.tsx file below `dir`, tests left out. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Every module specifier a file imports or re-exports (static and dynamic), resolved to an absolute path when it is ours. */
export function importsOf(file: string): string[] {
  const out: string[] = [];
  for (const m of readFileSync(file, "utf8").matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)) {
    const spec = m[1]!;
    if (spec.startsWith("@/")) out.push(path.join(ROOT, spec.slice(2)));
    else if (spec.startsWith(".")) out.push(path.resolve(path.dirname(file), spec));
  }
  return out;
}
