/**
 * Everything the load bench must undo — server process groups, temp folders, the bench
 * database, open streams, a running autocannon — on a normal end, an error or Ctrl-C.
 * Tasks run last-registered first; each runs once.
 */
import { rmSync } from "node:fs";

interface Task {
  what: string;
  run: () => Promise<void> | void;
  /** What can still be done synchronously if the process exits without the async cleanup. */
  sync?: () => void;
  done: boolean;
}

const tasks: Task[] = [];

/** Registers an undo step; the returned function runs it now (and forgets it). */
export function onCleanup(what: string, run: () => Promise<void> | void, sync?: () => void): () => Promise<void> {
  const task: Task = { what, run, sync, done: false };
  tasks.push(task);
  return async () => {
    if (task.done) return;
    task.done = true;
    tasks.splice(tasks.indexOf(task), 1);
    await task.run();
  };
}

export async function cleanupAll(): Promise<void> {
  while (tasks.length > 0) {
    const task = tasks.pop()!;
    if (task.done) continue;
    task.done = true;
    try {
      await task.run();
    } catch (err) {
      console.error(`[bench] cleanup "${task.what}" failed:`, err instanceof Error ? err.message : err);
    }
  }
}

export function removeDirLater(dir: string): () => Promise<void> {
  const remove = () => rmSync(dir, { recursive: true, force: true });
  return onCleanup(`remove ${dir}`, remove, remove);
}

let exiting = false;

/** Whether a signal is ending the run (its handler cleans up and exits; nothing else should). */
export const interrupted = () => exiting;

/** Ctrl-C and kill: clean up, then exit with the signal's code. A last synchronous pass on exit. */
export function installSignalHandlers(): void {
  for (const [signal, code] of [["SIGINT", 130], ["SIGTERM", 143], ["SIGHUP", 129]] as const) {
    process.on(signal, () => {
      if (exiting) return;
      exiting = true;
      console.error(`\n[bench] ${signal}: stopping servers and cleaning up…`);
      const force = setTimeout(() => process.exit(code), 20_000);
      force.unref();
      void cleanupAll().finally(() => process.exit(code));
    });
  }
  process.on("exit", () => {
    for (const task of tasks) {
      if (task.done || !task.sync) continue;
      try {
        task.sync();
      } catch {
        // best effort
      }
    }
  });
}
