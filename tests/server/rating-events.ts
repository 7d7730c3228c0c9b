/**
 * Completed FFG events straight in the database, many at once (rating tests and the bench): a
 * pool of profiles, each event `players` of them over `rounds` Swiss rounds of pseudo-random
 * pairings and results (deterministic per seed), written with one `unnest` statement per table
 * per batch of events.
 */
import { getDb } from "@/lib/db";
import { newId } from "@/lib/server/kernel/match-insert";

export interface SeededEvents {
  eventIds: string[];
  profiles: string[];
}

const RESULTS = [
  { games: [{ result: "A" }, { result: "A" }] },
  { games: [{ result: "A" }, { result: "B" }] },
  { games: [{ result: "B" }, { result: "B" }] },
  { games: [{ result: "A" }, { result: "draw" }] },
  { games: [{ result: "B" }, { result: "A" }] },
].map((r) => JSON.stringify(r));

function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export async function seedProfiles(count: number, prefix = "Rated"): Promise<string[]> {
  const db = await getDb();
  const ids = Array.from({ length: count }, () => newId());
  for (let i = 0; i < ids.length; i += 5_000) {
    const c = ids.slice(i, i + 5_000);
    await db.$executeRaw`INSERT INTO "PlayerProfile" (id, "displayName") SELECT u.id, ${prefix} || ' ' || u.n FROM unnest(${c}::text[], ${c.map((_, j) => String(i + j + 1))}::text[]) AS u(id, n)`;
  }
  return ids;
}

/**
 * `events` completed events of `players` entrants drawn from `profiles` (an odd count gets a
 * bye each round). `typed`: how many entrants per event are typed entries with no profile.
 */
export async function seedCompletedEvents(opts: { events: number; players: number; rounds: number; profiles: string[]; seed?: number; typed?: number; rating?: object }): Promise<string[]> {
  const db = await getDb();
  const random = rng(opts.seed ?? 42);
  const eventIds: string[] = [];
  const BATCH = 50;
  for (let start = 0; start < opts.events; start += BATCH) {
    const ev = { id: [] as string[], name: [] as string[], rounds: [] as number[] };
    const st = { id: [] as string[], eventId: [] as string[] };
    const pl = { id: [] as string[], eventId: [] as string[], name: [] as string[], seq: [] as number[], profileId: [] as (string | null)[] };
    const rd = { id: [] as string[], eventId: [] as string[], stageId: [] as string[], number: [] as number[] };
    const mt = { id: [] as string[], eventId: [] as string[], stageId: [] as string[], roundId: [] as string[], table: [] as number[], a: [] as string[], b: [] as (string | null)[], result: [] as (string | null)[] };
    for (let e = start; e < Math.min(opts.events, start + BATCH); e++) {
      const eventId = newId();
      const stageId = newId();
      eventIds.push(eventId);
      ev.id.push(eventId);
      ev.name.push(`Rated Open ${e + 1}`);
      ev.rounds.push(opts.rounds);
      st.id.push(stageId);
      st.eventId.push(eventId);
      // Entrants: distinct profiles of the pool, the first `typed` as typed entries.
      const chosen = new Set<string>();
      while (chosen.size < Math.min(opts.players, opts.profiles.length)) chosen.add(opts.profiles[Math.floor(random() * opts.profiles.length)]!);
      const entrants = [...chosen].map((profileId, i) => ({ id: newId(), profileId: i < (opts.typed ?? 0) ? null : profileId }));
      entrants.forEach((p, i) => {
        pl.id.push(p.id);
        pl.eventId.push(eventId);
        pl.name.push(`Entrant ${i + 1}`);
        pl.seq.push(i + 1);
        pl.profileId.push(p.profileId);
      });
      for (let r = 1; r <= opts.rounds; r++) {
        const roundId = newId();
        rd.id.push(roundId);
        rd.eventId.push(eventId);
        rd.stageId.push(stageId);
        rd.number.push(r);
        const order = entrants.map((p) => p.id).sort(() => random() - 0.5);
        for (let t = 0; t < order.length; t += 2) {
          mt.id.push(newId());
          mt.eventId.push(eventId);
          mt.stageId.push(stageId);
          mt.roundId.push(roundId);
          mt.table.push(t / 2 + 1);
          mt.a.push(order[t]!);
          const b = order[t + 1] ?? null;
          mt.b.push(b);
          mt.result.push(b ? RESULTS[Math.floor(random() * RESULTS.length)]! : null);
        }
      }
    }
    const rating = JSON.stringify(opts.rating ?? {});
    await db.$executeRaw`
      INSERT INTO "Event" (id, name, structure, tier, "swissRounds", "cutSize", status, preset, "randomSeed", rating, "updatedAt")
      SELECT u.id, u.name, 'custom', 'relaxed', u.r, 0, 'complete', 'ffg-swtcg', u.id, ${rating}::jsonb, now() FROM unnest(${ev.id}::text[], ${ev.name}::text[], ${ev.rounds}::int[]) AS u(id, name, r)`;
    await db.$executeRaw`INSERT INTO "EventStage" (id, "eventId", number, kind) SELECT u.id, u.e, 1, 'swiss' FROM unnest(${st.id}::text[], ${st.eventId}::text[]) AS u(id, e)`;
    await db.$executeRaw`
      INSERT INTO "Player" (id, "eventId", name, seq, "profileId", "updatedAt")
      SELECT u.id, u.e, u.n, u.s, u.p, now() FROM unnest(${pl.id}::text[], ${pl.eventId}::text[], ${pl.name}::text[], ${pl.seq}::int[], ${pl.profileId}::text[]) AS u(id, e, n, s, p)`;
    await db.$executeRaw`
      INSERT INTO "Round" (id, "eventId", "stageId", number, stage, "stageRound", minutes)
      SELECT u.id, u.e, u.s, u.n, 'swiss', u.n, 70 FROM unnest(${rd.id}::text[], ${rd.eventId}::text[], ${rd.stageId}::text[], ${rd.number}::int[]) AS u(id, e, s, n)`;
    for (let i = 0; i < mt.id.length; i += 20_000) {
      const s = (xs: unknown[]) => xs.slice(i, i + 20_000);
      await db.$executeRaw`
        INSERT INTO "Match" (id, "eventId", "stageId", "roundId", "table", "playerAId", "playerBId", result, "updatedAt")
        SELECT u.id, u.e, u.s, u.r, u.t, u.a, u.b, u.res::jsonb, now()
        FROM unnest(${s(mt.id)}::text[], ${s(mt.eventId)}::text[], ${s(mt.stageId)}::text[], ${s(mt.roundId)}::text[], ${s(mt.table)}::int[], ${s(mt.a)}::text[], ${s(mt.b)}::text[], ${s(mt.result)}::text[])
          AS u(id, e, s, r, t, a, b, res)`;
    }
  }
  return eventIds;
}

/** A job per event, in the given order (as each would have completed). */
export async function enqueueCompleted(eventIds: readonly string[], game = "ffg-swtcg"): Promise<void> {
  const db = await getDb();
  const base = Date.now();
  await db.$executeRaw`
    INSERT INTO "RatingJob" (id, game, "eventId", reason, "createdAt")
    SELECT u.id, ${game}, u.e, 'completed', to_timestamp(u.t / 1000.0) FROM unnest(${eventIds.map(() => newId())}::text[], ${[...eventIds]}::text[], ${eventIds.map((_, i) => base + i)}::float8[]) AS u(id, e, t)`;
}
