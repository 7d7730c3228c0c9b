import Link from "next/link";
import { Badge } from "@/components/ui/Badge";
import { LocalTime } from "@/components/ui/LocalTime";
import type { GameRating } from "@/lib/schemas/ratings";
import { changeText, kText, provisionalText, ratingText } from "@/lib/words/rating-words";
import { RatingSparkline } from "./RatingSparkline";

const SHOWN_EVENTS = 5;

/** A profile's rating in each game: the rating, its course, the last rated events and the way to the ledger. */
export function ProfileRatings({ profileId, games }: { profileId: string; games: GameRating[] }) {
  if (games.length === 0) return <p className="text-slate-600">No rated events yet.</p>;
  return (
    <ul className="divide-y divide-slate-100" data-testid="profile-ratings">
      {games.map((g) => (
        <li key={g.game} className="space-y-2 py-3 first:pt-0 last:pb-0" data-testid="game-rating">
          <div className="flex items-center justify-between gap-3">
            <div className="min-w-0">
              <p className="text-sm text-slate-600">{g.gameName}</p>
              <p className="flex flex-wrap items-center gap-2">
                <span className="text-2xl font-bold tabular-nums" data-testid="rating">
                  {ratingText(g.rating)}
                </span>
                {g.provisional && <Badge tone="warn">{provisionalText(g.provisionalRemaining)}</Badge>}
              </p>
              <p className="text-sm text-slate-600">
                {g.matches} rated {g.matches === 1 ? "match" : "matches"}
              </p>
            </div>
            <RatingSparkline series={g.series} label={`Rating after each rated event, oldest first: ${g.series.map(ratingText).join(", ")}`} />
          </div>
          {g.events.length > 0 && (
            <ul className="text-sm" aria-label={`Rated events, ${g.gameName}`}>
              {g.events.slice(0, SHOWN_EVENTS).map((e) => (
                <li key={e.eventId} className="flex items-baseline justify-between gap-3 py-1">
                  <span className="min-w-0 break-words">
                    <Link href={`/events/${e.eventId}`} className="underline-offset-4 hover:underline">
                      {e.name}
                    </Link>
                    <span className="text-slate-600">
                      {" "}
                      · {e.date ? <LocalTime iso={e.date} withTime={false} /> : "no date"} · K {kText(e.k)}
                    </span>
                  </span>
                  <span className={`shrink-0 font-mono tabular-nums ${e.change < 0 ? "text-red-700" : "text-emerald-700"}`}>{changeText(e.change)}</span>
                </li>
              ))}
            </ul>
          )}
          <Link href={`/players/${profileId}/ratings/${g.game}`} className="inline-flex min-h-11 items-center text-sm font-semibold underline underline-offset-4" data-testid="rating-ledger-link">
            Why did the rating change? Every rated match
          </Link>
        </li>
      ))}
    </ul>
  );
}
