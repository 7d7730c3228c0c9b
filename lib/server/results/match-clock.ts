/**
 * A match's own clock (organizer, judges, marshals): the chess clock of formats that have one
 * (SWG), a player marked absent or present, and the games an absent player has forfeited. The
 * events are stored with their timestamps on the Match; the engine (format/match-clock.ts)
 * replays them with `now`, so every process shows the same times.
 */
import type { User } from "@/lib/schemas/auth";
import { MatchClockInput, type Match } from "@/lib/schemas/round";
import { absenceForfeits, checkClockEvent, forfeitDueAt, type MatchClockEvent } from "@/lib/tournament";
import { authorize } from "../kernel/policy";
import { audit } from "../kernel/audit";
import { conflict, invalidField, notFound } from "../kernel/errors";
import { matchFormat } from "../kernel/event-format";
import { assertRoundLive } from "../rounds/live";
import { matchDto, recordResult } from "./results";
import { fromEngine } from "../kernel/engine-errors";
import { inTransaction } from "../store/event-state";
import { eventStore } from "../store/event-store";
import { asJson, clockEventsOf } from "../kernel/stored";
import { parseId, parseInput } from "../kernel/validate";

const hhmm = (t: number) => new Date(t).toISOString().slice(11, 16);

export async function matchClockAction(user: User | null, eventId: string, matchId: string, input: unknown): Promise<Match> {
  parseId("Match", matchId);
  const data = parseInput(MatchClockInput, input);
  if (data.action === "forfeit") return recordAbsenceForfeit(user, eventId, matchId, data.games ?? []);
  await inTransaction(async (tx) => {
    // Only this match row changes: the notice names it (see bumpVersion), so readers patch it in.
    const { user: caller, role, gate: event } = await authorize(tx, "match.clock", eventId, user, matchId);
    const match = await tx.match.findFirst({ where: { id: matchId, eventId } });
    if (!match) throw notFound("Match");
    if (match.roundId === null || match.playerBId === null) throw conflict("Only a match being played has a clock.");
    assertRoundLive(event, match.bracketMatch === null ? "swiss" : "elimination");
    if (match.result !== null) throw conflict("This match has its result: its clock has stopped.");
    const format = matchFormat(event, match.bracketMatch);
    const chess = format.clock.kind === "chess" ? format.clock.minutesPerPlayer : null;
    const absence = data.action === "absent" || data.action === "present";
    if (absence && format.absenceForfeitMinutes === null) throw conflict("This format has no absence rule: use the round clock and a judge's ruling.");
    if (!absence && chess === null) throw conflict("This format has no chess clock: use the round clock.");
    if ((data.action === "start" || absence || data.action === "adjust") && !data.seat) throw invalidField("seat", `Say which player (seat "A" or "B") to ${data.action}.`);
    if (data.action === "adjust" && data.seconds === undefined) throw invalidField("seconds", "Say how many seconds to give back (negative: take).");
    const events = clockEventsOf(match);
    // Clocks of two app servers may be a little apart: never go back before the last event.
    const at = Math.max(Date.now(), events.at(-1)?.at ?? 0);
    const event_: MatchClockEvent =
      data.action === "start" || absence
        ? { at, kind: data.action as "start" | "absent" | "present", seat: data.seat! }
        : data.action === "adjust"
          ? { at, kind: "adjust", seat: data.seat!, seconds: data.seconds! }
          : { at, kind: data.action as "switch" | "pause" | "resume" };
    fromEngine(() => checkClockEvent(events, event_, chess ?? 0));
    await tx.match.update({ where: { id: match.id }, data: { clockEvents: asJson([...events, event_]), version: { increment: 1 } } });
    await audit(tx, {
      eventId,
      userId: caller.id,
      action: "match.clock",
      data: { matchId, table: match.table, bracketMatch: match.bracketMatch, players: [match.playerAId, match.playerBId], by: { userId: caller.id, name: caller.name, role }, event: event_ },
    });
  });
  return matchDto(eventId, matchId);
}

/**
 * Records the games an absent player has forfeited (after the format's limit: the game in
 * progress, then each later game until the match is decided), after `played` — the games
 * finished before the absence. 409 before the limit, with the time it falls due.
 */
async function recordAbsenceForfeit(user: User | null, eventId: string, matchId: string, played: ("A" | "B")[]): Promise<Match> {
  const state = await eventStore.read(eventId);
  const match = state.matchById.get(matchId);
  if (!match) throw notFound("Match");
  const format = matchFormat(state.event, match.bracketMatch);
  if (format.absenceForfeitMinutes === null) throw conflict("This format has no absence rule.");
  const now = Date.now();
  const due = fromEngine(() => absenceForfeits(format, played, clockEventsOf(match), now));
  if (!due) {
    const at = forfeitDueAt(format, clockEventsOf(match), now);
    throw conflict(
      at === null
        ? "No player of this match is marked absent."
        : `Not yet: an absent player forfeits ${format.absenceForfeitMinutes} minutes after being marked absent (at ${hhmm(at)} UTC).`,
    );
  }
  const games = [...played.map((result) => ({ result })), ...due.games.map((result) => ({ result, ending: "forfeit" as const }))];
  // Saved like any result (same checks, the same audit entry), with the version read here.
  return recordResult(user, eventId, matchId, { games, expectedVersion: match.version });
}
