/**
 * POST /seasons/import: a season export (`SeasonExport`, format 1, read with the schema that wrote
 * it) made into a new season owned by the importer. Nothing existing is overwritten — not the
 * exported season if it is still here, not any event. The settings and rules are taken as they
 * were; the exported events are attached again when they exist on this server and the importer
 * organizes them (and they are of the season's game), the others are listed as not attached with
 * the reason; its tags likewise (the importer tags again only events they organize — tagging is an
 * event organizer's choice — and a refused tag is not carried over). Co-organizers, settled periods and awards stay with the original season: a medal is
 * never given twice, and the new season settles the periods that end after its import. The
 * standings follow from the attached events, so they are the original's wherever its events are.
 */
import type { Prisma } from "@/lib/generated/prisma/client";
import type { User } from "@/lib/schemas/auth";
import { SeasonExport, type SeasonImportResult } from "@/lib/schemas/season";
import { unauthenticated } from "../kernel/errors";
import { bumpVersion } from "../kernel/event-versions";
import { planOf } from "../kernel/event-format";
import { parseInput } from "../kernel/validate";
import { inTransaction } from "../store/event-state";
import { seasonAudit } from "./access";

export async function importSeason(user: User | null, input: unknown): Promise<SeasonImportResult> {
  if (!user) throw unauthenticated();
  const file = parseInput(SeasonExport, input);
  const s = file.season;
  return inTransaction(async (tx) => {
    const created = await tx.season.create({
      data: {
        name: s.name,
        game: s.game,
        preset: s.preset,
        organizerId: user.id,
        schedule: s.schedule,
        startsAt: s.schedule === "dates" && s.startsAt ? new Date(s.startsAt) : null,
        endsAt: s.schedule === "dates" && s.endsAt ? new Date(s.endsAt) : null,
        timeZone: s.timeZone,
        counts: s.counts,
        rules: s.rules as Prisma.InputJsonValue,
      },
      select: { id: true },
    });
    const ids = [...new Set([...file.events.map((e) => e.eventId), ...file.tags.map((t) => t.eventId)])];
    const found = await tx.event.findMany({
      where: { id: { in: ids } },
      select: { id: true, name: true, preset: true, presetOptions: true, staff: { where: { role: "organizer", userId: user.id }, select: { id: true } } },
    });
    const byId = new Map(found.map((e) => [e.id, e]));
    const attached: SeasonImportResult["attached"] = [];
    const notAttached: SeasonImportResult["notAttached"] = [];
    const seen = new Set<string>();
    /** The event when the importer may take it into the season, else the reason it stays out (listed once). */
    const usable = (eventId: string, name: string) => {
      const event = byId.get(eventId);
      const reason = !event ? "not-found" : event.staff.length === 0 ? "not-organizer" : planOf(event).game !== s.game ? "other-game" : null;
      if (!reason) return event!;
      if (!seen.has(eventId)) notAttached.push({ eventId, name: event?.name ?? name, reason });
      seen.add(eventId);
      return null;
    };
    const bumped = new Set<string>();
    for (const e of file.events) {
      if (bumped.has(e.eventId)) continue;
      const event = usable(e.eventId, e.name);
      if (!event) continue;
      await tx.seasonEvent.create({ data: { seasonId: created.id, eventId: e.eventId, tier: e.tier, group: e.group } });
      await bumpVersion(tx, e.eventId); // its page names its seasons
      bumped.add(e.eventId);
      attached.push({ eventId: e.eventId, name: event.name, tagged: false });
    }
    // Tags the importer may make again: of their own events (a refusal stays with the original season).
    for (const t of file.tags) {
      if (t.refused || (seen.has(t.eventId) && !bumped.has(t.eventId))) continue;
      const event = usable(t.eventId, t.name);
      if (!event) continue;
      await tx.seasonTag.create({ data: { seasonId: created.id, eventId: t.eventId, taggedById: user.id } });
      if (bumped.has(t.eventId)) continue; // attached too: listed once
      await bumpVersion(tx, t.eventId);
      bumped.add(t.eventId);
      attached.push({ eventId: t.eventId, name: event.name, tagged: true });
    }
    await seasonAudit(tx, { seasonId: created.id, userId: user.id, action: "season.create", data: { name: s.name, game: s.game, preset: s.preset } });
    await seasonAudit(tx, { seasonId: created.id, userId: user.id, action: "season.import", data: { fromSeasonId: s.id, exportedAt: file.exportedAt, attached, notAttached } });
    return { seasonId: created.id, attached, notAttached };
  });
}
