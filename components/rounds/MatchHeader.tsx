import type { Match } from "@/lib/schemas/round";
import { SideMark } from "./SideMark";
import { resultSummary } from "@/lib/words/result-words";
import { shortName } from "./short-name";

/** `savedTestId`: where a one-line summary elsewhere is the saved result, this is its detail. */
export function MatchHeader({ match: m, stage, savedTestId = "saved-result" }: { match: Match; stage: "swiss" | "elimination"; savedTestId?: string }) {
  const saved = resultSummary(m, stage);
  return (
    <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
      <div className="font-semibold">
        <span className="mr-2 rounded bg-slate-900 px-2 py-0.5 text-sm text-white">
          {m.table !== null ? `Table ${m.table}` : m.bracketMatch ? `M${m.bracketMatch}` : "Bye"}
        </span>
        {m.bracketMatch !== null && (
          <span className="mr-2 text-sm text-slate-700">
            {m.bracketPartName ? `${m.bracketPartName} · ` : ""}M{m.bracketMatch}
          </span>
        )}
        {m.playerA.name} {m.playerB ? <>vs {m.playerB.name}</> : <span className="text-slate-600">— bye</span>}
        {m.playerB && m.darkSide && (
          <span className="ml-2 align-middle">
            <SideMark side="dark" label={`Dark side: ${shortName(m.darkSide === "A" ? m.playerA : m.playerB)}${stage === "swiss" ? " (game 1)" : ""}`} />
          </span>
        )}
      </div>
      {m.extraMinutes ? <span className="text-sm font-medium text-amber-800">+{m.extraMinutes} min</span> : null}
      {saved && <span className="text-sm font-medium text-emerald-800" data-testid={savedTestId}>{saved}</span>}
    </div>
  );
}
