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
import { myGuild } from "@/lib/server/guilds/guild-read";
import { acceptAction, declineAction } from "@/app/guilds/actions";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Your notices" };

export default async function NotificationsPage() {
  const user = await currentUser();
  if (!user) redirect("/login?next=/account/notifications");
  const { unread, notifications } = await listMyNotifications(user);
  // A guild invitation still waiting is answered right here.
  const pending = new Set((await myGuild(user)).invitations.map((i) => i.id));
  const actions = Object.fromEntries(
    notifications.flatMap((n) => {
      const id = (n.data as { invitationId?: unknown } | null)?.invitationId;
      if (n.kind !== "guild.invited" || typeof id !== "string" || !pending.has(id)) return [];
      return [
        [
          n.id,
          <>
            <ActionButton action={acceptAction.bind(null, id)} pendingText="Joining…" testId="notice-accept">Accept</ActionButton>
            <ActionButton action={declineAction.bind(null, id)} pendingText="Declining…" variant="secondary">Decline</ActionButton>
          </>,
        ],
      ];
    }),
  );
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
          <NoticeList notices={notifications} actions={actions} />
        )}
      </Card>
    </div>
  );
}
