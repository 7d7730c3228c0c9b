import type { Prisma } from "@/lib/generated/prisma/client";
import type { Tx } from "@/lib/db";
import { AUDIT_CATALOGUE, type AuditAction, type AuditData } from "@/lib/schemas/audit";

/**
 * Every mutation leaves one of these, in the same transaction as the change. The data is
 * checked against its action's schema in the catalogue (lib/schemas/audit.ts): an entry the
 * history could not read is a bug, caught here rather than on the history page.
 */
export async function audit<A extends AuditAction>(tx: Tx, entry: { eventId: string; userId: string | null; action: A; data: AuditData<A> }): Promise<void> {
  const checked = AUDIT_CATALOGUE[entry.action].parse(entry.data);
  // Stored as JSON: what JSON cannot hold (undefined fields) is left out, as it would be on reading.
  const data = JSON.parse(JSON.stringify(checked)) as Prisma.InputJsonValue;
  await tx.auditEntry.create({ data: { eventId: entry.eventId, userId: entry.userId, action: entry.action, data } });
}
