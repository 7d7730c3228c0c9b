/** Rounds, results, timer, standings, cut, bracket and player status: the tournament's operations. */
import { z } from "zod";
import { Player } from "@/lib/schemas/player";
import {
  Bracket,
  CutPreview,
  CutResult,
  FixedTableInput,
  Match,
  Round,
  RoundList,
  SideInput,
  MatchClockInput,
  Standings,
  PublishInput,
  ReseatInput,
  SwapInput,
  TimerInput,
} from "@/lib/schemas/round";
import { ResultInput } from "@/lib/schemas/result";
import { RoundProof, RoundReasons } from "@/lib/schemas/round-proof";
import type { Operation } from "./types";

const E = "/events/{eventId}";

const playerStatus = (what: "drop" | "rejoin" | "disqualify", summary: string): Operation => ({
  method: "post",
  path: `${E}/players/{playerId}/${what}`,
  summary,
  auth: true,
  responses: { 200: { description: "The player with the new status", schema: Player } },
});

export const roundOperations: Operation[] = [
  {
    method: "post",
    path: `${E}/rounds`,
    summary:
      "Pair the next round of the current stage (organizer): a Swiss round (round 1 fixes the structure from the players registered), or the next elimination matches (those whose players are known and not yet played). 409 if a result is missing, if Swiss is over and the cut has not been made, or if the event is complete.",
    auth: true,
    responses: { 201: { description: "The new round", schema: Round } },
  },
  {
    method: "get",
    path: `${E}/rounds`,
    summary: "Every round of the event, in order. A draft round (the event pairs drafts) is listed for the event's staff only: for anyone else the latest round is the last one published.",
    auth: false,
    responses: { 200: { description: "Rounds", schema: RoundList } },
  },
  {
    method: "get",
    path: `${E}/rounds/{number}`,
    summary: "A round: its timer and its matches (Swiss players carry their current TP, elimination players their seed). A draft round is the event's staff's only (404 for anyone else until it is published).",
    auth: false,
    responses: { 200: { description: "The round", schema: Round } },
  },
  {
    method: "get",
    path: `${E}/rounds/{number}/reasons`,
    summary:
      "Why the round is paired as it is, as data: each entrant's score group, floats and why (an odd group, a bye taken from a group, a rematch avoided), rematches avoided or forced, the bye and why, the dark side's coin, fixed tables; elimination: each seat's bracket slot and the deck choice. Derived from the round's inputs by the engine; each reason names the regulation reading it follows.",
    auth: false,
    responses: { 200: { description: "The round's reasons", schema: RoundReasons } },
  },
  {
    method: "get",
    path: `${E}/rounds/{number}/proof`,
    summary:
      "A round's proof: everything it was paired from and the pairing published, entrants by id only. Swiss: format and options, the event's seed, entrants and their states, earlier results, drops, byes, fixed tables. Elimination (stage: \"elimination\"): the bracket, the seeds, drops and the results of earlier rounds. `npx tsx scripts/verify-round.ts proof.json` or the round's verify page runs the engine on it. JSON Schema: /api/v1/schemas/round-proof.json. 404 for a draft round unless the caller is the event's staff.",
    auth: false,
    responses: { 200: { description: "The round's proof", schema: RoundProof } },
  },
  {
    method: "delete",
    path: `${E}/rounds/{number}`,
    summary: "Delete the latest round while it has no results (organizer). Deleting Swiss round 1 reopens registration.",
    auth: true,
    responses: { 204: { description: "Deleted" } },
  },
  {
    method: "post",
    path: `${E}/rounds/{number}/repair`,
    summary: "Pair the latest Swiss round again while it has no results (organizer); a new random stream gives a new pairing, recorded in the audit log.",
    auth: true,
    responses: { 200: { description: "The round, paired again", schema: Round } },
  },
  {
    method: "post",
    path: `${E}/rounds/{number}/swap`,
    summary:
      "Swap two players of the latest Swiss round by hand, before their tables have results (organizer). The engine checks what the swap breaks (a rematch created, a second bye, a fixed table left): with any such warning the swap is refused (409, the warnings in the message, nothing changed) unless confirm is true. The tables are marked changedByOrganizer, the history keeps who and why, and the round's proof verifies as changed by the organizer.",
    auth: true,
    body: SwapInput,
    responses: { 200: { description: "The round after the swap", schema: Round } },
  },
  {
    method: "post",
    path: `${E}/rounds/{number}/reseat`,
    summary:
      "Move a match of the latest Swiss round to another table by hand (a draft, or a published round before that table's result; organizer). A match sitting at the new table takes the old number. A fixed table (accessibility) stays fixed: moving its match, or another match onto it, is refused (409). Tables out of points order are warned: refused (409, the warnings in the message, nothing changed) unless confirm is true. The tables are marked changedByOrganizer, the history keeps who and why, and the round verifies as changed by the organizer.",
    auth: true,
    body: ReseatInput,
    responses: { 200: { description: "The round after the change", schema: Round } },
  },
  {
    method: "post",
    path: `${E}/rounds/{number}/publish`,
    summary:
      "Publish a draft round (organizer): players, public pages, the public API and the live stream see it from this moment, and its players are notified. startClock: true starts its clock at the same moment (a draft's clock never runs). 409 when the round is already published.",
    auth: true,
    body: PublishInput,
    responses: { 200: { description: "The round, published", schema: Round } },
  },
  {
    method: "post",
    path: `${E}/rounds/{number}/timer`,
    summary: "Run the round timer (organizer, judges, marshals): start, pause, resume, reset, or extend one table ({action: \"extend\", table, minutes}).",
    auth: true,
    body: TimerInput,
    responses: { 200: { description: "The round with its timer", schema: Round } },
  },
  {
    method: "put",
    path: `${E}/matches/{matchId}/result`,
    summary:
      "Record or correct a result (organizer, judges, marshals). Swiss: two games or an intentional split; elimination: the winner, or the board of a game that reached time (the app computes the winner). Send expectedVersion to refuse a save over a newer one (409).",
    auth: true,
    body: ResultInput,
    responses: { 200: { description: "The match as stored", schema: Match } },
  },
  {
    method: "put",
    path: `${E}/matches/{matchId}/side`,
    summary: "Record the higher seed's side choice in a first-round elimination match (organizer, judges, marshals).",
    auth: true,
    body: SideInput,
    responses: { 200: { description: "The match", schema: Match } },
  },
  {
    method: "post",
    path: `${E}/matches/{matchId}/clock`,
    summary:
      "A match's own clock, for formats that have one (organizer, judges, marshals): start, switch (end of a turn), pause, resume or adjust the chess clock; mark a player absent or present; forfeit records the games an absent player has forfeited once the format's limit has passed (SWG: 10 minutes).",
    auth: true,
    body: MatchClockInput,
    responses: { 200: { description: "The match with its clock", schema: Match } },
  },
  {
    method: "get",
    path: `${E}/standings`,
    summary: "Swiss standings: TP, SoS, ESoS (full precision), rounds played, status.",
    auth: false,
    responses: { 200: { description: "Standings", schema: Standings } },
  },
  {
    method: "get",
    path: `${E}/cut`,
    summary: "Who advances (or would, by the current standings), who is next in line, and replacements made.",
    auth: false,
    responses: { 200: { description: "The cut", schema: CutPreview } },
  },
  {
    method: "post",
    path: `${E}/cut`,
    summary: "After the last Swiss round, make the cut of the event's size and open elimination (organizer).",
    auth: true,
    responses: { 201: { description: "The seeds", schema: CutResult } },
  },
  {
    method: "get",
    path: `${E}/bracket`,
    summary: "The double elimination bracket: every match, players as soon as they are known, and the places decided.",
    auth: false,
    responses: { 200: { description: "The bracket", schema: Bracket } },
  },
  playerStatus("drop", "Drop a player (organizer). After elimination begins their opponents get byes; before it, a qualified player is replaced by the next-ranked."),
  playerStatus("rejoin", "A dropped player rejoins the Swiss rounds with an unpaired loss for each round missed (organizer)."),
  playerStatus("disqualify", "Disqualify a player (organizer); they cannot rejoin, and their past games still count for opponents."),
  {
    method: "put",
    path: `${E}/players/{playerId}/table`,
    summary: "Pin a player to a table for the Swiss pairings (accessibility), or unpin with {table: null}; organizer only.",
    auth: true,
    body: FixedTableInput,
    responses: { 200: { description: "The player", schema: Player.extend({ fixedTable: z.number().int().nullable() }) } },
  },
];
