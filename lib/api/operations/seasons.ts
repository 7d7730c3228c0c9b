/** Seasons, leagues, circuits and the SWG Sprint: their rules, attached events, leaderboards and medals. */
import { z } from "zod";
import {
  CoOrganizerInvitation,
  CoOrganizerInviteInput,
  EventSeasons,
  PlayerSeasonRecord,
  Season,
  SeasonExport,
  SeasonAttachInput,
  SeasonCreateInput,
  SeasonImportResult,
  SeasonInvitationAccepted,
  SeasonInvitationAcceptInput,
  SeasonLeaderboard,
  SeasonList,
  SeasonTagInput,
  SeasonUpdateInput,
} from "@/lib/schemas/season";
import { SEASON_PRESET_IDS } from "@/lib/tournament/seasons/presets";
import type { Operation } from "./types";

const EventSeasonTags = z.object({ tags: z.array(z.object({ seasonId: z.string(), name: z.string(), refused: z.boolean() })) });

export const seasonOperations: Operation[] = [
  { method: "get", path: "/seasons", summary: "The newest seasons (public).", auth: false, responses: { 200: { description: "Seasons", schema: SeasonList } } },
  {
    method: "post",
    path: "/seasons",
    summary:
      `Make a season (the caller organizes it): name, game, preset (${SEASON_PRESET_IDS.map((id) => `"${id}"`).join(", ")}; \`rules\` left out are the preset's), schedule ("dates" with \`startsAt\`/\`endsAt\`, or "monthly-weekdays": the calendar month from its first weekday to its last, in \`timeZone\`), and which events count ("attached"; "organizer": every event of the season's game its organizers run in its dates; "tagged": the events their organizers tag for it, in its dates and game).`,
    auth: true,
    body: SeasonCreateInput,
    responses: { 201: { description: "The season", schema: Season } },
  },
  { method: "get", path: "/seasons/{seasonId}", summary: "A season, its rules and attached events (public).", auth: false, responses: { 200: { description: "The season", schema: Season } } },
  {
    method: "patch",
    path: "/seasons/{seasonId}",
    summary:
      "Edit a season (its organizer and co-organizers). A change of rules that re-ranks the current period's players is refused with 409 unless `confirmReRank` is set; it is audited with the old and new rules. Co-organizers are not named here: they are invited (`POST /seasons/{seasonId}/co-organizers`; `coOrganizerEmails` is refused with 400).",
    auth: true,
    body: SeasonUpdateInput,
    responses: { 200: { description: "The season", schema: Season } },
  },
  {
    method: "post",
    path: "/seasons/{seasonId}/co-organizers",
    summary:
      "Invite a co-organizer (the organizer): a pending invitation with a one-time link (valid 14 days; inviting the address again replaces it), whether or not an account has the address — the answer is the same either way. The link is mailed when mail is set up, and the account that verified the address gets a notice; whoever opens the link signed in and accepts becomes a co-organizer.",
    auth: true,
    body: CoOrganizerInviteInput,
    responses: { 201: { description: "The invitation and its link (shown only now)", schema: CoOrganizerInvitation } },
  },
  { method: "delete", path: "/seasons/{seasonId}/co-organizers/{userId}", summary: "Remove a co-organizer (the organizer).", auth: true, responses: { 200: { description: "The season", schema: Season } } },
  {
    method: "delete",
    path: "/seasons/{seasonId}/invitations/{invitationId}",
    summary: "Revoke a pending co-organizer invitation (the organizer): its link stops working.",
    auth: true,
    responses: { 200: { description: "The season", schema: Season } },
  },
  {
    method: "post",
    path: "/season-invitations/accept",
    summary: "Accept a co-organizer invitation with the token at the end of its link (any signed-in account: holding the link is the proof). The link is used up.",
    auth: true,
    body: SeasonInvitationAcceptInput,
    responses: { 200: { description: "The season you now co-organize", schema: SeasonInvitationAccepted } },
  },
  {
    method: "post",
    path: "/seasons/{seasonId}/events",
    summary: "Attach an event (an organizer of the season who also organizes the event; the event must be of the season's game), with its tier (multiplier) and group (best-N per group). Attaching again changes the tier and group.",
    auth: true,
    body: SeasonAttachInput,
    responses: { 200: { description: "The season", schema: Season } },
  },
  { method: "delete", path: "/seasons/{seasonId}/events/{eventId}", summary: "Detach an event (the season's organizers).", auth: true, responses: { 200: { description: "The season", schema: Season } } },
  {
    method: "get",
    path: "/seasons/{seasonId}/leaderboard",
    summary:
      "The leaderboard of the current period, or `?period=YYYY-MM` (\"season\" for a season with dates), recomputed from the counted events' results: rank, points, events counted/played, each player's points per event (which count under best-N), medals of this season per kind, the events that do not count and why, and when the period was settled. Ties: more events played, then the better best place, then the name; players equal before the name share a rank. A hidden profile keeps its rank and points as “Hidden player”, without id, medals or events (its owner sees their own row).",
    auth: false,
    responses: { 200: { description: "The leaderboard", schema: SeasonLeaderboard } },
  },
  {
    method: "get",
    path: "/seasons/{seasonId}/export",
    summary: "The season as one versioned document (its organizer and co-organizers): settings, rules, attached events by id, settled periods and their awards with each profile's id and name (a hidden profile's as “Hidden player” without id, unless it is the caller's). Standings are not in it: they follow from the events.",
    auth: true,
    responses: { 200: { description: "The season's export", schema: SeasonExport } },
  },
  {
    method: "post",
    path: "/seasons/import",
    summary:
      "Make a new season, owned by the caller, from a season export (format 1, read with the export's own schema). Nothing is overwritten. The exported events are attached again when they exist here and the caller organizes them (and they are of the season's game); the others are listed in `notAttached` with the reason. Co-organizers, settled periods and awards stay with the original season.",
    auth: true,
    body: SeasonExport,
    responses: { 201: { description: "The new season and the events attached or not", schema: SeasonImportResult } },
  },
  {
    method: "get",
    path: "/seasons/{seasonId}/changes",
    summary:
      "Server-Sent Events (text/event-stream): `event: version` with the leaderboard's version (of `?period=`, else the current period) now and whenever it moves — a result or a correction in a counted event, an event attached, tagged or refused, a rules change, a period settled. It is the number cached leaderboard answers carry in `x-holonet-version` (per server process).",
    auth: false,
    responses: { 200: { description: "An event stream; re-read the leaderboard when the version moves." } },
  },
  {
    method: "delete",
    path: "/seasons/{seasonId}/tags/{eventId}",
    summary: "Refuse an event's tag (the season's organizers): the event stops counting and cannot be tagged for this season again; the refusal is kept in both histories.",
    auth: true,
    responses: { 200: { description: "The season", schema: Season } },
  },
  {
    method: "delete",
    path: "/seasons/{seasonId}/tags/{eventId}/refusal",
    summary: "Lift the refusal of an event's tag (the season's organizers): the tag counts again, and the event may be tagged again; kept in both histories. 409 when the tag is not refused.",
    auth: true,
    responses: { 200: { description: "The season", schema: Season } },
  },
  {
    method: "get",
    path: "/events/{eventId}/season-tags",
    summary: "The seasons the event is tagged for, and whether each tag was refused (its organizer).",
    auth: true,
    responses: { 200: { description: "Tags", schema: EventSeasonTags } },
  },
  {
    method: "post",
    path: "/events/{eventId}/season-tags",
    summary:
      'Tag the event for a season (its organizer\'s choice): the season must count tagged events (`counts: "tagged"`) and be of the event\'s game; it counts the event while it starts within the season\'s dates, unless the season\'s organizers refuse the tag (409 on tagging again).',
    auth: true,
    body: SeasonTagInput,
    responses: { 200: { description: "Tags", schema: EventSeasonTags } },
  },
  {
    method: "delete",
    path: "/events/{eventId}/season-tags/{seasonId}",
    summary: "Take the event's tag back (its organizer). A refused tag stays (409).",
    auth: true,
    responses: { 200: { description: "Tags", schema: EventSeasonTags } },
  },
  { method: "get", path: "/players/{profileId}/seasons", summary: "A player's season awards with their count per kind (public unless the profile is hidden).", auth: false, responses: { 200: { description: "The player's season record", schema: PlayerSeasonRecord } } },
  { method: "get", path: "/events/{eventId}/seasons", summary: "The seasons the event counts for, and those it is attached or tagged to but does not count for, with why (public).", auth: false, responses: { 200: { description: "Seasons", schema: EventSeasons } } },
];
