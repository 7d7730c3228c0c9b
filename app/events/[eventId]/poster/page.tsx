import { PrintedUrl } from "@/components/ui/PrintedUrl";
import type { Metadata } from "next";
import { QrCode } from "@/components/events/QrCode";
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
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center gap-6 py-6 text-center print:py-0">
      <h1 className="text-3xl font-bold sm:text-4xl">{event.name}</h1>
      <p className="text-xl text-slate-700">Scan for your table, your opponent and the standings.</p>
      <QrCode url={url} size={320} label={`QR code for ${url}`} />
      <PrintedUrl url={url} className="text-base sm:text-lg" testId="poster-url" />
      <p className="text-slate-600 print:hidden">Print this page (Ctrl+P) and put it up by the pairings board.</p>
    </div>
  );
}
