/** An occurrence's state in the calendar's words (pure). */
export interface OccurrenceStateInput {
  state: "scheduled" | "open" | "started" | "cancelled" | "missed";
  waiting: number;
  eventStatus: string | null;
  currentRound: number;
}

export type OccurrenceTone = "neutral" | "good" | "warn" | "bad" | "info";

export function occurrenceStateWords(o: OccurrenceStateInput): { label: string; tone: OccurrenceTone } {
  const players = `${o.waiting} player${o.waiting === 1 ? "" : "s"}`;
  switch (o.state) {
    case "scheduled":
      return { label: "Scheduled", tone: "neutral" };
    case "open":
      return { label: `Open · waiting (${players})`, tone: "info" };
    case "cancelled":
      return { label: `Cancelled (${players})`, tone: "bad" };
    case "missed":
      return { label: "Missed", tone: "bad" };
    case "started":
      if (o.eventStatus === "complete") return { label: "Finished", tone: "neutral" };
      if (o.currentRound > 0) return { label: `Running round ${o.currentRound}`, tone: "good" };
      return { label: `Started (${players})`, tone: "good" };
  }
}
