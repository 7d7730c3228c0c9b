/**
 * The guild list, ranked per game (SWG TCG rulebook: "A guild's ranking is determined by
 * combining the overall ratings of all guild members"): each guild's total and average of its
 * members' current ratings in that game, read from the ratings' ledger (`PlayerRating`, ratedId =
 * the member's profile id). Only members with a rating in that game count; the list says how
 * many (`rated`). Ranked by total by default, or by average; a guild none of whose members is
 * rated ranks last (total and average null).
 *
 * A hidden profile's rating never counts: it is its owner's alone, and a small guild's total would
 * show it (the list's `rated` says how many members count).
 *
 * Setting: `GUILD_RANKING_SETTINGS.countProvisional` — whether provisional ratings (a player's
 * first rated matches of a game, lib/tournament/ratings/settings.ts) count. Default: counted, so a
 * new guild of new players is ranked at all; turn it off to rank on settled ratings only.
 */
import { getDb } from "@/lib/db";
import { GUILD_PAGE_SIZE, GuildRankingQuery, type GuildRanking, type GuildRankingRow } from "@/lib/schemas/guild";
import { parseInput } from "../kernel/validate";
import { HIDDEN_NAME } from "../kernel/hidden-profiles";

export const GUILD_RANKING_SETTINGS = { countProvisional: true } as const;


interface Row {
  id: string;
  name: string;
  tag: string;
  leader: string | null;
  members: number;
  rated: number;
  total: number | null;
  average: number | null;
}

/** GET /guilds?game=&sort=&q=&page=: public; 50 a page, a search keeps each guild's rank in the whole list. */
export async function guildRanking(query: unknown = {}, settings: { countProvisional: boolean } = GUILD_RANKING_SETTINGS): Promise<GuildRanking> {
  const { game, sort, q, page = 1 } = parseInput(GuildRankingQuery, query ?? {});
  const db = await getDb();
  const rows = await db.$queryRaw<Row[]>`
    SELECT g.id, g.name, g.tag,
           (SELECT CASE WHEN p.public THEN p."displayName" ELSE ${HIDDEN_NAME} END
              FROM "GuildMember" l JOIN "PlayerProfile" p ON p.id = l."profileId"
             WHERE l."guildId" = g.id AND l.role = 'leader' LIMIT 1) AS leader,
           count(m.id)::int AS members,
           count(r."ratedId")::int AS rated,
           sum(r.rating)::float8 AS total,
           avg(r.rating)::float8 AS average
      FROM "Guild" g
      JOIN "GuildMember" m ON m."guildId" = g.id
      LEFT JOIN "PlayerProfile" mp ON mp.id = m."profileId"
      LEFT JOIN "PlayerRating" r ON r.game = ${game} AND r."ratedId" = m."profileId" AND mp.public AND (${settings.countProvisional} OR NOT r.provisional)
     WHERE g."dissolvedAt" IS NULL
     GROUP BY g.id`;
  const key = (r: Row) => (sort === "average" ? [r.average, r.total] : [r.total, r.average]);
  const desc = (a: number | null, b: number | null) => (a === null ? (b === null ? 0 : 1) : b === null ? -1 : b - a);
  rows.sort((a, b) => {
    const [a1, a2] = key(a);
    const [b1, b2] = key(b);
    return desc(a1!, b1!) || desc(a2!, b2!) || a.name.localeCompare(b.name) || (a.id < b.id ? -1 : 1);
  });
  const needle = q ? q.toLowerCase() : null;
  const matching: GuildRankingRow[] = rows
    .map((r, i) => ({ rank: i + 1, ...r }))
    .filter((r) => needle === null || r.name.toLowerCase().includes(needle) || r.tag.toLowerCase().includes(needle));
  const from = (page - 1) * GUILD_PAGE_SIZE;
  const guilds = matching.slice(from, from + GUILD_PAGE_SIZE);
  return { game, sort, provisionalCounted: settings.countProvisional, q: q || null, page, pageSize: GUILD_PAGE_SIZE, hasMore: matching.length > from + GUILD_PAGE_SIZE, guilds };
}
