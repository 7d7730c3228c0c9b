import type { Match } from "@/lib/schemas/round";
import { tableForFour } from "@/lib/tournament/teams";

/** A team match's members, if the event is a team event (the match's seats carry them). */
export const hasMembers = (m: Match): boolean => Boolean(m.playerA.members?.length && m.playerB?.members?.length);

/** Every member's name of a match (for finding one's table by one's own name). */
export const memberNames = (m: Match): string[] => [...(m.playerA.members ?? []), ...(m.playerB?.members ?? [])].map((x) => x.name);

/** Who sits where in each game of a team match: D1, D2 (dark side team), L1, L2. */
export function seatsByGame(m: Match): { game: number; seats: { label: string; name: string; team: string }[] }[] {
  if (!hasMembers(m) || !m.darkSide) return [];
  const members = {
    A: m.playerA.members!.map((x) => ({ ...x, team: m.playerA.name })),
    B: m.playerB!.members!.map((x) => ({ ...x, team: m.playerB!.name })),
  };
  return [1, 2].map((game) => ({ game, seats: tableForFour(members, m.darkSide!, game).map((s) => ({ label: s.label, name: s.member.name, team: s.member.team })) }));
}

/** A table for four, game by game: the seat labels in the sides' colours, then the names. */
export function TableForFour({ match, compact = false }: { match: Match; compact?: boolean }) {
  const games = seatsByGame(match);
  if (games.length === 0) return null;
  return (
    <div className={`grid gap-2 ${compact ? "" : "sm:grid-cols-2"}`} data-testid="table-for-four">
      {games.map(({ game, seats }) => (
        <div key={game} className="rounded-lg bg-slate-50 p-2 text-sm" data-testid={`team-game-${game}`}>
          <p className="font-semibold text-slate-700">Game {game}</p>
          <ul className="mt-1 space-y-0.5">
            {seats.map((s) => (
              <li key={s.label} className="flex items-baseline gap-2" data-seat={s.label}>
                <span className={`inline-flex w-8 shrink-0 justify-center rounded px-1 text-xs font-bold text-white ${s.label.startsWith("D") ? "bg-red-700" : "bg-blue-700"}`}>{s.label}</span>
                <span className="min-w-0 break-words">
                  {s.name} <span className="text-slate-600">({s.team})</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
