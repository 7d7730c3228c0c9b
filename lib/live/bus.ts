/**
 * The version bus: which version of each topic (lib/live/topics.ts) this process knows, kept
 * current by the database itself. A change bumps its row's version and sends
 * `pg_notify('holonet_event', '<topic>:<version>')` in the change's own transaction, so the
 * notice goes out exactly when the change commits and never for one that rolls back. Each
 * process listens on one connection — a dedicated `pg` client on PostgreSQL, PGlite's own
 * `listen` on the embedded database — and fans the notices out in-process (`subscribe`: the
 * watches, the memos, the response cache).
 *
 * A version is trusted from memory only while the listener is connected; before that, and
 * after it drops, `topicVersion` asks the database (and the reconnect forgets what it knew), so
 * several processes on one database never serve each other's stale reads. The counted topics
 * (catalogue, guild tags) are null then: nothing that depends on them is served from memory.
 */
import type { Tx } from "@/lib/db";
import { getDb } from "@/lib/db";
import { databaseTarget, embeddedDatabase } from "@/lib/db/adapter";
import { processState } from "./process";
import { idOf, kindOf, topics } from "./topics";

export const VERSION_CHANNEL = "holonet_event";

/** `parts`: what this version changed when that is all it changed (an event's matches), else null. */
export type Listener = (version: number, parts: readonly string[] | null) => void;
export type ListenerState = "idle" | "connecting" | "listening" | "retrying";

interface Bus {
  known: Map<string, number>;
  /** Per topic, the parts each recent version changed, when that was all it changed. */
  hints: Map<string, Map<number, readonly string[]>>;
  /** Versions this process wrote and has not heard announced yet (see `wroteVersion`); `reshaping`: not a single part's. */
  pending: Map<string, { version: number; at: number; reshaping: boolean }>;
  subscribers: Map<string, Set<Listener>>;
  /** Told of each version heard without a part hint (a pairing, a drop, a season's change), by name. */
  reshaped: Map<string, (topic: string, version: number) => void>;
  state: ListenerState;
  stop: (() => Promise<void>) | null;
  /** The counted topics' counts (catalogue, guild tags). */
  counts: Map<string, number>;
  /** A counted topic's change this process wrote and has not heard announced yet. */
  countsPending: Map<string, { heard: number; at: number }>;
  /**
   * The guild tags' count at each profile's last change of tag or visibility (a topic per
   * profile), and the count below which any profile may have changed (a change that named no
   * profiles, a profile forgotten, a gap in notices).
   */
  profiles: Map<string, number>;
  profilesFloor: number;
}

const KNOWN_LIMIT = 10_000;
/** How long a version this process wrote is checked against the database before its notice. */
const PENDING_MS = 5000;
/** Versions of hints kept per topic: enough to patch a read state through a wave of saves. */
const HINTS_PER_TOPIC = 256;
const RETRY_MS = 1000;

const bus: Bus = processState("bus", () => ({
  known: new Map(),
  hints: new Map(),
  pending: new Map(),
  subscribers: new Map(),
  reshaped: new Map(),
  state: "idle",
  stop: null,
  counts: new Map([
    [topics.catalog, 0],
    [topics.guildTags, 0],
  ]),
  countsPending: new Map(),
  profiles: new Map(),
  profilesFloor: 0,
}));

const bump = (counted: string) => bus.counts.set(counted, (bus.counts.get(counted) ?? 0) + 1);

/**
 * Read your own writes: until the notice for `version` arrives, this process asks the database
 * (the change may have committed a moment before its notice is delivered). A bump that rolls
 * back is never announced; it stops counting after PENDING_MS.
 */
export function wroteVersion(topic: string, version: number, reshaping: boolean): void {
  // A reshaping write not heard yet stays one when a single part's change follows it.
  const unheard = awaitingOwnWrite(topic) && bus.pending.get(topic)!.reshaping;
  bus.pending.set(topic, { version, at: Date.now(), reshaping: reshaping || unheard });
}

function awaitingOwnWrite(topic: string): boolean {
  const pending = bus.pending.get(topic);
  if (!pending) return false;
  if ((bus.known.get(topic) ?? -1) >= pending.version || Date.now() - pending.at > PENDING_MS) {
    bus.pending.delete(topic);
    return false;
  }
  return true;
}

/** Takes a version heard of or read; a newer one than known is kept and announced. */
function learn(topic: string, version: number, parts: readonly string[] | null = null): void {
  const before = bus.known.get(topic);
  if (before !== undefined && before >= version) return;
  if (before === undefined && bus.known.size >= KNOWN_LIMIT) bus.known.delete(bus.known.keys().next().value!);
  bus.known.set(topic, version);
  for (const listener of bus.subscribers.get(topic) ?? []) {
    try {
      listener(version, parts);
    } catch (err) {
      console.error("[versions] a subscriber failed", err);
    }
  }
}

