"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

/**
 * Re-renders the page when the event changes (pairings published, a result saved, the clock
 * started), from the event's Server-Sent Events stream. If the stream cannot be kept open (a
 * strict proxy), it falls back to refreshing every `fallbackSeconds` while the page is visible.
 */
export function LiveUpdates({ eventId, fallbackSeconds = 30 }: { eventId: string; fallbackSeconds?: number }) {
  const router = useRouter();
  useEffect(() => {
    let last: string | null = null;
    let fallback: ReturnType<typeof setInterval> | null = null;
    const source = new EventSource(`/api/v1/events/${eventId}/changes`);
    source.addEventListener("version", (e) => {
      const version = (e as MessageEvent<string>).data;
      if (last !== null && version !== last) router.refresh();
      last = version;
    });
    source.onerror = () => {
      if (source.readyState === EventSource.CLOSED && !fallback) {
        fallback = setInterval(() => {
          if (document.visibilityState === "visible") router.refresh();
        }, fallbackSeconds * 1000);
      }
    };
    return () => {
      source.close();
      if (fallback) clearInterval(fallback);
    };
  }, [eventId, fallbackSeconds, router]);
  return null;
}
