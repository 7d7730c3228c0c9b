import type { Metadata } from "next";
import { Poster } from "@/components/share/Poster";
import { getSchedule } from "@/lib/server/queues/schedules";
import { orNotFound } from "@/lib/web/load";
import { publicOrigin } from "@/lib/web/origin";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Schedule poster" };

/** A poster for the store's wall: scan to register for the next one. */
export default async function SchedulePosterPage({ params }: { params: Promise<{ scheduleId: string }> }) {
  const { scheduleId } = await params;
  const s = await orNotFound(getSchedule(scheduleId, null));
  const { format } = s;
  const url = `${await publicOrigin()}/schedules/${scheduleId}`;
  return <Poster title={s.name} subtitle={format} line="Scan to see the next dates and register." url={url} hint="Print this page (Ctrl+P) and put it up in the store." />;
}
