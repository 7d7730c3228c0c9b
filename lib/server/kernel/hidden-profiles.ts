/**
 * The one rule for hidden profiles (`PlayerProfile.public = false`): a hidden profile is its
 * owner's alone. Everywhere a profile can appear to someone else — rating list, ledgers, guild
 * pages, season leaderboards and their history, queue waiting lists, exports of others — it shows
 * as "Hidden player", with no profile id, link, medals or anything that ties its lines together
 * (the README's privacy section lists each place). Who else may see it is the caller's to widen,
 * never this rule's: a guild's leader and officers see the members they manage.
 *
 * In the kernel because every feature that lists people (ratings, guilds, seasons, queues) needs
 * it, and none may restate it.
 */
import type { Db, Tx } from "@/lib/db";

/** The name shown for a profile the viewer may not see. */
export const HIDDEN_NAME = "Hidden player";

/** The profile's fields the rule reads. */
export interface ProfileVisibility {
  public: boolean;
  userId: string | null;
}

/** Whether the viewer (null: anonymous) may see this profile: it is public, or their own. */
export const profileVisibleTo = (profile: ProfileVisibility, viewerId: string | null): boolean =>
  profile.public || (viewerId !== null && profile.userId === viewerId);

/** The ids among `profileIds` that the viewer may not see (hidden, not their own). */
export async function hiddenProfileIds(db: Db | Tx, profileIds: Iterable<string>, viewerId: string | null): Promise<Set<string>> {
  const ids = [...new Set(profileIds)];
  if (ids.length === 0) return new Set();
  const rows = await db.playerProfile.findMany({ where: { id: { in: ids }, public: false }, select: { id: true, userId: true, public: true } });
  return new Set(rows.filter((p) => !profileVisibleTo(p, viewerId)).map((p) => p.id));
}
