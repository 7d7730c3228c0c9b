/**
 * The embedded database's own thread. PGlite runs Postgres as WebAssembly, synchronously, on
 * whichever thread owns it; here that is a worker, so a slow query never stalls the server's
 * event loop. The main thread talks to it through lib/db/pglite-proxy.ts.
 *
 * Plain ESM on purpose: Next.js does not bundle this file (it is started by path at run time),
 * and it imports PGlite by bare name from node_modules.
 *
 * Messages in: { id, op, ... } (see `handlers`). Out: { id, ok, value | error } per request,
 * { type: "notify", listener, payload } per notice, and one { type: "ready" | "failed" } first.
 */
import { mkdirSync } from "node:fs";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, messages, parse, protocol } from "@electric-sql/pglite";
import { lockDataDir } from "./pglite-lock.mjs";

const port = parentPort;
if (!port) throw new Error("pglite-worker.mjs runs as a worker thread (lib/db/pglite-proxy.ts starts it)");

/** The database, once open, and the data folder's lock (lib/db/pglite-lock.mjs). */
let db;
let lock = null;

/** Open transactions by the id of the request that began them. */
const transactions = new Map();
/** Unlisten functions by the id of the request that listened. */
const listeners = new Map();
/** What a transaction's callback throws to make PGlite roll back (not an error of the caller's). */
const ROLL_BACK = Symbol("roll back");

/**
 * Values of the OIDs the caller has its own parsers for come back as the database's text, and
 * the main thread applies those parsers (functions cannot cross threads); every other column is
 * parsed here by PGlite's defaults, exactly as an in-thread PGlite would.
 */
const keepText = (oids = []) => Object.fromEntries(oids.map((oid) => [oid, (text) => text]));
const options = (o = {}) => ({ rowMode: "array", parsers: keepText(o.textOids), paramTypes: o.paramTypes });

function serializeError(e) {
  if (e instanceof Error) {
    // A DatabaseError's fields (code, detail, constraint, table, ...) are own properties; the
    // query options are dropped because they hold functions.
    const fields = { ...e };
    delete fields.queryOptions;
    return { message: e.message, name: e.name, database: e instanceof messages.DatabaseError, fields };
  }
  return { message: String(e), name: "Error", database: false, fields: {} };
}

/**
 * Named statements, for the few a hall repeats hundreds of times a minute (lib/db/direct.ts).
 * PGlite's `query` parses and plans its text on every call, which in WebAssembly costs most of
 * a small statement's time (a result save's read: 1.0 ms against 0.16 ms prepared). Here each
 * is parsed once per session, and each call is one protocol message: bind, execute, sync.
 */
const prepared = new Map();
const { serialize } = protocol;

/**
 * PGlite's parsers with the caller's text-only types on top. Made once per set of types:
 * PGlite merges a query's own parsers into a copy of its ~300 defaults on every call (76 µs).
 * The defaults stay the prototype, so types PGlite learns later still parse.
 */
const parserSets = new Map();
function parsersFor(oids = []) {
  const key = oids.join(",");
  let set = parserSets.get(key);
  if (!set) parserSets.set(key, (set = Object.assign(Object.create(db.parsers), keepText(oids))));
  return set;
}

/**
 * A named statement runs on its generic plan, made once. Left to choose, Postgres plans the
 * save's statements anew on every call (their generic plans' estimates look dearer), which is
 * most of their cost: a save's read 0.8 ms against 0.2 ms, its write 0.6 against 0.3.
 */
const GENERIC_PLAN = serialize.query("SET plan_cache_mode = force_generic_plan");
const AUTO_PLAN = serialize.query("RESET plan_cache_mode");

/** The statement's parameter types, preparing it under `name` on its first use. */
async function prepare(name, sql) {
  const known = prepared.get(name);
  if (known) {
    if (known.sql !== sql) throw new Error(`The statement "${name}" was prepared with another text`);
    return known.types;
  }
  const types = await describe(sql, undefined, name);
  prepared.set(name, { sql, types });
  return types;
}

/** Parses the statement (unnamed unless `name`) and returns its parameters' types. */
async function describe(sql, paramTypes, name) {
  const parsed = serialize.parse({ name, text: sql, types: paramTypes });
  const described = await db.execProtocolStream(Buffer.concat([parsed, serialize.describe({ type: "S", name }), serialize.sync()]), { syncToFs: false });
  return parse.parseDescribeStatementResults(described);
}

/**
 * One statement as PGlite's `query` runs it (the same values, errors and notices, and waiting
 * for an open transaction), in two protocol messages where PGlite sends six, or in one for a
 * named statement prepared before, and without copying PGlite's parsers (parsersFor).
 */
