"use client";

import { useEffect, useState } from "react";
import type { Timer } from "@/lib/schemas/round";
import { documentStoredAt, useOnline } from "@/components/offline/online";

const fmt = (s: number) => {
  const sign = s < 0 ? "-" : "";
  const a = Math.abs(s);
  const h = Math.floor(a / 3600);
  const m = Math.floor((a % 3600) / 60);
  const sec = a % 60;
  return `${sign}${h ? `${h}:` : ""}${String(m).padStart(h ? 2 : 1, "0")}:${String(sec).padStart(2, "0")}`;
};

/**
 * The round clock. The server sends the remaining seconds; the browser counts down from when it
 * received them, so a phone with a wrong clock still shows the right time. Each new reading from
 * the server (a page refresh) starts a fresh count from it.
 */
const SIZES = { normal: "text-2xl", large: "text-5xl sm:text-6xl", hall: "text-[clamp(3rem,22vw,8rem)] sm:text-9xl leading-none" } as const;

export function Countdown({ timer, size = "normal" }: { timer: Timer; size?: keyof typeof SIZES }) {
  return <Ticking key={`${timer.state}:${timer.remainingSeconds}:${timer.minutes}`} timer={timer} size={size} />;
}

function Ticking({ timer, size }: { timer: Timer; size: keyof typeof SIZES }) {
  // A page the service worker kept counts from when it was stored, not from now.
  const [receivedAt] = useState(() => documentStoredAt() ?? Date.now());
  const online = useOnline();
  const [now, setNow] = useState(receivedAt);
  useEffect(() => {
    if (timer.state !== "running") return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [timer.state]);

  const remaining =
    timer.state === "running" ? Math.max(0, timer.remainingSeconds - Math.floor((now - receivedAt) / 1000)) : timer.remainingSeconds;
  const ended = timer.state === "ended" || (timer.state === "running" && remaining === 0);

  return (
    <div role="timer" aria-live="off" data-testid="round-timer" className={`flex flex-col ${size === "hall" ? "items-center" : "items-start"}`}>
      <span className={`font-mono font-bold tabular-nums ${SIZES[size]} ${ended ? "text-red-700" : remaining < 300 && timer.state === "running" ? "text-amber-700" : ""}`}>
        {timer.state === "idle" ? fmt(timer.minutes * 60) : fmt(remaining)}
      </span>
      <span className="text-sm text-slate-600">
        {timer.state === "idle" && "Timer not started"}
        {timer.state === "paused" && "Paused"}
        {timer.state === "running" && !ended && "Round in progress"}
        {ended && "Time! Finish the game to the end of the light side player's turn."}
      </span>
      {!online && timer.state === "running" && (
        <span className="text-sm font-semibold text-amber-900" data-testid="clock-offline">
          Offline — counting from the last known end of the round
        </span>
      )}
    </div>
  );
}
