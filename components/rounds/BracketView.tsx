import type { Bracket } from "@/lib/schemas/round";
import { SideMark } from "./SideMark";

type BMatch = Bracket["matches"][number];

const ORDINAL = (n: number) => `${n}${n % 10 === 1 && n % 100 !== 11 ? "st" : n % 10 === 2 && n % 100 !== 12 ? "nd" : n % 10 === 3 && n % 100 !== 13 ? "rd" : "th"}`;

/** The double-elimination bracket by round: each match with its seeds, sides and winner. */
export function BracketView({ bracket }: { bracket: Bracket }) {
  const rounds = new Map<number, BMatch[]>();
  for (const m of bracket.matches) rounds.set(m.round, [...(rounds.get(m.round) ?? []), m]);
  const names = new Map<string, string>();
  for (const m of bracket.matches) for (const p of [m.playerA, m.playerB]) if (p) names.set(p.id, p.name);
  return (
    <div className="space-y-6">
      {bracket.placements.length > 0 && (
        <section aria-label="Final placements">
          <h3 className="mb-2 font-semibold">Placements</h3>
          <ol className="grid grid-cols-1 gap-1 sm:grid-cols-2" data-testid="placements">
            {bracket.placements.map((p) => (
              <li key={p.playerId} className={`flex gap-3 rounded-lg px-3 py-2 ${p.place === 1 ? "bg-amber-100 font-bold" : "bg-white"}`}>
                <span className="w-10 tabular-nums">{ORDINAL(p.place)}</span>
                <span>{p.name ?? names.get(p.playerId) ?? p.playerId}</span>
              </li>
            ))}
          </ol>
        </section>
      )}
      <div className="-mx-4 overflow-x-auto px-4">
        <div className="flex gap-4">
          {[...rounds.entries()].sort(([a], [b]) => a - b).map(([round, matches]) => (
            <section key={round} className="w-60 shrink-0 space-y-3" aria-label={`Elimination round ${round}`}>
              <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-500">Round {round}</h3>
              {matches.sort((a, b) => a.bracketMatch - b.bracketMatch).map((m) => (
                <BracketCard key={m.bracketMatch} m={m} />
              ))}
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}

function BracketCard({ m }: { m: BMatch }) {
  const winner = m.result?.result ?? null;
  const skipped = m.status === "skipped";
  return (
    <div className={`rounded-lg border bg-white p-2 text-sm shadow-sm ${skipped ? "border-dashed opacity-60" : "border-slate-200"}`} data-testid={`bracket-M${m.bracketMatch}`}>
      <div className="mb-1 flex justify-between text-xs text-slate-500">
        <span>M{m.bracketMatch}</span>
        <span>{skipped ? "not needed" : m.status === "ready" ? "to play" : ""}</span>
      </div>
      {(["A", "B"] as const).map((seat) => {
        const p = seat === "A" ? m.playerA : m.playerB;
        return (
          <div key={seat} className={`flex items-center justify-between gap-2 py-0.5 ${winner === seat ? "font-bold" : winner ? "text-slate-400" : ""}`}>
            <span className="truncate">
              {p ? (
                <>
                  {p.seed !== undefined && <span className="mr-1 text-xs text-slate-500">{p.seed}</span>}
                  {p.name}
                </>
              ) : (
                <span className="text-slate-400">—</span>
              )}
            </span>
            {p && m.darkSide && <SideMark side={m.darkSide === seat ? "dark" : "light"} />}
          </div>
        );
      })}
      {m.result?.scores && <div className="mt-1 text-xs text-slate-500">On time: LS {m.result.scores.ls} – DS {m.result.scores.ds}</div>}
      {m.result?.bye && <div className="mt-1 text-xs text-slate-500">Bye: opponent dropped</div>}
    </div>
  );
}
