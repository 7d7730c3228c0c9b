/**
 * Seasons, leagues and circuits: made and edited by their organizer (and co-organizers), events
 * attached by an organizer of both the season and the event. Each change is one transaction under
 * the season's lock with a `SeasonAuditEntry`; attaching and detaching also bump the event's
 * version (its cached page names its seasons). A change of rules that re-ranks the current period
 * is refused (409) until confirmed (`confirmReRank`), then audited with the old and new rules.
 */
import { getDb, type Db, type Tx } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { User } from "@/lib/schemas/auth";
import { SeasonAttachInput, SeasonCreateInput, SeasonRules, SeasonUpdateInput, type EventSeasonReason, type EventSeasons } from "@/lib/schemas/season";
import { GAME_NAMES } from "@/lib/tournament/format/presets";
import type { GameId } from "@/lib/tournament/format/presets/types";
import { currentPeriod, exclusionOf, periodAt, presetOfRules, rulesOver, seasonStandings, SEASON_PRESETS } from "@/lib/tournament/seasons";
import { conflict, invalidField, notFound, unauthenticated } from "../kernel/errors";
import { allows, authorize } from "../kernel/policy";
import { bumpVersion } from "../kernel/event-versions";
import { parseId, parseInput } from "../kernel/validate";
import { planOf } from "../kernel/event-format";
import { inTransaction } from "../store/event-state";
import { lockSeason, seasonAudit, seasonRoleOf } from "./access";
import { eventStore } from "../store/event-store";
import { candidateEvents, countedEvents, seasonEventOf } from "./counted";
import { countsOf, loadSeason, rulesOf, scheduleOf, seasonSelect, type LoadedSeason } from "./season-row";

type SeasonView = import("@/lib/schemas/season").Season;

async function viewOf(season: LoadedSeason, viewer: User | null): Promise<SeasonView> {
  const db = await getDb();
  const events = await db.seasonEvent.findMany({
    where: { seasonId: season.id },
    select: { eventId: true, tier: true, group: true, event: { select: { name: true, startsAt: true, status: true } } },
    orderBy: [{ event: { startsAt: "asc" } }, { eventId: "asc" }],
  });
  const [role, tags, invitations] = await Promise.all([
    seasonRoleOf(db, season.id, viewer?.id ?? null),
    db.seasonTag.findMany({
      where: { seasonId: season.id },
      select: { eventId: true, refusedAt: true, event: { select: { name: true, startsAt: true, status: true } } },
      orderBy: [{ event: { startsAt: "asc" } }, { eventId: "asc" }],
    }),
    // Invited addresses are the organizer's to see.
    viewer?.id === season.organizerId ? db.seasonInvitation.findMany({ where: { seasonId: season.id }, select: { id: true, email: true, createdAt: true, expiresAt: true }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] }) : [],
  ]);
  return {
    id: season.id,
    name: season.name,
    game: season.game,
    gameName: GAME_NAMES[season.game as GameId] ?? season.game,
    preset: presetOfRules(season.preset, rulesOf(season)),
    startedFrom: season.preset,
    schedule: season.schedule === "monthly-weekdays" ? "monthly-weekdays" : "dates",
    startsAt: season.startsAt?.toISOString() ?? null,
    endsAt: season.endsAt?.toISOString() ?? null,
    timeZone: season.timeZone,
    counts: countsOf(season),
    rules: rulesOf(season),
    organizer: { id: season.organizer.id, name: season.organizer.name },
    coOrganizers: season.coOrganizers.map((c) => ({ id: c.user.id, name: c.user.name })),
    invitations: invitations.map((i) => ({ id: i.id, email: i.email, createdAt: i.createdAt.toISOString(), expiresAt: i.expiresAt.toISOString(), expired: i.expiresAt.getTime() < Date.now() })),
    version: season.version,
    events: events.map((e) => ({ eventId: e.eventId, name: e.event.name, startsAt: e.event.startsAt?.toISOString() ?? null, status: e.event.status, tier: e.tier, group: e.group })),
    tags: tags.map((t) => ({ eventId: t.eventId, name: t.event.name, startsAt: t.event.startsAt?.toISOString() ?? null, status: t.event.status, refused: t.refusedAt !== null })),
    canEdit: role !== null,
  };
}

