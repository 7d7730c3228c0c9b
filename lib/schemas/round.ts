import { z } from "zod";
import { text, wholeNumber } from "./common";
import { apiRegistry } from "./registry";
import { Result, Seat } from "./result";

/** Highest table number a player can be pinned to or a judge can extend. */
export const MAX_TABLE = 500;

export const BRACKET_PARTS = ["upper", "lower", "final", "second-final", "main", "third-place"] as const;
const BracketPartEnum = z.enum(BRACKET_PARTS);

/**
 * A match's own clock (formats with a chess clock or an absence rule): run the chess clock, or
 * mark a player absent / present; `forfeit` records the games an absent player has forfeited.
 */
export const MatchClockInput = z
  .object({
    action: z.enum(["start", "switch", "pause", "resume", "adjust", "absent", "present", "forfeit"], {
      error: "action is start, switch, pause, resume, adjust, absent, present or forfeit.",
    }),
    seat: Seat.optional().describe("start: whose clock runs first; adjust, absent, present: which player."),
    seconds: z.number({ error: "seconds is a whole number." }).int({ error: "seconds is a whole number." }).min(-3600).max(3600).optional().describe("adjust: seconds given back (negative: taken)."),
    games: z.array(Seat, { error: 'games lists the winners of the games already played, "A" or "B".' }).max(4).optional().describe("forfeit: the games played before the absence, in order."),
  })
  .register(apiRegistry, { id: "MatchClockInput" });

export const MatchClock = z
  .object({
    chess: z
      .object({
        minutesPerPlayer: z.number().int(),
        started: z.boolean(),
        running: Seat.nullable().describe("The seat whose clock runs now."),
        paused: z.boolean(),
        remainingSeconds: z.object({ A: z.number().int(), B: z.number().int() }),
        flagged: Seat.nullable().describe("The seat whose clock ran out: they lose the match."),
      })
      .nullable(),
    absentSince: z.object({ A: z.string().nullable(), B: z.string().nullable() }).describe("When each player was marked absent (ISO), or null."),
    forfeitAt: z.string().nullable().describe("When an absent player forfeits the game in progress (ISO), or null."),
  })
  .register(apiRegistry, { id: "MatchClock" });
export type MatchClock = z.infer<typeof MatchClock>;

export const SideInput = z.object({ darkSide: Seat }).register(apiRegistry, { id: "SideInput" });

export const TimerInput = z
  .object({
    action: z.enum(["start", "pause", "resume", "reset", "extend"], { error: "action is start, pause, resume, reset or extend." }),
    minutes: wholeNumber("minutes", 1, 240).optional(),
    table: wholeNumber("table", 1, MAX_TABLE).optional().describe("With action extend: the table that gets extra minutes."),
  })
  .register(apiRegistry, { id: "TimerInput" });

export const MatchPlayer = z.object({
  id: z.string(),
  name: z.string(),
  shortName: z.string().optional().describe("A short label unambiguous within the event: first name, or with the last initial, or the full name."),
  points: z.number().optional(), seed: z.number().optional(),
  members: z
    .array(z.object({ position: z.number().int(), name: z.string() }))
    .optional()
    .describe("Team events: the team's members by position (member 1 sits D1/L1, member 2 D2/L2; the dark side team of game 1 is darkSide, game 2 reverses)."),
});

export const Match = z
  .object({
    id: z.string(),
    table: z.number().int().nullable(),
    playerA: MatchPlayer,
    playerB: MatchPlayer.nullable().describe("null: a bye"),
    bracketMatch: z.number().int().nullable(),
    darkSide: Seat.nullable(),
    result: Result.nullable(),
    version: z.number().int().describe("Send it back as expectedVersion to refuse a save over someone else's newer one."),
    extraMinutes: z.number().int().optional().describe("Minutes of time extension a judge gave this table."),
    clock: MatchClock.optional().describe("Formats with a chess clock or an absence rule: the match's own clock."),
    bracketPart: BracketPartEnum.optional().describe("Elimination: the bracket this match belongs to."),
    bracketPartName: z.string().optional().describe('Elimination: the bracket part in words ("Upper bracket", "Lower bracket", "Final", "Second final", "Main draw", "Third place").'),
    changedByOrganizer: z.literal(true).optional().describe("The organizer changed this table by hand after pairing (a swap or a re-seat): not the engine's pairing."),
  })
  .register(apiRegistry, { id: "Match" });
