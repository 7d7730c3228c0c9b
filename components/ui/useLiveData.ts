"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useEventVersion } from "./useEventVersion";

/** Waits between attempts at a read the cache still serves from an older version (ms). */
const RETRY_MS = [250, 500, 1000, 2000, 3000, 3000];

export class ReadError extends Error {
  constructor(
    readonly status: number,
    url: string,
  ) {
    super(`${url}: ${status}`);
  }
}

/**
 * One public JSON read at least as new as `atLeast` (the version the change stream announced).
 * The response cache answers with the previous version while the new one renders (`x-holonet-
 * version` says which), so an older answer is asked again a moment later; after a few tries the
 * newest answer is used anyway. The browser revalidates with the ETag: an unchanged read is a 304.
 * `serverNow` is the server's clock when it answered (the Date header), for times in the answer
 * that were computed when it was rendered.
 */
export async function fetchFresh<T>(url: string, atLeast: number | null, signal: AbortSignal): Promise<{ data: T; version: number | null; serverNow: number | null }> {
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(url, { headers: { accept: "application/json" }, signal });
    if (!res.ok) throw new ReadError(res.status, url);
    const header = res.headers.get("x-holonet-version");
    const version = header === null ? null : Number(header);
    const wait = RETRY_MS[attempt];
    if (atLeast === null || version === null || version >= atLeast || wait === undefined) {
      const date = Date.parse(res.headers.get("date") ?? "");
      return { data: (await res.json()) as T, version, serverNow: Number.isNaN(date) ? null : date };
    }
    await res.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, wait));
    if (signal.aborted) throw signal.reason;
  }
}

/** Loads the page's data at least as new as `atLeast`; `version` is the oldest version it got (null: unknown). */
export type Loader<T> = (atLeast: number | null, signal: AbortSignal, previous: T | null) => Promise<{ data: T; version: number | null }>;

/** The oldest of the versions of several reads (null when one is unknown). */
export const oldest = (...versions: (number | null)[]): number | null => (versions.some((v) => v === null) ? null : Math.min(...(versions as number[])));

/**
 * Data a page reads from the event's public JSON, kept current: `load` runs once the page is
 * up and again whenever the event's version moves past what it last got (useEventVersion).
 * One load at a time: changes announced during a load cause one more load after it, so a wave
 * of results costs each phone a few reads, not one per result.
 */
export function useLiveData<T>(eventId: string, load: Loader<T>): { data: T | null; failed: Error | null } {
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState<Error | null>(null);
  const loader = useRef(load);
  useEffect(() => {
    loader.current = load;
  });
  const state = useRef({
    running: false,
    again: false,
    /** The newest version the stream announced. */
    wanted: null as number | null,
    /** The version the last load got. */
    got: null as number | null,
    latest: null as T | null,
    controller: null as AbortController | null,
    failures: 0,
    retry: null as ReturnType<typeof setTimeout> | null,
  });

  const run = useCallback(function run(): void {
    const s = state.current;
    if (s.running) {
      s.again = true;
      return;
    }
    s.running = true;
    s.again = false;
    const controller = new AbortController();
    s.controller = controller;
    const behind = () => s.wanted === null || s.got === null || s.got < s.wanted;
    loader
      .current(s.wanted, controller.signal, s.latest)
      .then(
        (next) => {
          if (controller.signal.aborted) return;
          s.latest = next.data;
          s.got = next.version;
          s.failures = 0;
          setData(next.data);
          setFailed(null);
        },
        (err: unknown) => {
          if (controller.signal.aborted) return;
          setFailed(err instanceof Error ? err : new Error(String(err)));
          // The stream may stay quiet for a while: try again a little later anyway.
          s.failures++;
          if (s.retry) clearTimeout(s.retry);
          s.retry = setTimeout(run, Math.min(30_000, 5000 * s.failures));
        },
      )
      .finally(() => {
        if (s.controller !== controller) return; // unmounted meanwhile
        s.running = false;
        if (s.again && behind()) run();
      });
  }, []);

  useEffect(() => {
    const s = state.current;
    run();
    return () => {
      s.controller?.abort();
      s.controller = null;
      s.running = false;
      if (s.retry) clearTimeout(s.retry);
    };
  }, [eventId, run]);

  useEventVersion(eventId, (version) => {
    const s = state.current;
    if (version === null) return run(); // the stream is unavailable: poll
    s.wanted = Math.max(s.wanted ?? 0, version);
    if (s.got === null || s.got < s.wanted) run();
  });

  return { data, failed };
}
