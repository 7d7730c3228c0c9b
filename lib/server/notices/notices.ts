/**
 * The caller's notices in the app: the list (newest first, with the unread count), one event's
 * notices for the event page, and marking them read.
 */
import { getDb } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import { NotificationsReadInput, type NotificationItem, type NotificationList } from "@/lib/schemas/profile";
import { unauthenticated } from "../kernel/errors";
import { noticeLink, noticeText, publicData } from "./notifications";
import { parseId, parseInput } from "../kernel/validate";

export const NOTICES_PER_PAGE = 50;

export async function unreadCount(userId: string): Promise<number> {
  const db = await getDb();
  return db.notification.count({ where: { userId, readAt: null } });
}

/** GET /me/notifications (`eventId`: only that event's). */
export async function listMyNotifications(user: User | null, { eventId }: { eventId?: string } = {}): Promise<NotificationList> {
  if (!user) throw unauthenticated();
  if (eventId !== undefined) parseId("Event", eventId);
  const db = await getDb();
  const [rows, unread] = await Promise.all([
    db.notification.findMany({
      where: { userId: user.id, ...(eventId ? { eventId } : {}) },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: NOTICES_PER_PAGE,
    }),
    unreadCount(user.id),
  ]);
  const notifications: NotificationItem[] = rows.map((n) => ({
    id: n.id,
    kind: n.kind,
    eventId: n.eventId,
    text: noticeText(n.kind, n.data),
    link: noticeLink(n.eventId, n.data),
    data: publicData(n.data),
    createdAt: n.createdAt.toISOString(),
    readAt: n.readAt?.toISOString() ?? null,
  }));
  return { unread, notifications };
}

/** POST /me/notifications/read: marks the named notices (or all) of the caller read. */
export async function markNotificationsRead(user: User | null, input: unknown): Promise<{ unread: number }> {
  if (!user) throw unauthenticated();
  const { ids } = parseInput(NotificationsReadInput, input ?? {});
  const db = await getDb();
  await db.notification.updateMany({
    where: { userId: user.id, readAt: null, ...(ids ? { id: { in: ids } } : {}) },
    data: { readAt: new Date() },
  });
  return { unread: await unreadCount(user.id) };
}
