/**
 * A season's history: its audit entries, newest first, with who did each. Public, like the
 * season: unlike an event's history (staff only: entries there hold emails and deck lists), a
 * season's entries hold only what its pages show anyway — names of events and accounts that run
 * them, rules, dates, awards with the players' names — a hidden profile's award as "Hidden
 * player", without its id, to everyone but its owner (`kernel/hidden-profiles.ts`).
 */
import { getDb } from "@/lib/db";
import { HIDDEN_NAME, hiddenProfileIds } from "../kernel/hidden-profiles";
import { loadSeason } from "./season-row";

export interface SeasonHistoryEntry {
  id: string;
  at: string;
  /** The account's name; null for the system (a settlement) or a deleted account. */
  who: string | null;
  action: string;
  data: unknown;
}

export const SEASON_HISTORY_LIMIT = 500;

/** The entries and the names of the accounts they mention (co-organizers are stored by id). */
type Award = { profileId?: string; name?: string };
const awardsOf = (data: unknown): Award[] => {
  const awards = (data as { awards?: unknown } | null)?.awards;
  return Array.isArray(awards) ? (awards as Award[]) : [];
};

export async function seasonHistory(seasonId: string, limit = SEASON_HISTORY_LIMIT, viewerId: string | null = null): Promise<{ entries: SeasonHistoryEntry[]; names: Map<string, string> }> {
  const db = await getDb();
  await loadSeason(db, seasonId);
  const rows = await db.seasonAuditEntry.findMany({ where: { seasonId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: limit });
  const mentioned = rows.flatMap((r) => {
    const d = r.data as { old?: { coOrganizers?: unknown }; new?: { coOrganizers?: unknown } };
    return [...(Array.isArray(d?.old?.coOrganizers) ? d.old.coOrganizers : []), ...(Array.isArray(d?.new?.coOrganizers) ? d.new.coOrganizers : [])].map(String);
  });
  const ids = [...new Set([...rows.flatMap((r) => (r.userId ? [r.userId] : [])), ...mentioned])];
  const users = await db.user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } });
  const names = new Map(users.map((u) => [u.id, u.name]));
  const hidden = await hiddenProfileIds(db, rows.flatMap((r) => awardsOf(r.data).flatMap((a) => (typeof a.profileId === "string" ? [a.profileId] : []))), viewerId);
  const shown = (data: unknown) => {
    const awards = awardsOf(data);
    if (!awards.some((a) => a.profileId !== undefined && hidden.has(a.profileId))) return data;
    return { ...(data as object), awards: awards.map(({ profileId, ...a }) => (profileId !== undefined && hidden.has(profileId) ? { ...a, name: HIDDEN_NAME } : { profileId, ...a })) };
  };
  return {
    entries: rows.map((r) => ({ id: r.id, at: r.createdAt.toISOString(), who: r.userId ? (names.get(r.userId) ?? null) : null, action: r.action, data: shown(r.data) })),
    names,
  };
}
