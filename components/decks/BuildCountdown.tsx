"use client";

import { useEffect, useState } from "react";

/** The sealed build clock, counted down in the browser from its end time. */
export function BuildCountdown({ endsAt, size = "page" }: { endsAt: string; size?: "page" | "hall" }) {
  const big = size === "hall" ? "text-7xl sm:text-9xl" : "text-2xl";
  const end = Date.parse(endsAt);
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    tick();
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
  }, []);
  if (now === null) return <span className={`font-mono ${big} font-bold tabular-nums`}>--:--</span>;
  const left = Math.max(0, Math.round((end - now) / 1000));
  const text = `${String(Math.floor(left / 60)).padStart(2, "0")}:${String(left % 60).padStart(2, "0")}`;
  return (
    <span role="timer" aria-live="off" className={`font-mono ${big} font-bold tabular-nums ${left === 0 ? "text-red-700" : "text-slate-900"}`}>
      {left === 0 ? "Time is up" : text}
    </span>
  );
}
