import type { Metadata } from "next";
import { Poster } from "@/components/share/Poster";
import { queueState } from "@/lib/server/queues/queues";
import { orNotFound } from "@/lib/web/load";
import { publicOrigin } from "@/lib/web/origin";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Queue poster" };

/** A poster for the store's wall: scan to join the queue. */
export default async function QueuePosterPage({ params }: { params: Promise<{ queueId: string }> }) {
  const { queueId } = await params;
  const q = await orNotFound(queueState(queueId, null));
  const url = `${await publicOrigin()}/queues/${queueId}`;
  return <Poster title={q.name} subtitle={q.format} line={`Scan to join: the event starts when ${q.cap} players are in.`} url={url} hint="Print this page (Ctrl+P) and put it up in the store." />;
}
