"use client";

import { useEffect, useEffectEvent } from "react";

type Heard = (version: number, matches: readonly string[] | null) => void;

/** One stream per URL (an event's or a queue's changes) and page, shared by every part of the page that follows it. */
interface Stream {
  source: EventSource;
  listeners: Set<Heard>;
  closedListeners: Set<() => void>;
  /** The newest version the stream announced. */
  version: number | null;
}

const streams = new Map<string, Stream>();

function join(url: string, heard: Heard, closed: () => void): () => void {
  let stream = streams.get(url);
  if (!stream) {
    const source = new EventSource(url);
    const s: Stream = { source, listeners: new Set(), closedListeners: new Set(), version: null };
    let named: string[] | null = null;
    // Sent just before the version it belongs to.
    source.addEventListener("matches", (e) => {
      named = (e as MessageEvent<string>).data.split(",").filter(Boolean);
    });
    source.addEventListener("version", (e) => {
      const matches = named;
      named = null;
      const version = Number((e as MessageEvent<string>).data);
      if (!Number.isFinite(version)) return;
      s.version = version;
      for (const l of [...s.listeners]) l(version, matches);
    });
    source.onerror = () => {
      named = null;
      if (source.readyState === EventSource.CLOSED) for (const l of [...s.closedListeners]) l();
    };
    streams.set(url, (stream = s));
  }
  const s = stream;
  s.listeners.add(heard);
  s.closedListeners.add(closed);
  // A latecomer hears the version the stream already announced.
  if (s.version !== null) {
    const v = s.version;
    queueMicrotask(() => s.listeners.has(heard) && heard(v, null));
  }
  if (s.source.readyState === EventSource.CLOSED) queueMicrotask(closed);
  return () => {
    s.listeners.delete(heard);
    s.closedListeners.delete(closed);
    if (s.listeners.size === 0) {
      s.source.close();
      if (streams.get(url) === s) streams.delete(url);
    }
  };
}

/**
 * Follows an event's version from its Server-Sent Events stream (`/api/v1/events/{id}/changes`:
 * the version now, then after every change; one stream per page, however many parts follow it).
 * Calls `onVersion(version, previous, matches)` for every version the stream announces that
 * differs from the last one (`previous` is null the first time). `matches`: the ids of the
 * matches changed since the previous version, when the stream named them (only single-match
 * changes happened); null when anything may have changed. If the stream cannot be kept open (a
 * strict proxy), calls `onVersion(null, last, null)` every `fallbackSeconds` while the page is
 * visible instead, so the caller re-reads anyway.
 */
export function useEventVersion(
  eventId: string,
  onVersion: (version: number | null, previous: number | null, matches: readonly string[] | null) => void,
  fallbackSeconds = 30,
): void {
  useVersionStream(`/api/v1/events/${eventId}/changes`, onVersion, fallbackSeconds);
}

/** `useEventVersion` for any version stream (a queue's: `/api/v1/queues/{id}/changes`). */
export function useVersionStream(
  url: string,
  onVersion: (version: number | null, previous: number | null, matches: readonly string[] | null) => void,
  fallbackSeconds = 30,
): void {
  const notify = useEffectEvent(onVersion);
  useEffect(() => {
    let last: number | null = null;
    let fallback: ReturnType<typeof setInterval> | null = null;
    const leave = join(
      url,
      (version, matches) => {
        if (version === last) return;
        const previous = last;
        last = version;
        notify(version, previous, matches);
      },
      () => {
        if (fallback) return;
        fallback = setInterval(() => {
          if (document.visibilityState === "visible") notify(null, last, null);
        }, fallbackSeconds * 1000);
      },
    );
    return () => {
      leave();
      if (fallback) clearInterval(fallback);
    };
  }, [url, fallbackSeconds]);
}
