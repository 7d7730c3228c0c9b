/**
 * The embedded database (PGlite) in a worker thread, seen from the main thread through the
 * surface `pglite-prisma-adapter` and lib/server/kernel/event-versions.ts use: query, exec,
 * transaction, listen, close. PGlite runs Postgres synchronously on the thread that owns it;
 * on the server's main thread every query stalled the event loop (hundreds of ms under a wave
 * of saves), in the worker it does not. lib/db/pglite-worker.mjs is the other side.
 *
 * What does not cross threads is rebuilt here: the caller's parsers (functions) are applied to
 * the text the worker sends for their types, and database errors become PGlite's own
 * `DatabaseError` again, so the adapter still maps them to Prisma's errors (P2002, ...).
 */
import path from "node:path";
import type { Worker as WorkerThread } from "node:worker_threads";
import { messages } from "@electric-sql/pglite";
import { Turns } from "./pglite-turns";
import type { QueryOptions, Results } from "@electric-sql/pglite";

/** As PGlite calls them: the value's text and its type's OID. */
type Parsers = Record<number, (text: string, typeId: number) => unknown>;

interface SerializedError {
  message: string;
  name: string;
  database: boolean;
  fields: Record<string, unknown>;
}

type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: SerializedError };
type Notice = { type: "notify"; listener: number; payload: string };
type Startup = { type: "ready" } | { type: "failed"; error: SerializedError };

export interface PGliteTx {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string, options?: QueryOptions): Promise<Results[]>;
  rollback(): Promise<void>;
}

