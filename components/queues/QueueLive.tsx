"use client";

import { useRouter } from "next/navigation";
import { useVersionStream } from "@/components/ui/useEventVersion";

/**
 * Keeps the queue page live from its push stream (`/api/v1/queues/{id}/changes`): the page
 * re-renders when the queue's version passes the one it was rendered at (a join, a leave, the
 * event starting, an edit). Only if the stream cannot be kept open does it re-read every
 * `fallbackSeconds` while visible.
 */
export function QueueLive({ queueId, version, fallbackSeconds = 3 }: { queueId: string; version: number; fallbackSeconds?: number }) {
  const router = useRouter();
  useVersionStream(
    `/api/v1/queues/${queueId}/changes`,
    (heard) => {
      if (heard === null || heard > version) router.refresh();
    },
    fallbackSeconds,
  );
  return null;
}
