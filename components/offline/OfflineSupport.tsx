"use client";

import { usePathname, useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { useEventVersion } from "@/components/ui/useEventVersion";
import { flushReports, forgetAllReports, type ReportSenders } from "./report-queue";

/** The build the worker caches for (next.config.js): a new build installs a new worker. */
const BUILD = process.env.HOLONET_BUILD ?? "dev";

/** What sign-out must not leave on the phone: the worker's page cache and queued reports. */
export async function forgetPrivateData(): Promise<void> {
  navigator.serviceWorker?.controller?.postMessage({ type: "signed-out" });
  if (typeof caches !== "undefined") {
    const keys = await caches.keys();
    await Promise.all(keys.filter((k) => k.startsWith("holonet-pages-")).map((k) => caches.delete(k)));
  }
  await forgetAllReports();
}

/**
 * Registers the service worker (public/sw.js) and hands it what this first page loaded before
 * the worker controlled it; forgets private data when a form marked `data-signout` is sent; and
 * re-reads the page as soon as the network is back, after sending the reports made offline.
 */
export function OfflineSupport({ send }: { send: ReportSenders }) {
  const router = useRouter();
  // The actions as last handed down, read when sending: the listeners below stay as they are.
  const senders = useRef(send);
  useEffect(() => {
    senders.current = send;
  }, [send]);
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    let gone = false;
    navigator.serviceWorker
      .register(`/sw.js?v=${encodeURIComponent(BUILD)}`, { scope: "/" })
      .then(() => navigator.serviceWorker.ready)
      .then((reg) => {
        if (gone) return;
        const urls = [location.href, ...performance.getEntriesByType("resource").map((e) => e.name)].filter((u) => u.startsWith(location.origin));
        reg.active?.postMessage({ type: "keep", urls });
      })
      .catch(() => {
        // No worker (private mode, an old browser): the pages work online as before.
      });
    return () => {
      gone = true;
    };
  }, []);
  useEffect(() => {
    const onSubmit = (e: SubmitEvent) => {
      if (e.target instanceof HTMLFormElement && e.target.hasAttribute("data-signout")) void forgetPrivateData();
    };
    // Reports made offline go first, in order; then the page is read again.
    const onOnline = () => void flushReports(senders.current).finally(() => router.refresh());
    if (navigator.onLine) void flushReports(senders.current);
    document.addEventListener("submit", onSubmit, true);
    window.addEventListener("online", onOnline);
    return () => {
      document.removeEventListener("submit", onSubmit, true);
      window.removeEventListener("online", onOnline);
    };
  }, [router]);
  const kept = /^\/events\/([^/]+)(?:\/(?:pairings|standings|bracket|clock))?\/?$/.exec(usePathname() ?? "");
  return kept && kept[1] !== "new" ? <KeepFresh eventId={kept[1]!} /> : null;
}

/** A page's copy is stored again this long after the event changed (ms), each phone at its own moment. */
const REFRESH_AFTER_MS = [5_000, 20_000] as const;

/**
 * The event's live stream (shared with the page's own parts) says it changed: the worker stores
 * this page again, a little later, so a wave of results costs one more read, not one per result.
 */
function KeepFresh({ eventId }: { eventId: string }) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEventVersion(eventId, (_version, previous) => {
    if (previous === null || timer.current) return;
    const [min, max] = REFRESH_AFTER_MS;
    timer.current = setTimeout(() => {
      timer.current = null;
      navigator.serviceWorker?.controller?.postMessage({ type: "refresh", url: location.href });
    }, min + Math.random() * (max - min));
  });
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  return null;
}
