import Link from "next/link";
import type { ReactNode } from "react";
import { LocalTime } from "@/components/ui/LocalTime";
import type { NotificationItem } from "@/lib/schemas/profile";

/** Notices, newest first; unread ones marked. `actions`: controls under a notice (a guild invitation's answers), by its id. */
export function NoticeList({ notices, linkEvents = true, actions = {} }: { notices: NotificationItem[]; linkEvents?: boolean; actions?: Record<string, ReactNode> }) {
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
              {!n.eventId && n.link && (
                <>
                  {" · "}
                  <Link className="underline" href={n.link}>
                    {n.kind.startsWith("guild.") ? "Guild page" : "Open"}
                  </Link>
                </>
              )}
            </p>
            {actions[n.id] && <div className="mt-2 flex flex-wrap gap-2">{actions[n.id]}</div>}
          </div>
        </li>
      ))}
    </ul>
  );
}