/** GET /seasons/{id}. */
export async function getSeason(viewer: User | null, seasonId: string): Promise<SeasonView> {
  return viewOf(await loadSeason(await getDb(), seasonId), viewer);
}

/** GET /seasons: newest first (at most 100). */
export async function listSeasons(): Promise<{ id: string; name: string; game: string; preset: string; schedule: string }[]> {
  const db = await getDb();
  const rows = await db.season.findMany({ select: { id: true, name: true, game: true, preset: true, schedule: true, rules: true }, orderBy: { createdAt: "desc" }, take: 100 });
  return rows.map(({ rules, ...s }) => ({ ...s, preset: presetOfRules(s.preset, rulesOf({ rules })) }));
}

/** POST /seasons: the caller organizes it. */
export async function createSeason(user: User | null, input: unknown): Promise<SeasonView> {
  if (!user) throw unauthenticated();
  const data = parseInput(SeasonCreateInput, input);
  const rules = SeasonRules.parse(rulesOver(SEASON_PRESETS[data.preset].rules, data.rules));
  const id = await inTransaction(async (tx) => {
    const created = await tx.season.create({
      data: {
        name: data.name,
        game: data.game,
        preset: data.preset,
        organizerId: user.id,
        schedule: data.schedule,
        startsAt: data.schedule === "dates" ? new Date(data.startsAt!) : null,
        endsAt: data.schedule === "dates" ? new Date(data.endsAt!) : null,
        timeZone: data.timeZone,
        counts: data.counts,
        rules: rules as Prisma.InputJsonValue,
      },
      select: { id: true },
    });
    await seasonAudit(tx, { seasonId: created.id, userId: user.id, action: "season.create", data: { name: data.name, game: data.game, preset: data.preset } });
    return created.id;
  });
  return getSeason(user, id);
}

const sameBoard = (a: ReturnType<typeof seasonStandings>, b: ReturnType<typeof seasonStandings>) =>
  a.length === b.length && a.every((x, i) => x.playerId === b[i]!.playerId && x.rank === b[i]!.rank && x.points === b[i]!.points);

/** PATCH /seasons/{id}. */
export async function updateSeason(user: User | null, seasonId: string, input: unknown, now: Date = new Date()): Promise<SeasonView> {
  if (typeof input === "object" && input !== null && "coOrganizerEmails" in input) {
    throw invalidField("coOrganizerEmails", "Co-organizers are invited one address at a time (POST /seasons/{seasonId}/co-organizers) and accept from their link.");
  }
  const data = parseInput(SeasonUpdateInput, input);
  const db = await getDb();
  // Does a change of rules re-rank the period shown now? Read before the transaction (the event
  // store reads outside one); the lock below refuses if the season changed since.
  const read = await loadSeason(db, seasonId);
  const readRules = rulesOf(read);
  const nextRules = data.rules ? SeasonRules.parse(rulesOver(readRules, data.rules)) : undefined;
  if (nextRules && JSON.stringify(nextRules) !== JSON.stringify(readRules) && !data.confirmReRank && (await seasonRoleOf(db, seasonId, user?.id ?? null))) {
    const period = currentPeriod(scheduleOf(read), now, read.timeZone);
    const { events } = await countedEvents(db, read, period);
    if (!sameBoard(seasonStandings(readRules, events, read.timeZone), seasonStandings(nextRules, events, read.timeZone))) {
      throw conflict("This change of rules re-ranks the players of the current period: confirm it to apply (confirmReRank).");
    }
  }
  await inTransaction(async (tx) => {
    const locked = await lockSeason(tx, "season.edit", seasonId, user);
    const before = await loadSeason(tx, seasonId);
    if (data.rules && !data.confirmReRank && before.version !== read.version + 1) throw conflict("The season changed while you edited it: look again and save.");
    const schedule = data.schedule ?? before.schedule;
    const startsAt = data.startsAt !== undefined ? data.startsAt : (before.startsAt?.toISOString() ?? null);
    const endsAt = data.endsAt !== undefined ? data.endsAt : (before.endsAt?.toISOString() ?? null);
    if (schedule === "dates" && (!startsAt || !endsAt || Date.parse(startsAt) >= Date.parse(endsAt))) throw invalidField("endsAt", "A season with dates needs a start before its end.");
    const oldRules = rulesOf(before);
    // Over the rules as they are now (the version check above keeps them the ones read).
    const rules = data.rules ? SeasonRules.parse(rulesOver(oldRules, data.rules)) : undefined;
    const changes: Prisma.SeasonUpdateInput = {
      ...(data.name !== undefined ? { name: data.name } : {}),
      ...(data.schedule !== undefined ? { schedule: data.schedule } : {}),
      ...(data.startsAt !== undefined ? { startsAt: data.startsAt ? new Date(data.startsAt) : null } : {}),
      ...(data.endsAt !== undefined ? { endsAt: data.endsAt ? new Date(data.endsAt) : null } : {}),
      ...(data.timeZone !== undefined ? { timeZone: data.timeZone } : {}),
      ...(data.counts !== undefined ? { counts: data.counts } : {}),
      ...(rules !== undefined ? { rules: rules as Prisma.InputJsonValue } : {}),
    };
    await tx.season.update({ where: { id: seasonId }, data: changes });
    const pick = (o: Record<string, unknown>) => Object.fromEntries(Object.keys(changes).map((k) => [k, o[k] instanceof Date ? (o[k] as Date).toISOString() : o[k]]));
    await seasonAudit(tx, {
      seasonId,
      userId: locked.user.id,
      action: "season.update",
      data: {
        old: pick({ ...before, rules: oldRules }),
        new: pick({ ...data, startsAt, endsAt, rules }),
      },
    });
  });
  return getSeason(user, seasonId);
}

