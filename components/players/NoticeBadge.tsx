import Link from "next/link";

/** The header's unread-notices count for the signed-in account (nothing when all are read). */
export function NoticeBadgeView({ unread }: { unread: number }) {
  if (unread === 0) return null;
  const label = unread === 1 ? "1 new notice" : `${unread} new notices`;
  return (
    <Link href="/account/notifications" aria-label={label} title={label} data-testid="notice-badge" className="inline-flex min-h-6 min-w-6 items-center justify-center rounded-full bg-amber-500 px-1.5 text-xs font-bold text-slate-900 hover:bg-amber-400">
      {unread > 99 ? "99+" : unread}
    </Link>
  );
}
