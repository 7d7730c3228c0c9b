/**
 * Entry fees (PUT /events/{eventId}/fees, organizer): currency, door price, early price and the
 * instant it ends. What an entry pays is the engine's (`feeFor`, lib/tournament/prizes/fees.ts);
 * the settings only say the prices. A change is audited with the old and new settings; payments
 * already recorded keep their amounts.
 */
import type { User } from "@/lib/schemas/auth";
import { FeeSettings, feeSettings } from "@/lib/schemas/fees";
import { authorize } from "../kernel/policy";
import { audit } from "../kernel/audit";
import { inTransaction } from "../store/event-state";
import { asJson } from "../kernel/stored";
import { parseInput } from "../kernel/validate";

export async function setFees(user: User | null, eventId: string, input: unknown): Promise<FeeSettings> {
  return inTransaction(async (tx) => {
    const { user: caller } = await authorize(tx, "fees.set", eventId, user);
    const fees = parseInput(FeeSettings, input);
    const row = await tx.event.findUniqueOrThrow({ where: { id: eventId }, select: { fees: true } });
    const old = feeSettings(row.fees);
    const stored = { ...fees, earlyDeadline: fees.earlyDeadline === null ? null : new Date(fees.earlyDeadline).toISOString() };
    await tx.event.update({ where: { id: eventId }, data: { fees: asJson(stored) } });
    await audit(tx, { eventId, userId: caller.id, action: "fees.set", data: { old, new: stored } });
    return stored;
  });
}
