"use client";

import { useEffect, useState } from "react";
import type { Match, MatchClock } from "@/lib/schemas/round";
import { documentStoredAt, useOnline } from "@/components/offline/online";

const mmss = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;

/**
 * Both players' chess clocks of a match. The server sends each clock's seconds left and which
 * one runs; the browser counts the running one down from when it received them (a phone with a
 * wrong clock still shows the right time). A new reading remounts it.
 */
export function ChessClockFace({ match, clock }: { match: Match; clock: NonNullable<MatchClock["chess"]> }) {
  const key = `${clock.running}:${clock.remainingSeconds.A}:${clock.remainingSeconds.B}:${clock.flagged}`;
  return <Ticking key={key} match={match} clock={clock} />;
}

function Ticking({ match, clock }: { match: Match; clock: NonNullable<MatchClock["chess"]> }) {
  const [receivedAt] = useState(() => documentStoredAt() ?? Date.now());
  const online = useOnline();
  const [now, setNow] = useState(receivedAt);
  useEffect(() => {
    if (!clock.running) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [clock.running]);
  const left = (seat: "A" | "B") => Math.max(0, clock.remainingSeconds[seat] - (clock.running === seat ? Math.floor((now - receivedAt) / 1000) : 0));
  const name = (seat: "A" | "B") => (seat === "A" ? (match.playerA.shortName ?? match.playerA.name) : (match.playerB?.shortName ?? match.playerB?.name ?? ""));
  return (
    <div role="timer" aria-live="off" aria-label="Chess clocks" data-testid="chess-clock" className="grid grid-cols-2 gap-2">
      {(["A", "B"] as const).map((seat) => {
        const out = clock.flagged === seat || left(seat) === 0;
        const running = clock.running === seat;
        return (
          <div key={seat} className={`rounded-lg border px-3 py-2 ${running ? "border-emerald-700 bg-emerald-50" : "border-slate-300 bg-white"}`}>
            <div className="truncate text-sm text-slate-700">{name(seat)}</div>
            <div className={`font-mono text-2xl font-bold tabular-nums ${out ? "text-red-700" : ""}`}>{mmss(left(seat))}</div>
            <div className="text-xs text-slate-600">{out ? "Out of time: loses the match" : running ? (online ? "Running" : "Running · offline") : clock.paused ? "Paused" : clock.started ? "Waiting" : "Not started"}</div>
          </div>
        );
      })}
    </div>
  );
}
