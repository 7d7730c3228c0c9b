/**
 * Merging two profiles of one person (POST /players/{profileId}/merge, `{into}`): every entry
 * and waitlist place of the merged profile moves to the survivor, in one transaction, with a
 * `profile.merge` entry in the history of each event that changed.
 *
 * Who may: a site administrator (`User.admin`, from HOLONET_ADMIN_EMAILS), or an organizer of
 * an event where the merged profile has an entry (or waitlist place) who also organizes an event
 * where the survivor has one — someone who has seen both at their events. (Two entries of one
 * event is exactly the case a merge must refuse, so "an event where both have entries" cannot be
 * the rule.)
 *
 * Refused with 409, naming the event, when both profiles have an entry in the same event.
 * Waitlist places that the merge makes redundant go: the survivor's place when the merged
 * profile brings an entry, the merged profile's place when the survivor has the entry, and of
 * two places the later one. The merged profile stays as a pointer (`mergedIntoId`, `mergedAt`,
 * `mergedById`) and gives up its account link; a survivor without an account takes it over.
 */
import { Prisma } from "@/lib/generated/prisma/client";
import type { Db, Tx } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import { MergeInput, type MergeResult } from "@/lib/schemas/profile";
import { audit } from "./audit";
import { conflict, forbidden, invalidField, notFound, unauthenticated } from "./errors";
import { bumpVersion } from "./event-versions";
import { inTransaction } from "./event-state";
import { parseId, parseInput } from "./validate";

const profileSelect = {
  id: true,
  userId: true,
  displayName: true,
  mergedIntoId: true,
  players: { select: { id: true, name: true, eventId: true } },
  waitlist: { select: { id: true, name: true, eventId: true, createdAt: true } },
} as const;

async function loadProfile(tx: Tx, id: string) {
  return tx.playerProfile.findUnique({ where: { id }, select: profileSelect });
}
type Loaded = NonNullable<Awaited<ReturnType<typeof loadProfile>>>;

const eventsOf = (p: Loaded) => new Set([...p.players.map((e) => e.eventId), ...p.waitlist.map((w) => w.eventId)]);

async function authorise(tx: Tx, user: User, from: Loaded, into: Loaded): Promise<"admin" | "organizer"> {
  const account = await tx.user.findUnique({ where: { id: user.id }, select: { admin: true } });
  if (account?.admin) return "admin";
  const fromEvents = eventsOf(from);
  const intoEvents = eventsOf(into);
  const organized = new Set(
    (await tx.eventStaff.findMany({ where: { userId: user.id, role: "organizer", eventId: { in: [...fromEvents, ...intoEvents] } }, select: { eventId: true } })).map((s) => s.eventId),
  );
  const seen = (events: Set<string>) => [...events].some((id) => organized.has(id));
  if (!seen(fromEvents) || !seen(intoEvents)) {
    throw forbidden("Only a site administrator, or an organizer of events where both profiles have played, can merge them.");
  }
  return "organizer";
}

/**
 * Whether the caller may merge some other profile into this one: a site administrator, or an
 * organizer of an event where this profile has an entry (the merge itself checks the other side).
 * Pages ask this before offering the form.
 */
export async function mayMergeInto(db: Db, user: User | null, profileId: string): Promise<boolean> {
  if (!user) return false;
  const account = await db.user.findUnique({ where: { id: user.id }, select: { admin: true } });
  if (account?.admin) return true;
  const organized = await db.eventStaff.count({
    where: { userId: user.id, role: "organizer", event: { players: { some: { profileId } } } },
  });
  return organized > 0;
}