function rememberHint(topic: string, version: number, parts: readonly string[]): void {
  let hints = bus.hints.get(topic);
  if (!hints) {
    if (bus.hints.size >= KNOWN_LIMIT) bus.hints.delete(bus.hints.keys().next().value!);
    bus.hints.set(topic, (hints = new Map()));
  }
  hints.set(version, parts);
  if (hints.size > HINTS_PER_TOPIC) hints.delete(hints.keys().next().value!);
}

/**
 * Handles one notice: `<topic>:<version>`, `<topic>:<version>:<part>[,<part>…]` for a change of
 * those parts only (an event's match rows: a result; an elimination result also fills the next
 * matches), or a counted topic's name alone (a guild change).
 */
export function noticeReceived(payload: string): void {
  if (payload === topics.guildTags || payload.startsWith(`${topics.guildTags}:`)) {
    bump(topics.guildTags);
    const count = bus.counts.get(topics.guildTags)!;
    const named = payload.slice(topics.guildTags.length + 1);
    if (!named) bus.profilesFloor = count;
    else
      for (const id of named.split(",")) {
        bus.profiles.delete(id);
        if (bus.profiles.size >= KNOWN_LIMIT) {
          // A profile forgotten may have changed as late as the oldest one remembered.
          const [oldest, at] = bus.profiles.entries().next().value!;
          bus.profiles.delete(oldest);
          bus.profilesFloor = Math.max(bus.profilesFloor, at);
        }
        bus.profiles.set(id, count);
      }
    return;
  }
  const [topic, versionText, part, ...rest] = payload.split(":");
  const version = Number(versionText);
  if (!topic || !Number.isSafeInteger(version) || rest.length > 0) return;
  if (kindOf(topic) === "queue") return learn(topic, version);
  const parts = part ? part.split(",") : null;
  if (parts) rememberHint(topic, version, parts);
  // Anything but a single match's change may change the lists of events (a season's too).
  else bump(topics.catalog);
  learn(topic, version, parts);
  if (!part) for (const told of bus.reshaped.values()) told(topic, version);
}

/** Calls `told` with each version heard that changed more than single parts, and its topic (once per name). */
export function onReshaped(name: string, told: (topic: string, version: number) => void): void {
  bus.reshaped.set(name, told);
}

/**
 * The parts changed from version `from` to `to` when every version between them changed parts
 * only and this process heard of each; else null (the caller loads the whole).
 */
export function partsChangedBetween(topic: string, from: number, to: number): string[] | null {
  if (to <= from) return [];
  const hints = bus.hints.get(topic);
  if (!hints || to - from > HINTS_PER_TOPIC) return null;
  const ids = new Set<string>();
  for (let v = from + 1; v <= to; v++) {
    const changed = hints.get(v);
    if (!changed) return null;
    for (const id of changed) ids.add(id);
  }
  return [...ids];
}

async function readVersion(topic: string): Promise<number | null> {
  const db = await getDb();
  const id = idOf(topic);
  const select = { version: true } as const;
  switch (kindOf(topic)) {
    case "queue":
      return (await db.queue.findUnique({ where: { id }, select }))?.version ?? null;
    case "season":
      return (await db.season.findUnique({ where: { id }, select }))?.version ?? null;
    case "event":
      return (await db.event.findUnique({ where: { id }, select }))?.version ?? null;
    default:
      return null;
  }
}

/**
 * The topic's current version (null: no such row; a counted topic: not known now). From memory
 * while notices are flowing, else one small query.
 */
export async function topicVersion(topic: string): Promise<number | null> {
  startListening();
  const kind = kindOf(topic);
  if (kind === "catalog" || kind === "guild-tags") return countedVersion(topic);
  const known = knownVersion(topic);
  if (known !== null) return known;
  const version = await readVersion(topic);
  if (version === null) return null;
  // A notice may have arrived while we read: keep the newer of the two. A read that gets ahead
  // of its notice (a process reading back its own write) announces the version itself: the
  // notice, arriving later, is then no news and would tell nobody.
  if (bus.state === "listening") learn(topic, version);
  return Math.max(version, bus.known.get(topic) ?? version);
}

/**
 * The topic's current version when it is known without asking anyone (notices flowing, no own
 * write awaiting its notice); else null. For answers that must not wait (the response cache's
 * fast path).
 */
export function knownVersion(topic: string): number | null {
  const kind = kindOf(topic);
  if (kind === "catalog" || kind === "guild-tags") return countedVersion(topic);
  if (bus.state !== "listening" || awaitingOwnWrite(topic)) return null;
  return bus.known.get(topic) ?? null;
}

/**
 * A counted topic's version as this process counts it. Null while notices are not flowing, and
 * while a change this process made awaits its notice (read your own writes).
 */
function countedVersion(topic: string): number | null {
  startListening();
  if (bus.state !== "listening") return null;
  if (topic === topics.catalog) {
    // A change this process made is in the lists once its notice is heard.
    for (const [written, write] of bus.pending) if (write.reshaping && awaitingOwnWrite(written)) return null;
  }
  const count = bus.counts.get(topic) ?? 0;
  const pending = bus.countsPending.get(topic);
  if (pending) {
    if (count > pending.heard || Date.now() - pending.at > PENDING_MS) bus.countsPending.delete(topic);
    else return null;
  }
  return count;
}

