"use server";

import { revalidatePath } from "next/cache";
import { listMyNotifications, markNotificationsRead } from "@/lib/server/notices/notices";
import type { NotificationList } from "@/lib/schemas/profile";
import { formAction, type FormState } from "@/lib/web/form";
import { currentUser } from "@/lib/web/session";

export async function markAllReadAction(): Promise<FormState> {
  return formAction(async () => {
    await markNotificationsRead(await currentUser(), {});
    revalidatePath("/", "layout");
    return { ok: true, message: "All marked read." };
  });
}

/** The signed-in player's notices for one event (the event page's live block); null when signed out. */
export async function eventNoticesAction(eventId: string): Promise<NotificationList | null> {
  const user = await currentUser();
  if (!user) return null;
  return listMyNotifications(user, { eventId });
}

/** Marks the given notices read (the event page's block, once shown). */
export async function markNoticesReadAction(ids: string[]): Promise<{ unread: number } | null> {
  const user = await currentUser();
  if (!user) return null;
  return markNotificationsRead(user, { ids });
}
