/**
 * The result forms' fields (SwissResultForm, MatchPlayForm, EliminationResultForm) read into the
 * results API's body, once: the judges' console and a player's own report send the same forms.
 * The service validates what comes out; this only gathers it.
 */
const str = (v: FormDataEntryValue | null) => (typeof v === "string" ? v : undefined);
const num = (v: FormDataEntryValue | null) => (typeof v === "string" && v.trim() !== "" ? Number(v) : undefined);

/** The version the form was drawn from (judges' saves name it; a stale form is refused). */
export const expectedVersionOf = (form: FormData) => num(form.get("expectedVersion"));

const PRESETS: Record<string, [string, string]> = { AA: ["A", "A"], BB: ["B", "B"], AB: ["A", "B"], BA: ["B", "A"] };

/** FFG Swiss: a preset button (6–0, 3–3, 0–6), an intentional split, or both games chosen. */
export function swissResultBody(form: FormData): Record<string, unknown> {
  const preset = str(form.get("preset"));
  if (preset === "split") return { intentionalSplit: true };
  return { games: (PRESETS[preset ?? ""] ?? [str(form.get("game1")), str(form.get("game2"))]).map((result) => ({ result })) };
}

/** Match play: the games (and a chess clock loss) as the form's one JSON field; null when unreadable. */
export function matchPlayResultBody(form: FormData): Record<string, unknown> | null {
  try {
    const body: unknown = JSON.parse(str(form.get("result")) ?? "");
    return typeof body === "object" && body !== null ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** FFG elimination: the side and the winner, or the board of a game that reached time. */
export function eliminationResultBody(form: FormData): Record<string, unknown> {
  const darkSide = str(form.get("darkSide"));
  const winner = str(form.get("winner"));
  if (winner) return { darkSide, result: winner };
  return {
    darkSide,
    timeout: {
      lsVictoryPileObjectives: num(form.get("lsVictoryPileObjectives")),
      damageOnDsObjectives: num(form.get("damageOnDsObjectives")),
      deathStarDial: num(form.get("deathStarDial")),
      damageOnLsObjectives: num(form.get("damageOnLsObjectives")),
      balanceOfTheForce: str(form.get("balanceOfTheForce")),
    },
  };
}
