import type { ReactNode } from "react";
import { EventTimeZone } from "@/components/ui/LocalTime";
import { HallBanner } from "@/components/hall/HallBanner";
import { eventTimeZone } from "@/lib/server/events/events";
import { hallBanner } from "@/lib/server/hall/banner";
import { clockTime } from "@/lib/server/kernel/hold";

/** Every date and time on an event's pages is written in the event's time zone. */
export default async function EventLayout({ children, params }: { children: ReactNode; params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  const [zone, banner] = await Promise.all([eventTimeZone(eventId), hallBanner(eventId).catch(() => null)]);
  return (
    <EventTimeZone zone={zone}>
      {/* Run from a hall server, or run here as one (issue 40): said above every page of the event. */}
      {banner && (
        <div className="mb-4">
          <HallBanner banner={banner.kind === "held" ? { ...banner, lastUpdateText: clockTime(new Date(banner.lastUpdate), zone ?? "UTC") } : banner} />
        </div>
      )}
      {children}
    </EventTimeZone>
  );
}
