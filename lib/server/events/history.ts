/**
 * The event's history: every audit entry, newest first, with who did it. Leaders only — entries
 * hold emails and deck lists.
 */
import { getDb } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import { authorizeRead } from "../kernel/policy";

export interface HistoryEntry {
  id: string;
  at: string;
  /** The account's name; null for entries without a user (system) or a deleted account. */
  who: string | null;
  action: string;
  data: unknown;
}

export const HISTORY_LIMIT = 500;

export async function eventHistory(user: User | null, eventId: string, limit = HISTORY_LIMIT): Promise<HistoryEntry[]> {
  const db = await getDb();
  await authorizeRead(db, "event.history", eventId, user);
  const rows = await db.auditEntry.findMany({
    where: { eventId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
  });
  const ids = [...new Set(rows.flatMap((r) => (r.userId ? [r.userId] : [])))];
  const users = await db.user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } });
  const names = new Map(users.map((u) => [u.id, u.name]));
  return rows.map((r) => ({
    id: r.id,
    at: r.createdAt.toISOString(),
    who: r.userId ? (names.get(r.userId) ?? null) : null,
    action: r.action,
    data: r.data,
  }));
}
