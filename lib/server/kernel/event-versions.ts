/**
 * An event's writes on the version bus (lib/live/bus.ts): every change bumps `Event.version` and
 * announces it at commit (`bumpVersion`), on the event's topic. Reading versions, watching and
 * memoizing by them are lib/live's; this file only says how an event's change is announced.
 */
import type { Tx } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { holdColumnsSql, refuseIfHeld, type HoldRow } from "./hold";
import { announceCounted, topics, VERSION_CHANNEL, wroteVersion } from "@/lib/live";

// The writers that announce a single save in their own statement (results) spell it with these.
export { VERSION_CHANNEL, wroteVersion };

/** What a bump reads back in the same statement: the event's gate and the caller's role. */
export interface Bumped {
  version: number;
  /** The caller's staff role at the event (null: none, or no caller named). */
  role: "organizer" | "judge" | "marshal" | null;
  status: "registration" | "swiss" | "elimination" | "complete";
  preset: string;
  presetOptions: Prisma.JsonValue;
  cutSize: number | null;
  swissRounds: number | null;
  /** The elimination stage's entrants by seed (empty before the cut or the draw). */
  cutSeeds: string[];
}

/**
 * Bumps the event's version inside `tx` and queues the notice for its commit. The UPDATE also
 * takes the event row's lock for the rest of the transaction, and the same statement reads the
 * event's gate (status, preset, structure, seeds) and `staffOf`'s role — one round trip where a
 * change would otherwise spend three while holding the lock. Null for an unknown event.
 *
 * `onlyMatch`: the change touches this one match row and nothing else of the event's state
 * (a Swiss result). The notice carries it, so every process can bring a state it read at the
 * previous version up to date by reading that one row instead of the whole event.
 *
 * Every change but a result also bumps the event's `shape` (`results`: this one records results,
 * as `onlyMatch` does): a one-statement elimination save holds to the shape it read.
 *
 * `guarded`: a change made on someone's behalf (lib/server/kernel/access.ts) — refused while
 * another server writes the event (./hold.ts).
 */
export async function bumpVersion(
  tx: Tx,
  eventId: string,
  { onlyMatch, staffOf, results, guarded }: { onlyMatch?: string; staffOf?: string; results?: boolean; guarded?: boolean } = {},
): Promise<Bumped | null> {
  const suffix = onlyMatch ? `:${onlyMatch}` : "";
  const reshapes = onlyMatch || results ? 0 : 1;
  const rows = await tx.$queryRaw<(Omit<Bumped, "cutSeeds"> & { cutSeeds: string[] | null } & HoldRow)[]>`
    WITH bumped AS (
      UPDATE "Event" SET version = version + 1, shape = shape + ${reshapes} WHERE id = ${eventId}
      RETURNING id, version, status, preset, "presetOptions", "cutSize", "swissRounds", "timeZone"
    )
    SELECT b.version, b.status::text AS status, b.preset, b."presetOptions", b."cutSize", b."swissRounds",
      (SELECT s.role::text FROM "EventStaff" s WHERE s."eventId" = b.id AND s."userId" = ${staffOf ?? null} LIMIT 1) AS role,
      (SELECT g.seeds FROM "EventStage" g WHERE g."eventId" = b.id AND g.kind <> 'swiss' ORDER BY g.number LIMIT 1) AS "cutSeeds",
      pg_notify(${VERSION_CHANNEL}, b.id || ':' || b.version || ${suffix})::text AS sent,
      ${Prisma.raw(holdColumnsSql("b"))}
    FROM bumped b`;
  const row = rows[0];
  if (!row) return null;
  // The single-writer rule (./hold.ts): the refusal rolls the bump back with the transaction.
  if (guarded) refuseIfHeld(row);
  wroteVersion(topics.event(eventId), row.version, !onlyMatch);
  const { version, role, status, preset, presetOptions, cutSize, swissRounds, cutSeeds } = row;
  return { version, role, status, preset, presetOptions, cutSize, swissRounds, cutSeeds: cutSeeds ?? [] };
}

/**
 * Announces, at commit, a change to how the event appears in the lists that comes without a
 * reshaping notice of its own: its creation, or a status a single result settled.
 */
export async function announceListed(tx: Tx, eventId: string): Promise<void> {
  const rows = await tx.$queryRaw<{ version: number }[]>`
    SELECT version, pg_notify(${VERSION_CHANNEL}, id || ':' || version)::text AS sent FROM "Event" WHERE id = ${eventId}`;
  if (rows[0]) wroteVersion(topics.event(eventId), rows[0].version, true);
}

/**
 * Announces, at commit, a change to who shows which guild tag (a guild founded, joined, left,
 * dissolved or retagged, a member's profile hidden or shown, a merge), naming the profiles whose
 * tag or visibility changed. The event pages that show tags (pairings, standings, bracket) are
 * stored per event version and per their entrants' profiles' guild tags, so only the pages of
 * events showing one of these are rendered anew.
 */
export const announceGuildTags = (tx: Tx, profileIds: readonly string[]): Promise<void> => announceCounted(tx, topics.guildTags, profileIds);
