/**
 * Notices to players' accounts. Services call `notify` inside their own transaction, so a notice
 * exists exactly when its change committed; delivery (the in-app list, mail) reads the table.
 *
 * **Mail.** When mail is configured, `notify` marks each notice `_mail: "pending"` in its data
 * (the schema has no delivery column; the marker stays in the row as the record of what was
 * sent) and queues its id in this process. Shortly after — once the transaction has committed —
 * the queue reads the notices by id, claims each pending one with one conditional UPDATE (so it
 * is mailed once), mails it to the account's address when that address is verified, and marks
 * it "sent", "failed" or "skipped" (not verified). A notice not visible yet (a transaction still
 * running) is tried again a few times; one that never appears was rolled back. A process that
 * stops before mailing leaves its notices "pending": the next server start picks them up
 * (`resumeNoticeMail`, from instrumentation.ts); one stopped mid-send leaves them "sending",
 * and those are not mailed again (a second copy is worse than a missing one). `flushNoticeMail()`
 * waits for the queue (tests; a service that wants its mail out before answering).
 */
import { processState } from "@/lib/live";
import { randomUUID } from "node:crypto";
import type { Prisma } from "@/lib/generated/prisma/client";
import { getDb, type Tx } from "@/lib/db";
import { configuredOrigin } from "@/lib/http/link-origin";
import { ordinal } from "@/lib/words/ordinal";
import { mailConfigured, sendMail } from "./mail";

export type NotificationKind =
  | "registration.confirmed"
  | "registration.noShow"
  | "waitlist.joined"
  | "waitlist.promoted"
  | "round.paired"
  | "result.disputed"
  | "event.report"
  | "profile.mergeRequested"
  | "guild.invited"
  | "season.coOrganizerInvited"
  | "event.started"
  | "occurrence.cancelled"
  | "queue.closed";

export interface Notice {
  userId: string;
  eventId: string | null;
  kind: NotificationKind;
  /** What the notice shows (event name, table, opponent, side …), plain JSON. */
  data: Prisma.InputJsonValue;
}

/** The delivery marker's key in a notice's data (hidden from the API; the SQL below spells it too). */
const MAIL_KEY = "_mail";
type MailState = "pending" | "sending" | "sent" | "failed" | "skipped";

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

const newId = () => `n${randomUUID().replace(/-/g, "").slice(0, 24)}`;

/** Writes the notices in one statement (a round paired at 1,000 players is one insert). */
export async function notify(tx: Tx, notices: Notice[]): Promise<void> {
  if (notices.length === 0) return;
  const mail = mailConfigured();
  const rows = notices.map((n) => ({
    id: newId(),
    userId: n.userId,
    eventId: n.eventId,
    kind: n.kind,
    data: mail && isObject(n.data) ? ({ ...n.data, [MAIL_KEY]: "pending" } as Prisma.InputJsonValue) : n.data,
  }));
  await tx.notification.createMany({ data: rows });
  if (mail) queueMail(rows.map((r) => r.id));
}

// ————— Words —————

const str = (v: unknown): string | null => (typeof v === "string" && v.length > 0 ? v : null);
const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);

/** A record in words: "3–1–1" (wins–losses–draws), with byes when there were any. */
export function recordWords(r: unknown): string | null {
  if (!isObject(r)) return null;
  const [w, l, d, b] = [num(r.wins) ?? 0, num(r.losses) ?? 0, num(r.draws) ?? 0, num(r.byes) ?? 0];
  return `${w}–${l}–${d} (wins–losses–draws)${b > 0 ? `, ${b} bye${b === 1 ? "" : "s"}` : ""}`;
}

