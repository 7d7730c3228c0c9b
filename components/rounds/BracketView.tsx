import type { Bracket } from "@/lib/schemas/round";
import { ordinal } from "@/lib/words/ordinal";
import { singleRoundName } from "@/lib/words/round-names";
import { SideMark } from "./SideMark";
import { EntrantName } from "@/components/players/EntrantName";

type BMatch = Bracket["matches"][number];
type Part = NonNullable<BMatch["part"]>;


const PARTS: { part: Part; title: string }[] = [
  { part: "main", title: "Main draw" },
  { part: "upper", title: "Upper bracket" },
  { part: "lower", title: "Lower bracket" },
  { part: "third-place", title: "Third place" },
  { part: "final", title: "Final" },
  { part: "second-final", title: "Second final" },
];

/**
 * The bracket in its parts — double elimination: upper bracket, lower bracket, final, second
 * final; single elimination: the main draw, the third-place match, the final — each by round. Rounds sit side by side while they fit and wrap below otherwise, so the whole
 * bracket is visible on a laptop and reads top to bottom on a phone, with no hidden scrolling.
 */
export function BracketView({ bracket }: { bracket: Bracket }) {
  // Single elimination names its rounds from the end: quarter-finals, semi-finals, …
  const singleRounds = bracket.matches.some((m) => m.part === "main") ? { rounds: Math.max(...bracket.matches.map((m) => m.round)) } : null;
  const names = new Map<string, string>();
  for (const m of bracket.matches) for (const p of [m.playerA, m.playerB]) if (p) names.set(p.id, p.name);
  return (
    <div className="space-y-6" data-testid="bracket">
      {bracket.placements.length > 0 && (
        <section aria-label="Final placements">
          <h3 className="mb-2 font-semibold">Placements</h3>
          <ol className="grid grid-cols-1 gap-1 sm:grid-cols-2" data-testid="placements">
            {bracket.placements.map((p) => (
              <li key={p.playerId} className={`flex gap-3 rounded-lg px-3 py-2 ${p.place === 1 ? "bg-amber-100 font-bold" : "bg-white"}`}>
                <span className="w-10 tabular-nums">{ordinal(p.place)}</span>
                <EntrantName id={p.playerId} name={p.name ?? names.get(p.playerId) ?? p.playerId} className="break-words" />
              </li>
            ))}
          </ol>
        </section>
      )}
      {PARTS.map(({ part, title }) => {
        const matches = bracket.matches.filter((m) => (m.part ?? "upper") === part);
        if (matches.length === 0) return null;
        const rounds = [...new Set(matches.map((m) => m.round))].sort((a, b) => a - b);
        const single = part === "final" || part === "second-final" || part === "third-place";
        return (
          <section key={part} aria-label={title} data-testid={`bracket-${part}`}>
            <h3 className="mb-2 text-lg font-bold">{title}</h3>
            <div className="grid grid-cols-[repeat(auto-fill,minmax(14rem,1fr))] gap-4">
              {rounds.map((round, i) => (
                <div key={round} className="space-y-3">
                  {!single && <h4 className="text-sm font-semibold uppercase tracking-wide text-slate-700">{singleRounds ? singleRoundName(singleRounds, round) : `${title} · round ${i + 1}`}</h4>}
                  {matches
                    .filter((m) => m.round === round)
                    .sort((a, b) => a.bracketMatch - b.bracketMatch)
                    .map((m) => (
                      <BracketCard key={m.bracketMatch} m={m} />
                    ))}
                </div>
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}

function BracketCard({ m }: { m: BMatch }) {
  const winner = m.result?.result ?? null;
  const skipped = m.status === "skipped";
  return (
    <div className={`rounded-lg border bg-white p-2 text-sm shadow-sm ${skipped ? "border-dashed" : "border-slate-200"}`} data-testid={`bracket-M${m.bracketMatch}`}>
      <div className="mb-1 flex justify-between text-xs text-slate-700">
        <span>M{m.bracketMatch}</span>
        <span>{skipped ? "not needed" : m.status === "ready" ? "to play" : ""}</span>
      </div>
      {(["A", "B"] as const).map((seat) => {
        const p = seat === "A" ? m.playerA : m.playerB;
        const lost = winner !== null && winner !== seat;
        return (
          <div key={seat} className={`flex items-center justify-between gap-2 py-0.5 ${winner === seat ? "font-bold" : lost ? "text-slate-600 line-through decoration-slate-400" : ""}`}>
            <span className="min-w-0 break-words">
              {p ? (
                <>
                  {p.seed !== undefined && <span className="mr-1 text-xs text-slate-700">{p.seed}</span>}
                  <EntrantName id={p.id} name={p.name} />
                  {winner === seat && <span className="sr-only"> (won)</span>}
                </>
              ) : (
                <span className="text-slate-600">to be decided</span>
              )}
            </span>
            {p && m.darkSide && <SideMark side={m.darkSide === seat ? "dark" : "light"} />}
          </div>
        );
      })}
      {m.result?.scores && <div className="mt-1 text-xs text-slate-700">On time: LS {m.result.scores.ls} – DS {m.result.scores.ds}</div>}
      {m.result?.bye && <div className="mt-1 text-xs text-slate-700">Bye: opponent dropped</div>}
    </div>
  );
}
