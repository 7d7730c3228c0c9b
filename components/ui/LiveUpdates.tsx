"use client";

import { useRouter } from "next/navigation";
import { useEventVersion } from "./useEventVersion";

/**
 * Re-renders the page when the event changes (pairings published, a result saved, the clock
 * started), from the event's Server-Sent Events stream. If the stream cannot be kept open (a
 * strict proxy), it falls back to refreshing every `fallbackSeconds` while the page is visible.
 * The pairings and standings re-read their JSON instead (useLiveData).
 */
export function LiveUpdates({ eventId, fallbackSeconds = 30 }: { eventId: string; fallbackSeconds?: number }) {
  const router = useRouter();
  useEventVersion(
    eventId,
    (version, previous) => {
      if (version === null || previous !== null) router.refresh();
    },
    fallbackSeconds,
  );
  return null;
}
