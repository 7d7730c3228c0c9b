/** GET /seasons/{id}/export: the season in the organizer's hands (format: `SeasonExport`, lib/schemas/season.ts). */
import { getDb } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import type { SeasonExport } from "@/lib/schemas/season";
import { forbidden, unauthenticated } from "../kernel/errors";
import { HIDDEN_NAME, hiddenProfileIds } from "../kernel/hidden-profiles";
import { allows } from "../kernel/policy";
import { seasonRoleOf } from "./access";
import { countsOf, loadSeason, rulesOf } from "./season-row";

export async function exportSeason(user: User | null, seasonId: string, now: Date = new Date()): Promise<SeasonExport> {
  const db = await getDb();
  const season = await loadSeason(db, seasonId);
  if (!user) throw unauthenticated();
  if (!allows("season.export", await seasonRoleOf(db, seasonId, user.id))) throw forbidden("Only the season's organizer and co-organizers can export it.");
  const [people, events, tags, settlements, awards] = await Promise.all([
    db.user.findMany({ where: { id: { in: [season.organizerId, ...season.coOrganizers.map((c) => c.userId)] } }, select: { id: true, email: true, name: true } }),
    db.seasonEvent.findMany({ where: { seasonId }, select: { eventId: true, tier: true, group: true, event: { select: { name: true } } }, orderBy: { eventId: "asc" } }),
    db.seasonTag.findMany({ where: { seasonId }, select: { eventId: true, refusedAt: true, event: { select: { name: true } } }, orderBy: { eventId: "asc" } }),
    db.seasonSettlement.findMany({ where: { seasonId }, orderBy: { period: "asc" } }),
    db.seasonAward.findMany({ where: { seasonId }, select: { period: true, profileId: true, kind: true, points: true, rank: true, awardedAt: true, profile: { select: { displayName: true } } }, orderBy: [{ period: "asc" }, { rank: "asc" }, { profileId: "asc" }] }),
  ]);
  // The export is the organizers', not the players': a hidden profile stays unnamed in it too.
  const hidden = await hiddenProfileIds(db, awards.map((a) => a.profileId), user.id);
  const person = (id: string) => {
    const p = people.find((x) => x.id === id)!;
    return { email: p.email, name: p.name };
  };
  return {
    formatVersion: 1,
    exportedAt: now.toISOString(),
    season: {
      id: season.id,
      name: season.name,
      game: season.game as SeasonExport["season"]["game"],
      preset: season.preset as SeasonExport["season"]["preset"],
      schedule: season.schedule === "monthly-weekdays" ? "monthly-weekdays" : "dates",
      startsAt: season.startsAt?.toISOString() ?? null,
      endsAt: season.endsAt?.toISOString() ?? null,
      timeZone: season.timeZone,
      counts: countsOf(season),
      rules: rulesOf(season),
      organizer: person(season.organizerId),
      coOrganizers: season.coOrganizers.map((c) => person(c.userId)),
    },
    events: events.map((e) => ({ eventId: e.eventId, name: e.event.name, tier: e.tier, group: e.group })),
    tags: tags.map((t) => ({ eventId: t.eventId, name: t.event.name, refused: t.refusedAt !== null })),
    settlements: settlements.map((s) => ({ period: s.period, endedAt: s.endedAt.toISOString(), settledAt: s.settledAt.toISOString() })),
    awards: awards.map((a) => {
      const seen = !hidden.has(a.profileId);
      return { period: a.period, profileId: seen ? a.profileId : null, displayName: seen ? a.profile.displayName : HIDDEN_NAME, kind: a.kind, points: a.points, rank: a.rank, awardedAt: a.awardedAt.toISOString() };
    }),
  };
}
