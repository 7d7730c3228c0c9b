/** Staff, event settings, player edits and deck lists. */
import { Event, EventUpdateInput } from "@/lib/schemas/event";
import { Player } from "@/lib/schemas/player";
import { PlayerUpdateInput } from "@/lib/schemas/player-edit";
import { DeckListsInput, PlayerDeckLists } from "@/lib/schemas/decklist";
import { StaffAddInput, StaffInvitation, StaffList, StaffMember } from "@/lib/schemas/staff";
import type { Operation } from "./types";

export const staffOperations: Operation[] = [
  {
    method: "patch",
    path: "/events/{eventId}",
    summary:
      "Change the event's settings (organizer). Structure, tier, random seed, Swiss rounds and cut only before round 1 is paired (409 after).",
    auth: true,
    body: EventUpdateInput,
    responses: { 200: { description: "The updated event", schema: Event } },
  },
  {
    method: "get",
    path: "/events/{eventId}/staff",
    summary: "The organizer, judges and marshals with their emails (leaders only).",
    auth: true,
    responses: { 200: { description: "Staff", schema: StaffList } },
  },
  {
    method: "post",
    path: "/events/{eventId}/staff",
    summary:
      "Invite a judge or marshal by email (organizer). Always a pending invitation with a one-time link (also mailed when mail is configured), whatever accounts exist; it attaches to whoever opens the link signed in, or to an account that verifies this email. 409 if it breaks leader participation (Relaxed: a playing leader needs a second leader; Formal/Premier: leaders never play).",
    auth: true,
    body: StaffAddInput,
    responses: { 201: { description: "Invited", schema: StaffInvitation } },
  },
  {
    method: "delete",
    path: "/events/{eventId}/staff/{staffId}",
    summary: "Remove a judge or marshal (organizer). The organizer cannot be removed; 409 if a playing leader would be left without a second leader.",
    auth: true,
    responses: { 200: { description: "The removed staff member", schema: StaffMember } },
  },
  {
    method: "patch",
    path: "/events/{eventId}/players/{playerId}",
    summary: "Correct a player's name or email (organizer, before round 1; 409 after).",
    auth: true,
    body: PlayerUpdateInput,
    responses: { 200: { description: "The player", schema: Player } },
  },
  {
    method: "delete",
    path: "/events/{eventId}/players/{playerId}",
    summary: "Remove a registration (organizer, before round 1; 409 after — drop the player instead).",
    auth: true,
    responses: { 200: { description: "The removed player", schema: Player } },
  },
  {
    method: "get",
    path: "/events/{eventId}/players/{playerId}/decklists",
    summary: "A player's deck lists (leaders only).",
    auth: true,
    responses: { 200: { description: "Deck lists, null if none yet", schema: PlayerDeckLists } },
  },
  {
    method: "put",
    path: "/events/{eventId}/players/{playerId}/decklists",
    summary:
      "Enter a player's light side and dark side deck lists (organizer, before round 1). Once round 1 is paired they are locked: the organizer or a judge can correct them, and each correction is logged with the old and new list.",
    auth: true,
    body: DeckListsInput,
    responses: { 200: { description: "Saved", schema: PlayerDeckLists } },
  },
];
