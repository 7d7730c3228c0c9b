import type { Metadata } from "next";
import Link from "next/link";
import { Card } from "@/components/ui/Card";
import { PageHeader } from "@/components/ui/PageHeader";
import { RoundVerifier } from "@/components/rounds/RoundVerifier";
import { getEvent } from "@/lib/server/events/events";
import { getRound } from "@/lib/server/rounds/rounds";
import { orNotFound } from "@/lib/web/load";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Verify a round" };

/** Anyone can check a round: the browser runs the pairing rules on the round's proof. */
export default async function VerifyRoundPage({ params }: { params: Promise<{ eventId: string; number: string }> }) {
  const { eventId, number } = await params;
  const event = await orNotFound(getEvent(eventId));
  const round = await orNotFound(getRound(eventId, Number(number)));
  const names = Object.fromEntries(round.matches.flatMap((m) => [[m.playerA.id, m.playerA.name], ...(m.playerB ? [[m.playerB.id, m.playerB.name]] : [])]));
  const proofUrl = `/api/v1/events/${eventId}/rounds/${round.number}/proof`;
  return (
    <div className="space-y-4">
      <PageHeader title={event.name} subtitle={`Verify ${round.name}`} />
      <Card>
        <RoundVerifier proofUrl={proofUrl} names={names} />
      </Card>
      <Card title="Check it yourself">
        <p className="mb-2 text-sm text-slate-700">
          The proof holds everything this round was paired from: the format, the event&apos;s seed, the entrants by id, every earlier result, drops and byes, fixed tables, and the pairing published.
        </p>
        <p className="mb-2 text-sm">
          <a href={proofUrl} download={`round-${round.number}-proof.json`} className="inline-flex min-h-11 items-center font-medium underline">
            Download the proof
          </a>
        </p>
        <pre className="overflow-x-auto rounded bg-slate-100 px-3 py-2 text-xs">npx tsx scripts/verify-round.ts round-{round.number}-proof.json</pre>
        <p className="mt-2 text-sm">
          <Link href={`/events/${eventId}/pairings?round=${round.number}`} className="inline-flex min-h-11 items-center underline">
            Back to the pairings
          </Link>
        </p>
      </Card>
    </div>
  );
}