export interface PGliteProxy extends Omit<PGliteTx, "rollback"> {
  /** One autocommitted statement prepared once under `name` (always the same text for a name). */
  named<T>(name: string, sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  transaction<T>(fn: (tx: PGliteTx) => Promise<T>): Promise<T>;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

// Resolved at run time, not by the bundler: Next.js must not bundle the worker (see its header).
// `next start`, vitest and the scripts all run from the project's root.
const workerFile = () => path.join(process.cwd(), "lib", "db", "pglite-worker.mjs");

function reviveError(e: SerializedError, options?: QueryOptions): Error {
  if (e.database) {
    const { length, name, ...fields } = e.fields;
    const error = new messages.DatabaseError(e.message, Number(length), name as messages.MessageName);
    return Object.assign(error, fields, { queryOptions: options });
  }
  const error = new Error(e.message);
  error.name = e.name;
  return error;
}

/** Applies the caller's parsers to the columns the worker left as text; rows as PGlite gives them. */
function finish<T>(result: Results<unknown[]>, options?: QueryOptions): Results<T> {
  const parsers = (options?.parsers ?? {}) as Parsers;
  const parse = result.fields.map((f) => parsers[f.dataTypeID]);
  let rows: unknown[] = result.rows;
  if (parse.some(Boolean)) {
    rows = result.rows.map((row) => row.map((v, i) => (v === null || !parse[i] ? v : parse[i](v as string, result.fields[i]!.dataTypeID))));
  }
  if (options?.rowMode !== "array") {
    rows = (rows as unknown[][]).map((row) => Object.fromEntries(result.fields.map((f, i) => [f.name, row[i]])));
  }
  return { ...result, rows: rows as T[] };
}

/** What crosses to the worker of the caller's options: which types to leave as text. */
function wire(options?: QueryOptions) {
  if (options?.serializers || options?.blob || options?.onNotice) {
    throw new Error("the embedded database's worker does not take serializers, blob or onNotice options");
  }
  return { textOids: Object.keys(options?.parsers ?? {}).map(Number), paramTypes: options?.paramTypes };
}

/**
 * Starts the worker and opens the database in `dataDir` (a folder, or memory://). Rejects with
 * the reason when it cannot (folder in use, damaged, ...). `file`: another worker (tests).
 */
export async function openPGliteWorker(dataDir: string, file = workerFile()): Promise<PGliteProxy> {
  // Taken from Node at run time, out of the bundler's sight: Turbopack reads `new Worker(path)`
  // with a path it cannot resolve as "any file of the project" and tries to bundle them all.
  const { Worker } = process.getBuiltinModule("node:worker_threads");
  const worker: WorkerThread = new Worker(file, { workerData: { dataDir } });
  const pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void; options?: QueryOptions }>();
  const listeners = new Map<number, (payload: string) => void>();
  let nextId = 1;
  let stopped: Error | null = null;

  // The worker keeps the process alive only while a call waits for it, like a socket would:
  // an idle database must not stop a test run or a script from exiting.
  const hold = () => (pending.size > 0 ? worker.ref() : worker.unref());

  const stop = (reason: Error) => {
    stopped ??= reason;
    for (const call of pending.values()) call.reject(stopped);
    pending.clear();
    hold();
  };

  const ready = new Promise<void>((resolve, reject) => {
    worker.on("message", (m: Reply | Notice | Startup) => {
      if ("id" in m) {
        const call = pending.get(m.id);
        pending.delete(m.id);
        hold();
        if (m.ok) call?.resolve(m.value);
        else call?.reject(reviveError(m.error, call.options));
      } else if (m.type === "notify") {
        const callback = listeners.get(m.listener);
        if (callback) queueMicrotask(() => callback(m.payload));
      } else if (m.type === "ready") {
        resolve();
      } else {
        reject(new Error(`Could not open the embedded database in ${dataDir}: ${m.error.message}`));
        void worker.terminate();
      }
    });
    worker.on("error", (e) => {
      reject(new Error(`Could not open the embedded database in ${dataDir}: ${e.message}`));
      stop(new Error(`The embedded database's worker failed: ${e.message}`));
    });
    worker.on("exit", (code) => {
      reject(new Error(`Could not open the embedded database in ${dataDir}: its worker stopped (exit code ${code})`));
      stop(new Error(`The embedded database's worker stopped (exit code ${code})`));
    });
  });
  worker.ref(); // until it is open
  await ready;
  hold();

  function call<T>(message: Record<string, unknown>, options?: QueryOptions, id = nextId++): Promise<T> {
    if (stopped) return Promise.reject(stopped);
    return new Promise<T>((resolve, reject) => {
      try {
        worker.postMessage({ ...message, id });
      } catch (e) {
        reject(e); // a parameter that cannot be copied to the worker
        return;
      }
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject, options });
      hold();
    });
  }

  async function runTransaction<T>(fn: (tx: PGliteTx) => Promise<T>): Promise<T> {
    const id = await call<number>({ op: "begin" });
    const tx: PGliteTx = { ...queries(id), rollback: () => call<void>({ op: "rollback", tx: id }) };
    let result: T;
    try {
      result = await fn(tx);
    } catch (e) {
      await call({ op: "end", tx: id, commit: false });
      throw e;
    }
    await call({ op: "end", tx: id, commit: true });
    return result;
  }

  // Statements and transactions take turns on the one connection (./pglite-turns.ts); a
  // transaction's own statements run on it without waiting.
  const turns = new Turns();
  const queries = (tx?: number) => {
    const turn = <T>(run: () => Promise<T>) => (tx === undefined ? turns.statement(run) : run());
    return {
      query: async <T>(sql: string, params?: unknown[], options?: QueryOptions) =>
        finish<T>(await turn(() => call<Results<unknown[]>>({ op: "query", tx, sql, params, options: wire(options) }, options)), options),
      exec: async (sql: string, options?: QueryOptions) =>
        (await turn(() => call<Results<unknown[]>[]>({ op: "exec", tx, sql, options: wire(options) }, options))).map((r) => finish<Results["rows"][number]>(r, options)),
    };
  };

  return {
    ...queries(),
    named: async <T>(name: string, sql: string, params?: unknown[], options?: QueryOptions) =>
      finish<T>(await turns.statement(() => call<Results<unknown[]>>({ op: "named", name, sql, params, options: wire(options) }, options)), options),
    // The worker opens a real PGlite transaction and keeps it open while `fn` runs here;
    // statements outside it wait for their turn (above).
    transaction<T>(fn: (tx: PGliteTx) => Promise<T>): Promise<T> {
      return turns.transaction(() => runTransaction(fn));
    },
    async listen(channel, callback) {
      // Known before the worker answers: a notice may overtake the answer.
      const id = nextId++;
      listeners.set(id, callback);
      await call({ op: "listen", channel }, undefined, id).catch((e: unknown) => {
        listeners.delete(id);
        throw e;
      });
      return async () => {
        listeners.delete(id);
        await call({ op: "unlisten", listener: id });
      };
    },
    async close() {
      if (stopped) return;
      await call({ op: "close" });
      stop(new Error("The embedded database is closed"));
      await worker.terminate();
    },
  };
}
