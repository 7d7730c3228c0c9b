"use client";

import { usePathname, useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { useEventVersion } from "@/components/ui/useEventVersion";
import { flushReports, forgetAllReports, QUEUE_CHANGED, sharedQueue, type ReportSenders } from "./report-queue";

/** The build the worker caches for (next.config.js): a new build installs a new worker. */
const BUILD = process.env.HOLONET_BUILD ?? "dev";

/** Told at sign-out: a page's pending refresh is dropped, so nothing signed-in is stored after it. */
const SIGNED_OUT = "holonet:signed-out";

/** What sign-out must not leave on the phone: the worker's page cache and queued reports. */
export async function forgetPrivateData(): Promise<void> {
  window.dispatchEvent(new Event(SIGNED_OUT));
  navigator.serviceWorker?.controller?.postMessage({ type: "signed-out" });
  // Both at once, the queue first: the next page (signed out) must find no report to send.
  await Promise.all([
    forgetAllReports(),
    (async () => {
      if (typeof caches === "undefined") return; // plain HTTP on a LAN address: no caches
      const keys = await caches.keys();
      await Promise.all(keys.filter((k) => k.startsWith("holonet-pages-")).map((k) => caches.delete(k)));
    })(),
  ]);
}

/** "2 unsent reports will be lost…": asked before sign-out deletes reports not yet sent. */
export const lostReportsQuestion = (n: number) =>
  `${n} unsent ${n === 1 ? "report" : "reports"} will be lost: ${n === 1 ? "it was" : "they were"} made offline and ${n === 1 ? "has" : "have"} not reached the server. A signed-out phone keeps nothing of yours. Sign out anyway?`;

/**
 * Registers the service worker (public/sw.js) and hands it what this first page loaded before
 * the worker controlled it; forgets private data when a form marked `data-signout` is sent (after
 * asking, when reports made offline are still waiting: a signed-out phone keeps nothing); and
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
    // Counted ahead: the question before sign-out must be asked within the submit event.
    let unsent = 0;
    const count = () => void sharedQueue().then((all) => (unsent = all.filter((r) => !r.refused).length));
    count();
    const onSubmit = (e: SubmitEvent) => {
      if (!(e.target instanceof HTMLFormElement && e.target.hasAttribute("data-signout"))) return;
      if (unsent > 0 && !window.confirm(lostReportsQuestion(unsent))) {
        e.preventDefault();
        e.stopPropagation();
        return;
      }
      void forgetPrivateData();
    };
    // Reports made offline go first, in order; then the page is read again.
    const onOnline = () => void flushReports(senders.current).finally(() => router.refresh());
    if (navigator.onLine) void flushReports(senders.current);
    document.addEventListener("submit", onSubmit, true);
    window.addEventListener("online", onOnline);
    window.addEventListener(QUEUE_CHANGED, count);
    return () => {
      document.removeEventListener("submit", onSubmit, true);
      window.removeEventListener("online", onOnline);
      window.removeEventListener(QUEUE_CHANGED, count);
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
  useEffect(() => {
    const drop = () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
    };
    window.addEventListener(SIGNED_OUT, drop);
    return () => {
      window.removeEventListener(SIGNED_OUT, drop);
      drop();
    };
  }, []);
  return null;
}
