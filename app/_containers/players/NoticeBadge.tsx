import { NoticeBadgeView } from "@/components/players/NoticeBadge";
import { unreadCount } from "@/lib/server/notices/notices";

/** The header's unread-notices count for the signed-in account. */
export async function NoticeBadge({ userId }: { userId: string }) {
  return <NoticeBadgeView unread={await unreadCount(userId)} />;
}
