/** Seasons, leagues, circuits and the SWG Sprint: their rules, attached events, leaderboards and medals. */
import { EventSeasons, PlayerSeasonRecord, Season, SeasonExport, SeasonAttachInput, SeasonCreateInput, SeasonLeaderboard, SeasonList, SeasonUpdateInput } from "@/lib/schemas/season";
import type { Operation } from "./types";

export const seasonOperations: Operation[] = [
  { method: "get", path: "/seasons", summary: "The newest seasons (public).", auth: false, responses: { 200: { description: "Seasons", schema: SeasonList } } },
  {
    method: "post",
    path: "/seasons",
    summary:
      'Make a season (the caller organizes it): name, game, preset ("swg-sprint", "store-league", "circuit", "custom"; `rules` left out are the preset\'s), schedule ("dates" with `startsAt`/`endsAt`, or "monthly-weekdays": the calendar month from its first weekday to its last, in `timeZone`), and which events count ("attached", or "organizer": every event of the season\'s game its organizers run in its dates).',
    auth: true,
    body: SeasonCreateInput,
    responses: { 201: { description: "The season", schema: Season } },
  },
  { method: "get", path: "/seasons/{seasonId}", summary: "A season, its rules and attached events (public).", auth: false, responses: { 200: { description: "The season", schema: Season } } },
  {
    method: "patch",
    path: "/seasons/{seasonId}",
    summary:
      "Edit a season (its organizer and co-organizers; `coOrganizerEmails` by the organizer only, verified accounts). A change of rules that re-ranks the current period's players is refused with 409 unless `confirmReRank` is set; it is audited with the old and new rules.",
    auth: true,
    body: SeasonUpdateInput,
    responses: { 200: { description: "The season", schema: Season } },
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
      "The leaderboard of the current period, or `?period=YYYY-MM` (\"season\" for a season with dates), recomputed from the counted events' results: rank, points, events counted/played, each player's points per event (which count under best-N), medals of this season per kind, the events that do not count and why, and when the period was settled. Ties: more events played, then the better best place, then the name; players equal before the name share a rank.",
    auth: false,
    responses: { 200: { description: "The leaderboard", schema: SeasonLeaderboard } },
  },
  {
    method: "get",
    path: "/seasons/{seasonId}/export",
    summary: "The season as one versioned document (its organizer and co-organizers): settings, rules, attached events by id, settled periods and their awards with each profile's id and name. Standings are not in it: they follow from the events.",
    auth: true,
    responses: { 200: { description: "The season's export", schema: SeasonExport } },
  },
  { method: "get", path: "/players/{profileId}/seasons", summary: "A player's season awards with their count per kind (public unless the profile is hidden).", auth: false, responses: { 200: { description: "The player's season record", schema: PlayerSeasonRecord } } },
  { method: "get", path: "/events/{eventId}/seasons", summary: "The seasons the event counts for (public).", auth: false, responses: { 200: { description: "Seasons", schema: EventSeasons } } },
];
