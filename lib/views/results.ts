/** A player's own table as the pairings page shows it: built by the services, rendered by the components. */
import type { ReportView } from "@/lib/schemas/self-report";
import type { MatchFormat } from "@/lib/tournament";

/** The pairings page's "my table" for a signed-in player (null: not signed in, or no entry). */
export interface MyTableState {
  playerId: string;
  name: string;
  status: string;
  selfReport: boolean;
  /** The player may drop now (the event is under way and they are active). */
  canDrop: boolean;
  /** Their open "call a judge", if any. */
  call: { id: string; status: string; table: number | null } | null;
  /** Their match of the current round (with an opponent), when self-report is on. */
  report: ReportView | null;
  /** Game-by-game entry under this format; null: FFG's forms (two games / one elimination game). */
  entryFormat: MatchFormat | null;
  stage: "swiss" | "elimination" | null;
}
