/**
 * Which version of each event this process knows, kept current by the database itself: every
 * change bumps `Event.version` and sends `pg_notify('holonet_event', '<id>:<version>')` in the
 * change's own transaction (`bumpVersion`), so the notice goes out exactly when the change
 * commits and never for one that rolls back. Each process listens on one connection — a
 * dedicated `pg` client on PostgreSQL, PGlite's own `listen` on the embedded database — and fans
 * the notices out in-process (`subscribe`: live-update streams, the response cache).
 *
 * A version is trusted from memory only while the listener is connected; before that, and
 * after it drops, `eventVersion` asks the database (and the reconnect forgets what it knew), so
 * several processes on one database never serve each other's stale reads.
 *
 * State lives on `globalThis`: Next.js bundles instrumentation, the proxy and the routes
 * separately, and they must share one listener and one table per process.
 */
import type { Tx } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { getDb } from "@/lib/db";
import { databaseTarget } from "@/lib/db/adapter";
import { holdColumnsSql, refuseIfHeld, type HoldRow } from "./hold";

export const VERSION_CHANNEL = "holonet_event";
/** The notice of a guild change on the same channel (not an event's: ids have no `*`). */
export const GUILD_TAGS_NOTICE = "*guild-tags";

/**
 * A queue's version is announced on the same channel as "q.<queueId>:<version>" (a cuid has no
 * dot), so the queue page's live stream rides this listener; only its own subscribers hear it.
 */
export const queueTopic = (queueId: string): string => `q.${queueId}`;
const isQueueTopic = (key: string) => key.startsWith("q.");

/** `matches`: the matches this version changed when that is all it changed (the notice's hint), else null. */
type Listener = (version: number, matches: readonly string[] | null) => void;
type ListenerState = "idle" | "connecting" | "listening" | "retrying";

interface Registry {
  known: Map<string, number>;
  /** Per event, the matches each recent version changed, when that was all it changed. */
  hints: Map<string, Map<number, readonly string[]>>;
  /** Versions this process wrote and has not heard announced yet (see `bumpVersion`); `reshaping`: not a single match's. */
  pending: Map<string, { version: number; at: number; reshaping: boolean }>;
  subscribers: Map<string, Set<Listener>>;
  /** Told of each version heard without a match hint (a pairing, a drop, ...), by name. */
  reshaped: Map<string, (eventId: string, version: number) => void>;
  state: ListenerState;
  stop: (() => Promise<void>) | null;
  /** Counts what may have changed the public lists of events (see `catalogVersion`). */
  catalog: number;
  /** Counts guild changes that may change tags beside names (see `guildTagsVersion`). */
  guildTags: number;
  /** A guild change this process wrote and has not heard announced yet. */
  guildTagsPending: { heard: number; at: number } | null;
}

const KNOWN_LIMIT = 10_000;
/** How long a version this process wrote is checked against the database before its notice. */
const PENDING_MS = 5000;
/** Versions of hints kept per event: enough to patch a read state through a wave of saves. */
const HINTS_PER_EVENT = 256;
const RETRY_MS = 1000;

const globalForVersions = globalThis as unknown as { holonetVersions?: Registry };
const registry: Registry = (globalForVersions.holonetVersions ??= { known: new Map(), hints: new Map(), pending: new Map(), subscribers: new Map(), reshaped: new Map(), state: "idle", stop: null, catalog: 0, guildTags: 0, guildTagsPending: null });

/** What a bump reads back in the same statement: the event's gate and the caller's role. */
export interface Bumped {
  version: number;
  /** The caller's staff role at the event (null: none, or no caller named). */
  role: "organizer" | "judge" | "marshal" | null;
  status: "registration" | "swiss" | "elimination" | "complete";
  preset: string;
  presetOptions: Prisma.JsonValue;
  cutSize: number | null;
  swissRounds: number | null;
  /** The elimination stage's entrants by seed (empty before the cut or the draw). */
  cutSeeds: string[];
}

