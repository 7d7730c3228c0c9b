/**
 * A busy server (issue 34): with the database held by a long transaction and a tiny wait (and on
 * PostgreSQL a pool of two connections, both held), a burst of registrations and new events is
 * answered 201 or 503 "busy" with Retry-After — never 500 — and a refused request changed
 * nothing. On both databases (DATABASE_URL set: PostgreSQL).
 */
// Before the database client is made (lazily, on the first query of this file's process).
process.env.DATABASE_WAIT_MS = "250";
if (process.env.DATABASE_URL) process.env.DATABASE_POOL_SIZE = "2";

import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { createApiToken } from "@/lib/server/accounts/accounts";
import { BUSY_MESSAGE } from "@/lib/server/kernel/busy";
import { createEvent } from "@/lib/server/events/events";
import { updateRegistrationSettings } from "@/lib/server/entrants/registration-settings";
import { failure } from "@/lib/web/form";
import { retryingOnce } from "@/lib/web/form-retry";
import { newUser } from "../helpers";
import { handlerFor } from "./routes";

const HOLD_MS = 2000;

/** Holds the database busy: on PGlite its one connection, on PostgreSQL both of the pool's. */
function holdDatabase(ms: number): { running: Promise<void>; done: Promise<unknown> } {
  const holders = process.env.DATABASE_URL ? 2 : 1;
  let started = 0;
  let running!: () => void;
  const allRunning = new Promise<void>((resolve) => (running = resolve));
  const done = getDb().then((db) =>
    Promise.all(
      Array.from({ length: holders }, () =>
        db.$transaction(
          async (tx) => {
            await tx.$queryRaw`SELECT 1`;
            if (++started === holders) running();
            await new Promise((r) => setTimeout(r, ms));
          },
          { maxWait: 30_000, timeout: 60_000 },
        ),
      ),
    ),
  );
  return { running: allRunning, done };
}

/**
 * Fires the burst while the database is held. On PGlite every query waits behind the hold, so
 * the burst's first queries (the token checks) run once it ends: a second hold, queued behind
 * them, is what their transactions then meet. (On PostgreSQL the token checks have their own pool.)
 */
async function whileHeld<T>(burst: () => Promise<T>): Promise<T> {
  const first = holdDatabase(HOLD_MS);
  await first.running;
  const answers = burst();
  // Long enough for the burst to reach the database (a loaded machine is slow), well inside the hold.
  await new Promise((r) => setTimeout(r, HOLD_MS / 3));
  const second = process.env.DATABASE_URL ? null : holdDatabase(HOLD_MS);
  const out = await answers;
  await Promise.all([first.done, second?.done]);
  return out;
}

type Answer = { status: number; retryAfter: string | null; body: { error?: { code: string; message: string } } };
async function answer(res: Response): Promise<Answer> {
  return { status: res.status, retryAfter: res.headers.get("retry-after"), body: (await res.json()) as Answer["body"] };
}

function expectBusyOrDone(answers: Answer[], done: number) {
  for (const a of answers) {
    expect([done, 503], JSON.stringify(a)).toContain(a.status);
    if (a.status === 503) {
      expect(a.body.error).toEqual({ code: "busy", message: BUSY_MESSAGE });
      expect(Number(a.retryAfter)).toBeGreaterThan(0);
    }
  }
}

describe("a busy server answers 503, never 500, and a refused request changes nothing", () => {
  it("a burst of 30 registrations while the database is held", async () => {
    const org = await newUser("busy-organizer");
    const ev = await createEvent(org, { name: "Busy Night", structure: "custom", tier: "relaxed", swissRounds: 3, cutSize: 0, randomSeed: "busy" });
    await updateRegistrationSettings(org, ev.id, { selfRegistration: true, cap: 64 });
    const players: { user: Awaited<ReturnType<typeof newUser>>; token: string }[] = [];
    for (let i = 0; i < 30; i++) {
      const user = await newUser(`busy-player-${i}`);
      players.push({ user, token: await createApiToken(user.id) });
    }
    const register = await handlerFor("post", "/events/{eventId}/registrations");
    const answers = await whileHeld(() =>
      Promise.all(
        players.map(async ({ token }) =>
          answer(await register(new Request(`http://busy.local/api/v1/events/${ev.id}/registrations`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: "{}" }), { params: Promise.resolve({ eventId: ev.id }) })),
        ),
      ),
    );
    expectBusyOrDone(answers, 201);
    expect(answers.filter((a) => a.status === 503).length, JSON.stringify(answers.map((a) => a.status))).toBeGreaterThan(0);
    // Exactly the accepted ones are registered: a refused request left no entry and no history.
    const db = await getDb();
    const entered = new Set((await db.player.findMany({ where: { eventId: ev.id }, select: { profile: { select: { userId: true } } } })).map((p) => p.profile?.userId));
    players.forEach(({ user }, i) => expect(entered.has(user.id), `player ${i}: ${answers[i]!.status}`).toBe(answers[i]!.status === 201));
  }, 120_000);

  it("a burst of new events while the database is held", async () => {
    const org = await newUser("busy-creator");
    const token = await createApiToken(org.id);
    const create = await handlerFor("post", "/events");
    const answers = await whileHeld(() =>
      Promise.all(
        Array.from({ length: 12 }, async (_, i) =>
          answer(await create(new Request("http://busy.local/api/v1/events", { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify({ name: `Busy Event ${i}`, structure: "custom", tier: "relaxed", swissRounds: 3, cutSize: 0 }) }), { params: Promise.resolve(undefined) })),
        ),
      ),
    );
    expectBusyOrDone(answers, 201);
    // On PGlite a plain query waits behind the hold (bounded by its 30 s): the events may all be made then.
    if (process.env.DATABASE_URL) expect(answers.some((a) => a.status === 503), JSON.stringify(answers.map((a) => a.status))).toBe(true);
    const db = await getDb();
    const made = await db.eventStaff.count({ where: { userId: org.id, role: "organizer" } });
    expect(made).toBe(answers.filter((a) => a.status === 201).length);
  }, 120_000);

  it("a form is told in words, and tries once more by itself", async () => {
    const db = await getDb();
    const refused = await whileHeld(() => db.$transaction(async () => null).catch((e: unknown) => e));
    expect(failure(refused, { name: "x" })).toEqual({ ok: false, message: BUSY_MESSAGE, busy: 2, values: { name: "x" } });
    const waits: number[] = [];
    let calls = 0;
    const form = retryingOnce(async () => (++calls === 1 ? failure(refused) : { ok: true, message: "Saved." }), async (s) => void waits.push(s));
    expect(await form({}, new FormData())).toEqual({ ok: true, message: "Saved." });
    expect([calls, waits]).toEqual([2, [2]]);
    // A second busy answer is shown, not retried again.
    calls = 0;
    const twice = retryingOnce(async () => (++calls, failure(refused)), async () => undefined);
    expect(await twice({}, new FormData())).toMatchObject({ ok: false, message: BUSY_MESSAGE });
    expect(calls).toBe(2);
  }, 60_000);
});
