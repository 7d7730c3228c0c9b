/**
 * An event's format as a player says it: "Star Wars Galaxies · best of 3 · 3 Swiss rounds · rated
 * K 16", "… · Swiss, then top 8 · rated K 24". Read from the format data (the game's name, the
 * games per match, the stages and their cut, the Swiss rounds when known, the rating); no rule is
 * restated here. The organizer's pages keep the precise descriptor.
 */
type StageKind = "swiss" | "single-elimination" | "double-elimination";

export interface FormatForPlayers {
  gameName: string;
  games: { kind: "both-sides" | "best-of"; count: number };
  /** In order; `cut`: the players the stage takes from the one before (null: first, or not known yet). */
  stages: readonly { kind: StageKind; cut: number | null }[];
  /** Swiss rounds when they are known (set by the organizer or fixed at round 1); null: one per doubling of the field. */
  swissRounds: number | null;
  rating: { rated: boolean; k: number } | null;
}

const ELIMINATION = { "single-elimination": "single elimination", "double-elimination": "double elimination" } as const;

function gamesWords(g: FormatForPlayers["games"]): string {
  if (g.kind === "both-sides") return "two games, one with each side";
  return g.count === 1 ? "one game" : `best of ${g.count}`;
}

function stageWords(stage: FormatForPlayers["stages"][number], index: number, swissRounds: number | null): string {
  if (stage.kind === "swiss") return swissRounds ? `${swissRounds} Swiss round${swissRounds === 1 ? "" : "s"}` : "Swiss";
  if (index === 0) return ELIMINATION[stage.kind];
  return stage.cut ? `top ${stage.cut}` : `a ${ELIMINATION[stage.kind]} cut`;
}

export function formatForPlayers(f: FormatForPlayers): string {
  const stages = f.stages.map((s, i) => stageWords(s, i, f.swissRounds)).join(", then ");
  const rating = f.rating ? (f.rating.rated ? `rated K ${f.rating.k}` : "unrated") : null;
  return [f.gameName, gamesWords(f.games), stages, rating].filter(Boolean).join(" · ");
}

type PlanLike = {
  gameName: string;
  stages: readonly { kind: StageKind; cut: { size: number | "structure" } | null; format: { games: { kind: "both-sides" } | { kind: "best-of"; count: number } } }[];
  swissRounds?: number;
};

/** A plan (a queue's or schedule's template) for players: its Swiss rounds when set, else the plan's own. */
export function planForPlayers(plan: PlanLike, swissRounds: number | null, rating: FormatForPlayers["rating"]): string {
  const g = plan.stages[0]!.format.games;
  return formatForPlayers({
    gameName: plan.gameName,
    games: g.kind === "both-sides" ? { kind: "both-sides", count: 2 } : { kind: "best-of", count: g.count },
    stages: plan.stages.map((s) => ({ kind: s.kind, cut: typeof s.cut?.size === "number" ? s.cut.size : null })),
    swissRounds: swissRounds ?? plan.swissRounds ?? null,
    rating,
  });
}

type EventLike = {
  format: { game: string; gamesPerMatch: FormatForPlayers["games"]; stages: readonly { kind: StageKind; cut?: number | null }[] };
  swissRounds: number | null;
  cutSize: number | null;
  rating: { rated: boolean; k: number };
};

/** An event's format for its players' pages: the cut the structure set (cutSize 0: none) once round 1 fixed it. */
export function eventFormatForPlayers(event: EventLike): string {
  const stages = event.format.stages
    .map((s, i) => ({ kind: s.kind, cut: i === 0 ? null : (s.cut ?? event.cutSize) }))
    .filter((s, i) => i === 0 || s.cut !== 0);
  return formatForPlayers({ gameName: event.format.game, games: event.format.gamesPerMatch, stages, swissRounds: event.swissRounds, rating: event.rating });
}
