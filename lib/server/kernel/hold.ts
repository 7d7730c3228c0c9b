/**
 * The single-writer rule of the hall server (issue 40), decided in one place: the event's lock
 * (`bumpVersion`) reads whether another server writes the event, and every change made on
 * someone's behalf (`lockEvent`, `lockEventForPlayer`) is refused while it does. The one-statement
 * result saves check `holdFreeSql` in their gate and fall back to the transactional path, which
 * words the refusal.
 *
 * - On the public server, an event taken to a hall (`EventHall`, status "held") is read-only:
 *   the hall's pushes alone change it (lib/server/hall/apply.ts). A player's self-report is
 *   refused too, with "report at the hall": forwarding it would make a second writer.
 * - On the hall server, an event handed back (or taken back on the public server) is read-only.
 */
import { conflict, type ServiceError } from "./errors";

/** What the lock reads: the hold's last update here (public side), the hall link's state (hall side). */
export interface HoldRow {
  hallSince: Date | null;
  hallLink: string | null;
  timeZone: string;
}

/** SQL selecting `HoldRow`'s columns for the event aliased `e`. */
export const holdColumnsSql = (e: string) => `
  (SELECT COALESCE(h."lastPushAt", h."takenAt") FROM "EventHall" h WHERE h."eventId" = ${e}.id AND h.status = 'held' LIMIT 1) AS "hallSince",
  (SELECT l.status || ' ' || l."publicUrl" FROM "HallLink" l WHERE l."eventId" = ${e}.id AND l.status <> 'mirroring') AS "hallLink",
  ${e}."timeZone"`;

/** True when no other server writes the event aliased `e` (the one-statement saves' gate). */
export const holdFreeSql = (e: string) => `NOT EXISTS (SELECT 1 FROM "EventHall" h WHERE h."eventId" = ${e}.id AND h.status = 'held')
         AND NOT EXISTS (SELECT 1 FROM "HallLink" l WHERE l."eventId" = ${e}.id AND l.status <> 'mirroring')`;

/** "14:02:11" in the event's time zone. */
export function clockTime(at: Date, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", second: "2-digit", hour12: false, timeZone }).format(at);
  } catch {
    return at.toISOString().slice(11, 19);
  }
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/** The words of the refusal while another server writes the event (null: this server writes it). */
export function holdReason(row: HoldRow): string | null {
  if (row.hallSince) {
    return `This event is run from the hall · last update ${clockTime(row.hallSince, row.timeZone)}. Results, registrations and changes are made at the hall (report at the hall) until it hands the event back.`;
  }
  if (row.hallLink) {
    const [status, url = ""] = row.hallLink.split(" ");
    return status === "released"
      ? `This event was handed back to ${hostOf(url)}: it is read-only on this hall server; make changes there.`
      : `This event was taken back on ${hostOf(url)}: it is read-only on this hall server; make changes there.`;
  }
  return null;
}

/** 409 while another server writes the event. */
export function refuseIfHeld(row: HoldRow): void {
  const reason = holdReason(row);
  if (reason) throw heldError(reason);
}

export const heldError = (reason: string): ServiceError => conflict(reason);
