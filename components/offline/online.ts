"use client";

import { useSyncExternalStore } from "react";

const subscribe = (changed: () => void) => {
  window.addEventListener("online", changed);
  window.addEventListener("offline", changed);
  return () => {
    window.removeEventListener("online", changed);
    window.removeEventListener("offline", changed);
  };
};

/** Whether the browser says it has a network (true on the server and during hydration). */
export const useOnline = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );

/**
 * When the service worker (public/sw.js) answered this document from its cache, the time it had
 * stored it (ms, the device's clock); null for a document from the network. The worker writes it
 * in a meta tag; the offline banner takes it away once the page is up (`forgetStoredAt`), so a
 * clock counted from data read afterwards is not set back.
 */
let taken: number | null | undefined;
export function documentStoredAt(): number | null {
  if (taken !== undefined) return taken;
  if (typeof document === "undefined") return null;
  const at = Number(document.querySelector('meta[name="holonet-stored-at"]')?.getAttribute("content"));
  return Number.isFinite(at) && at > 0 ? at : null;
}
export function forgetStoredAt(): number | null {
  const at = documentStoredAt();
  taken = null;
  document.querySelector('meta[name="holonet-stored-at"]')?.remove();
  return at;
}

/** "14:02" in the phone's own time, as the phone's clock shows it. */
export const hhmm = (ms: number) => new Date(ms).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
