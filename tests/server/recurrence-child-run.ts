/** Runs tests/server/recurrence-child.ts, killed (SIGKILL) past `timeoutMs`: a loop fails the test instead of hanging it. */
import { execFile } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");

export function ruleChild<T>(mode: "expand" | "api", rules: string[], timeoutMs: number): Promise<T> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ["--import", "tsx", path.join(ROOT, "tests/server/recurrence-child.ts"), mode, JSON.stringify(rules)], { cwd: ROOT, env: process.env, timeout: timeoutMs, killSignal: "SIGKILL", maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      const line = stdout.trim().split("\n").filter((l) => l.startsWith("[")).pop();
      if (error || !line) reject(new Error(`the rules did not finish within ${timeoutMs} ms (${error?.killed ? "killed: it looped" : String(error)}): ${stderr.slice(0, 1500)}`));
      else resolve(JSON.parse(line) as T);
    });
  });
}