/** A notice in one sentence, for the in-app list and the mail. */
export function noticeText(kind: string, data: unknown): string {
  const d = isObject(data) ? data : {};
  const event = str(d.eventName) ?? "the event";
  switch (kind) {
    case "registration.confirmed":
      return `You are registered for ${event}${str(d.playerName) ? ` as ${str(d.playerName)}` : ""}.`;
    case "registration.noShow":
      return `You were removed from ${event} as a no-show (not checked in in time), and your place went to the waitlist. Join the waitlist from the event page if you still want to play.`;
    case "waitlist.joined":
      return `You are on the waitlist of ${event}${num(d.position) ? ` (number ${num(d.position)})` : ""}: we will tell you when a place opens.`;
    case "waitlist.promoted":
      return `A place opened at ${event}: you are registered${d.checkInRequired ? " — remember to check in" : ""}.`;
    case "round.paired": {
      const round = str(d.round) ?? (num(d.roundNumber) ? `Round ${num(d.roundNumber)}` : "The next round");
      if (!str(d.opponent)) return `${event} · ${round}: you have a bye.`;
      const where = num(d.table) !== null ? `table ${num(d.table)}` : "your table";
      const side = d.side === "dark" ? " You play the dark side in game 1." : d.side === "light" ? " You play the light side in game 1." : "";
      return `${event} · ${round}: ${where} against ${str(d.opponent)}.${side}`;
    }
    case "result.disputed":
      return `The result of your match${num(d.table) !== null ? ` at table ${num(d.table)}` : ""} at ${event} is disputed: a judge will settle it.`;
    case "event.report": {
      const place = num(d.place);
      const record = recordWords(d.record);
      return `${event} is complete${place !== null ? `: you placed ${ordinal(place)}${num(d.players) ? ` of ${num(d.players)}` : ""}` : ""}${record ? `, record ${record}` : ""}.`;
    }
    case "profile.mergeRequested":
      return `The account holder of the profile “${str(d.askedBy) ?? "another profile"}” asks to merge your profile “${str(d.from) ?? ""}” into “${str(d.into) ?? ""}”, as two profiles of one person. Nothing moves unless you confirm it on your profile page (/players/${str(d.profileId) ?? ""}); if they are not you, ignore it.`;
    case "guild.invited":
      return `${str(d.invitedBy) ?? "A guild officer"} invites you to the guild ${str(d.guildName) ?? ""}${str(d.tag) ? ` [${str(d.tag)}]` : ""}. Accept or decline here or on the guild's page.`;
    case "season.coOrganizerInvited":
      return `${str(d.invitedBy) ?? "A season's organizer"} invites you to co-organize the season ${str(d.seasonName) ?? ""}: edit it and attach your events. Nothing changes unless you accept from the invitation's page.`;
    case "event.started":
      return `${event} has begun with you in it${num(d.players) ? ` (${num(d.players)} players)` : ""}: round 1 is paired by the organizer.`;
    case "queue.closed":
      return `${str(d.name) ?? "The queue"} was closed by its organizer: you are no longer waiting, and you owe nothing.`;
    case "occurrence.cancelled":
      if (d.reason === "closed") return `${str(d.name) ?? "The scheduled event"} was cancelled by its organizer. You owe nothing.`;
      return `${str(d.name) ?? "The scheduled event"} was cancelled: ${num(d.players) ?? 0} registered, ${num(d.minPlayers) ?? "more"} needed. You owe nothing.`;
    default:
      return `A notice about ${event}.`;
  }
}

const SUBJECT: Record<string, string> = {
  "registration.confirmed": "Registered",
  "registration.noShow": "Removed as a no-show",
  "waitlist.joined": "On the waitlist",
  "waitlist.promoted": "You have a place",
  "round.paired": "Your table",
  "result.disputed": "Result disputed",
  "event.report": "Your event report",
  "profile.mergeRequested": "Merge your profile?",
  "guild.invited": "Guild invitation",
  "season.coOrganizerInvited": "Co-organize a season?",
  "event.started": "Your event has begun",
  "occurrence.cancelled": "Event cancelled",
  "queue.closed": "Queue closed",
};

/** Where a notice leads: its event's page, or the page its data names (a guild's). */
export function noticeLink(eventId: string | null, data: unknown): string | null {
  if (eventId) return `/events/${eventId}`;
  const link = isObject(data) ? str(data.link) : null;
  return link && link.startsWith("/") && !link.startsWith("//") ? link : null;
}

/** The notice's data as the API shows it (without the delivery marker). */
export function publicData(data: unknown): unknown {
  if (!isObject(data) || !(MAIL_KEY in data)) return data;
  const { [MAIL_KEY]: _, ...rest } = data;
  void _;
  return rest;
}

// ————— Mail, after the commit —————

interface MailQueue {
  waiting: Map<string, number>;
  timer: ReturnType<typeof setTimeout> | null;
  running: Promise<void> | null;
}
const queue: MailQueue = processState("notice-mail", () => ({ waiting: new Map(), timer: null, running: null }));

/** First delay after a notify (the transaction commits meanwhile), and the waits between retries of ids not visible yet. */
const FIRST_MS = 150;
const RETRY_MS = [250, 500, 1000, 2000, 4000, 8000, 15000, 30000];
const BATCH = 200;
const PARALLEL = 4;

function queueMail(ids: string[]): void {
  for (const id of ids) if (!queue.waiting.has(id)) queue.waiting.set(id, 0);
  schedule(FIRST_MS);
}

function schedule(ms: number): void {
  if (queue.timer) return;
  queue.timer = setTimeout(() => {
    queue.timer = null;
    queue.running ??= drain().finally(() => {
      queue.running = null;
    });
  }, ms);
  queue.timer.unref?.();
}

