import type { Metadata } from "next";
import Link from "next/link";
import { MatchSlip } from "@/components/rounds/MatchSlip";
import { getRound } from "@/lib/server/rounds/rounds";
import { claimTickets } from "@/lib/server/entrants/claims";
import type { ClaimTicket } from "@/lib/views/players";
import { publicOrigin } from "@/lib/web/origin";
import { orNotFound } from "@/lib/web/load";
import { NotAllowed, manageContext } from "../../../guard";
import { presetResultEntry } from "@/lib/tournament/format";

export const dynamic = "force-dynamic";

const noTickets: Record<string, ClaimTicket> = {};
export const metadata: Metadata = { title: "Match slips" };

/** Printable result slips for a round, for event staff: several per A4 page, byes listed apart. */
export default async function SlipsPage({ params }: { params: Promise<{ eventId: string; number: string }> }) {
  const { eventId, number } = await params;
  const { user, event, role } = await manageContext(eventId, `/manage/rounds/${number}/slips`);
  if (!role) return <NotAllowed eventId={eventId} />;
  const round = await orNotFound(getRound(eventId, Number(number)));
  const played = round.matches.filter((m) => m.playerB);
  // Typed players' claim codes and links, printed on the organizer's slips (claimed entries have
  // none): a judge or marshal who knew them could claim a player's entry.
  const [tickets, origin] = await Promise.all([role === "organizer" ? claimTickets(user, eventId, played.flatMap((m) => [m.playerA.id, m.playerB!.id])) : noTickets, publicOrigin()]);
  const claims = Object.fromEntries(Object.entries(tickets).map(([id, t]) => [id, { code: t.code, url: `${origin}${t.path}` }]));
  const byes = round.matches.filter((m) => !m.playerB);
  return (
    <div className="space-y-4 print:space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2 print:hidden">
        <h1 className="text-2xl font-bold">
          Match slips · {round.name}
        </h1>
        <Link href={`/events/${eventId}/manage/rounds`} className="underline">
          Back to the rounds
        </Link>
      </div>
      <p className="text-slate-600 print:hidden">Print this page (Ctrl+P): the slips fit several to an A4 page and are never split across pages.</p>
      <div className="grid gap-4 md:grid-cols-2 print:grid-cols-2 print:gap-3">
        {played.map((m) => (
          <MatchSlip key={m.id} match={m} stage={round.stage} heading={`${event.name} · ${round.name}`} bestOf={presetResultEntry(event.format.preset).slipBestOf(event.format.gamesPerMatch.count)} claims={claims} />
        ))}
      </div>
      {byes.length > 0 && (
        <p data-testid="slip-byes" className="break-inside-avoid text-sm">
          Bye this round: {byes.map((m) => m.playerA.name).join(", ")}
        </p>
      )}
    </div>
  );
}
