import type { Prisma } from "@/lib/generated/prisma/client";
import type { Tx } from "@/lib/db";

/** Every mutation leaves one of these, in the same transaction as the change. */
export async function audit(
  tx: Tx,
  entry: { eventId: string; userId: string | null; action: string; data: Prisma.InputJsonValue },
): Promise<void> {
  await tx.auditEntry.create({ data: entry });
}
