import Link from "next/link";
import { Badge } from "@/components/ui/Badge";
import { LocalTime } from "@/components/ui/LocalTime";
import type { RatingListRow } from "@/lib/schemas/ratings";
import { ratingText } from "@/lib/words/rating-words";
import { myRow } from "@/components/ui/JumpToMe";

/** One page of a game's rating list: rank, name (to the profile), rating, matches, provisional mark, last event; the viewer's own row (`me`, a profile id) marked. */
export function RatingTable({ rows, ranked, me = null }: { rows: RatingListRow[]; ranked: boolean; me?: string | null }) {
  return (
    <div className="-mx-4 sm:mx-0">
      <table className="w-full border-collapse text-left" data-testid="rating-list">
        <caption className="sr-only">Rating list: {ranked ? "rank, " : ""}player with their last rated event, rating, rated matches</caption>
        <thead>
          <tr className="border-b-2 border-slate-300 text-xs uppercase tracking-wide text-slate-600">
            {ranked && (
              <th scope="col" className="py-2 pr-1 pl-2 text-right">
                #
              </th>
            )}
            <th scope="col" className="px-2 py-2">
              Player · last event
            </th>
            <th scope="col" className="px-1 py-2 text-right">
              Rating
            </th>
            <th scope="col" className="py-2 pr-2 pl-1 text-right">
              Matches
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.ratedId} data-testid="rating-row" {...(me && r.profileId === me ? myRow : {})} className={`border-b border-slate-100 align-top ${me && r.profileId === me ? myRow.className : ""}`}>
              {ranked && <td className="py-2 pr-1 pl-2 text-right tabular-nums">{r.rank}</td>}
              <td className="px-2 py-2">
                {r.profileId ? (
                  <Link href={`/players/${r.profileId}`} className="font-medium break-words underline decoration-slate-400 underline-offset-4 hover:decoration-slate-900">
                    {r.name}
                  </Link>
                ) : (
                  <span className="font-medium break-words">{r.name}</span>
                )}
                {me && r.profileId === me && (
                  <>
                    {" "}
                    <Badge tone="warn">you</Badge>
                  </>
                )}
                {r.lastEvent && (
                  <span className="block text-sm break-words text-slate-600">
                    <Link href={`/events/${r.lastEvent.eventId}`} className="underline-offset-4 hover:underline">
                      {r.lastEvent.name}
                    </Link>{" "}
                    · <LocalTime iso={r.lastEvent.date} withTime={false} />
                  </span>
                )}
              </td>
              <td className="px-1 py-2 text-right whitespace-nowrap">
                <span className="font-semibold tabular-nums">{ratingText(r.rating)}</span>
                {r.provisional && (
                  <span className="block">
                    <Badge tone="warn">
                      <abbr title="Provisional: fewer than 25 rated matches" className="no-underline">
                        prov.
                      </abbr>
                    </Badge>
                  </span>
                )}
              </td>
              <td className="py-2 pr-2 pl-1 text-right tabular-nums">{r.matches}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
