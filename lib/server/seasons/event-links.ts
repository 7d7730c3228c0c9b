/**
 * A deleted event's place in seasons, kept with the deletion and put back by its restore (issue
 * 34): the seasons' attachments of it (tier, group) and its tags (refused or not), as they were.
 * A season deleted since is left out. Each season it returns to moves its version (announced at
 * commit: its cached leaderboard re-reads) and says so in its history.
 */
import type { Tx } from "@/lib/db";
import type { DeletedEventLinks } from "@/lib/schemas/event-delete";
import { seasonAudit } from "./access";
import { announceRow, topics } from "@/lib/live";

type SeasonLinks = Pick<DeletedEventLinks, "seasons" | "seasonTags">;

/** The event's attachments and tags now (in the deletion's transaction). */
export async function seasonLinksOf(tx: Tx, eventId: string): Promise<SeasonLinks> {
  const [attached, tags] = await Promise.all([
    tx.seasonEvent.findMany({ where: { eventId }, select: { seasonId: true, tier: true, group: true, attachedAt: true } }),
    tx.seasonTag.findMany({ where: { eventId }, select: { seasonId: true, taggedById: true, taggedAt: true, refusedAt: true, refusedById: true } }),
  ]);
  return {
    seasons: attached.map((a) => ({ ...a, attachedAt: a.attachedAt.toISOString() })),
    seasonTags: tags.map((t) => ({ ...t, taggedAt: t.taggedAt.toISOString(), refusedAt: t.refusedAt?.toISOString() ?? null })),
  };
}

/** Puts them back (in the restore's transaction, the event imported); the number of seasons it is back in. */
export async function restoreSeasonLinks(tx: Tx, event: { id: string; name: string }, links: SeasonLinks, userId: string): Promise<number> {
  const wanted = [...new Set([...links.seasons.map((s) => s.seasonId), ...links.seasonTags.map((t) => t.seasonId)])];
  const existing = new Set((await tx.season.findMany({ where: { id: { in: wanted } }, select: { id: true } })).map((s) => s.id));
  const attached = links.seasons.filter((s) => existing.has(s.seasonId));
  const tagged = links.seasonTags.filter((t) => existing.has(t.seasonId));
  if (attached.length) {
    await tx.seasonEvent.createMany({ data: attached.map((a) => ({ seasonId: a.seasonId, eventId: event.id, tier: a.tier, group: a.group, attachedAt: new Date(a.attachedAt) })), skipDuplicates: true });
  }
  if (tagged.length) {
    await tx.seasonTag.createMany({
      data: tagged.map((t) => ({ seasonId: t.seasonId, eventId: event.id, taggedById: t.taggedById, taggedAt: new Date(t.taggedAt), refusedAt: t.refusedAt ? new Date(t.refusedAt) : null, refusedById: t.refusedById })),
      skipDuplicates: true,
    });
  }
  const seasons = [...existing].sort();
  for (const seasonId of seasons) {
    await tx.$executeRaw`UPDATE "Season" SET version = version + 1, "updatedAt" = now() WHERE id = ${seasonId}`;
    await announceRow(tx, topics.season(seasonId));
    const data = { eventId: event.id, name: event.name, attached: attached.some((a) => a.seasonId === seasonId), tagged: tagged.some((t) => t.seasonId === seasonId) };
    await seasonAudit(tx, { seasonId, userId, action: "season.reattach", data });
  }
  return seasons.length;
}