export type Match = z.infer<typeof Match>;

export const Timer = z
  .object({
    state: z.enum(["idle", "running", "paused", "ended"]),
    endsAt: z.string().nullable(),
    remainingSeconds: z.number().int(),
    minutes: z.number().int(),
  })
  .register(apiRegistry, { id: "Timer" });
export type Timer = z.infer<typeof Timer>;

export const Round = z
  .object({
    number: z.number().int(),
    name: z.string().describe('The round as every page names it: "Swiss round 3", "Top 8 · round 2", "Final", "Second final".'),
    stage: z.enum(["swiss", "elimination"]),
    stageRound: z.number().int(),
    timer: Timer,
    matches: z.array(Match),
    unpairedLosses: z.array(z.object({ id: z.string(), name: z.string() })).optional().describe("Players with an unpaired loss in this round (late entry, rejoin)."),
    warnings: z.array(z.string()).optional().describe("Notes for the organizer from the pairing (rematches, table pins)."),
    draft: z
      .literal(true)
      .optional()
      .describe("A draft: paired, shown to the event's staff only; players, public pages and the public API show the previous round until POST …/rounds/{number}/publish."),
    standingNotes: z
      .record(z.string(), z.string())
      .optional()
      .describe('GET of one round: where each player without a match in it stands, by player id ("5th after Swiss: the top 4 play on.", "Champion!", "Dropped."), for a player looking for their table.'),
  })
  .register(apiRegistry, { id: "Round" });
export type Round = z.infer<typeof Round>;

export const StandingsRow = z.object({
  rank: z.number().int(),
  playerId: z.string(),
  name: z.string(),
  points: z.number(),
  sos: z.number(),
  esos: z.number(),
  roundsPlayed: z.number().int(),
  status: z.enum(["active", "dropped", "disqualified"]),
  games: z.object({ won: z.number().int(), lost: z.number().int(), drawn: z.number().int() }).optional().describe("Games won, lost and drawn (an intentional split is one of each)."),
  belowPreviousOn: z
    .enum(["points", "sos", "esos", "random"])
    .nullable()
    .optional()
    .describe("What put this player below the one ranked just above: points, SoS, ESoS or the seeded random tiebreak; null for rank 1."),
});
export const Standings = z
  .object({ stage: z.enum(["swiss", "elimination"]), rows: z.array(StandingsRow) })
  .register(apiRegistry, { id: "Standings" });
export type Standings = z.infer<typeof Standings>;

export const CutResult = z
  .object({ seeds: z.array(z.object({ seed: z.number().int(), playerId: z.string(), name: z.string() })) })
  .register(apiRegistry, { id: "Cut" });

export const BracketMatch = z.object({
  bracketMatch: z.number().int(),
  round: z.number().int(),
  playerA: MatchPlayer.nullable(),
  playerB: MatchPlayer.nullable(),
  darkSide: Seat.nullable(),
  result: Result.nullable(),
  winnerTo: z.number().int().nullable(),
  loserTo: z.number().int().nullable(),
  status: z.enum(["pending", "ready", "played", "skipped"]).optional(),
  matchId: z.string().nullable().optional(),
  roundNumber: z.number().int().nullable().optional().describe("The event round the match was opened in; null until opened."),
  part: BracketPartEnum.optional().describe("The bracket this match belongs to."),
});
export const Bracket = z
  .object({
    size: z.number().int(),
    matches: z.array(BracketMatch),
    placements: z.array(z.object({ place: z.number().int(), playerId: z.string(), name: z.string().optional() })),
  })
  .register(apiRegistry, { id: "Bracket" });
