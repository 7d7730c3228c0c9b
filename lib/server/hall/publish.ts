/**
 * POST /hall/publish: the public server's side of an event started in a hall (issue 40). The
 * hall's mirror sends the event's whole state the first time the link is up; it becomes an event
 * here under the caller's account (the organizer's token), held by the hall from its first moment,
 * and every later change arrives as a push (./apply.ts) like a taken event's.
 *
 * Idempotent by the hold's id, which the hall chooses: a retry after a cut (the answer lost) finds
 * the hold and creates nothing. The hall chooses the secret too, so a retry needs no answer from
 * the first attempt. Only the account that published it may retry (403 otherwise), with its secret.
 */
import { getDb } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import { HallPublishInput, type HallPushResult } from "@/lib/schemas/hall";
import { audit } from "../kernel/audit";
import { forbidden, invalidField, unauthenticated } from "../kernel/errors";
import { tokenId } from "../kernel/tokens";
import { parseInput } from "../kernel/validate";
import { importEvent } from "../transfer/event-import";

type Hold = { eventId: string; userId: string; secretHash: string; appliedVersion: number };

/** A hold published already: the same hall's retry is answered as the first attempt was; nothing changes. */
function again(hold: Hold, user: User, eventId: string, secret: string): HallPushResult {
  if (hold.userId !== user.id || hold.secretHash !== tokenId(secret)) throw forbidden("This hall id was published by another account or with another secret.");
  if (hold.eventId !== eventId) throw invalidField("document", "This hall id published another event.");
  return { applied: false, version: hold.appliedVersion };
}

export async function publishFromHall(user: User | null, input: unknown): Promise<{ created: boolean; result: HallPushResult }> {
  if (!user) throw unauthenticated();
  const { hallId, secret, hall, document } = parseInput(HallPublishInput, input);
  const eventId = document.event.id;
  const db = await getDb();
  const find = () => db.eventHall.findUnique({ where: { id: hallId } });
  const known = await find();
  if (known) return { created: false, result: again(known, user, eventId, secret) };
  const version = document.event.version;
  try {
    // The import's checks (ids free, results valid) and its transaction: the hold is written in it.
    await importEvent(user, document, {
      // The hall's version N is the event's here too: its next push is N + 1.
      keepVersion: true,
      inTransaction: async (tx) => {
        await tx.eventHall.create({ data: { id: hallId, eventId, name: hall, secretHash: tokenId(secret), userId: user.id, appliedVersion: version, lastPushAt: new Date() } });
        await audit(tx, { eventId, userId: user.id, action: "hall.publish", data: { hallId, hall, version } });
      },
    });
  } catch (err) {
    // Two attempts at once: the second's import finds the first's event, and the hold tells it is the same.
    const raced = await find();
    if (raced) return { created: false, result: again(raced, user, eventId, secret) };
    throw err;
  }
  return { created: true, result: { applied: true, version } };
}
