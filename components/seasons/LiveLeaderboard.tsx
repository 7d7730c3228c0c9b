"use client";

import { useEffect, useState } from "react";
import type { SeasonLeaderboard } from "@/lib/schemas/season";
import { fetchFresh } from "@/components/ui/useLiveData";
import { ExcludedEvents, Leaderboard } from "./Leaderboard";


/**
 * The leaderboard, kept current: the season's change stream (`/api/v1/seasons/{id}/changes`)
 * announces each new version (a result or a correction in a counted event, an attached or
 * refused event, a rules change, a period settled), and the board is read again from the
 * leaderboard API — answered by the shared response cache, so a room of phones costs a map read
 * each. If the stream cannot be kept open (a strict proxy), it re-reads every `fallbackSeconds`
 * while the page is visible instead.
 */
export function LiveLeaderboard({ seasonId, period, initial, me = null, fallbackSeconds = 30 }: { seasonId: string; period: string | null; initial: SeasonLeaderboard; me?: string | null; fallbackSeconds?: number }) {
  const [board, setBoard] = useState(initial);
  useEffect(() => {
    const query = period ? `?period=${encodeURIComponent(period)}` : "";
    const abort = new AbortController();
    let first = true;
    let reading: Promise<void> = Promise.resolve();
    const reread = (atLeast: number | null) => {
      reading = reading
        .then(() => fetchFresh<SeasonLeaderboard>(`/api/v1/seasons/${seasonId}/leaderboard${query}`, atLeast, abort.signal))
        .then(({ data }) => setBoard(data))
        .catch(() => {});
    };
    const source = new EventSource(`/api/v1/seasons/${seasonId}/changes${query}`);
    let fallback: ReturnType<typeof setInterval> | null = null;
    source.addEventListener("version", (e) => {
      const version = Number((e as MessageEvent<string>).data);
      if (!Number.isFinite(version)) return;
      // The first version is the one the page was rendered at, or newer: read once to be sure.
      reread(first ? null : version);
      first = false;
    });
    source.onerror = () => {
      if (source.readyState !== EventSource.CLOSED || fallback) return;
      fallback = setInterval(() => document.visibilityState === "visible" && reread(null), fallbackSeconds * 1000);
    };
    return () => {
      abort.abort();
      source.close();
      if (fallback) clearInterval(fallback);
    };
  }, [seasonId, period, fallbackSeconds]);
  return (
    <div data-testid="season-live">
      <Leaderboard board={board} me={me} />
      <ExcludedEvents excluded={board.excluded} />
    </div>
  );
}
