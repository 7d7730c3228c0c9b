/**
 * A signed-in user's player profile, created on first use, inside the caller's transaction. In the
 * kernel because every feature that enrols a person needs it (registration, claims, teams,
 * guilds, queues) and accounts (merges) call some of those features: here it makes no cycle.
 */
import type { Db, Tx } from "@/lib/db";
import { directQuery } from "@/lib/db/direct";
import type { User } from "@/lib/schemas/auth";
import type { ProfileRef } from "@/lib/views/players";

const newProfileId = () => "p" + crypto.randomUUID().replace(/-/g, "").slice(0, 24);

/**
 * Outside any transaction, in one autocommitted statement (a hot path's: a queue's join): the
 * profile made when missing, and its id. Two first requests at once: the one that did not insert
 * may not see the other's row in its statement's snapshot, and reads it as `ensureProfile` does.
 */
const ENSURE_PROFILE_SQL = `
WITH ins AS (
  INSERT INTO "PlayerProfile" (id, "userId", "displayName") VALUES ($1, $2, $3) ON CONFLICT ("userId") DO NOTHING RETURNING id
)
SELECT id FROM ins UNION ALL SELECT id FROM "PlayerProfile" WHERE "userId" = $2`;

export async function ensureProfileId(db: Db, user: User): Promise<string> {
  const [row] = await directQuery<{ id: string }>(ENSURE_PROFILE_SQL, [newProfileId(), user.id, user.name], "ensure-profile");
  return row?.id ?? (await ensureProfile(db, user)).id;
}

export async function ensureProfile(tx: Db | Tx, user: User): Promise<ProfileRef> {
  const select = { id: true, displayName: true, public: true } as const;
  const found = await tx.playerProfile.findUnique({ where: { userId: user.id }, select });
  if (found) return found;
  // Two first requests at once: one inserts, the other reads the winner's row.
  await tx.$executeRaw`
    INSERT INTO "PlayerProfile" (id, "userId", "displayName") VALUES (${newProfileId()}, ${user.id}, ${user.name})
    ON CONFLICT ("userId") DO NOTHING`;
  return tx.playerProfile.findUniqueOrThrow({ where: { userId: user.id }, select });
}
