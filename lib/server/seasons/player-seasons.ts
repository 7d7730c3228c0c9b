/**
 * A player's own standings in every season their events count for (their data export): per
 * season and period in which they played, their leaderboard row as the season page shows it.
 */
import type { Db } from "@/lib/db";
import type { SeasonStandingRow } from "@/lib/schemas/season";
import { periodFor } from "./period";
import { getLeaderboard } from "./standings";
import { seasonsOfEvent } from "./seasons";
import { loadSeason } from "./season-row";

export interface PlayerSeasonStanding extends Omit<SeasonStandingRow, "playerId" | "profileId" | "name"> {
  seasonId: string;
  seasonName: string;
  period: string;
}

/** `profileIds`: the player's profile and the profiles merged into it. */
export async function playerSeasonStandings(db: Db, profileIds: readonly string[]): Promise<PlayerSeasonStanding[]> {
  if (profileIds.length === 0) return [];
  const entries = await db.player.findMany({
    where: { profileId: { in: [...profileIds] } },
    select: { event: { select: { id: true, startsAt: true, createdAt: true } } },
  });
  // Each (season, period) once: the period holding the event's start.
  const periods = new Map<string, { seasonId: string; seasonName: string; period: string }>();
  const loaded = new Map<string, Awaited<ReturnType<typeof loadSeason>>>();
  for (const { event } of entries) {
    for (const s of (await seasonsOfEvent(event.id)).seasons) {
      if (!loaded.has(s.id)) loaded.set(s.id, await loadSeason(db, s.id));
      const period = periodFor(loaded.get(s.id)!, null, event.startsAt ?? event.createdAt).key;
      periods.set(`${s.id}|${period}`, { seasonId: s.id, seasonName: s.name, period });
    }
  }
  const out: PlayerSeasonStanding[] = [];
  for (const p of periods.values()) {
    const board = await getLeaderboard(p.seasonId, { period: p.period });
    for (const row of board.rows) {
      if (row.profileId === null || !profileIds.includes(row.profileId)) continue;
      const { playerId: _p, profileId: _q, name: _n, ...standing } = row;
      void [_p, _q, _n];
      out.push({ ...p, ...standing });
    }
  }
  return out.sort((a, b) => a.seasonName.localeCompare(b.seasonName) || b.period.localeCompare(a.period));
}
