/**
 * Merging two profiles of one person (POST /players/{profileId}/merge, `{into}`): every entry
 * and waitlist place of the merged profile moves to the survivor, in one transaction, with a
 * `profile.merge` entry in the history of each event that changed and a `ProfileMerge` record
 * listed on both profiles (what moved, so that it can be undone).
 *
 * Who may — a merge hands one person's results, and their account's standing, to another:
 * - a site administrator (`User.admin`, from HOLONET_ADMIN_EMAILS) with a verified address;
 * - for two profiles of two accounts, both account holders: the first to ask makes a pending
 *   request (nothing moves), the other confirms it from their account with the same call;
 * - for profiles without an account (typed entries, nobody's), an organizer of every event
 *   where either has an entry or a waitlist place.
 * Anything else (an organizer and someone's account, a stranger) is refused (403).
 *
 * Refused with 409, naming the event, when both profiles have an entry in the same event.
 * Waitlist places that the merge makes redundant go: the survivor's place when the merged
 * profile brings an entry, the merged profile's place when the survivor has the entry, and of
 * two places the later one. The merged profile stays as a pointer (`mergedIntoId`, `mergedAt`,
 * `mergedById`) and gives up its account link; a survivor without an account takes it over.
 *
 * A pending request is closed, nothing moved (DELETE /players/{profileId}/merge/{mergeId}): withdrawn
 * by who asked, or declined by the other account holder or a site administrator; the record stays.
 *
 * An administrator undoes a merge (POST /players/{profileId}/merge/undo on the merged profile):
 * the entries and places that moved go back, removed places come back, the account link returns.
 *
 * Guilds (one per player; `mergeGuilds`): the survivor keeps its own guild and the merged
 * profile's membership ends, with a guild history entry and the leader's succession or the empty
 * guild's dissolution as when a member leaves; a survivor in no guild takes the membership and its
 * role. Pending invitations move to the survivor (withdrawn where it is that guild's member or
 * already invited). An undo gives back a moved membership and moved invitations still pending; an
 * ended membership is not restored.
 */
import { Prisma } from "@/lib/generated/prisma/client";
import { getDb, type Db, type Tx } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import { MergeInput, type MergeResult, type ProfileMergeRecord } from "@/lib/schemas/profile";
import { audit } from "../kernel/audit";
import { conflict, forbidden, invalidField, notFound, unauthenticated } from "../kernel/errors";
import { bumpVersion } from "../kernel/event-versions";
import { inTransaction } from "../store/event-state";
import { notify } from "../notices/notifications";
import { enqueueIfRated, eventsOfProfile } from "../ratings/enqueue";
import { kickRatingWorker } from "../ratings/worker";
import { parseId, parseInput } from "../kernel/validate";
import { mergeGuilds, unmergeGuilds } from "../guilds/guilds";

const profileSelect = {
  id: true,
  userId: true,
  displayName: true,
  mergedIntoId: true,
  players: { select: { id: true, name: true, eventId: true } },
  waitlist: { select: { id: true, name: true, eventId: true, createdAt: true, email: true } },
} as const;

async function loadProfile(tx: Tx, id: string) {
  return tx.playerProfile.findUnique({ where: { id }, select: profileSelect });
}
type Loaded = NonNullable<Awaited<ReturnType<typeof loadProfile>>>;

const eventsOf = (p: Loaded) => new Set([...p.players.map((e) => e.eventId), ...p.waitlist.map((w) => w.eventId)]);

const OWNERS_ONLY =
  "These profiles belong to two accounts: they are merged only when both account holders agree (one asks from their account, the other confirms from theirs), or by a site administrator.";

/** A site administrator whose address is proven. */
export async function isSiteAdmin(db: Db | Tx, userId: string): Promise<boolean> {
  const account = await db.user.findUnique({ where: { id: userId }, select: { admin: true, emailVerifiedAt: true } });
  return Boolean(account?.admin && account.emailVerifiedAt);
}

type Authority = { as: "admin" | "organizer" | "owners" } | { pending: true };

