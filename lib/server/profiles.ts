/**
 * Player profiles: the person behind registrations across events. An account has at most one
 * profile, made the first time it is needed (a self-registration, a claim, the profile page).
 */
import type { Db, Tx } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";

export interface ProfileRef {
  id: string;
  displayName: string;
  public: boolean;
}

/** The caller's profile, created on first use; inside the caller's transaction. */
export async function ensureProfile(tx: Tx, user: User): Promise<ProfileRef> {
  const select = { id: true, displayName: true, public: true } as const;
  const found = await tx.playerProfile.findUnique({ where: { userId: user.id }, select });
  if (found) return found;
  // Two first requests at once: one inserts, the other reads the winner's row.
  await tx.$executeRaw`
    INSERT INTO "PlayerProfile" (id, "userId", "displayName") VALUES (${"p" + crypto.randomUUID().replace(/-/g, "").slice(0, 24)}, ${user.id}, ${user.name})
    ON CONFLICT ("userId") DO NOTHING`;
  return tx.playerProfile.findUniqueOrThrow({ where: { userId: user.id }, select });
}

/** The caller's profile if they have one (reads; creates nothing). */
export async function profileOf(db: Db | Tx, userId: string): Promise<ProfileRef | null> {
  return db.playerProfile.findUnique({ where: { userId }, select: { id: true, displayName: true, public: true } });
}

/** The caller's entry at an event, through their profile (null: none). */
export async function playerOfUser(db: Db | Tx, eventId: string, userId: string) {
  return db.player.findFirst({
    where: { eventId, profile: { userId } },
    select: { id: true, name: true, status: true, profileId: true, checkedInAt: true, source: true },
  });
}
