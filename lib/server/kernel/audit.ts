import type { Prisma } from "@/lib/generated/prisma/client";
import type { Tx } from "@/lib/db";
import { AUDIT_CATALOGUE, type AuditAction, type AuditData } from "@/lib/schemas/audit";
import { newId } from "./match-insert";

/**
 * Every mutation leaves one of these, in the same transaction as the change. The data is
 * checked against its action's schema in the catalogue (lib/schemas/audit.ts): an entry the
 * history could not read is a bug, caught here rather than on the history page.
 *
 * One insert with the data as one JSON text: a pairing's entry names every table (2,500 for
 * 5,000 players), and handing Prisma the object would have it walk every field of it again.
 * `createdAt` is this process's clock, as Prisma's default was, so that two entries of one
 * transaction keep their order.
 */
export async function audit<A extends AuditAction>(tx: Tx, entry: { eventId: string; userId: string | null; action: A; data: AuditData<A> }): Promise<void> {
  await tx.$executeRawUnsafe(
    `INSERT INTO "AuditEntry" (id, "eventId", "userId", action, data, "createdAt") VALUES ($1, $2, $3, $4, $5::jsonb, $6::timestamp(3))`,
    newId(),
    entry.eventId,
    entry.userId,
    entry.action,
    auditJson(entry.action, entry.data),
    new Date().toISOString(),
  );
}

/** An entry's data as stored: checked against the catalogue, then as JSON holds it (undefined fields left out, as on reading). */
export function auditData<A extends AuditAction>(action: A, data: AuditData<A>): Prisma.InputJsonValue {
  return JSON.parse(auditJson(action, data)) as Prisma.InputJsonValue;
}

/** An entry's data checked against the catalogue, as the JSON text a statement stores. */
export function auditJson<A extends AuditAction>(action: A, data: AuditData<A>): string {
  return JSON.stringify(AUDIT_CATALOGUE[action].parse(data));
}
