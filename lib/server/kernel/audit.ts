import type { Prisma } from "@/lib/generated/prisma/client";
import type { Tx } from "@/lib/db";
import { AUDIT_CATALOGUE, type AuditAction, type AuditData } from "@/lib/schemas/audit";

/**
 * Every mutation leaves one of these, in the same transaction as the change. The data is
 * checked against its action's schema in the catalogue (lib/schemas/audit.ts): an entry the
 * history could not read is a bug, caught here rather than on the history page.
 */
export async function audit<A extends AuditAction>(tx: Tx, entry: { eventId: string; userId: string | null; action: A; data: AuditData<A> }): Promise<void> {
  await tx.auditEntry.create({ data: { eventId: entry.eventId, userId: entry.userId, action: entry.action, data: auditData(entry.action, entry.data) } });
}

/** An entry's data as stored: checked against the catalogue, then as JSON holds it (undefined fields left out, as on reading). */
export function auditData<A extends AuditAction>(action: A, data: AuditData<A>): Prisma.InputJsonValue {
  return JSON.parse(JSON.stringify(AUDIT_CATALOGUE[action].parse(data))) as Prisma.InputJsonValue;
}
