"use client";

import { useState, useTransition } from "react";
import { useEventVersion } from "@/components/ui/useEventVersion";
import { Card } from "@/components/ui/Card";
import { buttonClass } from "@/components/ui/LinkButton";
import type { NotificationList } from "@/lib/schemas/profile";
import { NoticeList } from "./NoticeList";

const SHOWN = 5;

/**
 * "Your notices for this event", kept current: every change of the event (a pairing, a result, a
 * promotion) may bring a notice, so each announced version reads the list again.
 */
/** The notices' server actions (handed down from the container). */
export interface EventNoticeActions {
  eventNoticesAction: (eventId: string) => Promise<NotificationList | null>;
  markNoticesReadAction: (ids: string[]) => Promise<{ unread: number } | null>;
}

export function EventNotices({ eventId, initial, actions }: { eventId: string; initial: NotificationList; actions: EventNoticeActions }) {
  const { eventNoticesAction, markNoticesReadAction } = actions;
  const [list, setList] = useState(initial);
  const [pending, start] = useTransition();
  const reload = () =>
    eventNoticesAction(eventId).then((next) => {
      if (next) setList(next);
    });
  // Every announced version (the first too: the page may be older than it), or every 30 s while the stream is down.
  useEventVersion(eventId, () => void reload());
  const notices = list.notifications.slice(0, SHOWN);
  if (notices.length === 0) return null;
  const unread = notices.filter((n) => !n.readAt).map((n) => n.id);
  return (
    <div data-testid="event-notices" aria-live="polite">
      <Card
        title="Your notices for this event"
        action={
          unread.length > 0 ? (
            <button
              type="button"
              disabled={pending}
              className={`${buttonClass.secondary} min-h-9 px-3 py-1 text-sm`}
              onClick={() => start(async () => {
                await markNoticesReadAction(unread);
                await reload();
              })}
            >
              Mark read
            </button>
          ) : undefined
        }
      >
        <NoticeList notices={notices} linkEvents={false} />
      </Card>
    </div>
  );
}
