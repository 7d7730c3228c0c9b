import type { Metadata } from "next";
import Link from "next/link";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { Card } from "@/components/ui/Card";
import { QrCode } from "@/components/events/QrCode";
import { HallConnectForm } from "@/components/hall/HallConnectForm";
import { hallAddress } from "@/lib/server/hall/lan";
import { hallEventsOf, publishableEvents } from "@/lib/server/hall/link";
import { HallPublishForm } from "@/components/hall/HallPublishForm";
import { currentUser } from "@/lib/web/session";
import { listHallEventsAction, publishFromHallAction, takeToHallAction } from "./actions";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Hall server" };

/**
 * The hall server's page (issue 40): the poster phones scan to reach this laptop, the events run
 * here, taking one of your public events to this hall, and publishing one started here.
 */
export default async function HallPage() {
  const user = await currentUser();
  if (!user) redirect("/login?next=/hall");
  const address = hallAddress((await headers()).get("host"));
  const [statuses, publishable] = await Promise.all([hallEventsOf(user), publishableEvents(user)]);
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-slate-900">Hall server</h1>
      <Card title="Phones in the hall">
        <div className="flex flex-wrap items-center gap-4" data-testid="hall-poster">
          <QrCode url={address} size={180} label={`QR code for ${address}`} />
          <div className="min-w-0 space-y-1">
            <p className="text-sm text-slate-600">Players and staff on the hall&apos;s Wi-Fi (or this laptop&apos;s hotspot) scan this or type:</p>
            <p className="text-lg font-semibold break-all text-slate-900">{address}</p>
            <Link href="/hall/poster" className="text-sm font-medium text-sky-700 underline">
              Print the poster
            </Link>
          </div>
        </div>
      </Card>
      {statuses.length > 0 && (
        <Card title="Events in this hall">
          <ul className="divide-y divide-slate-200">
            {statuses.map((s) => (
              <li key={s.eventId} className="py-2">
                <Link href={`/events/${s.eventId}/manage/rounds`} className="font-medium text-sky-700 underline">
                  {s.name}
                </Link>
                <p className="text-sm text-slate-600">
                  {s.status?.publishing ? `To be published on ${s.status.host} when the link is up` : s.status?.status === "mirroring" ? `Mirrored to ${s.status.host} · ${s.status.waiting} changes waiting` : s.status?.status === "released" ? `Handed back to ${s.status.host}` : `Taken back on ${s.status?.host}`}
                </p>
              </li>
            ))}
          </ul>
        </Card>
      )}
      <Card title="Take an event to this hall">
        <p className="mb-4 text-sm text-slate-600">
          The event moves here with its entrants and rounds, and the public server shows it read-only while this hall runs it. Every change made here is mirrored there whenever the uplink allows; hand it back from the rounds console when you are done.
        </p>
        <HallConnectForm list={listHallEventsAction} take={takeToHallAction} defaultName="Hall laptop" />
      </Card>
      <Card title="Or start in the hall">
        <p className="mb-4 text-sm text-slate-600">
          An event created on this hall server is published on the public server under your account there as soon as the link is up, then mirrored like an event taken here. Nothing waits for the uplink meanwhile.
        </p>
        <HallPublishForm action={publishFromHallAction} events={publishable} defaultName="Hall laptop" />
      </Card>
    </div>
  );
}
