/**
 * The hall server's mirror (issue 40): pushes each event taken to this hall to its public server,
 * in the background, never in a save's way.
 *
 * The outbox is the event itself: what is still to send is its version past the link's
 * `ackVersion`, so nothing lives only in memory and a kill -9 at any moment loses nothing (the
 * next pass sends again; the public side applies a version once). Each push is the event's whole
 * state at version N — every change up to N in one batch — and N is acknowledged when the public
 * server answers. When only results changed since the acknowledged version (the judges saving),
 * the push is a patch of those matches and the new history against that version (`patchOf`). Failures wait longer each time (up to MAX_BACKOFF_MS); a refusal that will not
 * pass by waiting (the event taken back) stops the link and makes the hall's copy read-only.
 *
 * An event started here (`publishAs` set) is published by its first push (POST /hall/publish), then
 * mirrored the same way.
 */
import { getDb } from "@/lib/db";
import { processState } from "@/lib/live";
import type { User } from "@/lib/schemas/auth";
import type { EventExport } from "@/lib/schemas/event-export";
import type { HallPatch } from "@/lib/schemas/hall";
import { exportEvent } from "../transfer/event-export";
import { bumpVersion } from "../kernel/event-versions";
import { remote, RemoteRefusal } from "./remote";

const TICK_MS = Number(process.env.HOLONET_MIRROR_TICK_MS ?? 100);
/** Short enough that the public server back up is caught up within seconds; each wait costs one health check. */
const MAX_BACKOFF_MS = Number(process.env.HOLONET_MIRROR_MAX_BACKOFF_MS ?? 2_000);
const REFUSED_RETRY_MS = 30_000;

interface MirrorState {
  timer: NodeJS.Timeout | null;
  /** Events a push is in flight for (one at a time per event, in this process). */
  busy: Set<string>;
  /** Consecutive failures per event: the backoff's exponent (forgotten on restart: harmless). */
  failures: Map<string, number>;
  /** The document the public server acknowledged last, per event: the base of the next patch (forgotten on restart: the next push is whole). */
  acked: Map<string, EventExport>;
}
const state: MirrorState = processState("hall-mirror", () => ({ timer: null, busy: new Set(), failures: new Map(), acked: new Map() }));

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const UNPATCHED = ["stages", "players", "rounds", "staff", "waitlist", "reports", "judgeCalls", "prizeAwards", "documents", "teamMembers"] as const;

/**
 * The patch from the acknowledged `base` to `doc` when only matches changed (results, clocks,
 * sides) and history was added — what judges saving results make; null for anything else (the
 * whole document goes).
 */
export function patchOf(base: EventExport, doc: EventExport): HallPatch | null {
  const settings = (e: EventExport["event"]) => ({ ...e, version: 0, updatedAt: "" });
  if (!same(settings(base.event), settings(doc.event))) return null;
  for (const list of UNPATCHED) if (!same(base[list] ?? [], doc[list] ?? [])) return null;
  if (base.matches.length !== doc.matches.length) return null;
  const before = new Map(base.matches.map((m) => [m.id, JSON.stringify(m)]));
  const matches = [];
  for (const m of doc.matches) {
    const was = before.get(m.id);
    if (was === undefined) return null;
    if (was !== JSON.stringify(m)) matches.push(m);
  }
  const seen = new Set(base.audit.map((a) => a.id));
  return { baseVersion: base.event.version, event: doc.event, matches, audit: doc.audit.filter((a) => !seen.has(a.id)) };
}

export type PushOutcome = "idle" | "acknowledged" | "down" | "refused";