async function drain(): Promise<void> {
  let wait: number | null = null;
  while (queue.waiting.size > 0) {
    const batch = [...queue.waiting.entries()].slice(0, BATCH);
    const missing = await deliver(batch.map(([id]) => id));
    for (const [id, attempts] of batch) {
      queue.waiting.delete(id);
      if (missing.has(id) && attempts < RETRY_MS.length) {
        queue.waiting.set(id, attempts + 1);
        wait = Math.min(wait ?? Infinity, RETRY_MS[attempts]!);
      }
    }
    // Only ids still invisible are left: try them later instead of spinning.
    if ([...queue.waiting.keys()].every((id) => missing.has(id))) break;
  }
  if (queue.waiting.size > 0) schedule(wait ?? RETRY_MS[0]!);
}

/** Mails the pending notices among `ids`; returns the ids not found (not committed yet). */
async function deliver(ids: string[]): Promise<Set<string>> {
  const db = await getDb();
  const rows = await db.notification.findMany({
    where: { id: { in: ids } },
    select: { id: true, kind: true, eventId: true, data: true, user: { select: { email: true, emailVerifiedAt: true } } },
  });
  const found = new Set(rows.map((r) => r.id));
  const missing = new Set(ids.filter((id) => !found.has(id)));
  const pending = rows.filter((r) => isObject(r.data) && r.data[MAIL_KEY] === "pending");
  if (pending.length === 0) return missing;
  // Claim them: a notice is mailed once, whoever else looks at it.
  const claimed = new Set(
    (
      await db.$queryRaw<{ id: string }[]>`
        UPDATE "Notification" SET data = jsonb_set(data, '{_mail}', '"sending"')
        WHERE id = ANY(${pending.map((r) => r.id)}::text[]) AND data->>'_mail' = 'pending'
        RETURNING id`
    ).map((r) => r.id),
  );
  const outcome = new Map<MailState, string[]>([["sent", []], ["failed", []], ["skipped", []]]);
  const work = pending.filter((r) => claimed.has(r.id));
  const origin = configuredOrigin();
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(PARALLEL, work.length) }, async () => {
      while (next < work.length) {
        const row = work[next++]!;
        if (!row.user.emailVerifiedAt) {
          outcome.get("skipped")!.push(row.id);
          continue;
        }
        const text = noticeText(row.kind, row.data);
        const path = noticeLink(row.eventId, row.data);
        const link = origin && path ? `\n\n${origin}${path}` : "";
        const eventName = isObject(row.data) ? str(row.data.eventName) : null;
        try {
          await sendMail({
            to: row.user.email,
            subject: `${SUBJECT[row.kind] ?? "Notice"}${eventName ? ` · ${eventName}` : ""}`,
            text: `${text}${link}\n\nYou get this because you play with a Holonet account. Your notices are also on your account page.`,
          });
          outcome.get("sent")!.push(row.id);
        } catch (err) {
          console.error("notice mail not sent", err);
          outcome.get("failed")!.push(row.id);
        }
      }
    }),
  );
  for (const [state, list] of outcome) {
    if (list.length === 0) continue;
    const marker = JSON.stringify(state);
    await db.$executeRaw`
      UPDATE "Notification" SET data = jsonb_set(data, '{_mail}', ${marker}::jsonb)
      WHERE id = ANY(${list}::text[])`;
  }
  return missing;
}

/** How far back a starting server looks for notices another process left unmailed. */
const RESUME_HOURS = 24;

/** At server start: queues the notices left "pending" by a process that stopped before mailing them. */
export async function resumeNoticeMail(): Promise<number> {
  if (!mailConfigured()) return 0;
  const db = await getDb();
  const since = new Date(Date.now() - RESUME_HOURS * 3_600_000);
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT id FROM "Notification" WHERE "createdAt" >= ${since} AND data->>'_mail' = 'pending' ORDER BY "createdAt" LIMIT 10000`;
  if (rows.length > 0) queueMail(rows.map((r) => r.id));
  return rows.length;
}

/** Waits until every queued notice has been mailed (or given up on). */
export async function flushNoticeMail(): Promise<void> {
  for (let i = 0; i < 200 && (queue.waiting.size > 0 || queue.running || queue.timer); i++) {
    if (queue.timer && !queue.running) {
      clearTimeout(queue.timer);
      queue.timer = null;
      queue.running = drain().finally(() => {
        queue.running = null;
      });
    }
    await (queue.running ?? new Promise((resolve) => setTimeout(resolve, 50)));
  }
}
