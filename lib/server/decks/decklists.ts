/**
 * Deck lists (regulations § Deck Building, § Deck Lists; spec "Deck lists"): one light side and
 * one dark side deck per player, each an affiliation and at least ten objective sets.
 *
 * - Before round 1 the organizer enters them (players need no account).
 * - Formal and Premier require them from every active player before round 1 can be paired:
 *   the pairing service calls `assertDeckListsComplete` (or `missingDeckLists`).
 * - Round 1 paired (status ≠ registration) locks them: the organizer or a judge can still
 *   correct one, and each correction is logged with the old and the new list.
 */
import { getDb, type Db, type Tx } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import { DeckListsInput, type PlayerDeckLists } from "@/lib/schemas/decklist";
import type { Prisma } from "@/lib/generated/prisma/client";
import { allows, authorize, authorizeRead, type EventRole } from "../kernel/policy";
import { audit } from "../kernel/audit";
import { conflict, forbidden, notFound } from "../kernel/errors";
import { parseId, parseInput } from "../kernel/validate";

export type DeckLists = DeckListsInput;

/** Tiers that require deck lists (spec "Roles and tiers"). */
export const deckListsRequired = (tier: "relaxed" | "formal" | "premier") => tier !== "relaxed";

const DeckListsStored = DeckListsInput;

/** The stored JSON read back; anything unreadable counts as missing. */
export function readDeckLists(value: unknown): DeckLists | null {
  if (value === null || value === undefined) return null;
  const parsed = DeckListsStored.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * Names of the active players still missing deck lists, in registration order — empty when
 * the event's tier does not require them (Relaxed). The round-pairing service refuses round 1
 * with 409 while this is not empty.
 */
export async function missingDeckLists(tx: Db | Tx, eventId: string): Promise<string[]> {
  const event = await tx.event.findUnique({ where: { id: eventId }, select: { tier: true } });
  if (!event || !deckListsRequired(event.tier)) return [];
  const players = await tx.player.findMany({
    where: { eventId, status: "active" },
    select: { name: true, deckLists: true },
    orderBy: { seq: "asc" },
  });
  return players.filter((p) => readDeckLists(p.deckLists) === null).map((p) => p.name);
}

/** 409 naming the players without deck lists, for Formal and Premier events before round 1. */
export async function assertDeckListsComplete(tx: Db | Tx, eventId: string): Promise<void> {
  const missing = await missingDeckLists(tx, eventId);
  if (missing.length === 0) return;
  const shown = missing.slice(0, 10).join(", ") + (missing.length > 10 ? ` and ${missing.length - 10} more` : "");
  throw conflict(`Deck lists are required before round 1 at this tier; missing for ${shown}.`);
}

/** PUT /players/{playerId}/decklists: enter (before round 1) or correct (after) a player's lists. */
export async function setDeckLists(user: User | null, eventId: string, playerId: string, input: unknown): Promise<PlayerDeckLists> {
  parseId("Player", playerId);
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const { user: caller, role } = await authorize(tx, "decklist.edit", eventId, user);
    const event = await tx.event.findUniqueOrThrow({ where: { id: eventId }, select: { status: true } });
    const locked = event.status !== "registration";
    if (!locked && !allows("decklist.edit", role)) throw forbidden("Before round 1 only the organizer enters deck lists.");
    if (locked && !allows("decklist.edit.afterRound1", role)) {
      throw forbidden("Deck lists are locked since round 1 was paired; only the organizer or a judge can correct them.");
    }
    const data = parseInput(DeckListsInput, input);
    const player = await tx.player.findFirst({ where: { id: playerId, eventId }, select: { id: true, name: true, deckLists: true } });
    if (!player) throw notFound("Player");
    const old = readDeckLists(player.deckLists);
    await tx.player.update({ where: { id: playerId }, data: { deckLists: data as unknown as Prisma.InputJsonValue } });
    await audit(tx, {
      eventId,
      userId: caller.id,
      action: locked ? "decklists.correct" : "decklists.set",
      data: { playerId, player: player.name, old: old ?? null, new: data },
    });
    return { playerId, name: player.name, deckLists: data, locked };
  });
}

/** GET /players/{playerId}/decklists: leaders only (deck lists are not public). */
export async function getDeckLists(user: User | null, eventId: string, playerId: string): Promise<PlayerDeckLists> {
  parseId("Player", playerId);
  const db = await getDb();
  await authorizeRead(db, "decklist.read", eventId, user);
  const [event, player] = await Promise.all([
    db.event.findUniqueOrThrow({ where: { id: eventId }, select: { status: true } }),
    db.player.findFirst({ where: { id: playerId, eventId }, select: { id: true, name: true, deckLists: true } }),
  ]);
  if (!player) throw notFound("Player");
  return { playerId: player.id, name: player.name, deckLists: readDeckLists(player.deckLists), locked: event.status !== "registration" };
}

/** May this role change this event's deck lists now? (For showing or hiding the form.) */
export function canEditDeckLists(role: EventRole | null, status: "registration" | "swiss" | "elimination" | "complete"): boolean {
  return allows(status === "registration" ? "decklist.edit" : "decklist.edit.afterRound1", role);
}
