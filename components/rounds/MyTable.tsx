"use client";

import { useSyncExternalStore } from "react";
import type { Match } from "@/lib/schemas/round";
import { SideMark } from "./SideMark";

const key = (eventId: string) => `holonet:me:${eventId}`;
const listeners = new Set<() => void>();
const subscribe = (fn: () => void) => {
  listeners.add(fn);
  window.addEventListener("storage", fn);
  return () => {
    listeners.delete(fn);
    window.removeEventListener("storage", fn);
  };
};

/**
 * "Which one is me?" once per phone (kept in this browser only), then every round the player's
 * own table, opponent and side sit at the top of the pairings.
 */
export function MyTable({
  eventId,
  matches,
  players,
  stage,
  standing,
}: {
  eventId: string;
  matches: Match[];
  players: { id: string; name: string }[];
  stage: "swiss" | "elimination";
  /** For players without a match this round: where they stand (e.g. "9th after Swiss"). */
  standing?: Record<string, string>;
}) {
  const me = useSyncExternalStore(
    subscribe,
    () => window.localStorage.getItem(key(eventId)),
    () => null,
  );
  const choose = (id: string) => {
    if (id) window.localStorage.setItem(key(eventId), id);
    else window.localStorage.removeItem(key(eventId));
    listeners.forEach((fn) => fn());
  };
  const mine = me ? matches.find((m) => m.playerA.id === me || m.playerB?.id === me) : undefined;
  const seat = mine ? (mine.playerA.id === me ? "A" : "B") : null;
  const opponent = mine && seat ? (seat === "A" ? mine.playerB : mine.playerA) : null;
  const sorted = [...players].sort((a, b) => a.name.localeCompare(b.name, "en", { sensitivity: "base" }));
  const name = players.find((p) => p.id === me)?.name;

  return (
    <section aria-label="Your table" className="rounded-xl border-2 border-amber-400 bg-amber-50 p-3" data-testid="my-table">
      {me && name ? (
        <div className="flex items-center justify-between gap-3">
          <div className="min-w-0">
            <p className="text-sm text-slate-600">{name}</p>
            {mine ? (
              <>
                <p className="text-2xl font-bold">{mine.table !== null ? `Table ${mine.table}` : opponent ? `Match M${mine.bracketMatch}` : "Bye this round"}</p>
                {opponent && <p className="break-words">vs {opponent.name}</p>}
              </>
            ) : (
              <p className="font-semibold" data-testid="my-standing">{(me && standing?.[me]) ?? "Not paired this round."}</p>
            )}
          </div>
          <div className="flex shrink-0 flex-col items-end gap-2">
            {mine && opponent && mine.darkSide && seat && (
              <SideMark side={mine.darkSide === seat ? "dark" : "light"} label={stage === "swiss" ? (mine.darkSide === seat ? "DS first" : "LS first") : mine.darkSide === seat ? "Dark side" : "Light side"} />
            )}
            <button type="button" onClick={() => choose("")} className="text-sm text-slate-600 underline">
              Not you?
            </button>
          </div>
        </div>
      ) : (
        <label className="flex flex-col gap-1 text-sm font-semibold">
          Show my table first
          <select className="min-h-11 rounded-lg border border-slate-300 bg-white px-2 text-base font-normal" value="" onChange={(e) => choose(e.target.value)}>
            <option value="">Choose your name…</option>
            {sorted.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
      )}
    </section>
  );
}
