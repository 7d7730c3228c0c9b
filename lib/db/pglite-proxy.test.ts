/**
 * The embedded database in its worker thread (pglite-proxy.ts) must answer exactly like a
 * PGlite on this thread: the same values, the same errors, the same transactions and notices.
 * The reference is an in-thread PGlite given the same statements.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { PGlite, messages } from "@electric-sql/pglite";
import type { QueryOptions } from "@electric-sql/pglite";
import type { SqlDriverAdapter, SqlQuery } from "@prisma/driver-adapter-utils";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPGliteWorker, type PGliteProxy } from "./pglite-proxy";

const SCHEMA = `
  CREATE TABLE person (id serial PRIMARY KEY, email text NOT NULL CONSTRAINT person_email_key UNIQUE, tags text[], born timestamptz);
  CREATE TABLE counter (n int NOT NULL);`;

/** One of every kind of value the app stores or reads, with parameters of each kind too. */
const ROUND_TRIP = `SELECT 1::int2 AS i2, 2::int4 AS i4, 9007199254740993::int8 AS big, 42::int8 AS small,
  1.5::float4 AS f4, 2.25::float8 AS f8, 123456789.000000001::numeric AS num, true AS yes, false AS no,
  'text'::text AS t, 'vc'::varchar AS vc, 'c'::char AS ch, 'e3b0c442-98fc-1c14-9afb-4c8996fb9242'::uuid AS id,
  '2024-02-29'::date AS d, '2024-02-29 13:14:15.123'::timestamp AS ts, '2024-02-29 13:14:15.123+02'::timestamptz AS tstz,
  '13:14:15'::time AS tm, '{"a":[1,{"b":null}],"c":"é"}'::json AS js, '{"a":1}'::jsonb AS jsb, '\\x00ff10'::bytea AS bin,
  ARRAY['a','b,c',NULL,'"q"']::text[] AS texts, ARRAY[1,NULL,3]::int[] AS ints, ARRAY[1,9007199254740993]::int8[] AS bigs,
  ARRAY['\\x01'::bytea] AS bins, ARRAY['2024-01-01 00:00:00+00'::timestamptz] AS times, ARRAY['{"x":1}'::jsonb] AS jsons,
  ARRAY[1.5]::numeric[] AS nums, NULL::text AS nothing, NULL::int AS no_int, NULL::bytea AS no_bin,
  $1::text AS p_text, $2::bytea AS p_bin, $3::int[] AS p_ints, $4::jsonb AS p_json, $5::timestamptz AS p_time,
  $6::bool AS p_bool, $7::int8 AS p_big, $8::text[] AS p_texts, $9::numeric AS p_num`;
const PARAMS = ["p", new Uint8Array([0, 1, 254]), [1, 2], { k: ["v", null] }, new Date("2025-01-02T03:04:05.678Z"), true, 12345678901234n, ["x", "y z"], "1.25"];

/** Parsers like the Prisma adapter's (some return text, some values, one an array's text). */
const PARSERS: QueryOptions["parsers"] = {
  20: (s: string) => s,
  1700: (s: string) => s,
  1184: (s: string) => s.replace(" ", "T"),
  114: (s: string) => s,
  3802: (s: string) => s,
  17: (s: string) => Buffer.from(s.slice(2), "hex").toString("base64"),
  1016: (s: string) => `int8[] ${s}`,
  1185: (s: string) => `timestamptz[] ${s}`,
};

const sqlQuery = (sql: string, args: unknown[]): SqlQuery => ({ sql, args, argTypes: args.map(() => ({ scalarType: "unknown", arity: "scalar" })) });

let db: PGliteProxy;
let reference: PGlite;
let adapter: SqlDriverAdapter;
let referenceAdapter: SqlDriverAdapter;

beforeAll(async () => {
  [db, reference] = await Promise.all([openPGliteWorker("memory://"), PGlite.create()]);
  await Promise.all([db.exec(SCHEMA), reference.exec(SCHEMA)]);
  adapter = await new PrismaPGlite(db as unknown as PGlite).connect();
  referenceAdapter = await new PrismaPGlite(reference).connect();
});
afterAll(async () => {
  await Promise.all([db.close(), reference.close()]);
});

