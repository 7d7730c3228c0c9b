/**
 * A season's period checked for a reader who follows it (the live stream of its leaderboard):
 * refused as the leaderboard refuses it — 404 an unknown season, 400 an unknown period.
 */
import { getDb } from "@/lib/db";
import { loadSeason } from "./season-row";
import { periodFor } from "./period";

/** The period `key` names (null: the current one) exists in the season, else throws. */
export async function checkSeasonPeriod(seasonId: string, key: string | null, now: Date = new Date()): Promise<void> {
  periodFor(await loadSeason(await getDb(), seasonId), key, now);
}