/**
 * Bumps the event's version inside `tx` and queues the notice for its commit. The UPDATE also
 * takes the event row's lock for the rest of the transaction, and the same statement reads the
 * event's gate (status, preset, structure, seeds) and `staffOf`'s role — one round trip where a
 * change would otherwise spend three while holding the lock. Null for an unknown event.
 *
 * `onlyMatch`: the change touches this one match row and nothing else of the event's state
 * (a Swiss result). The notice carries it, so every process can bring a state it read at the
 * previous version up to date by reading that one row instead of the whole event.
 *
 * Every change but a result also bumps the event's `shape` (`results`: this one records results,
 * as `onlyMatch` does): a one-statement elimination save holds to the shape it read.
 *
 * `guarded`: a change made on someone's behalf (lib/server/kernel/access.ts) — refused while
 * another server writes the event (./hold.ts).
 */
export async function bumpVersion(
  tx: Tx,
  eventId: string,
  { onlyMatch, staffOf, results, guarded }: { onlyMatch?: string; staffOf?: string; results?: boolean; guarded?: boolean } = {},
): Promise<Bumped | null> {
  const suffix = onlyMatch ? `:${onlyMatch}` : "";
  const reshapes = onlyMatch || results ? 0 : 1;
  const rows = await tx.$queryRaw<(Omit<Bumped, "cutSeeds"> & { cutSeeds: string[] | null } & HoldRow)[]>`
    WITH bumped AS (
      UPDATE "Event" SET version = version + 1, shape = shape + ${reshapes} WHERE id = ${eventId}
      RETURNING id, version, status, preset, "presetOptions", "cutSize", "swissRounds", "timeZone"
    )
    SELECT b.version, b.status::text AS status, b.preset, b."presetOptions", b."cutSize", b."swissRounds",
      (SELECT s.role::text FROM "EventStaff" s WHERE s."eventId" = b.id AND s."userId" = ${staffOf ?? null} LIMIT 1) AS role,
      (SELECT g.seeds FROM "EventStage" g WHERE g."eventId" = b.id AND g.kind <> 'swiss' ORDER BY g.number LIMIT 1) AS "cutSeeds",
      pg_notify(${VERSION_CHANNEL}, b.id || ':' || b.version || ${suffix})::text AS sent,
      ${Prisma.raw(holdColumnsSql("b"))}
    FROM bumped b`;
  const row = rows[0];
  if (!row) return null;
  // The single-writer rule (./hold.ts): the refusal rolls the bump back with the transaction.
  if (guarded) refuseIfHeld(row);
  wroteVersion(eventId, row.version, !onlyMatch);
  const { version, role, status, preset, presetOptions, cutSize, swissRounds, cutSeeds } = row;
  return { version, role, status, preset, presetOptions, cutSize, swissRounds, cutSeeds: cutSeeds ?? [] };
}

/**
 * Read your own writes: until the notice for `version` arrives, this process asks the database
 * (the change may have committed a moment before its notice is delivered). A bump that rolls
 * back is never announced; it stops counting after PENDING_MS.
 */
export function wroteVersion(eventId: string, version: number, reshaping: boolean): void {
  // A reshaping write not heard yet stays one when a single result follows it.
  const unheard = awaitingOwnWrite(eventId) && registry.pending.get(eventId)!.reshaping;
  registry.pending.set(eventId, { version, at: Date.now(), reshaping: reshaping || unheard });
}

function awaitingOwnWrite(eventId: string): boolean {
  const pending = registry.pending.get(eventId);
  if (!pending) return false;
  if ((registry.known.get(eventId) ?? -1) >= pending.version || Date.now() - pending.at > PENDING_MS) {
    registry.pending.delete(eventId);
    return false;
  }
  return true;
}

/** Takes a version heard of or read; a newer one than known is kept and announced. */
function learn(eventId: string, version: number, matches: readonly string[] | null = null): void {
  const before = registry.known.get(eventId);
  if (before !== undefined && before >= version) return;
  if (before === undefined && registry.known.size >= KNOWN_LIMIT) registry.known.delete(registry.known.keys().next().value!);
  registry.known.set(eventId, version);
  for (const listener of registry.subscribers.get(eventId) ?? []) {
    try {
      listener(version, matches);
    } catch (err) {
      console.error("[versions] a subscriber failed", err);
    }
  }
}

function rememberHint(eventId: string, version: number, matches: readonly string[]): void {
  let hints = registry.hints.get(eventId);
  if (!hints) {
    if (registry.hints.size >= KNOWN_LIMIT) registry.hints.delete(registry.hints.keys().next().value!);
    registry.hints.set(eventId, (hints = new Map()));
  }
  hints.set(version, matches);
  if (hints.size > HINTS_PER_EVENT) hints.delete(hints.keys().next().value!);
}

