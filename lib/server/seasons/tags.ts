/**
 * Seasons that count "events tagged for them" (`counts: "tagged"`): an event's organizer tags
 * their event for such a season of the event's game — their choice, no one else's — and may take
 * the tag back. A tag is a request the season's organizers see on their page and may refuse:
 * a refused tag stays (with who refused it and when), the event stops counting, and it cannot be
 * tagged for that season again (the event's organizer may still see it on their settings page)
 * until the season's organizers lift the refusal: the tag counts again.
 * The season's dates and game still decide: a tagged event outside them does not count.
 *
 * Each change locks the event (its version moves: its page names its seasons, and the season's
 * cached leaderboard re-reads its events) and is written to both histories, the event's and the
 * season's; a refusal also locks the season.
 */
import { getDb } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import { SeasonTagInput } from "@/lib/schemas/season";
import { GAME_NAMES } from "@/lib/tournament/format/presets";
import type { GameId } from "@/lib/tournament/format/presets/types";
import { audit } from "../kernel/audit";
import { conflict, invalidField, notFound } from "../kernel/errors";
import { planOf } from "../kernel/event-format";
import { authorize, authorizeRead } from "../kernel/policy";
import { bumpVersion } from "../kernel/event-versions";
import { parseId, parseInput } from "../kernel/validate";
import { inTransaction } from "../store/event-state";
import { lockSeason, seasonAudit } from "./access";

export interface EventSeasonTag {
  seasonId: string;
  name: string;
  refused: boolean;
}

/** POST /events/{eventId}/season-tags: the event's organizer tags it for a season that counts tagged events. */
export async function tagEvent(user: User | null, eventId: string, input: unknown): Promise<EventSeasonTag[]> {
  parseId("Event", eventId);
  const data = parseInput(SeasonTagInput, input);
  await inTransaction(async (tx) => {
    const locked = await authorize(tx, "season.tagEvent", eventId, user);
    const season = await tx.season.findUnique({ where: { id: data.seasonId }, select: { id: true, name: true, game: true, counts: true } });
    if (!season) throw invalidField("seasonId", "No such season.");
    if (season.counts !== "tagged") throw invalidField("seasonId", `${season.name} counts only the events its organizers choose: it takes no tags.`);
    const event = await tx.event.findUniqueOrThrow({ where: { id: eventId }, select: { name: true, preset: true, presetOptions: true } });
    if (planOf(event).game !== season.game) throw invalidField("seasonId", `${season.name} is a season of ${GAME_NAMES[season.game as GameId] ?? season.game}, not of this event's game.`);
    const existing = await tx.seasonTag.findUnique({ where: { seasonId_eventId: { seasonId: season.id, eventId } }, select: { refusedAt: true } });
    if (existing?.refusedAt) throw conflict(`The organizers of ${season.name} refused this event's tag.`);
    if (existing) return;
    await tx.seasonTag.create({ data: { seasonId: season.id, eventId, taggedById: locked.user.id } });
    const entry = { seasonId: season.id, seasonName: season.name, eventId, name: event.name };
    await audit(tx, { eventId, userId: locked.user.id, action: "season.tag", data: entry });
    await seasonAudit(tx, { seasonId: season.id, userId: locked.user.id, action: "season.tag", data: entry });
  });
  return eventSeasonTags(user, eventId);
}

/** DELETE /events/{eventId}/season-tags/{seasonId}: the event's organizer takes the tag back (a refused tag stays). */
export async function untagEvent(user: User | null, eventId: string, seasonId: string): Promise<EventSeasonTag[]> {
  parseId("Event", eventId);
  parseId("Season", seasonId);
  await inTransaction(async (tx) => {
    const locked = await authorize(tx, "season.tagEvent", eventId, user);
    const tag = await tx.seasonTag.findUnique({ where: { seasonId_eventId: { seasonId, eventId } }, select: { refusedAt: true, season: { select: { name: true } }, event: { select: { name: true } } } });
    if (!tag) throw notFound("Season tag");
    if (tag.refusedAt) throw conflict("The season's organizers refused this tag: it stays on record.");
    await tx.seasonTag.delete({ where: { seasonId_eventId: { seasonId, eventId } } });
    const entry = { seasonId, seasonName: tag.season.name, eventId, name: tag.event.name };
    await audit(tx, { eventId, userId: locked.user.id, action: "season.untag", data: entry });
    await seasonAudit(tx, { seasonId, userId: locked.user.id, action: "season.untag", data: entry });
  });
  return eventSeasonTags(user, eventId);
}

