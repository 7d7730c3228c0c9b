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

/**
 * A claimed result in one line, as a player would say it ("Anna won 2–1", "1 win each"); the
 * games one by one are `reportWords`.
 */
export function claimWords(report: ReportLike | null | undefined, names: { A: string; B: string }): string {
  if (!report) return "—";
  if (report.intentionalSplit) return "an intentional split (1 win each)";
  if (report.games) {
    const won = (seat: Seat) => report.games!.filter((g) => g.result === seat).length;
    const [a, b] = [won("A"), won("B")];
    if (report.timeLoss) {
      const winner = report.timeLoss === "A" ? "B" : "A";
      return `${names[winner]} won: ${names[report.timeLoss]} ran out of time`;
    }
    if (report.games.length === 1) return report.games[0]!.result === "A" || report.games[0]!.result === "B" ? `${names[report.games[0]!.result]} won` : reportWords(report, names);
    if (a === b) return a === 0 ? reportWords(report, names) : `${a} win${a === 1 ? "" : "s"} each (${a}–${b})`;
    return a > b ? `${names.A} won ${a}–${b}` : `${names.B} won ${b}–${a}`;
  }
  return reportWords(report, names);
}
