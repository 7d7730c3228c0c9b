import Link from "next/link";
import { Badge } from "@/components/ui/Badge";
import { LocalTime } from "@/components/ui/LocalTime";
import type { SeasonLeaderboard } from "@/lib/schemas/season";
import { ordinal } from "@/lib/words/ordinal";
import { Medals } from "./Medals";
import { NOT_COUNTED_BECAUSE } from "./not-counted-words";
import { JumpToMe, myRow } from "@/components/ui/JumpToMe";

type Row = SeasonLeaderboard["rows"][number];

const record = (e: Row["events"][number]) => `${e.wins}–${e.losses}${e.draws ? `–${e.draws}` : ""}${e.byes ? ` +${e.byes} bye${e.byes > 1 ? "s" : ""}` : ""}`;

/** How one player's points were made: each event, its points, and whether it counts under best-N. */
function Breakdown({ row }: { row: Row }) {
  // A hidden profile's row comes without its events (they would name the player).
  if (row.events.length === 0) return <p className="mt-2 text-sm text-slate-600">This player&apos;s profile is hidden: their events are theirs to see.</p>;
  return (
    <ul className="mt-2 space-y-1 text-sm" data-testid="season-breakdown">
      {row.events.map((e) => (
        <li key={e.eventId} className={`flex flex-wrap justify-between gap-x-3 ${e.counted ? "" : "text-slate-500 line-through decoration-slate-400"}`}>
          <span className="min-w-0">
            <Link href={`/events/${e.eventId}`} className="underline-offset-4 hover:underline">
              {e.eventName}
            </Link>{" "}
            · <LocalTime iso={e.startsAt} withTime={false} /> · {ordinal(e.place)} of {e.entrants} · {record(e)}
          </span>
          <span className="font-mono tabular-nums">
            {e.multiplier !== 1 ? `${e.base} × ${e.multiplier} = ` : ""}
            {e.points}
            {!e.counted && <span className="ml-1 font-sans no-underline">(not in best)</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The leaderboard, phone first: one row per player, tap to see how the points were made. The
 * signed-in player's own row (`me`, a profile id) is marked, with "Jump to me" above the list.
 */
export function Leaderboard({ board, me = null }: { board: SeasonLeaderboard; me?: string | null }) {
  if (board.rows.length === 0) return <p className="text-slate-600">No results yet in this period.</p>;
  const mine = me ? board.rows.find((r) => r.profileId === me) : undefined;
  return (
    <>
      {mine && board.rows.length > 1 && <JumpToMe href="#me" where={`rank ${mine.rank} of ${board.rows.length}`} />}
    <ol className="divide-y divide-slate-100" data-testid="season-leaderboard">
      {board.rows.map((r) => (
        <li key={r.playerId} data-testid="season-row" data-player={r.name} {...(r === mine ? myRow : {})} className={`py-2 ${r === mine ? `${myRow.className} -mx-2 px-2` : ""}`}>
          <details>
            <summary className="flex min-h-11 cursor-pointer list-none items-center gap-3">
              <span className="w-8 shrink-0 text-right font-mono tabular-nums text-slate-600" aria-label="Rank">
                {r.rank}
              </span>
              <span className="min-w-0 flex-1">
                {/* A summary holds no link (nested-interactive): the profile link is in the breakdown. */}
                <span className="font-semibold break-words">{r.name}</span>{" "}
                {r === mine && (
                  <>
                    <Badge tone="warn">you</Badge>{" "}
                  </>
                )}
                <Medals medals={r.medals} />
                {r.invited && (
                  <>
                    {" "}
                    <Badge tone="good">Invited to the final</Badge>
                  </>
                )}
                <span className="block text-xs text-slate-600">
                  {r.eventsCounted === r.eventsPlayed ? `${r.eventsPlayed} event${r.eventsPlayed === 1 ? "" : "s"}` : `${r.eventsCounted} of ${r.eventsPlayed} events count`}
                </span>
              </span>
              <span className="shrink-0 text-right">
                <span className="block font-mono text-lg font-bold tabular-nums" data-testid="season-points">
                  {r.points}
                </span>
                <span className="block text-xs text-slate-600">points</span>
              </span>
            </summary>
            <Breakdown row={r} />
            {r.profileId && (
              <Link href={`/players/${r.profileId}`} className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold underline underline-offset-4">
                {r.name}&apos;s profile
              </Link>
            )}
          </details>
        </li>
      ))}
    </ol>
    </>
  );
}


/** The season's events that do not count, and why (under the leaderboard). */
export function ExcludedEvents({ excluded }: { excluded: SeasonLeaderboard["excluded"] }) {
  if (excluded.length === 0) return null;
  return (
    <ul className="mt-3 space-y-1 text-sm text-amber-800" data-testid="season-excluded">
      {excluded.map((x) => (
        <li key={x.eventId}>
          {x.name} does not count: {NOT_COUNTED_BECAUSE[x.reason]}.
        </li>
      ))}
    </ul>
  );
}
