import type { Metadata } from "next";
import Link from "next/link";
import { Card } from "@/components/ui/Card";
import { PageHeader } from "@/components/ui/PageHeader";
import { GAME_IDS } from "@/lib/tournament/games";
import { GAME_NAMES } from "@/lib/tournament/format/presets";
import { RATING_DEFAULTS } from "@/lib/tournament/ratings/settings";

export const metadata: Metadata = { title: "Ratings" };

/** The rating lists, one per game. */
export default function RatingsPage() {
  return (
    <div className="space-y-5">
      <PageHeader title="Player ratings" subtitle="One rating per game, from every rated event's matches." />
      <Card>
        <ul className="divide-y divide-slate-100" data-testid="rating-games">
          {GAME_IDS.map((game) => (
            <li key={game}>
              <Link href={`/ratings/${game}`} className="flex min-h-12 items-center justify-between gap-3 py-2 font-semibold underline-offset-4 hover:underline">
                {GAME_NAMES[game]} <span aria-hidden="true">→</span>
              </Link>
            </li>
          ))}
        </ul>
      </Card>
      <p className="text-sm text-slate-600">
        Ratings are Elo: after each rated match a rating moves by K × (result − expected score), with the event&apos;s K set by its organizer. Everyone starts at {RATING_DEFAULTS.initial}; for the first{" "}
        {RATING_DEFAULTS.provisionalMatches} rated matches a rating is provisional and moves {RATING_DEFAULTS.provisionalMultiplier} times as fast. Events with fewer than {RATING_DEFAULTS.minEntrants} entrants are not rated.
      </p>
    </div>
  );
}