export type Bracket = z.infer<typeof Bracket>;

export const RoundList = z.object({ rounds: z.array(Round) }).register(apiRegistry, { id: "RoundList" });

/** Pin a player to a table (accessibility), or `null` to unpin. */
export const FixedTableInput = z
  .object({
    table: z
      .number({ error: "The table must be a number, or null to unpin." })
      .int({ error: "The table must be a whole number." })
      .min(1, { error: "Tables are numbered from 1." })
      .max(MAX_TABLE, { error: `The table can be at most ${MAX_TABLE}.` })
      .nullable(),
  })
  .register(apiRegistry, { id: "FixedTableInput" });

const CutSeed = z.object({ seed: z.number().int(), playerId: z.string(), name: z.string(), swissRank: z.number().int() });

export const CutPreview = z
  .object({
    size: z.number().int().describe("The event's cut (0 = none)."),
    made: z.boolean().describe("The cut has been made: `seeds` are the bracket's seeds."),
    canMake: z.boolean().describe("POST /cut would succeed now."),
    reason: z.string().nullable().describe("Why the cut cannot be made now."),
    seeds: z.array(CutSeed).describe("Who advances (or would, by the current standings)."),
    nextInLine: z.array(CutSeed.omit({ seed: true })).describe("Who would join as the lowest seed if a qualified player drops before elimination starts."),
    replacements: z
      .array(z.object({ dropped: z.string(), droppedSeed: z.number().int(), replacement: z.string().nullable() }))
      .describe("Replacements made since the cut."),
  })
  .register(apiRegistry, { id: "CutPreview" });
export type CutPreview = z.infer<typeof CutPreview>;
export type CutResult = z.infer<typeof CutResult>;

/** Swap two players of the latest Swiss round by hand (organizer), before its results. */
export const SwapInput = z
  .object({
    players: z.tuple([z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: "A player id." }), z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: "A player id." })], {
      error: "players is the two players to swap.",
    }),
    reason: text("Reason", { min: 1, max: 300 }).describe("Why: kept in the event's history."),
    confirm: z
      .literal(true, { error: "confirm is true or left out." })
      .optional()
      .describe("Apply although the engine warns (a rematch created, a second bye, a fixed table left). Without it, a swap that breaks a rule is refused (409) with the warnings, and nothing changes."),
  })
  .register(apiRegistry, { id: "SwapInput" });
export type SwapInput = z.infer<typeof SwapInput>;

/** Move a match of the latest Swiss round to another table (organizer), before its result. */
export const ReseatInput = z
  .object({
    table: z.number({ error: "table is a number." }).int({ error: "table is a whole number." }).min(1, { error: "table is from 1." }).max(9999, { error: "table is at most 9999." }).describe("The table the match sits at now."),
    to: z.number({ error: "to is a number." }).int({ error: "to is a whole number." }).min(1, { error: "to is from 1." }).max(9999, { error: "to is at most 9999." }).describe("The table it moves to; a match sitting there takes the first table's number."),
    reason: text("Reason", { min: 1, max: 300 }).describe("Why: kept in the event's history."),
    confirm: z
      .literal(true, { error: "confirm is true or left out." })
      .optional()
      .describe("Apply although the engine warns (tables no longer numbered highest points first). Without it, such a change is refused (409) with the warnings, and nothing changes."),
  })
  .register(apiRegistry, { id: "ReseatInput" });
export type ReseatInput = z.infer<typeof ReseatInput>;

/** Publish a draft round (organizer). */
export const PublishInput = z
  .object({
    startClock: z.boolean({ error: "startClock is true or false." }).optional().describe("Start the round clock at the moment of publishing (the clock of a draft never runs)."),
  })
  .strict()
  .register(apiRegistry, { id: "PublishInput" });
export type PublishInput = z.infer<typeof PublishInput>;
