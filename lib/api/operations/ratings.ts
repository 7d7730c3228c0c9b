/** Player ratings (issue 24): the rating list of a game, a player's ratings and their ledger. */
import { ApiError } from "@/lib/schemas/common";
import { PlayerLedger, PlayerRatings, RatingList, RatingListQuery } from "@/lib/schemas/ratings";
import type { Operation } from "./types";

export const ratingOperations: Operation[] = [
  {
    method: "get",
    path: "/ratings/{game}",
    summary:
      "The public rating list of a game, highest first, 50 a page: rank (1 + the players rated higher; equal ratings share it), name, rating (unrounded, and `shown` rounded), rated matches, provisional mark and last event. `q` keeps names containing it (any case) with their ranks in the whole list. Players whose last rated event is older than `inactiveAfterDays` (365) are listed apart: `inactive=1`. Hidden profiles are left out.",
    auth: false,
    query: RatingListQuery,
    responses: {
      200: { description: "One page of the list", schema: RatingList },
      404: { description: "No such game.", schema: ApiError },
    },
  },
  {
    method: "get",
    path: "/players/{profileId}/ratings",
    summary:
      "A player's rating in each game they have played rated: rating (unrounded and shown), rated matches, provisional, the rating after each rated event (oldest first, for a sparkline) and the rated events with their K and change. A hidden profile's are its owner's alone (send the owner's token); for anyone else, and for a merged profile, it is a 404.",
    auth: false,
    responses: {
      200: { description: "The player's ratings", schema: PlayerRatings },
      404: { description: "No such profile, hidden, or merged.", schema: ApiError },
    },
  },
  {
    method: "get",
    path: "/players/{profileId}/ratings/{game}/ledger",
    summary:
      "Why a player's rating changed: every rated match in the game, grouped by event (newest first), each with the opponents and their rating, the player's rating at the event's start, the expected score E, K (doubled while provisional), the result S, the change and the rating after. `current` holds the lines that count now; `history` the earlier ratings of the event that a re-rating superseded (a corrected result, a merge…), each with its reason and time. Hidden opponents are unnamed. Privacy as for /players/{profileId}/ratings.",
    auth: false,
    responses: {
      200: { description: "The ledger", schema: PlayerLedger },
      404: { description: "No such profile or game, hidden, or merged.", schema: ApiError },
    },
  },
];
