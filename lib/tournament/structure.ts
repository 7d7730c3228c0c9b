/**
 * Tournament structure: how many Swiss rounds and which cut (regulations § Tournament
 * Structures; regulation spec "Structure").
 *
 * - Basic and Advanced: rounds and cut come from the regulations' tables, using the number
 *   of players registered when round 1 is paired. Outside a table's range
 *   (Basic below 4, Advanced below 9) the organizer must pick Custom: `STRUCTURE_OUT_OF_RANGE`.
 * - Custom: the organizer sets the Swiss rounds (a whole number ≥ 1) and the cut
 *   (0 = none, 4, 8 or 16).
 *
 * Decided here (the regulations are silent):
 * - A Custom cut may not exceed the field (`CUT_EXCEEDS_FIELD`); a cut equal to the field
 *   is allowed (everyone advances, Swiss then only seeds the bracket).
 * - A Custom event needs at least 2 players (`NOT_ENOUGH_PLAYERS`); Basic and Advanced
 *   have their own minimum from the tables.
 * - Custom rounds are not capped by the field size: when a rematch-free round no longer
 *   exists the pairing allows the fewest rematches and says so (spec "Pairing").
 * - Basic and Advanced ignore any rounds/cut the organizer passes; the tables decide.
 */
import { RegulationError } from "./errors";

export type StructureKind = "basic" | "advanced" | "custom";
/** The cut an event announces: 0 = none. (The cut itself, `cut.ts`, works on 4 | 8 | 16.) */
export type CutSizeOption = 0 | 4 | 8 | 16;
export const CUT_SIZE_OPTIONS: readonly CutSizeOption[] = [0, 4, 8, 16];

export interface EventStructure {
  swissRounds: number;
  /** 0 = no cut: the Swiss winner wins the event. */
  cutSize: CutSizeOption;
}

export interface StructureRow {
  /** Inclusive player range; `maxPlayers` null = "and above". */
  minPlayers: number;
  maxPlayers: number | null;
  swissRounds: number;
  cutSize: CutSizeOption;
}

/** Basic Structure table of the regulations (Store Championships). */
export const BASIC_STRUCTURE: readonly StructureRow[] = [
  { minPlayers: 4, maxPlayers: 8, swissRounds: 3, cutSize: 0 },
  { minPlayers: 9, maxPlayers: 24, swissRounds: 4, cutSize: 4 },
  { minPlayers: 25, maxPlayers: 32, swissRounds: 4, cutSize: 8 },
  { minPlayers: 33, maxPlayers: 64, swissRounds: 5, cutSize: 8 },
  { minPlayers: 65, maxPlayers: 96, swissRounds: 6, cutSize: 8 },
  { minPlayers: 97, maxPlayers: 128, swissRounds: 6, cutSize: 16 },
  { minPlayers: 129, maxPlayers: null, swissRounds: 7, cutSize: 16 },
];

/** Advanced Structure table of the regulations (Regional Championships). */
export const ADVANCED_STRUCTURE: readonly StructureRow[] = [
  { minPlayers: 9, maxPlayers: 20, swissRounds: 4, cutSize: 4 },
  { minPlayers: 21, maxPlayers: 32, swissRounds: 4, cutSize: 8 },
  { minPlayers: 33, maxPlayers: 56, swissRounds: 5, cutSize: 8 },
  { minPlayers: 57, maxPlayers: 80, swissRounds: 6, cutSize: 8 },
  { minPlayers: 81, maxPlayers: 128, swissRounds: 7, cutSize: 8 },
  { minPlayers: 129, maxPlayers: 176, swissRounds: 7, cutSize: 16 },
  { minPlayers: 177, maxPlayers: 272, swissRounds: 8, cutSize: 16 },
  { minPlayers: 273, maxPlayers: null, swissRounds: 9, cutSize: 16 },
];

export interface CustomStructure {
  swissRounds: number;
  cutSize: number;
}

/**
 * Rounds and cut for an event of `players` registered players (counted when round 1 is
 * paired). `custom` is required for `"custom"` and ignored otherwise.
 */
export function resolveStructure(kind: StructureKind, players: number, custom?: CustomStructure): EventStructure {
  if (!Number.isInteger(players) || players < 0) {
    throw new RegulationError("INVALID_PLAYER_COUNT", `The number of players must be a whole number, got ${players}.`, { players });
  }
  if (kind === "basic" || kind === "advanced") {
    const table = kind === "basic" ? BASIC_STRUCTURE : ADVANCED_STRUCTURE;
    const row = table.find((r) => players >= r.minPlayers && (r.maxPlayers === null || players <= r.maxPlayers));
    if (!row) {
      const min = (table[0] as StructureRow).minPlayers;
      throw new RegulationError(
        "STRUCTURE_OUT_OF_RANGE",
        `The ${kind === "basic" ? "Basic" : "Advanced"} structure needs at least ${min} players (${players} registered); choose the Custom structure.`,
        { structure: kind, players, minPlayers: min },
      );
    }
    return { swissRounds: row.swissRounds, cutSize: row.cutSize };
  }
  if (kind !== "custom") {
    throw new RegulationError("INVALID_STRUCTURE", `Unknown structure ${String(kind)}.`, { structure: kind });
  }
  if (!custom) {
    throw new RegulationError("CUSTOM_STRUCTURE_REQUIRED", "A Custom event needs the number of Swiss rounds and the cut.");
  }
  const { swissRounds, cutSize } = custom;
  if (!Number.isInteger(swissRounds) || swissRounds < 1) {
    throw new RegulationError("INVALID_ROUNDS", `Swiss rounds must be a whole number of at least 1, got ${swissRounds}.`, { swissRounds });
  }
  if (!(CUT_SIZE_OPTIONS as readonly number[]).includes(cutSize)) {
    throw new RegulationError("INVALID_CUT", `The cut must be none (0), 4, 8 or 16, got ${cutSize}.`, { cutSize });
  }
  if (players < 2) {
    throw new RegulationError("NOT_ENOUGH_PLAYERS", `A tournament needs at least 2 players (${players} registered).`, { players });
  }
  if (cutSize > players) {
    throw new RegulationError("CUT_EXCEEDS_FIELD", `A top ${cutSize} cut needs at least ${cutSize} players (${players} registered).`, {
      cutSize,
      players,
    });
  }
  return { swissRounds, cutSize: cutSize as CutSizeOption };
}
