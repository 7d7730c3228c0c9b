/**
 * The events a season's period counts and their results as the engine takes them. An event
 * counts from its first round — final places once complete, the Swiss ranks so far before, so the
 * board moves with a live event and with any correction — when it starts inside the period (its start, or its creation without
 * one): attached events (`counts: "attached"`), or every event of the season's game run by its
 * organizer or a co-organizer (`counts: "organizer"`), or the events of its game their organizers tagged
 * for it and the season's organizers did not refuse (`counts: "tagged"`). An entrant is the same player across
 * events through their profile; an entry without a profile is a player of its own event only
 * (`entry:<id>`) and wins no award.
 */
import type { Db, Tx } from "@/lib/db";
import { playerRecords, emptyRecord } from "@/lib/tournament";
import type { SeasonEvent } from "@/lib/tournament/seasons/types";
import type { SeasonPeriod } from "@/lib/tournament/seasons/calendar";
import { planOf, swissFormat } from "../kernel/event-format";
import { bracketState, swissHistory, swissStandings } from "../store/engine-input";
import type { EventState } from "../store/event-state";
import { eventStore } from "../store/event-store";
import { finalPlacementsOf } from "../standings/final-placements";

export interface SeasonRow {
  id: string;
  game: string;
  organizerId: string;
  counts: string;
  coOrganizers: { userId: string }[];
}

export interface CandidateEvent {
  eventId: string;
  tier: string | null;
  group: string | null;
}

/** The events that may count in `period` (complete or not), with their attachment's tier and group. */
export async function candidateEvents(db: Db | Tx, season: SeasonRow, period: Pick<SeasonPeriod, "startsAt" | "endsAt">): Promise<CandidateEvent[]> {
  const inPeriod = {
    OR: [
      { startsAt: { gte: period.startsAt, lt: period.endsAt } },
      { startsAt: null, createdAt: { gte: period.startsAt, lt: period.endsAt } },
    ],
  };
  if (season.counts === "attached") {
    const rows = await db.seasonEvent.findMany({ where: { seasonId: season.id, event: inPeriod }, select: { eventId: true, tier: true, group: true } });
    return rows;
  }
  if (season.counts === "tagged") {
    // Tags are the events' organizers' requests: counted unless refused, of the season's game only.
    const [tags, attached] = await Promise.all([
      db.seasonTag.findMany({ where: { seasonId: season.id, refusedAt: null, event: inPeriod }, select: { eventId: true, event: { select: { preset: true, presetOptions: true } } } }),
      db.seasonEvent.findMany({ where: { seasonId: season.id }, select: { eventId: true, tier: true, group: true } }),
    ]);
    const meta = new Map(attached.map((a) => [a.eventId, a]));
    return tags
      .filter((t) => planOf(t.event).game === season.game)
      .map((t) => ({ eventId: t.eventId, tier: meta.get(t.eventId)?.tier ?? null, group: meta.get(t.eventId)?.group ?? null }));
  }
  const organizers = [season.organizerId, ...season.coOrganizers.map((c) => c.userId)];
  const [events, attached] = await Promise.all([
    db.event.findMany({ where: { ...inPeriod, staff: { some: { role: "organizer", userId: { in: organizers } } } }, select: { id: true, preset: true, presetOptions: true } }),
    db.seasonEvent.findMany({ where: { seasonId: season.id }, select: { eventId: true, tier: true, group: true } }),
  ]);
  const meta = new Map(attached.map((a) => [a.eventId, a]));
  return events
    .filter((e) => planOf(e).game === season.game)
    .map((e) => ({ eventId: e.id, tier: meta.get(e.id)?.tier ?? null, group: meta.get(e.id)?.group ?? null }));
}

interface EventResults {
  name: string;
  startsAt: string;
  entrants: number;
  results: SeasonEvent["results"];
  /** Profile of each season player id ("entry:…" ids have none). */
  profiles: Map<string, string>;
}

// One computation per loaded state: the read cache hands back the same state while the version holds.
const resultsOfState = new WeakMap<EventState, EventResults | null>();

/** Final places, else the Swiss ranks so far (null before round 1). */
function placesOf(state: EventState): { playerId: string; place: number; name: string }[] | null {
  const final = finalPlacementsOf(state);
  if (final) return final;
  if (state.swissRounds.length === 0) return null;
  return swissStandings(state).map((r) => ({ playerId: r.playerId, place: r.rank, name: state.playerById.get(r.playerId)?.name ?? "?" }));
}

/** What the season's rules read of an event before its results: its entrants and start (`exclusionOf`). */
export function seasonEventOf(state: EventState): Pick<SeasonEvent, "entrants" | "startsAt"> {
  return { entrants: state.players.length, startsAt: (state.event.startsAt ?? state.event.createdAt).toISOString() };
}

/** An event's results for the season engine (null before its first round). */
export function eventResults(state: EventState): EventResults | null {
  if (resultsOfState.has(state)) return resultsOfState.get(state)!;
  const placements = placesOf(state);
  let out: EventResults | null = null;
  if (placements) {
    const records = playerRecords(swissHistory(state), swissFormat(state.event), bracketState(state));
    const profiles = new Map<string, string>();
    const results = placements.map((p) => {
      const row = state.playerById.get(p.playerId);
      const profileId = row?.profileId ?? null;
      const playerId = profileId ?? `entry:${p.playerId}`;
      if (profileId) profiles.set(playerId, profileId);
      const rec = records.get(p.playerId) ?? emptyRecord();
      return { playerId, name: p.name, place: p.place, wins: rec.wins, draws: rec.draws, losses: rec.losses, byes: rec.byes };
    });
    out = { name: state.event.name, ...seasonEventOf(state), results, profiles };
  }
  resultsOfState.set(state, out);
  return out;
}

/** The counted events of a period, read through the event store (each cached per its version), with a key of their versions. */
export async function countedEvents(db: Db, season: SeasonRow, period: Pick<SeasonPeriod, "startsAt" | "endsAt">): Promise<{ events: SeasonEvent[]; profiles: Map<string, string>; key: string }> {
  const candidates = await candidateEvents(db, season, period);
  const states = await Promise.all(candidates.map((c) => eventStore.read(c.eventId)));
  const events: SeasonEvent[] = [];
  const profiles = new Map<string, string>();
  const keys: string[] = [];
  candidates.forEach((c, i) => {
    const state = states[i]!;
    keys.push(`${c.eventId}:${state.event.version}:${c.tier ?? ""}:${c.group ?? ""}`);
    const r = eventResults(state);
    if (!r) return;
    for (const [k, v] of r.profiles) profiles.set(k, v);
    events.push({ id: c.eventId, name: r.name, startsAt: r.startsAt, entrants: r.entrants, tier: c.tier, group: c.group, results: r.results });
  });
  return { events, profiles, key: keys.sort().join(",") };
}