async function authorise(tx: Tx, user: User, from: Loaded, into: Loaded): Promise<Authority> {
  if (await isSiteAdmin(tx, user.id)) return { as: "admin" };
  if (from.userId && into.userId) {
    if (user.id !== from.userId && user.id !== into.userId) throw forbidden(OWNERS_ONLY);
    const asked = await tx.profileMerge.findFirst({ where: { fromId: from.id, intoId: into.id, status: "pending" }, select: { requestedById: true } });
    // The other holder asked: this call is the confirmation.
    return asked && asked.requestedById !== user.id ? { as: "owners" } : { pending: true };
  }
  if (from.userId || into.userId) throw forbidden("Only a site administrator can merge a profile of an account with a profile without one.");
  const events = [...new Set([...eventsOf(from), ...eventsOf(into)])];
  const organized = await tx.eventStaff.count({ where: { userId: user.id, role: "organizer", eventId: { in: events } } });
  if (events.length === 0 || organized < events.length) {
    throw forbidden("An organizer merges only profiles without an account whose entries are all at events they organize; anything else needs a site administrator.");
  }
  return { as: "organizer" };
}

/** What the viewer may do on a profile's page: merge another profile into it, undo a merge (a site admin). */
export async function mergeRightsOn(user: User | null, profileId: string): Promise<{ mayMerge: boolean; mayUndo: boolean }> {
  const db = await getDb();
  const [mayMerge, mayUndo] = await Promise.all([mayMergeInto(db, user, profileId), user ? isSiteAdmin(db, user.id) : false]);
  return { mayMerge, mayUndo };
}

/**
 * Whether the caller may offer a merge into this profile on its page: a site administrator, its
 * owner (asking), or an organizer of an event where this profile (without an account) has an
 * entry. The merge itself checks the other side.
 */
