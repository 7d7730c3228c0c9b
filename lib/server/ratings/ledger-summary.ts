/**
 * What a chess player reads off a rating page (issue 35), from the ledger's current lines: the
 * rating's course over time and its peak, the record against each opponent, and results by the
 * opponent's strength. Opponents with hidden profiles are counted together as "hidden players",
 * never told apart (a hidden profile must not be recognisable across lines).
 */
import type { LedgerEvent, LedgerLine, LedgerSummary } from "@/lib/schemas/ratings";
import { RATING_DEFAULTS } from "@/lib/tournament/ratings/settings";

const ENTRY = "entry:";
type Band = LedgerSummary["byStrength"][number]["band"];

/** Bands of (opponent − player) at the event's start, strongest opponents first. */
export const STRENGTH_BANDS: readonly { band: Band; from: number | null; to: number | null }[] = [
  { band: "much-stronger", from: 200, to: null },
  { band: "stronger", from: 50, to: 199 },
  { band: "even", from: -49, to: 49 },
  { band: "weaker", from: -199, to: -50 },
  { band: "much-weaker", from: null, to: -200 },
];

function bandOf(diff: number): Band {
  const d = Math.round(diff);
  return STRENGTH_BANDS.find((b) => (b.from === null || d >= b.from) && (b.to === null || d <= b.to))!.band;
}

/** An opponent shown as "Hidden player": a profile (not a typed entry) with no profile id to link. */
const isHidden = (o: LedgerLine["opponents"][number]) => o.ratedId === null || (o.profileId === null && !o.ratedId.startsWith(ENTRY));

const emptyRecord = () => ({ matches: 0, won: 0, drawn: 0, lost: 0, score: 0 });
function add(r: ReturnType<typeof emptyRecord>, score: number) {
  r.matches++;
  r.score += score;
  if (score > 0.5) r.won++;
  else if (score < 0.5) r.lost++;
  else r.drawn++;
}

/**
 * `events`: the ledger, newest first (only `current` runs count); `current`: the game's current
 * rating row, if any.
 */
export function ledgerSummary(events: readonly LedgerEvent[], current: { rating: number; matches: number; provisional: boolean } | null): LedgerSummary {
  const counted = [...events].reverse().filter((e) => e.current && e.current.lines.length > 0);
  const history = counted.map((e) => ({ eventId: e.eventId, name: e.name, date: e.date, rating: e.current!.lines[e.current!.lines.length - 1]!.ratingAfter }));
  const peak = history.reduce<(typeof history)[number] | null>((best, h) => (best === null || h.rating > best.rating ? h : best), null);
  const lines = counted.flatMap((e) => e.current!.lines);

  const h2h = new Map<string, LedgerSummary["headToHead"][number]>();
  const bands = new Map(STRENGTH_BANDS.map((b) => [b.band, { ...b, ...emptyRecord() }]));
  for (const l of lines) {
    const hidden = l.opponents.some(isHidden);
    const key = hidden ? "hidden" : l.opponents.map((o) => o.ratedId).sort().join("|");
    let row = h2h.get(key);
    if (!row) {
      row = { opponents: hidden ? [{ profileId: null, name: "Hidden players" }] : l.opponents.map((o) => ({ profileId: o.profileId, name: o.name })), hidden, ...emptyRecord() };
      h2h.set(key, row);
    }
    add(row, l.score);
    add(bands.get(bandOf(l.opponentRating - l.ratingBefore))!, l.score);
  }
  const matches = current?.matches ?? lines.length;
  const provisional = current?.provisional ?? matches < RATING_DEFAULTS.provisionalMatches;
  return {
    rating: current?.rating ?? history[history.length - 1]?.rating ?? RATING_DEFAULTS.initial,
    matches,
    provisional,
    provisionalRemaining: provisional ? Math.max(0, RATING_DEFAULTS.provisionalMatches - matches) : 0,
    // The player's own rating before the first line (a team's lines carry the side's mean).
    start: lines.length > 0 ? lines[0]!.ratingAfter - lines[0]!.change : null,
    history,
    peak,
    // Most played first; hidden players last, whatever their count.
    headToHead: [...h2h.values()].sort((a, b) => Number(a.hidden) - Number(b.hidden) || b.matches - a.matches || a.opponents[0]!.name.localeCompare(b.opponents[0]!.name)),
    byStrength: [...bands.values()].filter((b) => b.matches > 0),
  };
}
