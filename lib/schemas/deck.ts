/**
 * Decks of the games other than FFG's (lib/tournament/decks): a pasted list, one card per line,
 * with the attributes the rules need written inline in square brackets ([avatar, Jedi],
 * [quest 4], [red], [wild red], [virtual], [objective]; see lib/tournament/decks/parse.ts), and
 * a few answers the form asks for. Stored in `Player.deck` even when invalid (marked invalid), so
 * the player can fix it. Sealed pools (`Player.pool`) are card lists in the same syntax.
 */
import { z } from "zod";
import { ID_PATTERN, wholeNumber } from "./common";
import { apiRegistry } from "./registry";
import { text } from "./text";

export const MAX_LIST_CHARS = 40_000;

const list = (what: string) => text(what, { max: MAX_LIST_CHARS, multiline: true });
const optionalAnswer = (what: string) =>
  text(what, { max: 120 })
    .optional()
    .transform((v) => (v === "" ? undefined : v));

export const DeckAnswersInput = z
  .object({
    avatarArchetype: z.enum(["jedi", "rebel", "imperial", "sith"], { error: "The archetype is jedi, rebel, imperial or sith." }).optional(),
    objective: optionalAnswer("Objective"),
    sleeves: optionalAnswer("Sleeves"),
    teammateId: z.string().regex(ID_PATTERN, { error: "teammateId is a player id." }).optional().describe("Refused (400): an entry's deck is checked alone; at a team event the members' decks are checked together on the team (…/teams/{teamId}/members/{position}/deck). Kept so older clients get the reason."),
  })
  .strict()
  .register(apiRegistry, { id: "DeckAnswers", description: "What the form asks when the list does not say it: the SWG avatar's archetype, the SWCCG objective and sleeves." });
export type DeckAnswersInput = z.output<typeof DeckAnswersInput>;

export const DeckInput = z
  .object(
    {
      list: list("Deck list").describe(
        "One card per line: “4 Luke Skywalker”, “4x Luke”, “Luke x4”; section headers (“Avatar:”, “Quests”) and # comments allowed; attributes in brackets: [avatar, Jedi], [quest 4], [red], [wild red], [virtual], [objective], card numbers like 1-JC-42.",
      ),
      settings: DeckAnswersInput.optional(),
    },
    { error: "Send {list, settings?}." },
  )
  .strict()
  .register(apiRegistry, { id: "DeckInput" });
export type DeckInput = z.output<typeof DeckInput>;

export const DeckProblem = z
  .object({
    code: z.string().describe('Stable code, e.g. "swg.avatar-count", "yj.title-per-dot", "list.unreadable-line".'),
    severity: z.enum(["problem", "warning"]).describe("A problem makes the deck invalid; a warning does not."),
    line: z.number().int().optional(),
    card: z.string().optional(),
    message: z.string(),
    explanation: z.string().describe("The rule in plain language, where it comes from, and how to fix the list."),
  })
  .register(apiRegistry, { id: "DeckProblem" });
export type DeckProblem = z.infer<typeof DeckProblem>;

const CardAttributes = z
  .object({
    type: z.string().optional(),
    archetype: z.enum(["jedi", "rebel", "imperial", "sith"]).optional(),
    level: z.number().int().optional(),
    dot: z.string().optional(),
    wild: z.boolean().optional(),
    virtual: z.boolean().optional(),
    cardNumber: z.object({ text: z.string(), virtualSet: z.number().int(), set: z.string(), number: z.number().int() }).optional(),
  })
  .loose();

export const DeckCard = z
  .object({ line: z.number().int(), quantity: z.number().int(), name: z.string(), section: z.string().optional(), attributes: CardAttributes.optional() })
  .register(apiRegistry, { id: "DeckCard" });

/** `Player.deck` as stored. */
export const StoredDeck = z.object({
  game: z.string(),
  list: z.string(),
  answers: z.record(z.string(), z.string()).default({}),
  cards: z.array(DeckCard),
  problems: z.array(DeckProblem),
  valid: z.boolean(),
  savedAt: z.string(),
  /** Sealed: round 1 is played with the basic starter deck (no valid deck when the build clock ended). */
  starter: z.boolean().optional(),
});
export type StoredDeck = z.infer<typeof StoredDeck>;

/** `Player.pool` as stored. */
export const StoredPool = z.object({ list: z.string(), cards: z.array(DeckCard), savedAt: z.string() });
export type StoredPool = z.infer<typeof StoredPool>;

export const PlayerDeck = z
  .object({
    playerId: z.string(),
    name: z.string(),
    game: z.string().describe('The event\'s game: "swg-tcg", "young-jedi", "swccg" or "wotc-swtcg".'),
    rules: z.array(z.string()).describe("The event's deck rules in words, with each open number and whether it is the default."),
    deck: z
      .object({ list: z.string(), answers: z.record(z.string(), z.string()), cards: z.array(DeckCard), savedAt: z.string(), starter: z.boolean() })
      .nullable()
      .describe("The saved deck (kept even when invalid), null if none yet. starter: round 1 is played with the basic starter deck."),
    problems: z.array(DeckProblem),
    valid: z.boolean().describe("Saved and without problems (warnings allowed)."),
    locked: z.boolean().describe("Round 1 has been paired: every change is logged with the old and new list."),
    changeAllowed: z.boolean().describe("May the caller change the deck now (the event's deck policy, or a correction by the organizer or a judge)?"),
    changeReason: z.string().nullable().describe("Why the policy does not allow a change now; null when it does."),
    pool: z.object({ list: z.string(), cards: z.array(DeckCard), savedAt: z.string() }).nullable().describe("Sealed: the player's pool."),
    build: z
      .object({ startedAt: z.string(), endsAt: z.string(), closed: z.boolean() })
      .nullable()
      .describe("Sealed: the build clock once started (for the players' countdown); null otherwise."),
  })
  .register(apiRegistry, { id: "PlayerDeck" });
export type PlayerDeck = z.infer<typeof PlayerDeck>;

export const PoolInput = z
  .object({ list: list("Pool") }, { error: "Send {list}." })
  .strict()
  .register(apiRegistry, { id: "PoolInput", description: "The product the player opened, as a card list (same syntax as a deck list)." });

export const BuildInput = z
  .discriminatedUnion(
    "action",
    [
      z.object({ action: z.literal("start"), minutes: wholeNumber("Build time", 1, 120).optional() }).strict(),
      z.object({ action: z.literal("end") }).strict(),
    ],
    { error: 'Send {action: "start", minutes?} or {action: "end"}.' },
  )
  .register(apiRegistry, { id: "BuildInput", description: "Start the sealed build clock (minutes: the event's build time, default 10), or close the build phase once it is over." });

export const BuildStatus = z
  .object({
    limited: z.boolean(),
    minutes: z.number().int(),
    startedAt: z.string().nullable(),
    endsAt: z.string().nullable(),
    over: z.boolean(),
    closed: z.boolean().describe("The build phase was closed: players without a valid deck play round 1 with the starter deck."),
    players: z.array(
      z.object({ playerId: z.string(), name: z.string(), pool: z.boolean(), deck: z.boolean(), ready: z.boolean().describe("A valid deck is saved."), starter: z.boolean() }),
    ),
  })
  .register(apiRegistry, { id: "BuildStatus", description: "A sealed event's build phase: the clock and who is ready." });
export type BuildStatus = z.infer<typeof BuildStatus>;
