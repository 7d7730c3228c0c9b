/**
 * The scheduler: occurrences open and start at their time with nothing held in a process's
 * memory. Due times live in the database (`Occurrence.dueAt`); every process runs `tick` every
 * few seconds (`startScheduler`, from instrumentation.ts), and a tick claims due rows with
 * `FOR UPDATE SKIP LOCKED`, one transaction per transition: on several processes sharing one
 * PostgreSQL each transition happens exactly once (a row another tick holds is skipped, and a
 * row it has moved on is no longer due), and on the embedded database the same SQL runs on its
 * one connection. A start that passed while every server was down starts when one comes back, or
 * is marked missed, as the organizer chose (`Schedule.missedStart`).
 */
import { getDb, type Tx } from "@/lib/db";
import { startTimer } from "@/lib/live";
import { notify } from "../notices/notifications";
import { inTransaction } from "../store/event-state";
import { templateOf } from "./queues";
import { AHEAD_MS, localStart, materialize } from "./schedules";
import { startEventWith } from "./start-event";

/** How often each process looks for due occurrences. */
export const TICK_MS = 5_000;
/** A start later than this was missed (no server ran then): a running process is never this late. */
export const MISSED_AFTER_MS = 2 * 60_000;
/** Transitions per tick at most (the next tick takes the rest). */
const BATCH = 100;
/** Schedules are made ahead again once less than this is left of their window. */
const REFILL_MS = 86_400_000;

export interface TickReport {
  opened: number;
  started: number;
  cancelled: number;
  missed: number;
  materialized: number;
}

/** Extends each schedule whose occurrences run out within a day; a schedule another tick holds is skipped. */
async function materializeAhead(now: Date): Promise<number> {
  const until = new Date(now.getTime() + AHEAD_MS);
  const before = new Date(now.getTime() + AHEAD_MS - REFILL_MS);
  return inTransaction(async (tx) => {
    const due = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "Schedule" WHERE "materializedTo" < ${before} AND open ORDER BY "materializedTo" LIMIT 20 FOR UPDATE SKIP LOCKED`;
    let made = 0;
    for (const { id } of due) made += await materialize(tx, await tx.schedule.findUniqueOrThrow({ where: { id } }), now, until);
    return made;
  });
}

type Outcome = keyof Omit<TickReport, "materialized"> | null;

/** Claims one due occurrence and moves it on; null when none is due (or all are held by other ticks). */
async function transitionOne(tx: Tx, now: Date, claim: { id?: string }): Promise<Outcome | "none"> {
  const claimed = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "Occurrence" WHERE "dueAt" <= ${now} ORDER BY "dueAt", id LIMIT 1 FOR UPDATE SKIP LOCKED`;
  const id = claimed[0]?.id;
  if (!id) return "none";
  claim.id = id;
  const o = await tx.occurrence.findUniqueOrThrow({ where: { id }, include: { schedule: { include: { organizer: { select: { id: true, email: true, name: true } } } } } });
  if (o.state === "scheduled" && now < o.startsAt) {
    await tx.occurrence.update({ where: { id }, data: { state: "open", dueAt: o.startsAt } });
    return "opened";
  }
  if (o.state !== "scheduled" && o.state !== "open") {
    await tx.occurrence.update({ where: { id }, data: { dueAt: null } });
    return null;
  }
  const entries = await tx.occurrenceEntry.findMany({ where: { occurrenceId: id }, orderBy: [{ joinedAt: "asc" }, { id: "asc" }] });
  const { schedule } = o;
  const tell = async (reason: "cancelled" | "missed") =>
    notify(tx, entries.map((e) => ({ userId: e.userId, eventId: null, kind: "occurrence.cancelled" as const, data: { name: `${schedule.name} (${localStart(o.startsAt, schedule.timeZone)})`, players: entries.length, minPlayers: schedule.minPlayers, reason } })));
  const close = async (state: "cancelled" | "missed") => {
    await tell(state);
    await tx.occurrenceEntry.deleteMany({ where: { occurrenceId: id } });
    await tx.occurrence.update({ where: { id }, data: { state, dueAt: null, players: entries.length } });
    return state;
  };
  if (now.getTime() - o.startsAt.getTime() > MISSED_AFTER_MS && schedule.missedStart === "miss") return close("missed");
  // No event without players; below the organizer's minimum the players are told it is off.
  if (entries.length === 0 || (schedule.minPlayers !== null && entries.length < schedule.minPlayers)) return close("cancelled");
  // The event's dates and times are written in the schedule's zone.
  const stored = templateOf(schedule.template);
  const template = { ...stored, event: { ...stored.event, timeZone: schedule.timeZone } };
  const started = await startEventWith(tx, schedule.organizer, template, `${template.event.name} · ${localStart(o.startsAt, schedule.timeZone)}`, entries, { occurrenceId: id }, now);
  await tx.occurrenceEntry.deleteMany({ where: { occurrenceId: id } });
  await tx.occurrence.update({ where: { id }, data: { state: "started", dueAt: null, eventId: started.eventId, players: entries.length } });
  return "started";
}

/** One pass: makes occurrences ahead, then moves every due occurrence on, each in its own transaction. */
export async function tick(now: Date = new Date()): Promise<TickReport> {
  const report: TickReport = { opened: 0, started: 0, cancelled: 0, missed: 0, materialized: await materializeAhead(now) };
  for (let i = 0; i < BATCH; i++) {
    const claim: { id?: string } = {};
    let outcome: Outcome | "none";
    try {
      outcome = await inTransaction((tx) => transitionOne(tx, now, claim));
    } catch (err) {
      if (!claim.id) throw err;
      // A transition that fails (rolled back) is tried again a minute later, not before the others.
      console.error(`[holonet] occurrence ${claim.id} not moved on`, err);
      const db = await getDb();
      await db.occurrence.update({ where: { id: claim.id }, data: { dueAt: new Date(now.getTime() + 60_000) } });
      continue;
    }
    if (outcome === "none") break;
    if (outcome) report[outcome]++;
  }
  return report;
}

/** Runs `tick` every `TICK_MS` in this process (once per process, whatever bundles call it: the live floor's timer). */
export function startScheduler(): void {
  let running = false;
  const started = startTimer("scheduler", TICK_MS, () => {
    if (running) return;
    running = true;
    void tick()
      .catch((err) => console.error("[holonet] scheduler tick failed", err))
      .finally(() => (running = false));
  });
  if (started) void getDb();
}
