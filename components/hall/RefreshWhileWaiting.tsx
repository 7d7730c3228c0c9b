"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

/**
 * The mirror's acknowledgements change no event version, so the live stream does not announce
 * them: while changes wait, the console reads its status again now and then.
 */
export function RefreshWhileWaiting({ everyMs = 5000 }: { everyMs?: number }) {
  const router = useRouter();
  useEffect(() => {
    const timer = setInterval(() => router.refresh(), everyMs);
    return () => clearInterval(timer);
  }, [router, everyMs]);
  return null;
}
