/** A player's report (the results API's body) in words, with the players' names. */
type Seat = "A" | "B";
export interface ReportLike {
  games?: { result: "A" | "B" | "draw" | "unplayed"; ending?: "time" | "forfeit" }[];
  timeLoss?: Seat;
  intentionalSplit?: boolean;
  darkSide?: Seat;
  result?: Seat;
  timeout?: unknown;
}

export function reportWords(report: ReportLike | null | undefined, names: { A: string; B: string }): string {
  if (!report) return "—";
  if (report.intentionalSplit) return "Intentional split (1 win each)";
  if (report.games) {
    const games = report.games
      .map((g, i) => `Game ${i + 1}: ${g.result === "A" || g.result === "B" ? `${names[g.result]} won` : g.result === "draw" ? "draw" : "not played"}${g.ending === "time" ? " (time)" : g.ending === "forfeit" ? " (forfeit)" : ""}`)
      .join(" · ");
    return report.timeLoss ? `${games} · ${names[report.timeLoss]} ran out of time` : games;
  }
  const dark = report.darkSide ? ` (${names[report.darkSide]} dark side)` : "";
  if (report.result) return `${names[report.result]} won${dark}`;
  if (report.timeout) return `The game reached time${dark}: board entered`;
  return "—";
}
