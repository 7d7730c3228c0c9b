/**
 * Player management before round 1: correct a name or email, remove a registration. Once round 1
 * is paired both are refused (409): players then drop, and results keep their names.
 */
import { getDb } from "@/lib/db";
import type { Player as PlayerRow } from "@/lib/generated/prisma/client";
import type { User } from "@/lib/schemas/auth";
import type { Player } from "@/lib/schemas/player";
import { PlayerUpdateInput, type ManagedPlayer } from "@/lib/schemas/player-edit";
import { authorize, authorizeRead } from "../kernel/policy";
import { audit } from "../kernel/audit";
import { readDeckLists } from "../decks/decklists";
import { toPlayer } from "../kernel/dto";
import { conflict, notFound, ServiceError } from "../kernel/errors";
import { assertLeaderParticipation } from "../staff/staff";
import { parseId, parseInput } from "../kernel/validate";
import { promoteFromWaitlist } from "./waitlist";

const nameKey = (name: string) => name.toLocaleLowerCase("en");

const CLOSED = "Round 1 has been paired: players can no longer be edited or removed. Drop the player instead.";

/** PATCH /players/{playerId} {name?, email?}: organizer only, before round 1. */
export async function updatePlayer(user: User | null, eventId: string, playerId: string, input: unknown): Promise<Player> {
  parseId("Player", playerId);
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const { user: caller } = await authorize(tx, "entrant.edit", eventId, user);
    const data = parseInput(PlayerUpdateInput, input);
    const player = await tx.player.findFirst({ where: { id: playerId, eventId } });
    if (!player) throw notFound("Player");
    const event = await tx.event.findUniqueOrThrow({ where: { id: eventId }, select: { status: true } });
    if (event.status !== "registration") throw conflict(CLOSED);

    const name = data.name ?? player.name;
    const email = data.email === undefined ? player.email : data.email;
    if (nameKey(name) !== nameKey(player.name)) {
      const others = await tx.player.findMany({ where: { eventId, id: { not: playerId } }, select: { name: true } });
      if (others.some((o) => nameKey(o.name) === nameKey(name))) {
        const message = `${name} is already registered. Add a last initial to tell players apart.`;
        throw new ServiceError("invalid_input", message, [{ path: ["name"], message }]);
      }
    }
    const updated = await tx.player.update({ where: { id: playerId }, data: { name, email } });
    if (email !== player.email) await assertLeaderParticipation(tx, eventId, ["email"]);
    await audit(tx, {
      eventId,
      userId: caller.id,
      action: "player.update",
      data: { playerId, old: { name: player.name, email: player.email }, new: { name, email } },
    });
    return toPlayer(updated);
  });
}

/** DELETE /players/{playerId}: organizer only, before round 1. Returns the removed player. */
export async function removePlayer(user: User | null, eventId: string, playerId: string): Promise<Player> {
  parseId("Player", playerId);
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const { user: caller } = await authorize(tx, "entrant.remove", eventId, user);
    const player = await tx.player.findFirst({ where: { id: playerId, eventId } });
    if (!player) throw notFound("Player");
    const event = await tx.event.findUniqueOrThrow({ where: { id: eventId }, select: { status: true } });
    if (event.status !== "registration") throw conflict(CLOSED);
    await tx.player.delete({ where: { id: playerId } });
    await audit(tx, {
      eventId,
      userId: caller.id,
      action: "player.remove",
      data: { playerId, name: player.name, email: player.email, deckLists: player.deckLists ?? null },
    });
    // The freed place goes to the first on the waitlist (self-registration with a cap).
    await promoteFromWaitlist(tx, eventId, caller.id);
    return toPlayer(player);
  });
}

/** Players with their emails and deck-list state, for the manage pages (leaders only). */
export async function managedPlayers(user: User | null, eventId: string): Promise<ManagedPlayer[]> {
  const db = await getDb();
  await authorizeRead(db, "entrant.read", eventId, user);
  const rows = await db.player.findMany({ where: { eventId }, orderBy: { seq: "asc" } });
  return rows.map(toManaged);
}

/** One player for the manage pages (leaders only). */
export async function managedPlayer(user: User | null, eventId: string, playerId: string): Promise<ManagedPlayer> {
  parseId("Player", playerId);
  const db = await getDb();
  await authorizeRead(db, "entrant.read", eventId, user);
  const r = await db.player.findFirst({ where: { id: playerId, eventId } });
  if (!r) throw notFound("Player");
  return toManaged(r);
}

const toManaged = (r: PlayerRow): ManagedPlayer => ({
  id: r.id,
  name: r.name,
  email: r.email,
  status: r.status,
  hasDeckLists: readDeckLists(r.deckLists) !== null,
  fixedTable: r.fixedTable,
  source: r.source,
  registeredAt: r.registeredAt.toISOString(),
  checkedInAt: r.checkedInAt?.toISOString() ?? null,
  paymentMethod: r.paymentMethod,
  paidCents: r.paidCents,
});
