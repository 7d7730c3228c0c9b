/** Player registration. */
import { getDb } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import { playersInputSchema, type Player, type PlayerInput } from "@/lib/schemas/player";
import { authorize } from "../kernel/policy";
import { audit } from "../kernel/audit";
import { assertLeaderParticipation } from "../staff/staff";
import { toPlayer } from "../kernel/dto";
import { conflict, notFound, ServiceError } from "../kernel/errors";
import { parseInput } from "../kernel/validate";
import type { Tx } from "@/lib/db";
import { addLateEntry, type SwissStageHistory } from "@/lib/tournament";
import { fromEngine } from "../kernel/engine-errors";
import { swissHistory } from "../store/engine-input";
import { eventStore } from "../store/event-store";
import { swissFormat, teamSizeOf } from "../kernel/event-format";

const nameKey = (name: string) => name.toLocaleLowerCase("en");

/**
 * Registers one or more players. All or nothing: a duplicate name (within the request or the
 * event) refuses the whole request and names the offending entry.
 */
export async function registerPlayers(user: User | null, eventId: string, input: unknown): Promise<Player[]> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const { user: caller } = await authorize(tx, "entrant.add", eventId, user);
    const data = parseInput(playersInputSchema(input), input);
    const list: PlayerInput[] = "players" in data ? data.players : [data];
    const event = await tx.event.findUniqueOrThrow({ where: { id: eventId }, select: { status: true, preset: true, presetOptions: true } });
    if (teamSizeOf(event)) throw conflict(`This is a team event: its entrants are teams of ${teamSizeOf(event)}. Add a team (name and members) with POST /api/v1/events/${eventId}/teams, on the Teams page.`);
    if (event.status === "elimination" || event.status === "complete") {
      throw conflict("Registration is closed: the Swiss rounds are over.");
    }
    if (event.status === "swiss" && !swissFormat(event).lateEntry) {
      throw conflict("Registration is closed: this format has no late entry (players cannot join an event in progress).");
    }
    const existing = await tx.player.findMany({ where: { eventId }, select: { name: true, seq: true } });
    const taken = new Set(existing.map((p) => nameKey(p.name)));
    const issues = list.flatMap((p, i) => {
      const key = nameKey(p.name);
      if (taken.has(key)) {
        const path = "players" in data ? ["players", i, "name"] : ["name"];
        return [{ path, message: `${p.name} is already registered. Add a last initial to tell players apart.` }];
      }
      taken.add(key);
      return [];
    });
    if (issues.length > 0) throw new ServiceError("invalid_input", issues[0]!.message, issues);

    let seq = existing.reduce((max, p) => Math.max(max, p.seq), 0);
    const rows = await tx.player.createManyAndReturn({
      data: list.map((p) => ({ eventId, name: p.name, email: p.email ?? null, seq: ++seq })),
      select: { id: true, name: true, status: true, seq: true },
    });
    rows.sort((a, b) => a.seq - b.seq);
    // A leader registered as a player (same email) must satisfy the tier's participation rule.
    const withEmail = list.findIndex((p) => p.email);
    if (withEmail >= 0) await assertLeaderParticipation(tx, eventId, "players" in data ? ["players", withEmail, "email"] : ["email"]);
    const late = event.status === "swiss" ? await lateEntries(tx, eventId, rows.map((r) => r.id)) : null;
    await audit(tx, {
      eventId,
      userId: caller.id,
      action: late ? "players.lateEntry" : "players.register",
      data: { players: rows.map((r) => ({ id: r.id, name: r.name })), ...(late ? { enteredRound: late.enteredRound, unpairedLossRounds: late.rounds } : {}) },
    });
    return rows.map(toPlayer);
  });
}

/**
 * Late registration during the Swiss stage: each new player enters the next round, with an
 * unpaired loss for every Swiss round already paired (engine: `addLateEntry`).
 */
async function lateEntries(tx: Tx, eventId: string, ids: string[]): Promise<{ enteredRound: number; rounds: number[] }> {
  const state = await eventStore.load(tx, eventId);
  const before = swissHistory(state);
  const existing = new Set(ids);
  let history: SwissStageHistory = { ...before, players: before.players.filter((p) => !existing.has(p.id)) };
  for (const id of ids) history = fromEngine(() => addLateEntry(history, id));
  const added = history.unpairedLosses.slice(before.unpairedLosses.length);
  const enteredRound = before.rounds.length + 1;
  await tx.player.updateMany({ where: { id: { in: ids } }, data: { enteredRound } });
  for (const round of state.swissRounds) {
    const who = added.filter((u) => u.round === round.stageRound).map((u) => u.player);
    if (who.length) await tx.round.update({ where: { id: round.id }, data: { unpairedLosses: { push: who } } });
  }
  return { enteredRound, rounds: [...new Set(added.map((u) => u.round))] };
}

export async function listPlayers(eventId: string): Promise<Player[]> {
  const db = await getDb();
  const event = await db.event.findUnique({ where: { id: eventId }, select: { id: true } });
  if (!event) throw notFound("Event");
  const rows = await db.player.findMany({ where: { eventId }, orderBy: { seq: "asc" } });
  return rows.map(toPlayer);
}