/** A profile named by its id or by a link to its page (what an organizer pastes). */
export function profileIdOf(text: string): string {
  const trimmed = text.trim();
  const fromLink = /\/players\/([^/?#\s]+)/.exec(trimmed);
  return fromLink ? fromLink[1]! : trimmed;
}

export async function mergeProfiles(user: User | null, profileId: string, input: unknown): Promise<MergeResult> {
  if (!user) throw unauthenticated();
  parseId("Player profile", profileId);
  const { into: intoId } = parseInput(MergeInput, input);
  if (intoId === profileId) throw invalidField("into", "A profile cannot be merged into itself.");
  try {
    return await inTransaction(async (tx) => {
      // Two merges of the same profiles run one after the other (NO KEY UPDATE: entries being
      // written for either profile meanwhile are not blocked).
      await tx.$queryRaw`SELECT id FROM "PlayerProfile" WHERE id IN (${profileId}, ${intoId}) ORDER BY id FOR NO KEY UPDATE`;
      const [from, into] = await Promise.all([loadProfile(tx, profileId), loadProfile(tx, intoId)]);
      if (!from) throw notFound("Player profile");
      if (!into) throw invalidField("into", "There is no profile with this id.");
      if (from.mergedIntoId) throw conflict("This profile has already been merged into another.");
      if (into.mergedIntoId) throw invalidField("into", "That profile has itself been merged into another: merge into that one.");
      const as = await authorise(tx, user, from, into);

      const intoEntries = new Map(into.players.map((p) => [p.eventId, p]));
      const clash = from.players.find((p) => intoEntries.has(p.eventId));
      if (clash) {
        const event = await tx.event.findUnique({ where: { id: clash.eventId }, select: { name: true } });
        throw conflict(`Both profiles have an entry in “${event?.name ?? clash.eventId}” (${clash.name} and ${intoEntries.get(clash.eventId)!.name}): remove one of them before merging.`);
      }

      // Waitlist places made redundant by the merge.
      const fromEntries = new Set(from.players.map((p) => p.eventId));
      const intoWaits = new Map(into.waitlist.map((w) => [w.eventId, w]));
      const dropped: { id: string; eventId: string; name: string }[] = [];
      const moveWaits: typeof from.waitlist = [];
      for (const w of into.waitlist) if (fromEntries.has(w.eventId)) dropped.push(w);
      for (const w of from.waitlist) {
        const theirs = intoWaits.get(w.eventId);
        if (intoEntries.has(w.eventId)) dropped.push(w);
        else if (theirs && !fromEntries.has(w.eventId)) {
          if (w.createdAt < theirs.createdAt) {
            dropped.push(theirs);
            moveWaits.push(w);
          } else dropped.push(w);
        } else moveWaits.push(w);
      }

      // Every event that changes, locked (and announced) in one order.
      const affected = [...new Set([...from.players.map((p) => p.eventId), ...from.waitlist.map((w) => w.eventId), ...dropped.map((d) => d.eventId)])].sort();
      for (const eventId of affected) await bumpVersion(tx, eventId);

      if (dropped.length > 0) await tx.waitlistEntry.deleteMany({ where: { id: { in: dropped.map((d) => d.id) } } });
      await tx.player.updateMany({ where: { profileId: from.id }, data: { profileId: into.id } });
      if (moveWaits.length > 0) await tx.waitlistEntry.updateMany({ where: { id: { in: moveWaits.map((w) => w.id) } }, data: { profileId: into.id } });
      await tx.playerProfile.update({ where: { id: from.id }, data: { mergedIntoId: into.id, mergedAt: new Date(), mergedById: user.id, userId: null } });
      const account = from.userId && !into.userId ? "moved" : from.userId ? "detached" : "none";
      if (account === "moved") await tx.playerProfile.update({ where: { id: into.id }, data: { userId: from.userId } });

      for (const eventId of affected) {
        await audit(tx, {
          eventId,
          userId: user.id,
          action: "profile.merge",
          data: {
            from: { profileId: from.id, displayName: from.displayName },
            into: { profileId: into.id, displayName: into.displayName },
            players: from.players.filter((p) => p.eventId === eventId).map((p) => ({ playerId: p.id, name: p.name })),
            waitlist: moveWaits.filter((w) => w.eventId === eventId).map((w) => ({ waitlistId: w.id, name: w.name })),
            as,
            account,
            ...(dropped.some((d) => d.eventId === eventId) ? { waitlistRemoved: dropped.filter((d) => d.eventId === eventId).map((d) => ({ waitlistId: d.id, name: d.name })) } : {}),
          },
        });
      }
      return { from: from.id, into: into.id, players: from.players.length, waitlist: moveWaits.length, events: affected };
    });
  } catch (err) {
    // An entry made for the survivor at one of these events while the merge ran.
    if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002") throw conflict("Both profiles now have an entry in the same event: remove one of them before merging.");
    throw err;
  }
}
