/** Helpers for the money tests and the authorization matrix: an event played to the end, its prize list. */
import type { User } from "@/lib/schemas/auth";
import { makeCut } from "@/lib/server/rounds/cut";
import { ServiceError } from "@/lib/server/kernel/errors";
import { getEvent } from "@/lib/server/events/events";
import { makePrizeAwards, setPrizes } from "@/lib/server/money/prizes";
import { pairNextRound } from "@/lib/server/rounds/rounds";
import { finishRound } from "./event-helpers";

/**
 * Plays the event to its end from wherever it stands: each round's missing results entered
 * (elimination: seat A wins), the cut made when the Swiss rounds are over, the next round
 * paired. Does nothing to a complete event.
 */
export async function completeEvent(org: User, eventId: string): Promise<void> {
  for (let guard = 0; guard < 40; guard++) {
    let event = await getEvent(eventId);
    if (event.currentRound > 0) {
      await finishRound(org, eventId, event.currentRound);
      event = await getEvent(eventId);
    }
    if (event.status === "complete") return;
    if (event.status === "swiss" && event.cutSize && event.swissRounds !== null && event.currentRound >= event.swissRounds) await makeCut(org, eventId);
    await pairNextRound(org, eventId);
  }
  throw new Error("completeEvent: the event did not finish");
}

/** A complete event with 5-4-3-2-1* booster packs and its prize list made (once; later calls return the list made). */
export async function awardedEvent(org: User, eventId: string) {
  await completeEvent(org, eventId);
  try {
    await setPrizes(org, eventId, { notation: "5-4-3-2-1*", notationItem: "booster pack" });
  } catch (e) {
    // Once the list is made the table no longer changes.
    if (!(e instanceof ServiceError && e.code === "conflict")) throw e;
  }
  return makePrizeAwards(org, eventId);
}
