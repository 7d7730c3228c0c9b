import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { BuildCountdown } from "@/components/decks/BuildCountdown";
import { DeckPasteForm } from "@/components/decks/DeckPasteForm";
import { Card } from "@/components/ui/Card";
import { PageHeader } from "@/components/ui/PageHeader";
import { getDeck, myEntry } from "@/lib/server/decks/decks";
import { getEvent } from "@/lib/server/events/events";
import { orNotFound } from "@/lib/web/load";
import { currentUser } from "@/lib/web/session";
import { saveDeckAction } from "./actions";
import { gameDecks } from "@/lib/tournament/format";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "My deck" };

/** The signed-in player's own deck at the event: paste, check, fix. */
export default async function MyDeckPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  const user = await currentUser();
  if (!user) redirect(`/login?next=${encodeURIComponent(`/events/${eventId}/my-deck`)}`);
  const event = await orNotFound(getEvent(eventId));
  const entry = await myEntry(user, eventId);
  const back = (
    <Link href={`/events/${eventId}`} className="inline-block py-2 text-sm font-semibold text-slate-600 hover:text-slate-900">
      ← {event.name}
    </Link>
  );
  if (!entry) {
    return (
      <div className="space-y-5">
        <PageHeader title="My deck" subtitle={event.name} />
        <Card>
          <p>You have no entry at this event with this account. Register first, or ask the organizer to link your entry.</p>
        </Card>
        {back}
      </div>
    );
  }
  const deck = await orNotFound(getDeck(user, eventId, entry.id));
  const ffg = gameDecks(deck.game) === "objective-sets";
  return (
    <div className="space-y-5">
      <PageHeader title="My deck" subtitle={`${entry.name} · ${event.name}`} />
      {deck.build && !deck.build.closed && (
        <Card title="Deck building">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-700">Build your deck from your pool and save it before the time is up. Without a valid deck, you play round 1 with the basic starter deck.</p>
            <BuildCountdown endsAt={deck.build.endsAt} />
          </div>
        </Card>
      )}
      <Card title="Deck">
        {ffg ? <p className="text-slate-700">{deck.rules[0]} The organizer enters them.</p> : <DeckPasteForm action={saveDeckAction.bind(null, eventId, entry.id)} deck={deck} />}
      </Card>
      {back}
    </div>
  );
}
