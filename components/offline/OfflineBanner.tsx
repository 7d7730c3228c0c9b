"use client";

import { useEffect, useState } from "react";
import { forgetStoredAt, hhmm, useOnline } from "./online";

const SINCE_KEY = "holonet-offline-since";


/**
 * "Offline since 14:02 · Round 3 pairings as of 14:01": shown while the phone has no network,
 * or while the page on screen is the copy the service worker kept (public/sw.js). What the page
 * shows is named by the element marked `data-offline-what`; "as of" is when its copy was stored
 * (or when the network went, for a page that was live until then). Never says data is current.
 */
export function OfflineBanner() {
  const online = useOnline();
  const [storedAt, setStoredAt] = useState<number | null>(null);
  const [since, setSince] = useState<number | null>(null);
  const [what, setWhat] = useState<string | null>(null);

  useEffect(() => {
    /* eslint-disable react-hooks/set-state-in-effect -- read from the document after hydration */
    setStoredAt(forgetStoredAt());
    /* eslint-enable react-hooks/set-state-in-effect */
    // Back online: the page re-reads (OfflineSupport), so nothing shown is a kept copy any more.
    const back = () => {
      localStorage.removeItem(SINCE_KEY);
      setSince(null);
      setStoredAt(null);
    };
    window.addEventListener("online", back);
    return () => window.removeEventListener("online", back);
  }, []);
  useEffect(() => {
    if (online) return;
    const kept = Number(localStorage.getItem(SINCE_KEY));
    const at = Number.isFinite(kept) && kept > 0 ? kept : Date.now();
    localStorage.setItem(SINCE_KEY, String(at));
    /* eslint-disable react-hooks/set-state-in-effect -- follows the browser's network state */
    setSince(at);
    setWhat(document.querySelector("[data-offline-what]")?.getAttribute("data-offline-what") ?? null);
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [online]);

  if (online && storedAt === null) return null;
  const asOf = storedAt ?? since;
  return (
    <div role="status" className="mb-4 rounded-lg border border-amber-400 bg-amber-50 px-3 py-2 text-sm text-amber-950" data-testid="offline-banner">
      <p className="font-semibold">
        {since !== null ? `Offline since ${hhmm(since)}` : "The server cannot be reached"}
        {asOf !== null && ` · ${what ?? "this page"} as of ${hhmm(asOf)}`}
      </p>
      <p>Shown as it was then; it updates by itself when the network is back.</p>
    </div>
  );
}
