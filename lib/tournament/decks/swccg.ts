/**
 * Star Wars CCG (Decipher) decks, from the 2-on-2 team rules sheet (2v2:59-69, 173, 269):
 * - 1.2 "Both teammates must have decks of 60 cards" — every deck here is exactly 60 (the
 *   event's setting, default 60).
 * - Teams (`checkTeam`): 1.6 teammates may not play the same objective; 1.1 their sleeves must
 *   differ. Play-time combinations — 7.7 a Death Star location on one deck and a Death Star II
 *   location on the teammate's — are warnings for the players and the judges, not problems.
 * The deck's objective is the card marked [objective] (or under "Objectives:"), else the one the
 * player names in the form.
 */
import { titleKey } from "./parse";
import type { DeckAnswers, DeckCard, DeckProblem, DeckRules } from "./types";

export const SWCCG_DECK_SIZE = 60;
const SOURCE = "SWCCG 2-on-2 team tournament rules";

export function validateSwccgDeck(cards: readonly DeckCard[], rules: Pick<DeckRules, "deckSize">): DeckProblem[] {
  const size = rules.deckSize ?? SWCCG_DECK_SIZE;
  const total = cards.reduce((n, c) => n + c.quantity, 0);
  if (total === size) return [];
  return [
    {
      code: "swccg.deck-size",
      severity: "problem",
      message: `${total} cards; a deck has ${size}.`,
      explanation: `“Both teammates must have decks of 60 cards” (${SOURCE}, 1.2)${size !== SWCCG_DECK_SIZE ? `; this event sets ${size}` : ""}. ${total < size ? `Add ${size - total}.` : `Remove ${total - size}.`}`,
    },
  ];
}

/** The deck's objective: the card marked as one, else the player's answer. */
export function objectiveOf(cards: readonly DeckCard[], answers: DeckAnswers = {}): string | null {
  const card = cards.find((c) => c.attributes?.type === "objective");
  return card?.name ?? answers.objective ?? null;
}

export interface TeamDeck {
  readonly player: string;
  readonly cards: readonly DeckCard[];
  readonly answers?: DeckAnswers;
}

const norm = (s: string) => s.replace(/\s+/g, " ").trim().toLowerCase();
const DEATH_STAR_II = /^death star ii\b/i;
const DEATH_STAR = /^death star\b(?!\s+ii\b)/i;
const isLocation = (c: DeckCard) => c.attributes?.type === undefined || c.attributes.type === "location";

/** Two teammates' decks: problems that make the pair illegal, and warnings for play. */
export function checkTeam(a: TeamDeck, b: TeamDeck): DeckProblem[] {
  const out: DeckProblem[] = [];
  const oa = objectiveOf(a.cards, a.answers);
  const ob = objectiveOf(b.cards, b.answers);
  if (oa && ob && titleKey(oa) === titleKey(ob)) {
    out.push({
      code: "swccg.team-same-objective",
      severity: "problem",
      card: oa,
      message: `${a.player} and ${b.player} both play “${oa}”.`,
      explanation: `“You may NOT play the same objective as your teammate, as you must deploy identical locations and/or effects” (${SOURCE}, 1.6). One of you needs another objective.`,
    });
  }
  const sa = a.answers?.sleeves;
  const sb = b.answers?.sleeves;
  if (sa && sb && norm(sa) === norm(sb)) {
    out.push({
      code: "swccg.team-same-sleeves",
      severity: "problem",
      message: `${a.player} and ${b.player} both use “${sa}” sleeves.`,
      explanation: `“Each player on a team must provide CLEAR sleeves for their decks. Furthermore, these sleeves MUST BE DIFFERENT between the teammates so anyone can easily recognize which cards belong to which player” (${SOURCE}, 1.1).`,
    });
  } else if (!sa || !sb) {
    out.push({
      code: "swccg.team-sleeves-unknown",
      severity: "warning",
      message: "Sleeves not given for both teammates.",
      explanation: `Teammates' sleeves must differ (${SOURCE}, 1.1); give each deck's sleeves so a judge can check.`,
    });
  }
  const ds = (t: TeamDeck, re: RegExp) => t.cards.find((c) => re.test(c.name) && isLocation(c));
  for (const [x, y] of [
    [a, b],
    [b, a],
  ] as const) {
    const one = ds(x, DEATH_STAR);
    const two = ds(y, DEATH_STAR_II);
    if (one && two) {
      out.push({
        code: "swccg.team-death-stars",
        severity: "warning",
        line: one.line,
        card: one.name,
        message: `${x.player} has a Death Star location (“${one.name}”) and ${y.player} a Death Star II location (“${two.name}”).`,
        explanation: `“If D1 plays a Death Star location, D2 may NOT play any Death Star 2 locations as each team may only deploy locations from one of the Death Stars” (${SOURCE}, 7.7). Both decks are legal; only one of the two Death Stars can be deployed by the team during a game.`,
      });
    }
  }
  return out;
}
