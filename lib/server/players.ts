/** Player registration. */
import { getDb } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import { playersInputSchema, type Player, type PlayerInput } from "@/lib/schemas/player";
import { lockEventFor, ORGANIZER } from "./access";
import { audit } from "./audit";
import { toPlayer } from "./dto";
import { conflict, notFound, ServiceError } from "./errors";
import { parseInput } from "./validate";

const nameKey = (name: string) => name.toLocaleLowerCase("en");

/**
 * Registers one or more players. All or nothing: a duplicate name (within the request or the
 * event) refuses the whole request and names the offending entry.
 */
export async function registerPlayers(user: User | null, eventId: string, input: unknown): Promise<Player[]> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    await lockEventFor(tx, eventId, user, ORGANIZER);
    const data = parseInput(playersInputSchema(input), input);
    const list: PlayerInput[] = "players" in data ? data.players : [data];
    const event = await tx.event.findUniqueOrThrow({ where: { id: eventId }, select: { status: true } });
    if (event.status !== "registration") {
      throw conflict("Registration is closed: round 1 has been paired. Use late entry instead.");
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
    await audit(tx, {
      eventId,
      userId: user!.id,
      action: "players.register",
      data: { players: rows.map((r) => ({ id: r.id, name: r.name })) },
    });
    return rows.map(toPlayer);
  });
}

export async function listPlayers(eventId: string): Promise<Player[]> {
  const db = await getDb();
  const event = await db.event.findUnique({ where: { id: eventId }, select: { id: true } });
  if (!event) throw notFound("Event");
  const rows = await db.player.findMany({ where: { eventId }, orderBy: { seq: "asc" } });
  return rows.map(toPlayer);
}