function statement(m, name) {
  const run = async () => {
    const o = m.options ?? {};
    try {
      const types = name ? await prepare(name, m.sql) : await describe(m.sql, o.paramTypes);
      // Values as `query` sends them: text from PGlite's serializer for the parameter's type.
      const values = (m.params ?? []).map((v, i) => (v === null || v === undefined ? null : (db.serializers[types[i]] ?? String)(v)));
      const bound = [serialize.bind({ statement: name, values }), serialize.describe({ type: "P" }), serialize.execute({}), serialize.sync()];
      const out = await db.execProtocolStream(Buffer.concat(name ? [GENERIC_PLAN, ...bound, AUTO_PLAN] : bound), { syncToFs: false });
      if (m.tx === undefined) await db.syncToFs();
      return parse.parseResults(out, parsersFor(o.textOids), { rowMode: "array" })[name ? 1 : 0];
    } catch (e) {
      // PGlite marks its errors with the statement and its parameters.
      if (e instanceof messages.DatabaseError) Object.assign(e, { query: m.sql, params: m.params });
      throw e;
    }
  };
  if (m.tx === undefined) return db._runExclusiveTransaction(() => db._runExclusiveQuery(run));
  target(m.tx); // a closed transaction refuses
  return db._runExclusiveQuery(run);
}

/** The transaction a request runs in, or the database itself. */
function target(txId) {
  if (txId === undefined) return db;
  const open = transactions.get(txId);
  if (!open) throw new Error("Transaction is closed");
  return open.tx;
}

function begin(id) {
  let open;
  db.transaction(
    (tx) =>
      new Promise((resolve, reject) => {
        open = { tx, commit: resolve, rollBack: () => reject(ROLL_BACK), rollingBack: null, endId: null };
        transactions.set(id, open);
        port.postMessage({ id, ok: true, value: id });
      }),
  ).then(
    () => settled(null),
    (e) => settled(e === ROLL_BACK ? null : e),
  );
  function settled(error) {
    transactions.delete(id);
    const replyTo = open ? open.endId : id; // BEGIN itself failed: the begin request hears it
    port.postMessage(error ? { id: replyTo, ok: false, error: serializeError(error) } : { id: replyTo, ok: true, value: null });
  }
}

/** Each returns the reply's value, or undefined when the reply is sent later (transactions). */
const handlers = {
  query: (m) => statement(m),
  exec: (m) => target(m.tx).exec(m.sql, options(m.options)),
  // One autocommitted statement, prepared once under its name (lib/db/direct.ts).
  named: (m) => statement({ ...m, tx: undefined }, m.name),
  begin: (m) => begin(m.id),
  rollback: (m) => {
    const open = transactions.get(m.tx);
    if (!open) throw new Error("Transaction is closed");
    open.rollingBack = open.tx.rollback();
    return open.rollingBack;
  },
  end: async (m) => {
    const open = transactions.get(m.tx);
    if (!open) throw new Error("Transaction is closed");
    open.endId = m.id;
    // A rollback the caller asked for first must finish, so PGlite sees the transaction closed
    // and does not COMMIT after it.
    await open.rollingBack?.catch(() => {});
    if (m.commit) open.commit();
    else open.rollBack();
  },
  listen: async (m) => {
    const unlisten = await db.listen(m.channel, (payload) => port.postMessage({ type: "notify", listener: m.id, payload }));
    listeners.set(m.id, unlisten);
    return m.id;
  },
  unlisten: async (m) => {
    const unlisten = listeners.get(m.listener);
    listeners.delete(m.listener);
    await unlisten?.();
  },
  close: async () => {
    await db.close();
    await lock?.release();
  },
};

port.on("message", (m) => {
  let reply;
  try {
    // Called synchronously, in arrival order: PGlite queues the calls in that same order.
    reply = handlers[m.op](m);
  } catch (e) {
    reply = Promise.reject(e);
  }
  if (m.op === "begin" || m.op === "end") {
    // Their replies come when PGlite opens / finishes the transaction (`begin`).
    Promise.resolve(reply).catch((e) => port.postMessage({ id: m.id, ok: false, error: serializeError(e) }));
    return;
  }
  Promise.resolve(reply).then(
    (value) => port.postMessage({ id: m.id, ok: true, value }),
    (e) => port.postMessage({ id: m.id, ok: false, error: serializeError(e) }),
  );
});

const { dataDir } = workerData;
try {
  if (!dataDir.startsWith("memory://")) {
    mkdirSync(dataDir, { recursive: true });
    lock = await lockDataDir(dataDir);
  }
  db = await PGlite.create({ dataDir });
  port.postMessage({ type: "ready" });
} catch (e) {
  await lock?.release();
  port.postMessage({ type: "failed", error: serializeError(e) }); // the main thread ends this worker
}
