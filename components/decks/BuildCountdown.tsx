"use client";

import { useEffect, useState } from "react";

/** The sealed build clock, counted down in the browser from its end time. */
export function BuildCountdown({ endsAt }: { endsAt: string }) {
  const end = Date.parse(endsAt);
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    tick();
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
  }, []);
  if (now === null) return <span className="font-mono text-2xl font-bold tabular-nums">--:--</span>;
  const left = Math.max(0, Math.round((end - now) / 1000));
  const text = `${String(Math.floor(left / 60)).padStart(2, "0")}:${String(left % 60).padStart(2, "0")}`;
  return (
    <span role="timer" aria-live="off" className={`font-mono text-2xl font-bold tabular-nums ${left === 0 ? "text-red-700" : "text-slate-900"}`}>
      {left === 0 ? "Time is up" : text}
    </span>
  );
}