/**
 * The guild tags' version of what shows these profiles (an event's pairings, standings,
 * bracket): the count at the last change that named one of them, or that named none. Null
 * when the guild tags' version is not known now.
 */
export function guildTagsVersionFor(profileIds: Iterable<string>): number | null {
  if (countedVersion(topics.guildTags) === null) return null;
  let version = bus.profilesFloor;
  for (const id of profileIds) version = Math.max(version, bus.profiles.get(id) ?? 0);
  return version;
}

/** Beyond this many profiles, a guild change is announced as one that may touch anyone (a notice carries at most 8000 bytes). */
const PROFILES_PER_NOTICE = 200;

/**
 * Announces, at commit, a change to a counted topic (guild tags: a guild founded, joined, left,
 * dissolved or retagged, a member's profile hidden or shown, a merge), naming the profiles whose
 * tag or visibility changed (`profileIds`; none named: any may have).
 */
export async function announceCounted(tx: Tx, topic: typeof topics.guildTags, profileIds: readonly string[] = []): Promise<void> {
  const named = profileIds.length > 0 && profileIds.length <= PROFILES_PER_NOTICE ? `${topic}:${[...new Set(profileIds)].join(",")}` : topic;
  await tx.$queryRaw`SELECT pg_notify(${VERSION_CHANNEL}, ${named})::text AS sent`;
  bus.countsPending.set(topic, { heard: bus.counts.get(topic) ?? 0, at: Date.now() });
}

/**
 * Announces, at commit, a row's version that its transaction already bumped (`table`'s
 * `version` column): a season's change, a queue's. `reshaping`: more than a single part changed.
 */
export async function announceRow(tx: Tx, topic: string): Promise<void> {
  const id = idOf(topic);
  const rows =
    kindOf(topic) === "season"
      ? await tx.$queryRaw<{ version: number }[]>`SELECT version, pg_notify(${VERSION_CHANNEL}, ${topic} || ':' || version)::text AS sent FROM "Season" WHERE id = ${id}`
      : kindOf(topic) === "queue"
        ? await tx.$queryRaw<{ version: number }[]>`SELECT version, pg_notify(${VERSION_CHANNEL}, ${topic} || ':' || version)::text AS sent FROM "Queue" WHERE id = ${id}`
        : await tx.$queryRaw<{ version: number }[]>`SELECT version, pg_notify(${VERSION_CHANNEL}, ${topic} || ':' || version)::text AS sent FROM "Event" WHERE id = ${id}`;
  if (rows[0]) wroteVersion(topic, rows[0].version, true);
}

/** Calls `listener` with each newer version of the topic; returns the unsubscribe. */
export function subscribe(topic: string, listener: Listener): () => void {
  startListening();
  let set = bus.subscribers.get(topic);
  if (!set) bus.subscribers.set(topic, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0 && bus.subscribers.get(topic) === set) bus.subscribers.delete(topic);
  };
}

/** After a gap in notices: re-read every followed topic and announce what moved. */
async function catchUp(): Promise<void> {
  for (const topic of bus.subscribers.keys()) {
    const version = await readVersion(topic).catch(() => null);
    if (version !== null) learn(topic, version);
  }
}

function connectionLost(err: unknown): void {
  if (bus.state === "retrying") return;
  console.error("[versions] notification listener lost; asking the database until it is back", err);
  bus.state = "retrying";
  bus.known.clear();
  bus.hints.clear();
  const stop = bus.stop;
  bus.stop = null;
  void stop?.().catch(() => {});
  setTimeout(() => {
    bus.state = "idle";
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
  const pglite = embeddedDatabase();
  if (!pglite) throw new Error("the embedded database is not open");
  return pglite.listen(VERSION_CHANNEL, noticeReceived);
}

/** Starts this process's one listener (once; again after it drops). */
export function startListening(): void {
  if (bus.state !== "idle") return;
  bus.state = "connecting";
  const target = databaseTarget();
  const started = target.kind === "postgres" ? listenPostgres(target.url) : listenEmbedded();
  started.then(
    async (stop) => {
      bus.stop = stop;
      // Anything remembered before now may have missed a notice.
      bus.known.clear();
      bus.hints.clear();
      for (const counted of bus.counts.keys()) bump(counted);
      bus.profiles.clear();
      bus.profilesFloor = bus.counts.get(topics.guildTags)!;
      bus.state = "listening";
      await catchUp();
    },
    (err: unknown) => connectionLost(err),
  );
}

/** Whether versions come from notices now (the health check shows it). */
export const notificationsState = (): ListenerState => bus.state;

/** Number of topics with live subscribers in this process (tests, diagnostics). */
export const watchedTopics = (): number => bus.subscribers.size;