/** DELETE /seasons/{seasonId}/tags/{eventId}: the season's organizers refuse a tag (the event stops counting). */
export async function refuseTag(user: User | null, seasonId: string, eventId: string): Promise<void> {
  parseId("Event", eventId);
  await inTransaction(async (tx) => {
    const locked = await lockSeason(tx, "season.refuseTag", seasonId, user);
    const tag = await tx.seasonTag.findUnique({ where: { seasonId_eventId: { seasonId, eventId } }, select: { refusedAt: true, season: { select: { name: true } }, event: { select: { name: true } } } });
    if (!tag) throw notFound("Season tag");
    if (tag.refusedAt) return;
    await tx.seasonTag.update({ where: { seasonId_eventId: { seasonId, eventId } }, data: { refusedAt: new Date(), refusedById: locked.user.id } });
    await bumpVersion(tx, eventId); // its page no longer names the season
    const entry = { seasonId, seasonName: tag.season.name, eventId, name: tag.event.name };
    await seasonAudit(tx, { seasonId, userId: locked.user.id, action: "season.refuseTag", data: entry });
    await audit(tx, { eventId, userId: locked.user.id, action: "season.refuseTag", data: entry });
  });
}

/** DELETE /seasons/{seasonId}/tags/{eventId}/refusal: the season's organizers lift a refusal; the tag counts again. */
export async function liftTagRefusal(user: User | null, seasonId: string, eventId: string): Promise<void> {
  parseId("Event", eventId);
  await inTransaction(async (tx) => {
    const locked = await lockSeason(tx, "season.refuseTag", seasonId, user);
    const tag = await tx.seasonTag.findUnique({ where: { seasonId_eventId: { seasonId, eventId } }, select: { refusedAt: true, season: { select: { name: true } }, event: { select: { name: true } } } });
    if (!tag) throw notFound("Season tag");
    if (!tag.refusedAt) throw conflict("This tag is not refused.");
    await tx.seasonTag.update({ where: { seasonId_eventId: { seasonId, eventId } }, data: { refusedAt: null, refusedById: null } });
    await bumpVersion(tx, eventId); // its page names the season again
    const entry = { seasonId, seasonName: tag.season.name, eventId, name: tag.event.name };
    await seasonAudit(tx, { seasonId, userId: locked.user.id, action: "season.liftRefusal", data: entry });
    await audit(tx, { eventId, userId: locked.user.id, action: "season.liftRefusal", data: entry });
  });
}

/** GET /events/{eventId}/season-tags: the event's tags (its staff). */
export async function eventSeasonTags(user: User | null, eventId: string): Promise<EventSeasonTag[]> {
  const db = await getDb();
  await authorizeRead(db, "season.tagEvent", eventId, user);
  const tags = await db.seasonTag.findMany({ where: { eventId }, select: { seasonId: true, refusedAt: true, season: { select: { name: true } } }, orderBy: { taggedAt: "asc" } });
  return tags.map((t) => ({ seasonId: t.seasonId, name: t.season.name, refused: t.refusedAt !== null }));
}

/** The seasons an event of `game` (null: any game) may be tagged for (those counting tagged events), newest first. */
export async function taggableSeasons(game: string | null): Promise<{ id: string; name: string; game: string }[]> {
  const db = await getDb();
  return db.season.findMany({ where: { counts: "tagged", ...(game ? { game } : {}) }, select: { id: true, name: true, game: true }, orderBy: { createdAt: "desc" }, take: 100 });
}
