import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { ActionButton } from "@/components/forms/ActionButton";
import { NoticeList } from "@/components/players/NoticeList";
import { Card } from "@/components/ui/Card";
import { listMyNotifications } from "@/lib/server/notices/notices";
import { mailConfigured } from "@/lib/server/notices/mail";
import { currentUser } from "@/lib/web/session";
import { markAllReadAction } from "./actions";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Your notices" };

export default async function NotificationsPage() {
  const user = await currentUser();
  if (!user) redirect("/login?next=/account/notifications");
  const { unread, notifications } = await listMyNotifications(user);
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">Your notices</h1>
        <Link href="/account" className="inline-flex min-h-11 items-center text-sm font-semibold underline">
          Your account
        </Link>
      </div>
      <Card title={unread > 0 ? `${unread} new` : "All read"} action={unread > 0 ? <ActionButton action={markAllReadAction} variant="secondary" pendingText="Marking…">Mark all read</ActionButton> : undefined}>
        {notifications.length === 0 ? (
          <p className="text-slate-600">No notices yet. When you register for an event, are paired, or an event you played ends, it shows here{mailConfigured() ? " and in your mail (once your email is verified)" : ""}.</p>
        ) : (
          <NoticeList notices={notifications} />
        )}
      </Card>
    </div>
  );
}
