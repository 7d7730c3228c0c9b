/**
 * A round's proof (`GET /api/v1/events/{id}/rounds/{n}/proof`) and its reasons
 * (`GET …/rounds/{n}/reasons`): what the round was paired from and why it is as it is, as the
 * engine reads them (`SwissRoundProof`, `SwissRoundReasons` in lib/tournament). The verifier
 * (`scripts/verify-round.ts`, the verify page) parses a proof with `RoundProof` before it runs
 * the engine on it. Entrants are ids only: no names, no profiles.
 */
import { z } from "zod";
import { READINGS } from "@/lib/tournament/swiss/reasons";
import { apiRegistry } from "./registry";

const id = z.string().min(1).max(64);
const seat = z.enum(["A", "B"]);
const nat = z.number().int().min(0).max(1_000_000);
const table = z.number().int().min(1).max(100_000);
const points = z.number().finite();

const gameResult = z.enum(["A", "B", "draw", "unplayed"]);
const matchResult = z.union([
  z.object({
    games: z.array(gameResult).max(5),
    endings: z.array(z.enum(["time", "forfeit"]).nullable()).max(5).optional(),
    timeLoss: seat.optional(),
  }),
  z.object({ intentionalSplit: z.literal(true) }),
]);

const ProofTable = z.object({
  table: table.nullable().describe("null: the bye"),
  playerA: id,
  playerB: id.nullable(),
  darkSideGame1: seat.nullable().describe("Who plays the dark side in game 1 (the recorded coin flip); null without sides or for a bye."),
});

const SwissRoundProof = z
  .object({
    event: z.object({
      seed: z.string().max(200).describe("The event's random seed: every random choice of the engine is drawn from it."),
      preset: z.string().max(64).describe("The event's format; the engine resolves its rules from this and presetOptions."),
      presetOptions: z.record(z.string(), z.unknown()),
      swissRounds: nat.nullable(),
      guildsApart: z.boolean(),
    }),
    round: z.object({
      number: nat.min(1),
      stageRound: nat.min(1).describe("The round's number within the Swiss stage."),
      pairingAttempt: nat.describe("0: the first pairing; k: the k-th re-pair, which draws from its own random stream."),
    }),
    entrants: z
      .array(
        z.object({
          id,
          status: z.enum(["active", "dropped", "disqualified"]).describe("As when the round was paired: active exactly for those it pairs."),
          enteredRound: nat.min(1),
          fixedTable: table.nullable(),
          guild: z.string().max(16).nullable().describe("Round 1 of an event keeping guilds apart: a label per guild (g1, g2, …)."),
        }),
      )
      .max(20_000),
    earlierRounds: z.array(
      z.object({
        number: nat.min(1),
        matches: z.array(ProofTable.extend({ result: matchResult.nullable() })),
      }),
    ),
    unpairedLosses: z.array(z.object({ player: id, round: nat.min(1) })),
    published: z.array(ProofTable).describe("The round as published, in table order (the bye last)."),
    changedByOrganizer: z.array(nat.max(100_000)).describe("Tables the organizer changed by hand after pairing (0: the bye)."),
  })
  .describe("A Swiss round's proof.");

const EliminationRoundProof = z
  .object({
    stage: z.literal("elimination"),
    event: z.object({
      seed: z.string().max(200).describe("The event's random seed: the deck-choice coin of later rounds is drawn from it."),
      preset: z.string().max(64).describe("The event's format; whether deck choice decides later sides comes from it, by the engine."),
      presetOptions: z.record(z.string(), z.unknown()),
    }),
    round: z.object({ number: nat.min(1), stageRound: nat.min(1).describe("The round's number within the elimination stage.") }),
    bracket: z.object({ kind: z.enum(["double", "single"]), size: nat.min(2).max(1024), thirdPlace: z.boolean() }),
    seeds: z.array(id).max(1024).describe("Entrants by seed, seed 1 first (the cut, or the draw)."),
    dropped: z.array(id).max(1024).describe("Seeds who dropped or were disqualified after the cut: their matches resolve as byes."),
    earlierResults: z
      .array(
        z.union([
          z.object({ bracketMatch: nat.min(1), kind: z.literal("game"), winner: seat, darkSide: seat.nullable().optional(), players: z.tuple([id, id]).optional() }),
          z.object({ bracketMatch: nat.min(1), kind: z.literal("bye"), winner: seat, players: z.tuple([id, id]).optional() }),
        ]),
      )
      .max(4096)
      .describe("The results of the bracket's matches played before this round."),
    published: z
      .array(z.object({ table: table.nullable(), bracketMatch: nat.min(1), playerA: id.nullable(), playerB: id.nullable(), darkSideGame1: seat.nullable() }))
      .max(1024)
      .describe("The round's matches as published."),
    changedByOrganizer: z.array(nat.max(100_000)),
  })
  .describe("An elimination round's proof.");