const count = async () => (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM counter")).rows[0]!.n;

describe("PGlite in a worker thread", () => {
  it("returns every type exactly as an in-thread PGlite does, with and without the caller's parsers", async () => {
    const plain = await db.query(ROUND_TRIP, PARAMS);
    expect(plain).toStrictEqual(await reference.query(ROUND_TRIP, PARAMS));
    expect(plain.rows[0]).toMatchObject({ big: 9007199254740993n, small: 42, yes: true, js: { a: [1, { b: null }], c: "é" }, bin: new Uint8Array([0, 255, 16]), nothing: null });
    expect(plain.fields).toContainEqual({ name: "tstz", dataTypeID: 1184 });

    const options = { rowMode: "array" as const, parsers: PARSERS };
    const parsed = await db.query(ROUND_TRIP, PARAMS, options);
    expect(parsed).toStrictEqual(await reference.query(ROUND_TRIP, PARAMS, options));
    expect(parsed.rows[0]).toContain("int8[] {1,9007199254740993}");

    const script = `INSERT INTO counter VALUES (1), (2); UPDATE counter SET n = n + 1; ${ROUND_TRIP.replace(/\$\d/g, "NULL")}; DELETE FROM counter`;
    const [mine, theirs] = [await db.exec(script, options), await reference.exec(script, options)];
    expect(mine).toStrictEqual(theirs);
    expect(mine.map((r) => r.affectedRows)).toEqual([2, 4, 4, 6]);
  });

  it("gives the Prisma adapter the same rows and counts as an in-thread PGlite", async () => {
    const query = sqlQuery(ROUND_TRIP, PARAMS);
    const mine = await adapter.queryRaw(query);
    expect(mine).toStrictEqual(await referenceAdapter.queryRaw(query));
    expect(mine.rows[0]).toContain("9007199254740993");
    const insert = sqlQuery("INSERT INTO counter SELECT generate_series(1, $1::int)", [3]);
    expect(await adapter.executeRaw(insert)).toBe(3);
    expect(await referenceAdapter.executeRaw(insert)).toBe(3);
    await Promise.all([db.exec("DELETE FROM counter"), reference.exec("DELETE FROM counter")]);
  });

  it("raises PGlite's DatabaseError with every field, which the adapter turns into a unique violation", async () => {
    await db.query("INSERT INTO person (email) VALUES ($1)", ["a@example.org"]);
    const error = await db.query("INSERT INTO person (email) VALUES ($1)", ["a@example.org"]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(messages.DatabaseError);
    expect(error).toMatchObject({
      code: "23505", severity: "ERROR", constraint: "person_email_key", table: "person", schema: "public",
      detail: "Key (email)=(a@example.org) already exists.", message: 'duplicate key value violates unique constraint "person_email_key"',
    });

    const insert = sqlQuery("INSERT INTO person (email) VALUES ($1)", ["a@example.org"]);
    await expect(adapter.executeRaw(insert)).rejects.toMatchObject({ name: "DriverAdapterError", cause: { kind: "UniqueConstraintViolation", constraint: { fields: ["email"] } } });
    await expect(db.exec("SELECT nope FROM person")).rejects.toMatchObject({ code: "42703" });
    await db.query("DELETE FROM person");
  });

  it("commits a transaction when its function returns and rolls it back when it throws or asks", async () => {
    const value = await db.transaction(async (tx) => {
      await tx.query("INSERT INTO counter VALUES (1)");
      return (await tx.query<{ n: number }>("SELECT count(*)::int AS n FROM counter")).rows[0]!.n;
    });
    expect(value).toBe(1);
    expect(await count()).toBe(1);

    const thrown = new Error("changed my mind");
    await expect(db.transaction(async (tx) => {
      await tx.query("INSERT INTO counter VALUES (2)");
      throw thrown;
    })).rejects.toBe(thrown);
    expect(await count()).toBe(1);

    // As the adapter does it: rollback() not awaited, then the function returns.
    await db.transaction(async (tx) => {
      await tx.query("INSERT INTO counter VALUES (3)");
      void tx.rollback();
    });
    expect(await count()).toBe(1);

    // A failed statement inside, then the caller gives up: rolled back, and the database goes on.
    let leaked: { query: (sql: string) => Promise<unknown> } | null = null;
    await expect(db.transaction(async (tx) => {
      leaked = tx;
      await tx.query("INSERT INTO counter VALUES (4)");
      await tx.query("INSERT INTO counter VALUES (NULL)");
    })).rejects.toMatchObject({ code: "23502" });
    expect(await count()).toBe(1);
    await expect(leaked!.query("SELECT 1")).rejects.toThrow("Transaction is closed");
    await db.exec("DELETE FROM counter");
  });

  it("runs many transactions and plain queries at once without deadlock, one transaction at a time", async () => {
    const inside: number[] = [];
    const transactions = Array.from({ length: 12 }, (_, i) =>
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO counter VALUES ($1)", [i]);
        await sleep(i % 3); // the caller's own work between statements
        const seen = await tx.query<{ n: number }>("SELECT count(*)::int AS n FROM counter");
        inside.push(seen.rows[0]!.n);
        await tx.exec(`INSERT INTO counter VALUES (${i})`);
        return i;
      }),
    );
    const plain = Array.from({ length: 30 }, (_, i) => db.query<{ n: number }>("SELECT $1::int AS n", [i]));
    const [done, answers] = await Promise.all([Promise.all(transactions), Promise.all(plain)]);
    expect(done).toEqual(Array.from({ length: 12 }, (_, i) => i));
    expect(answers.map((r) => r.rows[0]!.n)).toEqual(Array.from({ length: 30 }, (_, i) => i));
    // Serialised: each transaction saw the ones before it complete, and its own first row.
    expect(inside).toEqual(Array.from({ length: 12 }, (_, i) => 2 * i + 1));
    expect(await count()).toBe(24);

    // A query outside an open transaction waits for it, then sees what it committed.
    let outside: Promise<number> | null = null;
    let settled = false;
    await db.transaction(async (tx) => {
      await tx.query("INSERT INTO counter VALUES (99)");
      outside = count().then((n) => ((settled = true), n));
      await sleep(30);
      expect(settled).toBe(false);
    });
    expect(await outside!).toBe(25);
    await db.exec("DELETE FROM counter");
  });

  it("lets a statement wait for the transaction running, not for every transaction queued behind it", async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = db.transaction(async (tx) => {
      await tx.query("INSERT INTO counter VALUES (1)");
      await held;
      order.push("first");
    });
    await sleep(10);
    // A burst of writes queued behind it, then a read.
    const writes = Array.from({ length: 5 }, (_, i) =>
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO counter VALUES ($1)", [i + 2]);
        await sleep(5);
        order.push(`write ${i}`);
      }),
    );
    const read = db.named<{ n: number }>("counter-count", "SELECT count(*)::int AS n FROM counter").then((r) => {
      order.push("read");
      return r.rows[0]!.n;
    });
    await sleep(10);
    release();
    const [n] = await Promise.all([read, first, ...writes]);
    // The read ran right after the transaction it found running, and saw what that one committed.
    expect(order).toEqual(["first", "read", "write 0", "write 1", "write 2", "write 3", "write 4"]);
    expect(n).toBe(1);
    expect(await count()).toBe(6);
    await db.exec("DELETE FROM counter");
  });

  it("runs named statements like queries: the same values, errors, notices, and never inside an open transaction", async () => {
    const options = { rowMode: "array" as const, parsers: PARSERS };
    for (let i = 0; i < 3; i++) {
      // Prepared on the first call, reused after: the same answer every time.
      expect(await db.named("round-trip", ROUND_TRIP, PARAMS)).toStrictEqual(await reference.query(ROUND_TRIP, PARAMS));
      expect(await db.named("round-trip", ROUND_TRIP, PARAMS, options)).toStrictEqual(await reference.query(ROUND_TRIP, PARAMS, options));
    }
    await expect(db.named("round-trip", "SELECT 1", [])).rejects.toThrow('The statement "round-trip" was prepared with another text');

    const insert = "INSERT INTO person (email) VALUES ($1) RETURNING email";
    expect((await db.named<{ email: string }>("insert-person", insert, ["n@example.org"])).rows).toEqual([{ email: "n@example.org" }]);
    const error = await db.named("insert-person", insert, ["n@example.org"]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(messages.DatabaseError);
    expect(error).toMatchObject({ code: "23505", constraint: "person_email_key" });
    // The failed call left the session ready and as it was: the next one runs, other queries plan as before.
    expect((await db.named("insert-person", insert, ["m@example.org"])).rows).toHaveLength(1);
    expect((await db.query("SHOW plan_cache_mode")).rows).toEqual([{ plan_cache_mode: "auto" }]);

    const heard: string[] = [];
    const unlisten = await db.listen("holonet_named", (payload) => heard.push(payload));
    await db.named("notify", "SELECT pg_notify('holonet_named', $1)", ["sent"]);
    await expect.poll(() => heard).toEqual(["sent"]);
    await unlisten();

    // A named statement sent while a transaction is open waits for it: it does not run inside it.
    let outside: Promise<number> | null = null;
    await db.transaction(async (tx) => {
      await tx.query("INSERT INTO counter VALUES (7)");
      outside = db.named<{ n: number }>("count", "SELECT count(*)::int AS n FROM counter", []).then((r) => r.rows[0]!.n);
      await sleep(30);
      await tx.rollback();
    });
    expect(await outside!).toBe(0);
    await db.exec("DELETE FROM person");
  });

  it("delivers notices of committed work to listeners until they stop listening", async () => {
    const heard: string[] = [];
    const unlisten = await db.listen("holonet_test", (payload) => heard.push(payload));
    await db.query("SELECT pg_notify('holonet_test', 'plain')");
    await db.transaction(async (tx) => void (await tx.query("SELECT pg_notify('holonet_test', 'committed')")));
    await db.transaction(async (tx) => {
      await tx.query("SELECT pg_notify('holonet_test', 'rolled back')");
      await tx.rollback();
    });
    await expect.poll(() => heard).toEqual(["plain", "committed"]);
    await unlisten();
    await db.query("SELECT pg_notify('holonet_test', 'after')");
    await sleep(30);
    expect(heard).toEqual(["plain", "committed"]);
  });
});

