/**
 * Work for the rating worker, written in the transaction of the change that causes it, so a
 * change and its re-rating commit together (a crash after the commit leaves the job durable).
 * The services that enqueue call `kickRatingWorker()` (./worker.ts) once their transaction has
 * committed.
 */
import type { Tx } from "@/lib/db";
import type { Event as EventRow } from "@/lib/generated/prisma/client";
import { planOf } from "../kernel/event-format";
import { newId } from "../kernel/match-insert";

/** Why a game's ratings are computed again (`RatingRun.reason`). */
export type RatingReason = "completed" | "corrected" | "round-deleted" | "merged" | "merge-undone" | "claimed" | "event-deleted" | "settings" | "imported" | "reopened";

/** One job: rate `eventId` (of `game`) and re-rate every later rated event of the game it affects. */
export async function enqueueRating(tx: Tx, job: { game: string; eventId: string | null; reason: RatingReason }): Promise<void> {
  await tx.$executeRaw`INSERT INTO "RatingJob" (id, game, "eventId", reason) VALUES (${newId()}, ${job.game}, ${job.eventId}, ${job.reason})`;
}

/** The game an event's ratings belong to. */
export const ratingGameOf = (event: Pick<EventRow, "preset" | "presetOptions">): string => planOf(event).game;

/** A job for the event, of its own game. */
export async function enqueueEventRating(tx: Tx, event: Pick<EventRow, "id" | "preset" | "presetOptions">, reason: RatingReason): Promise<void> {
  await enqueueRating(tx, { game: ratingGameOf(event), eventId: event.id, reason });
}

/**
 * Jobs for those of `eventIds` that are rated now (have a `RatedEvent` row); returns how many. An event's
 * deletion calls it in its transaction with "event-deleted": `RatedEvent` has no foreign key, so
 * the worker finds the row, drops it and re-rates after it.
 * One statement: the changes that call it (a merge, a claim, a correction) stay cheap when
 * nothing they touched was rated.
 */
export async function enqueueIfRated(tx: Tx, eventIds: readonly string[], reason: RatingReason): Promise<number> {
  if (eventIds.length === 0) return 0;
  const ids = eventIds.map(() => newId());
  return tx.$executeRaw`
    INSERT INTO "RatingJob" (id, game, "eventId", reason)
    SELECT u.jid, r.game, r."eventId", ${reason}
    FROM unnest(${[...eventIds]}::text[], ${ids}::text[]) AS u(eid, jid) JOIN "RatedEvent" r ON r."eventId" = u.eid`;
}

/** The events a profile's entries and team places are in (a merge or its undo re-rates them). */
export async function eventsOfProfile(tx: Tx, profileId: string): Promise<string[]> {
  const rows = await tx.$queryRaw<{ eventId: string }[]>`
    SELECT "eventId" FROM "Player" WHERE "profileId" = ${profileId}
    UNION SELECT "eventId" FROM "TeamMember" WHERE "profileId" = ${profileId}`;
  return rows.map((r) => r.eventId);
}
