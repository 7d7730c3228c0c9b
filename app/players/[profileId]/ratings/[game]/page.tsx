import type { Metadata } from "next";
import Link from "next/link";
import { RatingLedger } from "@/components/players/RatingLedger";
import { RatingSummary } from "@/components/players/RatingSummary";
import { PageHeader } from "@/components/ui/PageHeader";
import { playerLedger } from "@/lib/server/ratings/read";
import { orNotFound } from "@/lib/web/load";
import { currentUser } from "@/lib/web/session";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Why the rating changed" };

/** A player's ledger in one game: every rated match, why the rating moved, and earlier ratings a re-rating superseded. */
export default async function RatingLedgerPage({ params }: { params: Promise<{ profileId: string; game: string }> }) {
  const { profileId, game } = await params;
  const ledger = await orNotFound(playerLedger(profileId, game, await currentUser()));
  return (
    <div className="space-y-4">
      <PageHeader
        title={ledger.displayName}
        subtitle={
          <span>
            {ledger.gameName}: why the rating changed ·{" "}
            <Link href={`/players/${ledger.profileId}`} className="underline underline-offset-4">
              Profile
            </Link>
          </span>
        }
      />
      <RatingSummary summary={ledger.summary} />
      <h2 className="pt-2 text-lg font-semibold">Every rated match</h2>
      <p className="text-sm text-slate-600">
        Each match moves the rating by K × (result − expected). The expected score comes from both ratings at the event&apos;s start: E = 1 / (1 + 10^((opponent − player) / 400)).
      </p>
      <RatingLedger events={ledger.events} />
    </div>
  );
}