/** POST /seasons/{id}/events: an organizer of the season and of the event attaches it (again: its tier and group change). */
export async function attachEvent(user: User | null, seasonId: string, input: unknown): Promise<SeasonView> {
  const data = parseInput(SeasonAttachInput, input);
  await inTransaction((tx) => attachEventIn(tx, user, seasonId, data));
  return getSeason(user, seasonId);
}

/**
 * The attach rule, in the caller's transaction (an event a queue or schedule starts is attached
 * in the transaction that starts it): the season's lock and role, the event's organizer, the
 * season's game; then the attachment and the season's audit entry.
 */
export async function attachEventIn(tx: Tx, user: User | null, seasonId: string, data: SeasonAttachInput): Promise<void> {
  const locked = await lockSeason(tx, "season.attach", seasonId, user);
  // The event's lock too (its organizer's): the bump re-renders its page, which names its seasons.
  await authorize(tx, "season.attachEvent", data.eventId, locked.user);
  const event = await tx.event.findUniqueOrThrow({ where: { id: data.eventId }, select: { id: true, name: true, preset: true, presetOptions: true } });
  const refusal = await seasonAttachRefusal(tx, seasonId, locked.user.id, planOf(event).game);
  if (refusal) throw invalidField("eventId", refusal);
  await tx.seasonEvent.upsert({
    where: { seasonId_eventId: { seasonId, eventId: data.eventId } },
    create: { seasonId, eventId: data.eventId, tier: data.tier, group: data.group },
    update: { tier: data.tier, group: data.group },
  });
  await seasonAudit(tx, { seasonId, userId: locked.user.id, action: "season.attach", data: { eventId: event.id, name: event.name, tier: data.tier, group: data.group } });
}

/** The season's side of the attach rule without an event (a template naming the season): why `userId` may not attach events of `game` to it, or null. */
export async function seasonAttachRefusal(db: Db | Tx, seasonId: string, userId: string, game: string): Promise<string | null> {
  const season = await db.season.findUnique({ where: { id: seasonId }, select: { game: true } });
  if (!season) return "No such season.";
  if (!allows("season.attach", await seasonRoleOf(db, seasonId, userId))) return "Only the season's organizer and co-organizers can attach events to it.";
  if (season.game !== game) return `This event is not of the season's game (${GAME_NAMES[season.game as GameId] ?? season.game}).`;
  return null;
}

