/**
 * A period's end, settled exactly once. Due periods are those whose end has passed since the
 * season was made (`periodsEndedBetween`); each is settled by the process whose
 * `INSERT … ON CONFLICT DO NOTHING` takes its `SeasonSettlement` key — in the same transaction as
 * the awards and the audit entry, so a second process (or a second call) awards nothing. The
 * server settles at start (instrumentation.ts) and every few minutes while it runs, and the
 * leaderboard's page and API take the explicit step (`settleSeason`) before they read — the
 * read itself never writes. A server down across a boundary awards when it
 * comes back, and the settlement records both instants (`endedAt`, `settledAt`; `late` in the
 * audit entry).
 */
import { getDb, type Db } from "@/lib/db";
import { periodAwards, periodsEndedBetween, seasonStandings, type SeasonPeriod } from "@/lib/tournament/seasons";
import { inTransaction } from "../store/event-state";
import { seasonAudit } from "./access";
import { announceRow, processState, startTimer, topics } from "@/lib/live";
import { ServiceError } from "../kernel/errors";
import { countedEvents } from "./counted";
import { loadSeason, rulesOf, scheduleOf, seasonSelect, type LoadedSeason } from "./season-row";

/** Settled more than this after the period's end: said to be late (the server was down or idle). */
const LATE_MS = 15 * 60_000;

export interface Settled {
  seasonId: string;
  period: string;
  endedAt: Date;
  settledAt: Date;
  awards: number;
}

/** Settles one period; null when another process (or call) already has. */
export async function settlePeriod(db: Db, season: LoadedSeason, period: SeasonPeriod, now: Date): Promise<Settled | null> {
  const rules = rulesOf(season);
  const { events, profiles } = await countedEvents(db, season, period);
  const standings = seasonStandings(rules, events, season.timeZone);
  const names = new Map(standings.map((s) => [s.playerId, s.name]));
  // Awards go to profiles: an entry without one is shown but keeps no medal.
  const awards = periodAwards(rules, standings).flatMap((a) => {
    const profileId = profiles.get(a.playerId);
    return profileId ? [{ ...a, profileId }] : [];
  });
  return inTransaction(async (tx) => {
    const won = await tx.$queryRaw<{ settledAt: Date }[]>`
      INSERT INTO "SeasonSettlement" ("seasonId", period, "endedAt", "settledAt") VALUES (${season.id}, ${period.key}, ${period.endsAt}, ${now})
      ON CONFLICT ("seasonId", period) DO NOTHING RETURNING "settledAt"`;
    if (won.length === 0) return null;
    // Its leaderboard now shows the awards: a new version (and its notice at commit).
    await tx.$executeRaw`UPDATE "Season" SET version = version + 1 WHERE id = ${season.id}`;
    await announceRow(tx, topics.season(season.id));
    if (awards.length > 0) {
      await tx.seasonAward.createMany({
        data: awards.map((a) => ({ seasonId: season.id, period: period.key, profileId: a.profileId, kind: a.kind, points: a.points, rank: a.rank, awardedAt: now })),
        skipDuplicates: true,
      });
    }
    await seasonAudit(tx, {
      seasonId: season.id,
      userId: null,
      action: "season.settle",
      data: {
        period: period.key,
        endedAt: period.endsAt.toISOString(),
        settledAt: now.toISOString(),
        late: now.getTime() - period.endsAt.getTime() > LATE_MS,
        awards: awards.map((a) => ({ profileId: a.profileId, name: names.get(a.playerId) ?? "?", kind: a.kind, points: a.points, rank: a.rank })),
      },
    });
    return { seasonId: season.id, period: period.key, endedAt: period.endsAt, settledAt: now, awards: awards.length };
  });
}

/** Settles a season's periods that ended by `now` and are not settled yet, oldest first. */
export async function settleDue(db: Db, season: LoadedSeason, now: Date): Promise<Settled[]> {
  const due = periodsEndedBetween(scheduleOf(season), season.createdAt, now, season.timeZone);
  if (due.length === 0) return [];
  const done = new Set((await db.seasonSettlement.findMany({ where: { seasonId: season.id }, select: { period: true } })).map((s) => s.period));
  const out: Settled[] = [];
  for (const p of due) {
    if (done.has(p.key)) continue;
    const s = await settlePeriod(db, season, p, now);
    if (s) out.push(s);
  }
  return out;
}

/** Per season, the last due period this process has seen settled (saves the settlements' query). */
const settledThrough = processState("season-settled-through", () => new Map<string, string>());

/**
 * The explicit step, on demand: settles the season's periods that have ended and are not settled
 * yet, now. The leaderboard's page and API call it before they read (`getLeaderboard` itself
 * never writes), so the first read after a period's end shows its awards. Costs one small read
 * when nothing is due; a failure is logged and the read goes on (the timer settles later).
 */
export async function settleSeason(seasonId: string, now: Date = new Date()): Promise<Settled[]> {
  try {
    const db = await getDb();
    const season = await loadSeason(db, seasonId);
    const last = periodsEndedBetween(scheduleOf(season), season.createdAt, now, season.timeZone).at(-1)?.key;
    if (last === undefined || settledThrough.get(seasonId) === last) return [];
    const settled = await settleDue(db, season, now);
    settledThrough.set(seasonId, last);
    return settled;
  } catch (err) {
    // An unknown season or period: the read answers for it.
    if (!(err instanceof ServiceError)) console.error(`[holonet] season ${seasonId} not settled`, err);
    return [];
  }
}

/** Every season's due periods (server start, the periodic check). */
export async function settleDueSeasons(now: Date = new Date()): Promise<Settled[]> {
  const db = await getDb();
  const seasons = await db.season.findMany({ select: seasonSelect, orderBy: { createdAt: "asc" } });
  const out: Settled[] = [];
  for (const s of seasons) out.push(...(await settleDue(db, s, now)));
  for (const s of out) {
    const late = s.settledAt.getTime() - s.endedAt.getTime() > LATE_MS;
    console.log(`[holonet] season ${s.seasonId} ${s.period} settled${late ? ` late: it ended ${s.endedAt.toISOString()}` : ""}, ${s.awards} award(s)`);
  }
  return out;
}

const SETTLE_EVERY_MS = 5 * 60_000;

/** At server start: settles what is due now, then checks every few minutes (once per process). */
export function startSeasonSettlements(): void {
  const run = () => void settleDueSeasons(new Date()).catch((err: unknown) => console.error("[holonet] season settlement failed", err));
  if (startTimer("season-settlements", SETTLE_EVERY_MS, run)) run();
}
