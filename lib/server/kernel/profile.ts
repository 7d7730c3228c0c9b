/**
 * A signed-in user's player profile, created on first use, inside the caller's transaction. In the
 * kernel because every feature that enrols a person needs it (registration, claims, teams,
 * guilds, queues) and accounts (merges) call some of those features: here it makes no cycle.
 */
import type { Db, Tx } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import type { ProfileRef } from "@/lib/views/players";

export async function ensureProfile(tx: Db | Tx, user: User): Promise<ProfileRef> {
  const select = { id: true, displayName: true, public: true } as const;
  const found = await tx.playerProfile.findUnique({ where: { userId: user.id }, select });
  if (found) return found;
  // Two first requests at once: one inserts, the other reads the winner's row.
  await tx.$executeRaw`
    INSERT INTO "PlayerProfile" (id, "userId", "displayName") VALUES (${"p" + crypto.randomUUID().replace(/-/g, "").slice(0, 24)}, ${user.id}, ${user.name})
    ON CONFLICT ("userId") DO NOTHING`;
  return tx.playerProfile.findUniqueOrThrow({ where: { userId: user.id }, select });
}