/**
 * Handles one notice: `<eventId>:<version>`, or `<eventId>:<version>:<matchId>[,<matchId>…]` for a
 * change of those match rows only (a result; an elimination result also fills the next matches).
 */
export function noticeReceived(payload: string): void {
  if (payload === GUILD_TAGS_NOTICE) {
    registry.guildTags++;
    return;
  }
  const [eventId, versionText, matchId, ...rest] = payload.split(":");
  const version = Number(versionText);
  if (!eventId || !Number.isSafeInteger(version) || rest.length > 0) return;
  if (isQueueTopic(eventId)) return learn(eventId, version);
  const matches = matchId ? matchId.split(",") : null;
  if (matches) rememberHint(eventId, version, matches);
  else registry.catalog++;
  learn(eventId, version, matches);
  if (!matchId) for (const told of registry.reshaped.values()) told(eventId, version);
}

/** Calls `told` with each version heard that changed more than match rows, and its event (once per name). */
export function onReshaped(name: string, told: (eventId: string, version: number) => void): void {
  registry.reshaped.set(name, told);
}

/**
 * The matches changed from version `from` to `to` when every version between them changed match
 * rows only and this process heard of each; else null (the caller loads the whole event).
 */
export function matchChangesBetween(eventId: string, from: number, to: number): string[] | null {
  if (to <= from) return [];
  const hints = registry.hints.get(eventId);
  if (!hints || to - from > HINTS_PER_EVENT) return null;
  const ids = new Set<string>();
  for (let v = from + 1; v <= to; v++) {
    const changed = hints.get(v);
    if (!changed) return null;
    for (const id of changed) ids.add(id);
  }
  return [...ids];
}

async function readVersion(eventId: string): Promise<number | null> {
  const db = await getDb();
  if (isQueueTopic(eventId)) return (await db.queue.findUnique({ where: { id: eventId.slice(2) }, select: { version: true } }))?.version ?? null;
  const row = await db.event.findUnique({ where: { id: eventId }, select: { version: true } });
  return row?.version ?? null;
}

/**
 * The event's current version (null: no such event). From memory while notices are flowing,
 * else one small query.
 */
export async function eventVersion(eventId: string): Promise<number | null> {
  startListening();
  const known = knownVersion(eventId);
  if (known !== null) return known;
  const version = await readVersion(eventId);
  if (version === null) return null;
  // A notice may have arrived while we read: keep the newer of the two. A read that gets ahead
  // of its notice (a process reading back its own write) announces the version itself: the
  // notice, arriving later, is then no news and would tell nobody.
  if (registry.state === "listening") learn(eventId, version);
  return Math.max(version, registry.known.get(eventId) ?? version);
}

/**
 * The event's current version when it is known without asking anyone (notices flowing, no own
 * write awaiting its notice); else null. For answers that must not wait (the response cache's
 * fast path).
 */
export function knownVersion(eventId: string): number | null {
  if (registry.state !== "listening" || awaitingOwnWrite(eventId)) return null;
  return registry.known.get(eventId) ?? null;
}

/** Calls `listener` with each newer version of the event; returns the unsubscribe. */
export function subscribe(eventId: string, listener: Listener): () => void {
  startListening();
  let set = registry.subscribers.get(eventId);
  if (!set) registry.subscribers.set(eventId, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0 && registry.subscribers.get(eventId) === set) registry.subscribers.delete(eventId);
  };
}

/** After a gap in notices: re-read every watched event and announce what moved. */
async function catchUp(): Promise<void> {
  for (const eventId of registry.subscribers.keys()) {
    const version = await readVersion(eventId).catch(() => null);
    if (version !== null) learn(eventId, version);
  }
}

function connectionLost(err: unknown): void {
  if (registry.state === "retrying") return;
  console.error("[versions] notification listener lost; asking the database until it is back", err);
  registry.state = "retrying";
  registry.known.clear();
  registry.hints.clear();
  const stop = registry.stop;
  registry.stop = null;
  void stop?.().catch(() => {});
  setTimeout(() => {
    registry.state = "idle";
    startListening();
  }, RETRY_MS).unref?.();
}

