import type { Metadata } from "next";
import { Poster } from "@/components/share/Poster";
import { getEvent } from "@/lib/server/events/events";
import { orNotFound } from "@/lib/web/load";
import { publicOrigin } from "@/lib/web/origin";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Hall poster" };

/** A page to print and tape to the wall: scan for pairings, standings and the clock. */
export default async function PosterPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  const event = await orNotFound(getEvent(eventId));
  const url = `${await publicOrigin()}/events/${eventId}/pairings`;
  return <Poster title={event.name} line="Scan for your table, your opponent and the standings." url={url} hint="Print this page (Ctrl+P) and put it up by the pairings board." />;
}