describe("the worker's life", () => {
  const dirs: string[] = [];
  const tmp = () => {
    const dir = mkdtempSync(path.join(tmpdir(), "holonet-pglite-worker-"));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it("refuses a data folder another process holds, and takes one a stopped process left", async () => {
    const dir = path.join(tmp(), "pglite");
    const first = await openPGliteWorker(dir);
    await first.exec("CREATE TABLE kept (n int)");
    await expect(openPGliteWorker(dir)).rejects.toThrow(`Could not open the embedded database in ${dir}: the folder is in use by another process`);
    await first.query("INSERT INTO kept VALUES (7)");
    await first.close();
    await expect(first.query("SELECT 1")).rejects.toThrow("The embedded database is closed");

    // A process killed while holding the lock leaves its socket behind.
    const holder = spawn(process.execPath, ["-e", `require("net").createServer().listen(${JSON.stringify(path.join(dir, "holonet.lock"))}, () => console.log("held"))`]);
    await new Promise((resolve) => holder.stdout.once("data", resolve));
    await expect(openPGliteWorker(dir)).rejects.toThrow("in use by another process");
    holder.kill("SIGKILL");
    await new Promise((resolve) => holder.once("exit", resolve));
    const second = await openPGliteWorker(dir);
    expect((await second.query("SELECT n FROM kept")).rows).toEqual([{ n: 7 }]);
    await second.close();
  });

  it("rejects with the reason when the database cannot open", async () => {
    const file = path.join(tmp(), "not-a-folder");
    writeFileSync(file, "");
    await expect(openPGliteWorker(file)).rejects.toThrow(`Could not open the embedded database in ${file}: EEXIST`);
  });

  it("rejects pending and later calls when the worker dies, instead of hanging", async () => {
    const crashing = path.join(tmp(), "crashing-worker.mjs");
    writeFileSync(crashing, `import { parentPort } from "node:worker_threads";
parentPort.postMessage({ type: "ready" });
parentPort.on("message", () => process.exit(3));`);
    const proxy = await openPGliteWorker("memory://", crashing);
    await expect(proxy.query("SELECT 1")).rejects.toThrow("The embedded database's worker stopped (exit code 3)");
    await expect(proxy.query("SELECT 1")).rejects.toThrow("exit code 3");

    const failing = path.join(tmp(), "failing-worker.mjs");
    writeFileSync(failing, `throw new Error("no WebAssembly today");`);
    await expect(openPGliteWorker("memory://", failing)).rejects.toThrow("Could not open the embedded database in memory://: no WebAssembly today");
  });
});