async function listenPostgres(url: string): Promise<() => Promise<void>> {
  const { Client } = (await import("pg")).default;
  const client = new Client({ connectionString: url, keepAlive: true, application_name: "holonet-notifications" });
  client.on("notification", (msg) => msg.payload && noticeReceived(msg.payload));
  client.on("error", connectionLost);
  client.on("end", () => connectionLost(new Error("connection ended")));
  await client.connect();
  await client.query(`LISTEN ${VERSION_CHANNEL}`);
  return async () => {
    client.removeAllListeners("end");
    await client.end();
  };
}

async function listenEmbedded(): Promise<() => Promise<void>> {
  await getDb();
  const pglite = (globalThis as unknown as { holonetPglite?: { listen(channel: string, cb: (payload: string) => void): Promise<() => Promise<void>> } }).holonetPglite;
  if (!pglite) throw new Error("the embedded database is not open");
  return pglite.listen(VERSION_CHANNEL, noticeReceived);
}

/** Starts this process's one listener (once; again after it drops). */
export function startListening(): void {
  if (registry.state !== "idle") return;
  registry.state = "connecting";
  const target = databaseTarget();
  const started = target.kind === "postgres" ? listenPostgres(target.url) : listenEmbedded();
  started.then(
    async (stop) => {
      registry.stop = stop;
      // Anything remembered before now may have missed a notice.
      registry.known.clear();
      registry.hints.clear();
      registry.catalog++;
      registry.guildTags++;
      registry.state = "listening";
      await catchUp();
    },
    (err: unknown) => connectionLost(err),
  );
}

/**
 * The version of the public lists of events (the home page), as this process counts it: it
 * moves with every notice that is not a single match's (a new event, an edit, an entrant, a
 * status) and after any gap in notices. A single result never moves it, so a wave of saves
 * leaves the home page's stored render alone. Null while notices are not flowing.
 */
export function catalogVersion(): number | null {
  startListening();
  if (registry.state !== "listening") return null;
  // Read your own writes: a change this process made is in the lists once its notice is heard.
  for (const [eventId, write] of registry.pending) if (write.reshaping && awaitingOwnWrite(eventId)) return null;
  return registry.catalog;
}

/**
 * Announces, at commit, a change to how the event appears in the lists that comes without a
 * reshaping notice of its own: its creation, or a status a single result settled.
 */
export async function announceListed(tx: Tx, eventId: string): Promise<void> {
  const rows = await tx.$queryRaw<{ version: number }[]>`
    SELECT version, pg_notify(${VERSION_CHANNEL}, id || ':' || version)::text AS sent FROM "Event" WHERE id = ${eventId}`;
  if (rows[0]) wroteVersion(eventId, rows[0].version, true);
}

registry.guildTags ??= 0;
registry.guildTagsPending ??= null;

/**
 * Announces, at commit, a change to who shows which guild tag (a guild founded, joined, left,
 * dissolved or retagged, a member's profile hidden or shown, a merge). The event pages that show
 * tags (pairings, standings) are stored per event version and per this count, so they are
 * rendered anew after it — one counter for all guilds: changes are rare, reads many.
 */
export async function announceGuildTags(tx: Tx): Promise<void> {
  await tx.$queryRaw`SELECT pg_notify(${VERSION_CHANNEL}, ${GUILD_TAGS_NOTICE})::text AS sent`;
  registry.guildTagsPending = { heard: registry.guildTags, at: Date.now() };
}

/**
 * The version of guild tags as this process counts it: it moves with every guild notice and after
 * any gap in notices. Null while notices are not flowing, and while a guild change this process
 * made awaits its notice (read your own writes).
 */
export function guildTagsVersion(): number | null {
  startListening();
  if (registry.state !== "listening") return null;
  const pending = registry.guildTagsPending;
  if (pending) {
    if (registry.guildTags > pending.heard || Date.now() - pending.at > PENDING_MS) registry.guildTagsPending = null;
    else return null;
  }
  return registry.guildTags;
}

/** Whether versions come from notices now (the health check shows it). */
export const notificationsState = (): ListenerState => registry.state;

/** Number of events with live subscribers in this process (tests, diagnostics). */
export const watchedEvents = (): number => registry.subscribers.size;
