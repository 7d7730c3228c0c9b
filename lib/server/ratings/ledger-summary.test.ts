/**
 * The rating page's summary (issue 35): course and peak, head to head, results by strength,
 * provisional matches left; hidden opponents counted together, never told apart.
 */
import { describe, expect, it } from "vitest";
import type { LedgerEvent, LedgerLine } from "@/lib/schemas/ratings";
import { ledgerSummary } from "./ledger-summary";

const opp = (ratedId: string | null, name: string, profileId: string | null = ratedId) => ({ ratedId, profileId, name });
const line = (o: LedgerLine["opponents"], before: number, opponentRating: number, score: number, after: number, round = 1): LedgerLine => ({
  matchId: `m${round}${o[0]!.ratedId}`,
  round,
  opponents: o,
  opponentRating,
  ratingBefore: before,
  sideRating: before,
  team: false,
  expected: 0.5,
  k: 32,
  provisional: true,
  score,
  change: after - before,
  ratingAfter: after,
});
const event = (eventId: string, date: string, lines: LedgerLine[], current = true): LedgerEvent => ({
  eventId,
  name: `Event ${eventId}`,
  date,
  k: 16,
  current: current ? { runId: "r", reason: "completed", at: date, change: 0, lines } : null,
  history: current ? [] : [{ runId: "old", reason: "completed", at: date, change: 0, lines }],
});

const ana = opp("pAna", "Ana");
const ben = opp("pBen", "Ben");
const typed = opp("entry:t1", "Typed Tim", null);
const hiddenOne = opp(null, "Hidden player", null);
const hiddenTwo = opp(null, "Hidden player", null);

describe("the rating page's summary", () => {
  // Newest first, as the ledger gives them.
  const events = [
    event("e3", "2026-03-01T00:00:00Z", [line([ana], 1530, 1500, 0, 1514), line([hiddenTwo], 1514, 1520, 1, 1530, 2)]),
    event("e0", "2025-12-01T00:00:00Z", [line([ben], 1500, 1900, 1, 1999)], false),
    event("e2", "2026-02-01T00:00:00Z", [line([ana], 1516, 1480, 0.5, 1516), line([hiddenOne], 1516, 1750, 1, 1545, 2), line([typed], 1545, 1300, 0, 1530, 3)]),
    event("e1", "2026-01-01T00:00:00Z", [line([ana], 1500, 1500, 1, 1516)]),
  ];
  const s = ledgerSummary(events, { rating: 1530, matches: 6, provisional: true });

  it("gives the course oldest first and its peak, from the lines that count now only", () => {
    expect(s.history.map((h) => [h.eventId, h.rating])).toEqual([
      ["e1", 1516],
      ["e2", 1530],
      ["e3", 1530],
    ]);
    expect(s.peak).toMatchObject({ eventId: "e2", rating: 1530 });
    expect(s.start).toBe(1500);
  });

  it("counts the record against each opponent; hidden opponents together, with no id", () => {
    expect(s.headToHead.map((h) => [h.opponents.map((o) => o.name).join(" & "), h.won, h.drawn, h.lost, h.hidden])).toEqual([
      ["Ana", 1, 1, 1, false],
      ["Typed Tim", 0, 0, 1, false],
      ["Hidden players", 2, 0, 0, true],
    ]);
    expect(JSON.stringify(s.headToHead)).not.toMatch(/pH1|pH2/);
  });

  it("sorts results by the opponent's strength against the player's rating at the start", () => {
    expect(s.byStrength.map((b) => [b.band, b.matches, b.won, b.drawn, b.lost])).toEqual([
      ["much-stronger", 1, 1, 0, 0],
      ["even", 4, 2, 1, 1],
      ["much-weaker", 1, 0, 0, 1],
    ]);
  });

  it("says how many rated matches remain provisional", () => {
    expect(s).toMatchObject({ provisional: true, provisionalRemaining: 19, matches: 6 });
    expect(ledgerSummary([], { rating: 1600, matches: 30, provisional: false })).toMatchObject({ provisionalRemaining: 0, peak: null, history: [] });
  });
});
