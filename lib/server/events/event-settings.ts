/**
 * Event settings (PATCH /events/{eventId}): the organizer changes what was set at creation.
 * Name, time, time zone, venue, description and round minutes change at any time; structure, tier, seed,
 * Swiss rounds and cut only while registration is open — once round 1 is paired they are what
 * was announced (spec "Structure") and the seed has already drawn the pairings (409). The rating
 * settings (rated, K) change at any time, after completion too: the ratings re-rate the event.
 */
import { getDb } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import { EventUpdateInput, SETTINGS_LOCKED_AFTER_ROUND_1, type Event } from "@/lib/schemas/event";
import { authorize } from "../kernel/policy";
import { audit } from "../kernel/audit";
import { toEvent } from "../kernel/dto";
import { ServiceError, type FieldIssue } from "../kernel/errors";
import { assertLeaderParticipation } from "../staff/staff";
import { eliminationOnly, planOf, traitsOf } from "../kernel/event-format";
import { parseInput } from "../kernel/validate";
import { ratingSettings } from "@/lib/tournament/ratings/settings";
import { enqueueEventRating } from "../ratings/enqueue";
import { kickRatingWorker } from "../ratings/worker";

type Row = Awaited<ReturnType<Awaited<ReturnType<typeof getDb>>["event"]["findUniqueOrThrow"]>>;

/** The stored value of each settable field, in the input's terms (for comparing and the audit log). */
function current(row: Row) {
  return {
    name: row.name,
    structure: row.structure,
    tier: row.tier,
    swissRounds: row.swissRounds,
    cutSize: row.cutSize,
    randomSeed: row.randomSeed,
    startsAt: row.startsAt?.toISOString() ?? null,
    venue: row.venue,
    timeZone: row.timeZone,
    description: row.description,
    swissMinutes: row.swissMinutes,
    eliminationMinutes: row.eliminationMinutes,
    finalMinutes: row.finalMinutes,
    rating: { ...ratingSettings(row.rating, planOf(row).game) },
    guildsApart: row.guildsApart,
    draftRounds: row.draftRounds,
  };
}
type Settings = ReturnType<typeof current>;

export async function updateEventSettings(user: User | null, eventId: string, input: unknown): Promise<Event> {
  const db = await getDb();
  const out = await db.$transaction(async (tx) => {
    const { user: caller } = await authorize(tx, "event.edit", eventId, user);
    const data = parseInput(EventUpdateInput, input);
    const row = await tx.event.findUniqueOrThrow({ where: { id: eventId } });
    const before = current(row);

    // The requested values, normalized like createEvent stores them.
    const wanted: Partial<Settings> = {};
    for (const [key, value] of Object.entries(data) as [keyof Settings, unknown][]) {
      if (value === undefined) continue;
      if (key === "startsAt") wanted.startsAt = value ? new Date(value as string).toISOString() : null;
      else if (key === "venue") wanted.venue = (value as string | null) || null;
      else if (key === "description") wanted.description = (value as string | null)?.trim() || null;
      // A field left out keeps the stored value.
      else if (key === "rating") wanted.rating = { ...before.rating, ...(value as Partial<Settings["rating"]>) };
      else (wanted as Record<string, unknown>)[key] = value;
    }
    const structure = wanted.structure ?? before.structure;
    if (!traitsOf(row).structures) {
      // Other presets set their own stages: structure, tier and cut are FFG's; the Swiss rounds
      // may be set (or left to the field size) where the preset has a Swiss stage.
      const issues: FieldIssue[] = (["structure", "tier", "cutSize"] as const)
        .filter((k) => data[k] !== undefined)
        .map((k) => ({ path: [k], message: `${k} is an FFG setting: the ${row.preset} preset sets its own stages.` }));
      if (data.swissRounds !== undefined && eliminationOnly(row)) issues.push({ path: ["swissRounds"], message: "A single elimination event has no Swiss rounds." });
      if (issues.length > 0) throw new ServiceError("invalid_input", issues[0]!.message, issues);
    } else if (structure !== "custom") {
      // Basic and Advanced resolve rounds and cut from the tables when round 1 is paired.
      if (before.swissRounds !== null && row.status === "registration") wanted.swissRounds = null;
      if (before.cutSize !== null && row.status === "registration") wanted.cutSize = null;
      if (data.swissRounds !== undefined || data.cutSize !== undefined) {
        const issues: FieldIssue[] = (["swissRounds", "cutSize"] as const)
          .filter((k) => data[k] !== undefined)
          .map((k) => ({ path: [k], message: `The ${structure} structure sets ${k === "cutSize" ? "the cut" : "the Swiss rounds"} from the player count; choose custom to set ${k === "cutSize" ? "it" : "them"}.` }));
        throw new ServiceError("invalid_input", issues[0]!.message, issues);
      }
    } else {
      const issues: FieldIssue[] = [];
      if ((wanted.swissRounds ?? before.swissRounds) == null)
        issues.push({ path: ["swissRounds"], message: "A custom structure needs the number of Swiss rounds." });
      if ((wanted.cutSize ?? before.cutSize) == null)
        issues.push({ path: ["cutSize"], message: "A custom structure needs the size of the cut (0 for none)." });
      if (issues.length > 0) throw new ServiceError("invalid_input", issues[0]!.message, issues);
    }

    const same = (k: keyof Settings) =>
      k === "rating" ? wanted.rating!.rated === before.rating.rated && wanted.rating!.k === before.rating.k : wanted[k] === before[k];
    const changed = (Object.keys(wanted) as (keyof Settings)[]).filter((k) => !same(k));
    if (row.status !== "registration") {
      const locked = changed.filter((k): k is (typeof SETTINGS_LOCKED_AFTER_ROUND_1)[number] =>
        (SETTINGS_LOCKED_AFTER_ROUND_1 as readonly string[]).includes(k),
      );
      if (locked.length > 0) {
        const message = "Round 1 has been paired: the structure, tier, random seed, Swiss rounds and cut can no longer change.";
        throw new ServiceError("conflict", message, locked.map((k) => ({ path: [k], message })));
      }
    }

    if (changed.length > 0) {
      const updated: Partial<Settings> = Object.fromEntries(changed.map((k) => [k, wanted[k]]));
      await tx.event.update({
        where: { id: eventId },
        data: { ...updated, startsAt: updated.startsAt === undefined ? undefined : updated.startsAt === null ? null : new Date(updated.startsAt) },
      });
      if (changed.includes("tier")) await assertLeaderParticipation(tx, eventId, ["tier"]);
      await audit(tx, {
        eventId,
        userId: caller.id,
        action: "event.update",
        data: { old: Object.fromEntries(changed.map((k) => [k, before[k]])), new: updated },
      });
    }
    const fresh = await tx.event.findUniqueOrThrow({
      where: { id: eventId },
      include: { _count: { select: { players: true } }, rounds: { select: { number: true }, orderBy: { number: "desc" }, take: 1 } },
    });
    // New rating settings (K, rated or not) of a complete event: rated again, or no longer.
    const ratingChanged = JSON.stringify(fresh.rating) !== JSON.stringify(row.rating);
    if (ratingChanged && fresh.status === "complete") await enqueueEventRating(tx, fresh, "settings");
    return { event: toEvent(fresh, { currentRound: fresh.rounds[0]?.number ?? 0, playerCount: fresh._count.players }), ratingChanged };
  });
  if (out.ratingChanged) kickRatingWorker();
  return out.event;
}
