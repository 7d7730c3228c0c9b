import type { Standings } from "@/lib/schemas/round";

export type StandingsRow = Standings["rows"][number];
/** A row with the words that explain its place under the one above, when points did not. */
export type RankedRow = StandingsRow & { note: string | null };

/** Why this player is below the one above, when points alone did not decide it. */
function tiebreakNote(r: StandingsRow, above: StandingsRow | undefined): string | null {
  if (!above || !r.belowPreviousOn || r.belowPreviousOn === "points") return null;
  const tied = `Tied with #${above.rank} on points`;
  if (r.belowPreviousOn === "sos") return `${tied}; lower SoS`;
  if (r.belowPreviousOn === "esos") return `${tied} and SoS; lower ESoS`;
  return `${tied}, SoS and ESoS; placed by the event's random tiebreak`;
}

/** Every row with its tiebreak note (from the row ranked just above it). */
export const withNotes = (rows: StandingsRow[]): RankedRow[] => rows.map((r, i) => ({ ...r, note: tiebreakNote(r, rows[i - 1]) }));
