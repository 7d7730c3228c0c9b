"use client";

import { ADVANCED_STRUCTURE, BASIC_STRUCTURE, resolveStructure, type StructureRow } from "@/lib/tournament/structure";

const cutLabel = (cut: number) => (cut === 0 ? "No cut" : `Top ${cut}`);
const range = (r: StructureRow) => (r.maxPlayers === null ? `${r.minPlayers}+` : `${r.minPlayers}–${r.maxPlayers}`);

/**
 * What the regulations give for the chosen structure and today's player count: the table with
 * the matching row marked, and the resulting rounds and cut (or why there are none). The engine
 * (`resolveStructure`) decides; this only shows it.
 */
export function StructurePreview({ structure, players, swissRounds, cutSize }: { structure: string; players: number; swissRounds?: number; cutSize?: number }) {
  let outcome: { ok: true; text: string } | { ok: false; text: string };
  try {
    if (structure !== "basic" && structure !== "advanced" && structure !== "custom") throw new Error("Choose a structure.");
    if (structure === "custom" && (swissRounds === undefined || cutSize === undefined || Number.isNaN(swissRounds))) {
      throw new Error("Enter the Swiss rounds and choose the cut.");
    }
    const s = resolveStructure(structure, players, structure === "custom" ? { swissRounds: swissRounds!, cutSize: cutSize! } : undefined);
    outcome = { ok: true, text: `${s.swissRounds} Swiss ${s.swissRounds === 1 ? "round" : "rounds"}, ${s.cutSize === 0 ? "no cut" : `then a top ${s.cutSize} cut and double elimination`}.` };
  } catch (err) {
    outcome = { ok: false, text: err instanceof Error ? err.message : String(err) };
  }
  const table = structure === "basic" ? BASIC_STRUCTURE : structure === "advanced" ? ADVANCED_STRUCTURE : null;
  return (
    <div className="space-y-3" data-testid="structure-preview">
      <p
        role="status"
        className={`rounded-lg px-3 py-2 text-sm font-medium ${outcome.ok ? "bg-emerald-50 text-emerald-900" : "bg-amber-50 text-amber-900"}`}
      >
        With {players} {players === 1 ? "player" : "players"} registered now: {outcome.text}
      </p>
      {table && (
        <table className="w-full text-left text-sm">
          <caption className="mb-1 text-left text-sm font-semibold text-slate-700">
            {structure === "basic" ? "Basic" : "Advanced"} structure (regulations)
          </caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-1.5 pr-2 font-medium">Players</th>
              <th scope="col" className="py-1.5 pr-2 font-medium">Swiss rounds</th>
              <th scope="col" className="py-1.5 font-medium">Cut</th>
            </tr>
          </thead>
          <tbody>
            {table.map((r) => {
              const here = players >= r.minPlayers && (r.maxPlayers === null || players <= r.maxPlayers);
              return (
                <tr key={r.minPlayers} aria-current={here ? "true" : undefined} className={`border-b border-slate-100 tabular-nums ${here ? "bg-amber-100 font-semibold text-slate-900" : "text-slate-700"}`}>
                  <td className="py-1.5 pr-2 pl-1">{range(r)}</td>
                  <td className="py-1.5 pr-2">{r.swissRounds}</td>
                  <td className="py-1.5">{cutLabel(r.cutSize)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <p className="text-xs text-slate-600">Counted again when round 1 is paired; the page shows today&apos;s count.</p>
    </div>
  );
}
