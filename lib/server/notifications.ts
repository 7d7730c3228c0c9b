/**
 * Notices to players' accounts. Services call `notify` inside their own transaction, so a notice
 * exists exactly when its change committed; delivery (the in-app list, mail) reads the table.
 */
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Tx } from "@/lib/db";

export type NotificationKind =
  | "registration.confirmed"
  | "waitlist.joined"
  | "waitlist.promoted"
  | "round.paired"
  | "result.disputed"
  | "event.report";

export interface Notice {
  userId: string;
  eventId: string | null;
  kind: NotificationKind;
  /** What the notice shows (event name, table, opponent, side …), plain JSON. */
  data: Prisma.InputJsonValue;
}

/** Writes the notices in one statement (a round paired at 1,000 players is one insert). */
export async function notify(tx: Tx, notices: Notice[]): Promise<void> {
  if (notices.length === 0) return;
  await tx.notification.createMany({ data: notices });
}
