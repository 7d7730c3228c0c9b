/** Why a round is paired as it is (lib/server/rounds/explain.ts derives it; pages say it with lib/words/pairing-reasons.ts). */
import type { EliminationMatchReason, SwissRoundReasons } from "@/lib/tournament";

export type RoundReasons =
  | { stage: "swiss"; round: number; reasons: SwissRoundReasons }
  | { stage: "elimination"; round: number; matches: EliminationMatchReason[] };