export async function mayMergeInto(db: Db, user: User | null, profileId: string): Promise<boolean> {
  if (!user) return false;
  if (await isSiteAdmin(db, user.id)) return true;
  const profile = await db.playerProfile.findUnique({ where: { id: profileId }, select: { userId: true } });
  if (!profile) return false;
  if (profile.userId) return profile.userId === user.id;
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

/** What a merge moved: enough to put it back. */
interface Moved {
  players: { playerId: string; name: string; eventId: string }[];
  waitlist: { waitlistId: string; name: string; eventId: string }[];
  waitlistRemoved: { id: string; eventId: string; profileId: string; name: string; email: string | null; createdAt: string }[];
  fromUserId: string | null;
  account: "moved" | "detached" | "none";
  /** The guilds' side (lib/server/guilds/guilds.ts `mergeGuilds`; absent or partial in older records). */
  guildMember?: string | null;
  guildEnded?: string | null;
  guildInvitations?: string[];
}

export async function mergeProfiles(user: User | null, profileId: string, input: unknown): Promise<MergeResult> {
  if (!user) throw unauthenticated();
  parseId("Player profile", profileId);
  const { into: intoId } = parseInput(MergeInput, input);
  if (intoId === profileId) throw invalidField("into", "A profile cannot be merged into itself.");
  try {
    const out = await inTransaction(async (tx): Promise<MergeResult> => {
      // Two merges of the same profiles run one after the other (NO KEY UPDATE: entries being
      // written for either profile meanwhile are not blocked).
      await tx.$queryRaw`SELECT id FROM "PlayerProfile" WHERE id IN (${profileId}, ${intoId}) ORDER BY id FOR NO KEY UPDATE`;
      const [from, into] = await Promise.all([loadProfile(tx, profileId), loadProfile(tx, intoId)]);
      if (!from) throw notFound("Player profile");
      if (!into) throw invalidField("into", "There is no profile with this id.");
      if (from.mergedIntoId) throw conflict("This profile has already been merged into another.");
      if (into.mergedIntoId) throw invalidField("into", "That profile has itself been merged into another: merge into that one.");
      const authority = await authorise(tx, user, from, into);

      const intoEntries = new Map(into.players.map((p) => [p.eventId, p]));
      const clash = from.players.find((p) => intoEntries.has(p.eventId));
      if (clash) {
        const event = await tx.event.findUnique({ where: { id: clash.eventId }, select: { name: true } });
        throw conflict(`Both profiles have an entry in “${event?.name ?? clash.eventId}” (${clash.name} and ${intoEntries.get(clash.eventId)!.name}): remove one of them before merging.`);
      }

      if ("pending" in authority) {
        let asked = await tx.profileMerge.findFirst({ where: { fromId: from.id, intoId: into.id, status: "pending" }, select: { id: true } });
        if (!asked) {
          asked = await tx.profileMerge.create({ data: { fromId: from.id, intoId: into.id, status: "pending", requestedById: user.id }, select: { id: true } });
          // The other holder learns of it (in the app, and by mail when set up) and confirms from their profile page.
          const [mine, theirs] = user.id === from.userId ? [from, into] : [into, from];
          await notify(tx, [{ userId: theirs.userId!, eventId: null, kind: "profile.mergeRequested", data: { askedBy: mine.displayName, from: from.displayName, into: into.displayName, profileId: theirs.id, mergeId: asked.id } }]);
        }
        return { status: "pending", mergeId: asked.id, from: from.id, into: into.id, players: 0, waitlist: 0, events: [] };
      }
      const as = authority.as;

      // Waitlist places made redundant by the merge.
      const fromEntries = new Set(from.players.map((p) => p.eventId));
      const intoWaits = new Map(into.waitlist.map((w) => [w.eventId, w]));
      const dropped: (Loaded["waitlist"][number] & { profileId: string })[] = [];
      const moveWaits: typeof from.waitlist = [];
      for (const w of into.waitlist) if (fromEntries.has(w.eventId)) dropped.push({ ...w, profileId: into.id });
      for (const w of from.waitlist) {
        const theirs = intoWaits.get(w.eventId);
        if (intoEntries.has(w.eventId)) dropped.push({ ...w, profileId: from.id });
        else if (theirs && !fromEntries.has(w.eventId)) {
          if (w.createdAt < theirs.createdAt) {
            dropped.push({ ...theirs, profileId: into.id });
            moveWaits.push(w);
          } else dropped.push({ ...w, profileId: from.id });
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
      // The moved entries (and the merged profile's team places) are rated as the survivor now.
      await enqueueIfRated(tx, [...affected, ...(await eventsOfProfile(tx, from.id))], "merged");
      // Guilds (one per player): the survivor keeps its own, else takes the merged profile's (mergeGuilds).
      const guilds = await mergeGuilds(tx, from.id, into.id);

      const moved: Moved = {
        players: from.players.map((p) => ({ playerId: p.id, name: p.name, eventId: p.eventId })),
        waitlist: moveWaits.map((w) => ({ waitlistId: w.id, name: w.name, eventId: w.eventId })),
        waitlistRemoved: dropped.map((d) => ({ id: d.id, eventId: d.eventId, profileId: d.profileId, name: d.name, email: d.email, createdAt: d.createdAt.toISOString() })),
        fromUserId: from.userId,
        account,
        ...guilds,
      };
      const pending = await tx.profileMerge.findFirst({ where: { fromId: from.id, intoId: into.id, status: "pending" }, select: { id: true } });
      const data = { status: "merged", as, mergedById: user.id, mergedAt: new Date(), moved: moved as unknown as Prisma.InputJsonValue };
      const record = pending
        ? await tx.profileMerge.update({ where: { id: pending.id }, data, select: { id: true } })
        : await tx.profileMerge.create({ data: { fromId: from.id, intoId: into.id, requestedById: user.id, ...data }, select: { id: true } });

      for (const eventId of affected) {
        await audit(tx, {
          eventId,
          userId: user.id,
          action: "profile.merge",
          data: {
            mergeId: record.id,
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
      return { status: "merged", mergeId: record.id, from: from.id, into: into.id, players: from.players.length, waitlist: moveWaits.length, events: affected };
    });
    if (out.status === "merged") kickRatingWorker();
    return out;
  } catch (err) {
    // An entry made for the survivor at one of these events while the merge ran.
    if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002") throw conflict("Both profiles now have an entry in the same event: remove one of them before merging.");
    throw err;
  }
}

/**
 * POST /players/{profileId}/merge/undo: a site administrator puts the last merge of this
 * (merged) profile back. Entries and waitlist places that moved and still belong to the
 * survivor return; removed places come back unless their profile has a place or entry there
 * again; the account link returns unless that account has made a new profile meanwhile (409).
 */
export async function undoMerge(user: User | null, profileId: string): Promise<MergeResult> {
  if (!user) throw unauthenticated();
  parseId("Player profile", profileId);
  const out = await inTransaction(async (tx): Promise<MergeResult> => {
    if (!(await isSiteAdmin(tx, user.id))) throw forbidden("Only a site administrator can undo a merge.");
    const record = await tx.profileMerge.findFirst({ where: { fromId: profileId, status: "merged" }, orderBy: { mergedAt: "desc" } });
    if (!record) throw notFound("Merge of this profile");
    await tx.$queryRaw`SELECT id FROM "PlayerProfile" WHERE id IN (${record.fromId}, ${record.intoId}) ORDER BY id FOR NO KEY UPDATE`;
    const [from, into] = await Promise.all([loadProfile(tx, record.fromId), loadProfile(tx, record.intoId)]);
    if (!from || !into || from.mergedIntoId !== into.id) throw conflict("This profile is no longer merged into that one: nothing to undo.");
    const moved = record.moved as unknown as Moved;
    if (moved.fromUserId && moved.account === "detached") {
      const fresh = await tx.playerProfile.findUnique({ where: { userId: moved.fromUserId }, select: { id: true } });
      if (fresh) throw conflict("The merged profile's account has made a new profile since: merge that one into this profile first, then undo.");
    }
    const affected = [...new Set([...moved.players.map((p) => p.eventId), ...moved.waitlist.map((w) => w.eventId), ...moved.waitlistRemoved.map((w) => w.eventId)])].sort();
    for (const eventId of affected) await bumpVersion(tx, eventId);

    const back = await tx.player.findMany({ where: { id: { in: moved.players.map((p) => p.playerId) }, profileId: into.id }, select: { id: true } });
    await tx.player.updateMany({ where: { id: { in: back.map((p) => p.id) } }, data: { profileId: from.id } });
    const waitsBack = await tx.waitlistEntry.findMany({ where: { id: { in: moved.waitlist.map((w) => w.waitlistId) }, profileId: into.id }, select: { id: true } });
    await tx.waitlistEntry.updateMany({ where: { id: { in: waitsBack.map((w) => w.id) } }, data: { profileId: from.id } });
    for (const w of moved.waitlistRemoved) {
      const taken = await tx.waitlistEntry.count({ where: { eventId: w.eventId, profileId: w.profileId } });
      const playing = await tx.player.count({ where: { eventId: w.eventId, profileId: w.profileId } });
      if (taken === 0 && playing === 0) await tx.waitlistEntry.create({ data: { id: w.id, eventId: w.eventId, profileId: w.profileId, name: w.name, email: w.email, createdAt: new Date(w.createdAt) } });
    }
    if (moved.account === "moved") await tx.playerProfile.update({ where: { id: into.id }, data: { userId: null } });
    await unmergeGuilds(tx, from.id, into.id, moved);
    await tx.playerProfile.update({ where: { id: from.id }, data: { mergedIntoId: null, mergedAt: null, mergedById: null, userId: moved.fromUserId } });
    await tx.profileMerge.update({ where: { id: record.id }, data: { status: "undone", undoneById: user.id, undoneAt: new Date() } });
    // The entries that came back (and the profile's team places) are rated as it again.
    await enqueueIfRated(tx, [...affected, ...(await eventsOfProfile(tx, from.id))], "merge-undone");

    const backIds = new Set(back.map((p) => p.id));
    const waitIds = new Set(waitsBack.map((w) => w.id));
    for (const eventId of affected) {
      await audit(tx, {
        eventId,
        userId: user.id,
        action: "profile.unmerge",
        data: {
          mergeId: record.id,
          from: { profileId: from.id, displayName: from.displayName },
          into: { profileId: into.id, displayName: into.displayName },
          players: moved.players.filter((p) => p.eventId === eventId && backIds.has(p.playerId)).map((p) => ({ playerId: p.playerId, name: p.name })),
          waitlist: moved.waitlist.filter((w) => w.eventId === eventId && waitIds.has(w.waitlistId)).map((w) => ({ waitlistId: w.waitlistId, name: w.name })),
        },
      });
    }
    return { status: "undone", mergeId: record.id, from: from.id, into: into.id, players: back.length, waitlist: waitsBack.length, events: affected };
  });
  kickRatingWorker();
  return out;
}

/**
 * DELETE /players/{profileId}/merge/{mergeId}: a pending request closed, nothing moved — withdrawn
 * by who asked, declined by the other account holder or a site administrator (anyone else: 403).
 */
export async function closeMergeRequest(user: User | null, profileId: string, mergeId: string): Promise<MergeResult> {
  if (!user) throw unauthenticated();
  parseId("Player profile", profileId);
  parseId("Merge request", mergeId);
  return inTransaction(async (tx): Promise<MergeResult> => {
    // The request's profiles, locked as a merge locks them: a confirmation and a withdrawal run one after the other.
    const found = await tx.profileMerge.findFirst({ where: { id: mergeId, OR: [{ fromId: profileId }, { intoId: profileId }] }, select: { fromId: true, intoId: true } });
    if (!found) throw notFound("Merge request");
    await tx.$queryRaw`SELECT id FROM "PlayerProfile" WHERE id IN (${found.fromId}, ${found.intoId}) ORDER BY id FOR NO KEY UPDATE`;
    const record = await tx.profileMerge.findUniqueOrThrow({ where: { id: mergeId } });
    const holders = await tx.playerProfile.findMany({ where: { id: { in: [record.fromId, record.intoId] } }, select: { userId: true } });
    const holder = holders.some((h) => h.userId === user.id);
    const status = record.requestedById === user.id ? "withdrawn" : holder || (await isSiteAdmin(tx, user.id)) ? "declined" : null;
    if (!status) throw forbidden("Only who asked for this merge withdraws it; the other account holder or a site administrator declines it.");
    if (record.status !== "pending") throw conflict(`This merge request is no longer pending: it was ${record.status}.`);
    await tx.profileMerge.update({ where: { id: mergeId }, data: { status, closedById: user.id, closedAt: new Date() } });
    return { status, mergeId, from: record.fromId, into: record.intoId, players: 0, waitlist: 0, events: [] };
  });
}

/**
 * The merges asked for or done involving a profile, for its owner and site administrators
 * (null for anyone else), newest first.
 */
export async function mergesOf(db: Db, viewer: User | null, profile: { id: string; userId: string | null }): Promise<ProfileMergeRecord[] | null> {
  if (!viewer) return null;
  const admin = await isSiteAdmin(db, viewer.id);
  if (!admin && profile.userId !== viewer.id) return null;
  const rows = await db.profileMerge.findMany({ where: { OR: [{ fromId: profile.id }, { intoId: profile.id }] }, orderBy: { createdAt: "desc" }, take: 50 });
  const names = new Map(
    (await db.playerProfile.findMany({ where: { id: { in: rows.flatMap((r) => [r.fromId, r.intoId]) } }, select: { id: true, displayName: true } })).map((p) => [p.id, p.displayName]),
  );
  return rows.map((r) => ({
    id: r.id,
    from: { profileId: r.fromId, displayName: names.get(r.fromId) ?? "" },
    into: { profileId: r.intoId, displayName: names.get(r.intoId) ?? "" },
    status: r.status as ProfileMergeRecord["status"],
    as: (r.as as ProfileMergeRecord["as"]) ?? null,
    // The holder of this profile confirms a request the other holder made.
    awaitsYou: r.status === "pending" && r.requestedById !== viewer.id && profile.userId === viewer.id,
    askedByYou: r.status === "pending" && r.requestedById === viewer.id,
    closedAt: r.closedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    mergedAt: r.mergedAt?.toISOString() ?? null,
    undoneAt: r.undoneAt?.toISOString() ?? null,
  }));
}
