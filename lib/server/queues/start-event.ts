/**
 * Starts an event from a template with exactly the players given, in the caller's transaction
 * (a queue that filled, a schedule's occurrence at its time): the event as `createEvent` writes
 * it, the players as self-registered entries linked to their profiles, round 1 paired when the
 * template says so, and each player told (their table, or that the event has begun).
 *
 * Fees are charged when the event begins: the entries are made now, so what each owes is the
 * event's door price from this moment on (`feeFor`); a player who left the queue or an open
 * registration never had an entry and owes nothing.
 */
import type { Tx } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import type { EventTemplate } from "@/lib/schemas/queue";
import { RegistrationSettings } from "@/lib/schemas/registration";
import { audit } from "../kernel/audit";
import { asJson } from "../kernel/stored";
import { insertEvent } from "../events/events";
import { notifyPaired } from "../notices/event-notices";
import { notify } from "../notices/notifications";
import { pairNextRoundIn } from "../rounds/rounds";
import { attachEventIn } from "../seasons/seasons";
import { ServiceError } from "../kernel/errors";

export interface Waiting {
  profileId: string;
  userId: string;
  name: string;
  email: string;
  joinedAt: Date;
}

export interface Started {
  eventId: string;
  /** Whether round 1 was paired. */
  paired: boolean;
}

const nameKey = (name: string) => name.toLocaleLowerCase("en");

/** Names as the players gave them, a second "Ana" becoming "Ana (2)": names are unique at an event. */
function distinctNames(players: Waiting[]): string[] {
  const seen = new Map<string, number>();
  return players.map((p) => {
    const n = (seen.get(nameKey(p.name)) ?? 0) + 1;
    seen.set(nameKey(p.name), n);
    return n === 1 ? p.name : `${p.name.slice(0, 74)} (${n})`;
  });
}

/**
 * The template's season, attached by the seasons service's own rule (attachEventIn: the season's
 * organizers, the event's organizer, the season's game) inside a savepoint: when the rule refuses
 * (the organizer lost their role, the season is gone) the event starts all the same, unattached,
 * and the start's audit entry says why.
 */
async function attachToSeason(tx: Tx, organizer: User, season: NonNullable<EventTemplate["season"]>, eventId: string) {
  await tx.$executeRawUnsafe("SAVEPOINT template_season");
  try {
    await attachEventIn(tx, organizer, season.seasonId, { eventId, tier: season.tier, group: season.group });
    await tx.$executeRawUnsafe("RELEASE SAVEPOINT template_season");
    return { seasonId: season.seasonId, attached: true, reason: null };
  } catch (err) {
    if (!(err instanceof ServiceError)) throw err;
    await tx.$executeRawUnsafe("ROLLBACK TO SAVEPOINT template_season");
    return { seasonId: season.seasonId, attached: false, reason: err.message };
  }
}

export async function startEventWith(
  tx: Tx,
  organizer: User,
  template: EventTemplate,
  name: string,
  players: Waiting[],
  link: { queueId: string } | { occurrenceId: string },
  now: Date,
): Promise<Started> {
  const { event } = await insertEvent(tx, organizer, { ...template.event, name: name.slice(0, 120), startsAt: now.toISOString() }, {
    ...("queueId" in link ? { queueId: link.queueId } : {}),
    ...(template.fees ? { fees: asJson({ ...template.fees }) } : {}),
    // No sign-ups at the event itself: its players are the queue's; reporting and check-in as the template says.
    registration: asJson(RegistrationSettings.parse({ ...template.registration, selfRegistration: false })),
  });
  const names = distinctNames(players);
  const rows = players.map((p, i) => ({
    eventId: event.id,
    name: names[i]!,
    email: p.email.toLowerCase(),
    seq: i + 1,
    profileId: p.profileId,
    source: "self" as const,
    registeredAt: now,
  }));
  const created = (await tx.player.createManyAndReturn({ data: rows, select: { id: true, profileId: true, name: true, seq: true } })).sort((a, b) => a.seq - b.seq);
  const byProfile = new Map(players.map((p) => [p.profileId, p]));
  const season = template.season ? await attachToSeason(tx, organizer, template.season, event.id) : null;
  await audit(tx, {
    eventId: event.id,
    userId: organizer.id,
    action: "event.started",
    data: {
      from: "queueId" in link ? "queue" : "schedule",
      ...link,
      ...(season ? { season } : {}),
      players: created.map((c) => ({ playerId: c.id, name: c.name, profileId: c.profileId!, joinedAt: byProfile.get(c.profileId!)!.joinedAt.toISOString() })),
    },
  });
  if (template.autoPairRound1 && players.length >= 2) {
    const { round } = await pairNextRoundIn(tx, event.id, organizer);
    // A draft (an event template that pairs drafts) is announced when the organizer publishes it.
    if (!round.draft) {
      await notifyPaired(tx, event.id, round);
      return { eventId: event.id, paired: true };
    }
  }
  await notify(tx, players.map((p) => ({ userId: p.userId, eventId: event.id, kind: "event.started" as const, data: { eventName: event.name, players: players.length } })));
  return { eventId: event.id, paired: false };
}
