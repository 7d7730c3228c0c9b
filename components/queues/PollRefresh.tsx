"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

/**
 * Re-renders the page every `seconds` while it is visible: a queue changes with each join, and
 * a waiting phone learns its table within a few seconds of the queue filling. (Events have their
 * change stream; a queue is one small read, so polling it is cheap.)
 */
export function PollRefresh({ seconds = 3 }: { seconds?: number }) {
  const router = useRouter();
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") router.refresh();
    }, seconds * 1000);
    return () => clearInterval(timer);
  }, [router, seconds]);
  return null;
}
