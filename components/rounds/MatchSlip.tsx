import type { Match } from "@/lib/schemas/round";
import { slipDarkSides } from "./side-chooser";
import { SlipClaim, type SlipClaimTicket } from "./SlipClaim";
import { TableForFour, hasMembers } from "@/components/teams/TableForFour";


/**
 * One table's paper slip: names, a result box per game (FFG: with the dark side of each game;
 * match play: as many games as the match can have), two signatures.
 */
export function MatchSlip({ match: m, stage, heading, bestOf, claims }: { match: Match; stage: "swiss" | "elimination"; heading: string; bestOf?: number; claims?: Record<string, SlipClaimTicket> }) {
  const sides: (string | null)[] = bestOf ? Array.from({ length: bestOf }, () => null) : slipDarkSides(m, stage);
  return (
    <article data-testid="match-slip" className="break-inside-avoid rounded-lg border-2 border-slate-900 bg-white p-4 text-slate-900">
      <header className="mb-3 flex items-baseline justify-between gap-2 border-b border-slate-400 pb-2">
        <h2 className="text-xl font-bold">{m.table !== null ? `Table ${m.table}` : `Match M${m.bracketMatch}`}</h2>
        <span className="text-right text-sm">
          {heading}
          {m.bracketMatch !== null ? ` · ${m.bracketPartName ? `${m.bracketPartName} ` : ""}M${m.bracketMatch}` : ""}
        </span>
      </header>
      <p className="mb-3 text-lg font-semibold">
        {m.playerA.name} <span className="font-normal text-slate-600">vs</span> {m.playerB!.name}
      </p>
      {/* Team events: who sits D1, D2, L1, L2 in each game. */}
      {hasMembers(m) && (
        <div className="mb-3">
          <TableForFour match={m} />
        </div>
      )}
      <table className="mb-4 w-full border-collapse text-sm">
        <thead>
          <tr className="text-left">
            <th className="border border-slate-400 px-2 py-1">Game</th>
            {!bestOf && <th className="border border-slate-400 px-2 py-1">Dark side</th>}
            <th className="border border-slate-400 px-2 py-1">{bestOf ? "Winner" : "Winner (or draw)"}</th>
          </tr>
        </thead>
        <tbody>
          {sides.map((dark, i) => (
            <tr key={i}>
              <td className="border border-slate-400 px-2 py-3">{i + 1}</td>
              {!bestOf && <td className="border border-slate-400 px-2 py-3">{dark}</td>}
              <td className="w-2/5 border border-slate-400 px-2 py-3" aria-label={`Game ${i + 1} result, to fill in`} />
            </tr>
          ))}
        </tbody>
      </table>
      {/* Room above each line to sign. */}
      <div className="grid grid-cols-2 gap-4 pt-8 text-sm">
        {[m.playerA, m.playerB!].map(({ id, name }) => (
          <div key={id}>
            <p className="border-t border-slate-900 pt-1">Signature: {name}</p>
            {claims?.[id] && <SlipClaim name={name} ticket={claims[id]} />}
          </div>
        ))}
      </div>
    </article>
  );
}