/** One push of the event's current state, if the public server has not acknowledged it. */
export async function pushOnce(eventId: string): Promise<PushOutcome> {
  if (state.busy.has(eventId)) return "idle";
  state.busy.add(eventId);
  try {
    const db = await getDb();
    const link = await db.hallLink.findUnique({ where: { eventId } });
    if (!link || link.status !== "mirroring") return "idle";
    const event = await db.event.findUnique({ where: { id: eventId }, select: { version: true } });
    if (!event || event.version <= link.ackVersion) return "idle";
    // After a failure, a health check first: while the uplink is down, a retry costs no export.
    if (state.failures.has(eventId)) {
      try {
        await remote.health(link.publicUrl);
      } catch (err) {
        return await down(eventId, err);
      }
    }
    const user = (await db.user.findUnique({ where: { id: link.userId }, select: { id: true, email: true, name: true } })) as User | null;
    const document = await exportEvent(user, eventId);
    const credentials = { hallId: link.hallId, secret: link.secret };
    try {
      // Started here: the first push publishes the event (idempotent by the hall's id: a retry
      // after a lost answer creates nothing); every later one is a push like a taken event's.
      const publishing = link.publishAs !== null;
      // Only results changed since the acknowledged version: a patch of those rows, not the whole event.
      const base = state.acked.get(eventId);
      const patch = !publishing && base && base.event.version === link.ackVersion ? patchOf(base, document) : null;
      const ack = publishing
        ? await remote.publish(link.publicUrl, link.apiToken, { ...credentials, hall: link.publishAs!, document })
        : await remote.push(link.publicUrl, link.apiToken, eventId, patch ? { ...credentials, patch } : { ...credentials, document });
      state.failures.delete(eventId);
      // The public server has exactly this version: the next patch's base. Else (a patch on another base) the next push is whole.
      if (ack.version === document.event.version) state.acked.set(eventId, document);
      else state.acked.delete(eventId);
      // Never backwards: a slow answer for an older push must not undo a newer acknowledgement.
      await db.hallLink.updateMany({
        where: { eventId, ackVersion: { lt: ack.version } },
        data: { ackVersion: ack.version },
      });
      await db.hallLink.update({ where: { eventId }, data: { lastSuccess: new Date(), lastError: null, retryAt: null, ...(publishing ? { publishAs: null } : {}) } });
      return "acknowledged";
    } catch (err) {
      // A refused publish (the ids taken there, a wrong token) is shown and tried again: the copy here stays writable.
      if (err instanceof RemoteRefusal && err.status === 409 && link.publishAs === null) {
        // Taken back (or handed back): the hall's copy is read-only from now on. Other refusals (a
        // revoked token, a 403) are shown and tried again: the organizer can fix them.
        await db.$transaction(async (tx) => {
          await tx.hallLink.update({ where: { eventId }, data: { status: "refused", lastError: err.message, retryAt: null } });
          await bumpVersion(tx, eventId);
        });
        return "refused";
      }
      return await down(eventId, err);
    }
  } finally {
    state.busy.delete(eventId);
  }
}

/** A failed attempt: its words on the status line, and the next one after a longer wait. */
async function down(eventId: string, err: unknown): Promise<PushOutcome> {
  const failures = (state.failures.get(eventId) ?? 0) + 1;
  state.failures.set(eventId, failures);
  // A refusal (a revoked token, a publish whose ids are taken there) waits for the organizer, not the uplink: 30 s.
  const wait = err instanceof RemoteRefusal ? REFUSED_RETRY_MS : Math.min(MAX_BACKOFF_MS, 500 * 2 ** Math.min(failures, 10));
  const message = err instanceof Error ? err.message : String(err);
  await (await getDb()).hallLink.update({ where: { eventId }, data: { lastError: message, retryAt: new Date(Date.now() + wait) } });
  return "down";
}

/** The events with changes waiting whose retry time has come. */
async function due(): Promise<string[]> {
  const db = await getDb();
  const rows = await db.$queryRaw<{ eventId: string }[]>`
    SELECT l."eventId" FROM "HallLink" l JOIN "Event" e ON e.id = l."eventId"
    WHERE l.status = 'mirroring' AND e.version > l."ackVersion" AND (l."retryAt" IS NULL OR l."retryAt" <= ${new Date()})`;
  return rows.map((r) => r.eventId);
}

async function tick(): Promise<void> {
  for (const eventId of await due()) void pushOnce(eventId).catch((err: unknown) => console.error("[mirror] push failed", err));
}

/** At server start (instrumentation.ts): mirrors in the background, every TICK_MS. */
export function startMirror(): void {
  if (state.timer) return;
  state.timer = setInterval(() => void tick().catch((err: unknown) => console.error("[mirror] tick failed", err)), TICK_MS);
  state.timer.unref();
}
