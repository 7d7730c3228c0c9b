/**
 * The one version-keyed memo: a value computed from the database is kept per key with the
 * version it was computed at, and asked for with the version that is current now (from the bus,
 * or a row count the caller read). A current value costs a map read; after a change the first
 * reader loads once and everyone asking meanwhile shares that load. Used by the event read
 * state (lib/server/store/read-cache.ts), the season boards and the rating lists.
 *
 * Versions are numbers (a newer one covers an older: a value loaded at 7 answers a reader who
 * asked for 6) or strings (a combination of versions: only the same one answers). Bounded per
 * memo: the oldest key goes first.
 */
import { processState } from "./process";

export type MemoVersion = number | string;

interface Held<V> {
  version: MemoVersion;
  value: V;
  at: number;
}

export interface Memo<V> {
  /** What is held for `key` (any version). */
  held(key: string): V | null;
  /** The version held for `key`. */
  heldVersion(key: string): MemoVersion | null;
  /** Keeps `value` as `key` at `version` unless something at least as new is held. */
  keep(key: string, version: MemoVersion, value: V): void;
  /**
   * The value at `version` (or newer): held, being loaded, or loaded now by `load`. `maxAgeMs`:
   * a held value older than this is loaded again even at the same version.
   */
  get(key: string, version: MemoVersion, load: () => Promise<V>, options?: { maxAgeMs?: number }): Promise<V>;
  forget(key?: string): void;
}

const covers = (held: MemoVersion, asked: MemoVersion) => (typeof held === "number" && typeof asked === "number" ? held >= asked : held === asked);

/** This process's memo `name` (one per process, whichever bundle asks), of at most `limit` keys. */
export function memo<V>(name: string, limit: number, versionOf?: (value: V) => MemoVersion): Memo<V> {
  return processState(`memo:${name}`, () => newMemo<V>(limit, versionOf));
}

/** `versionOf`: the version a loaded value is at, when it can be newer than the one asked for. */
function newMemo<V>(limit: number, versionOf?: (value: V) => MemoVersion): Memo<V> {
  const values = new Map<string, Held<V>>();
  const loading = new Map<string, { version: MemoVersion; promise: Promise<V> }>();

  function keep(key: string, version: MemoVersion, value: V): void {
    const was = values.get(key);
    // A number only moves forward: a late load of an older version never replaces a newer one.
    if (was && typeof was.version === "number" && typeof version === "number" && was.version >= version) return;
    values.delete(key);
    if (values.size >= limit) values.delete(values.keys().next().value!);
    values.set(key, { version, value, at: Date.now() });
  }

  return {
    held: (key) => values.get(key)?.value ?? null,
    heldVersion: (key) => values.get(key)?.version ?? null,
    keep,
    get(key, version, load, { maxAgeMs } = {}) {
      const held = values.get(key);
      if (held && covers(held.version, version) && (maxAgeMs === undefined || Date.now() - held.at < maxAgeMs)) return Promise.resolve(held.value);
      const running = loading.get(key);
      if (running && covers(running.version, version)) return running.promise;
      const promise = load()
        .then((value) => {
          keep(key, versionOf?.(value) ?? version, value);
          return value;
        })
        .finally(() => {
          if (loading.get(key)?.promise === promise) loading.delete(key);
        });
      loading.set(key, { version, promise });
      return promise;
    },
    forget(key) {
      if (key === undefined) {
        values.clear();
        loading.clear();
      } else {
        values.delete(key);
        loading.delete(key);
      }
    },
  };
}