export const RoundProof = z.union([SwissRoundProof, EliminationRoundProof]).register(apiRegistry, {
  id: "RoundProof",
  description:
    "What a round was paired from and what was published. Swiss: format, seed, entrants, earlier results, drops, byes, fixed tables. Elimination (stage: \"elimination\"): the bracket, the seeds, drops and the results of earlier rounds. Run the engine on it to verify the round.",
});
export type RoundProof = z.infer<typeof RoundProof>;

const reading = z.enum(Object.keys(READINGS) as [keyof typeof READINGS, ...(keyof typeof READINGS)[]]);

const SwissTableReason = z.object({
  table: nat,
  playerA: id,
  playerB: id,
  points: z.tuple([points, points]),
  float: z
    .object({
      down: id,
      up: id,
      fromPoints: points,
      toPoints: points,
      groupsApart: nat,
      why: z.enum(["odd-group", "bye-taken", "avoid-rematch"]),
      oddGroupPoints: points.nullable(),
      reading,
    })
    .nullable(),
  rematch: z.object({ why: z.literal("no-rematch-free-pairing"), reading }).nullable(),
  avoided: z.object({ A: z.array(id), B: z.array(id) }),
  sides: z.object({ method: z.literal("coin"), stream: z.string(), darkSideGame1: seat, reading }).nullable(),
  fixed: z.array(id),
  guildsApart: z.boolean().nullable(),
});

const bracketSource = z.union([
  z.object({ kind: z.literal("seed"), seed: nat }),
  z.object({ kind: z.enum(["winner", "loser"]), match: nat }),
]);

export const RoundReasons = z
  .union([
    z.object({
      stage: z.literal("swiss"),
      round: nat,
      reasons: z.object({
        stage: z.literal("swiss"),
        round: nat,
        scoreGroups: z.array(z.object({ points, entrants: z.array(id) })),
        tables: z.array(SwissTableReason),
        bye: z
          .object({
            entrant: id,
            points,
            why: z.enum(["random", "guilds-apart", "lowest-ranked-without-bye", "passed-over", "everyone-had-bye"]),
            passedOver: z.array(id),
            reading,
          })
          .nullable(),
        summary: z.object({ floats: nat, rematches: nat, avoidedRematches: nat, fixedTables: nat }),
        tableNotes: z.array(z.record(z.string(), z.unknown())),
        readings: z.array(reading),
      }),
    }),
    z.object({
      stage: z.literal("elimination"),
      round: nat,
      matches: z.array(
        z.object({
          stage: z.literal("elimination"),
          bracketMatch: nat,
          round: nat,
          seats: z.array(z.object({ seat, player: id.nullable(), seed: nat.nullable(), from: bracketSource })),
          sides: z.record(z.string(), z.unknown()).nullable(),
          readings: z.array(z.enum(["bracket-slot", "deck-choice"])),
        }),
      ),
    }),
  ])
  .register(apiRegistry, {
    id: "RoundReasons",
    description: "Why a round is paired as it is, as data: score groups, floats and why, rematches avoided or forced, the bye and why, sides, fixed tables; elimination: each seat's bracket slot and the deck choice. Each reason names the reading of the regulations it follows (`readings`).",
  });

/** The proof's JSON Schema (draft 2020-12), generated from `RoundProof`; `$id` is where it is served. */
export function roundProofJsonSchema(schemaId: string): Record<string, unknown> {
  const { $schema, ...schema } = z.toJSONSchema(RoundProof, { target: "draft-2020-12", io: "input", unrepresentable: "any" }) as Record<string, unknown>;
  return { $schema, $id: schemaId, title: "Holonet round proof", description: apiRegistry.get(RoundProof)?.description, ...schema };
}
