"use client";
/**
 * "Why this pairing?" under a table: one tap opens it (a <details>, no script needed to open), and
 * the round's reasons are read once from the API the first time any table's is opened, then said
 * in players' words (lib/words/pairing-reasons.ts).
 */
import { useState } from "react";
import type { RoundReasons } from "@/lib/views/round-reasons";
import { byeWhyWords, eliminationWhyWords, tableWhyWords } from "@/lib/words/pairing-reasons";

/** One request per round, shared by its tables. */
const loaded = new Map<string, Promise<RoundReasons>>();

function loadReasons(eventId: string, round: number): Promise<RoundReasons> {
  const key = `${eventId}/${round}`;
  let p = loaded.get(key);
  if (!p) {
    p = fetch(`/api/v1/events/${eventId}/rounds/${round}/reasons`).then((r) => {
      if (!r.ok) throw new Error(String(r.status));
      return r.json() as Promise<RoundReasons>;
    });
    p.catch(() => loaded.delete(key));
    loaded.set(key, p);
  }
  return p;
}

export interface WhyMatch {
  table: number | null;
  bracketMatch: number | null;
  playerA: { id: string };
  playerB: { id: string } | null;
  changedByOrganizer?: true;
}

/** The sentences for one table (or the bye, or a bracket match) of the round's reasons. */
export function whyLines(r: RoundReasons, m: WhyMatch, name: (id: string) => string): string[] {
  if (m.changedByOrganizer) return ["The organizer changed this table by hand after pairing: the pairing rules did not choose it."];
  if (r.stage === "elimination") {
    const e = r.matches.find((x) => x.bracketMatch === m.bracketMatch);
    return e ? eliminationWhyWords(e, name) : [];
  }
  if (m.playerB === null) return r.reasons.bye ? [byeWhyWords(r.reasons.bye, name)] : [];
  const t = r.reasons.tables.find((x) => x.playerA === m.playerA.id && x.playerB === m.playerB!.id) ?? r.reasons.tables.find((x) => x.table === m.table);
  return t ? tableWhyWords(t, name, { round: r.reasons.round, bye: r.reasons.bye }) : [];
}

export function WhyThisPairing({ eventId, round, match, name }: { eventId: string; round: number; match: WhyMatch; name: (id: string) => string }) {
  const [lines, setLines] = useState<string[] | null>(null);
  const [failed, setFailed] = useState(false);
  const open = () => {
    if (lines) return;
    setFailed(false);
    loadReasons(eventId, round).then(
      (r) => setLines(whyLines(r, match, name)),
      () => setFailed(true),
    );
  };
  return (
    <details className="text-sm print:hidden" onToggle={(e) => (e.currentTarget.open ? open() : undefined)}>
      <summary className="inline-block cursor-pointer py-1 font-medium text-sky-800 underline-offset-2 hover:underline">Why this pairing?</summary>
      <div className="mt-1 rounded-lg bg-slate-50 px-3 py-2 text-slate-800" aria-live="polite">
        {failed ? (
          <p>Could not load the reasons. Close and open again to retry.</p>
        ) : lines === null ? (
          <p className="text-slate-600">Loading…</p>
        ) : lines.length === 0 ? (
          <p>No reasons recorded for this table.</p>
        ) : (
          <ul className="list-disc space-y-1 pl-4">
            {lines.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
        )}
      </div>
    </details>
  );
}
