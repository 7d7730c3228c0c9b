import Link from "next/link";
import { LocalTime } from "@/components/ui/LocalTime";
import type { NotificationItem } from "@/lib/schemas/profile";

/** Notices, newest first; unread ones marked. */
export function NoticeList({ notices, linkEvents = true }: { notices: NotificationItem[]; linkEvents?: boolean }) {
  return (
    <ul className="divide-y divide-slate-100" data-testid="notice-list">
      {notices.map((n) => (
        <li key={n.id} className="flex items-start gap-3 py-3">
          <span aria-hidden className={`mt-2 size-2 shrink-0 rounded-full ${n.readAt ? "bg-transparent" : "bg-amber-500"}`} />
          <div className="min-w-0">
            <p className={n.readAt ? "text-slate-700" : "font-semibold"}>
              {n.text}
              {!n.readAt && <span className="sr-only"> (new)</span>}
            </p>
            <p className="text-sm text-slate-600">
              <LocalTime iso={n.createdAt} />
              {linkEvents && n.eventId && (
                <>
                  {" · "}
                  <Link className="underline" href={`/events/${n.eventId}`}>
                    Event page
                  </Link>
                </>
              )}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