/** DELETE /seasons/{id}/events/{eventId}: the season's organizers detach an event. */
export async function detachEvent(user: User | null, seasonId: string, eventId: string): Promise<SeasonView> {
  parseId("Event", eventId);
  await inTransaction(async (tx) => {
    const locked = await lockSeason(tx, "season.attach", seasonId, user);
    const row = await tx.seasonEvent.findUnique({ where: { seasonId_eventId: { seasonId, eventId } }, select: { event: { select: { name: true } } } });
    if (!row) throw notFound("Attached event");
    await tx.seasonEvent.delete({ where: { seasonId_eventId: { seasonId, eventId } } });
    await bumpVersion(tx, eventId); // its page no longer names the season
    await seasonAudit(tx, { seasonId, userId: locked.user.id, action: "season.detach", data: { eventId, name: row.event.name } });
  });
  return getSeason(user, seasonId);
}

/**
 * GET /events/{id}/seasons, and the event page's "Counts for": the seasons the event counts for,
 * and those it is attached or tagged to but does not count for, with why. Whether it counts is
 * the leaderboard's own rule: among the period's `candidateEvents`, and no `exclusionOf`.
 */
export async function seasonsOfEvent(eventId: string): Promise<EventSeasons> {
  parseId("Event", eventId);
  const db = await getDb();
  const event = await db.event.findUnique({
    where: { id: eventId },
    select: { preset: true, presetOptions: true, startsAt: true, createdAt: true, staff: { where: { role: "organizer", userId: { not: null } }, select: { userId: true } } },
  });
  if (!event) throw notFound("Event");
  const organizers = event.staff.map((s) => s.userId!);
  const game = planOf(event).game;
  const seasons = await db.season.findMany({
    where: {
      OR: [
        { events: { some: { eventId } } },
        { tags: { some: { eventId } } },
        { counts: "organizer", game, OR: [{ organizerId: { in: organizers } }, { coOrganizers: { some: { userId: { in: organizers } } } }] },
      ],
    },
    select: { ...seasonSelect, events: { where: { eventId }, select: { eventId: true } }, tags: { where: { eventId }, select: { refusedAt: true } } },
    orderBy: { createdAt: "asc" },
  });
  const at = event.startsAt ?? event.createdAt;
  const out: EventSeasons = { seasons: [], notCounted: [] };
  for (const season of seasons) {
    // Attached or tagged: the event's organizer or the season's asked for it; else it is the organizer's season.
    const asked = season.events.length > 0 || season.tags.length > 0;
    const period = periodAt(scheduleOf(season), at, season.timeZone);
    let reason: EventSeasonReason | null;
    if (!period) reason = season.schedule === "monthly-weekdays" ? "weekend" : "outside-dates";
    else if ((await candidateEvents(db, season, period)).some((c) => c.eventId === eventId)) {
      reason = exclusionOf(rulesOf(season), seasonEventOf(await eventStore.read(eventId)), season.timeZone);
    } else if (season.tags[0]?.refusedAt) reason = "tag-refused";
    else reason = game === season.game ? "not-taken" : "other-game";
    if (reason === null) out.seasons.push({ id: season.id, name: season.name });
    else if (asked) out.notCounted.push({ id: season.id, name: season.name, reason });
  }
  return out;
}

/** The caller's events (as organizer) of the season's game not attached yet, newest first, for the manage page. */
export async function attachableEvents(user: User | null, seasonId: string): Promise<{ id: string; name: string; startsAt: string | null }[]> {
  if (!user) return [];
  const db = await getDb();
  const season = await loadSeason(db, seasonId);
  const events = await db.event.findMany({
    where: { staff: { some: { role: "organizer", userId: user.id } }, seasons: { none: { seasonId } } },
    select: { id: true, name: true, startsAt: true, preset: true, presetOptions: true },
    orderBy: [{ startsAt: "desc" }, { createdAt: "desc" }],
    take: 200,
  });
  return events.filter((e) => planOf(e).game === season.game).map((e) => ({ id: e.id, name: e.name, startsAt: e.startsAt?.toISOString() ?? null }));
}
