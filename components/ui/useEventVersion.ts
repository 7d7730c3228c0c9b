"use client";

import { useEffect, useEffectEvent } from "react";

/**
 * Follows an event's version from its Server-Sent Events stream (`/api/v1/events/{id}/changes`:
 * the version now, then after every change). Calls `onVersion(version, previous)` for every
 * version the stream announces that differs from the last one (`previous` is null the first
 * time). If the stream cannot be kept open (a strict proxy), calls `onVersion(null, last)`
 * every `fallbackSeconds` while the page is visible instead, so the caller re-reads anyway.
 */
export function useEventVersion(eventId: string, onVersion: (version: number | null, previous: number | null) => void, fallbackSeconds = 30): void {
  const notify = useEffectEvent(onVersion);
  useEffect(() => {
    let last: number | null = null;
    let fallback: ReturnType<typeof setInterval> | null = null;
    const source = new EventSource(`/api/v1/events/${eventId}/changes`);
    source.addEventListener("version", (e) => {
      const version = Number((e as MessageEvent<string>).data);
      if (!Number.isFinite(version) || version === last) return;
      const previous = last;
      last = version;
      notify(version, previous);
    });
    source.onerror = () => {
      if (source.readyState === EventSource.CLOSED && !fallback) {
        fallback = setInterval(() => {
          if (document.visibilityState === "visible") notify(null, last);
        }, fallbackSeconds * 1000);
      }
    };
    return () => {
      source.close();
      if (fallback) clearInterval(fallback);
    };
  }, [eventId, fallbackSeconds]);
}
