/** Decks of the games other than FFG's, sealed pools and the build phase (lib/server/decks/decks.ts). */
import { BuildInput, BuildStatus, DeckInput, PlayerDeck, PoolInput } from "@/lib/schemas/deck";
import type { Operation } from "./types";

export const deckOperations: Operation[] = [
  {
    method: "get",
    path: "/events/{eventId}/players/{playerId}/deck",
    summary: "A player's deck (SWG TCG, Young Jedi, SWCCG, WotC SW TCG): the list, its problems with an explanation each, whether it is valid and may change now. The event's staff and the player themself.",
    auth: true,
    responses: { 200: { description: "The deck, null if none yet", schema: PlayerDeck } },
  },
  {
    method: "put",
    path: "/events/{eventId}/players/{playerId}/deck",
    summary:
      "Submit a deck by pasting a list (the player themself, or the staff for any entry). It is checked against the game's rules and stored even when invalid, marked invalid. Refused with 409 when the event's deck policy forbids a change now (constructed: after round 1 is paired; limited: during a round, or after the build clock ends until round 1 is over) — except a correction by the organizer or a judge. Every save is logged with the old and new list. FFG events use …/decklists (409).",
    auth: true,
    body: DeckInput,
    responses: { 200: { description: "Saved (valid or not)", schema: PlayerDeck } },
  },
  {
    method: "put",
    path: "/events/{eventId}/players/{playerId}/pool",
    summary: "Record a sealed player's pool, the product they opened, as a card list (staff; limited events). Their decks are then checked against it.",
    auth: true,
    body: PoolInput,
    responses: { 200: { description: "Saved; the player's deck re-checked against it", schema: PlayerDeck } },
  },
  {
    method: "get",
    path: "/events/{eventId}/build",
    summary: "A sealed event's build phase: the build clock and, per active player, pool recorded, deck saved, ready (valid), starter deck (staff).",
    auth: true,
    responses: { 200: { description: "Build status", schema: BuildStatus } },
  },
  {
    method: "post",
    path: "/events/{eventId}/build",
    summary:
      'Start the sealed build clock before round 1 ({action: "start", minutes?}: default the event\'s build time, 10 minutes), or close the phase ({action: "end"}, once the clock is over or every player is ready): players without a valid deck play round 1 with the basic starter deck, recorded (staff; limited events).',
    auth: true,
    body: BuildInput,
    responses: { 200: { description: "Build status", schema: BuildStatus } },
  },
];
