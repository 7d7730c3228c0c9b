/**
 * Who the caller is to a season, and its lock. A season's organizer and co-organizers edit it
 * (the season rules of `kernel/policy.ts`); a change bumps `Season.version` in one UPDATE, which takes the row's lock for
 * the rest of the transaction, so two edits of one season run one after the other.
 */
import type { Db, Tx } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import { forbidden, notFound, unauthenticated } from "../kernel/errors";
import { allows, refusalText, type SeasonOperation, type SeasonRole } from "../kernel/policy";
import { parseId } from "../kernel/validate";
import type { AuditData } from "@/lib/schemas/audit";
import { auditData } from "../kernel/audit";
import { topics, VERSION_CHANNEL, wroteVersion } from "@/lib/live";

export async function seasonRoleOf(db: Db | Tx, seasonId: string, userId: string | null): Promise<SeasonRole | null> {
  if (!userId) return null;
  const rows = await db.$queryRaw<{ organizer: boolean; co: boolean }[]>`
    SELECT s."organizerId" = ${userId} AS organizer,
      EXISTS (SELECT 1 FROM "SeasonOrganizer" o WHERE o."seasonId" = s.id AND o."userId" = ${userId}) AS co
    FROM "Season" s WHERE s.id = ${seasonId}`;
  const r = rows[0];
  return !r ? null : r.organizer ? "organizer" : r.co ? "co-organizer" : null;
}

const refusal = (op: SeasonOperation) => forbidden(refusalText(op));

/** Refuses before the lock (404 unknown season, 401 anonymous, 403 no role), then bumps and locks the season. */
export async function lockSeason(tx: Tx, op: SeasonOperation, seasonId: string, user: User | null): Promise<{ user: User; role: SeasonRole; version: number }> {
  parseId("Season", seasonId);
  if (!user) throw unauthenticated();
  const exists = await tx.season.findUnique({ where: { id: seasonId }, select: { id: true } });
  if (!exists) throw notFound("Season");
  const role = await seasonRoleOf(tx, seasonId, user.id);
  if (!allows(op, role)) throw refusal(op);
  // The notice goes out at commit: cached leaderboards and live pages move (season-versions.ts).
  const rows = await tx.$queryRaw<{ version: number }[]>`
    UPDATE "Season" SET version = version + 1, "updatedAt" = now() WHERE id = ${seasonId}
    RETURNING version, pg_notify(${VERSION_CHANNEL}, ${topics.season(seasonId)} || ':' || version)::text AS sent`;
  wroteVersion(topics.season(seasonId), rows[0]!.version, true);
  // Decided again under the lock: a co-organizer removed meanwhile is refused.
  const again = await seasonRoleOf(tx, seasonId, user.id);
  if (!allows(op, again)) throw refusal(op);
  return { user, role: again!, version: rows[0]!.version };
}

export type SeasonAuditAction = "season.create" | "season.update" | "season.attach" | "season.detach" | "season.settle" | "season.tag" | "season.untag" | "season.refuseTag" | "season.liftRefusal" | "season.reattach" | "season.import" | "season.invite" | "season.revokeInvitation" | "season.coOrganizerJoined" | "season.coOrganizerRemoved";

export async function seasonAudit<A extends SeasonAuditAction>(
  tx: Tx,
  entry: { seasonId: string; userId: string | null; action: A; data: AuditData<A> },
): Promise<void> {
  await tx.seasonAuditEntry.create({ data: { seasonId: entry.seasonId, userId: entry.userId, action: entry.action, data: auditData(entry.action, entry.data) } });
}
