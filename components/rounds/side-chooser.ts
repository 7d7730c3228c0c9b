import type { Match } from "@/lib/schemas/round";

/** First elimination game, no side yet: the higher seed (lower seed number) chooses. */
export function sideChooser(m: Match): "A" | "B" {
  const a = m.playerA.seed ?? Infinity;
  const b = m.playerB?.seed ?? Infinity;
  return a <= b ? "A" : "B";
}

/** Who plays dark side in each game: Swiss game 2 reverses game 1; elimination is one game. */
export function slipDarkSides(m: Match, stage: "swiss" | "elimination"): string[] {
  const [a, b] = [m.playerA.name, m.playerB!.name];
  if (stage === "elimination") return [m.darkSide === null ? `${(sideChooser(m) === "A" ? m.playerA : m.playerB!).name} chooses` : m.darkSide === "A" ? a : b];
  if (m.darkSide === null) return ["flip a coin", "the other player"];
  return m.darkSide === "A" ? [a, b] : [b, a];
}
