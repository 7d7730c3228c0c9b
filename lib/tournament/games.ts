/**
 * The games Holonet runs, declared once: their ids and their names. Every other union of game
 * ids (the presets', the decks', the library's, the ratings') is derived from `GameId`.
 */
export const GAME_IDS = ["ffg-swtcg", "swg-tcg", "swccg", "young-jedi", "wotc-swtcg"] as const;
export type GameId = (typeof GAME_IDS)[number];

export const GAME_NAMES: Record<GameId, string> = {
  "ffg-swtcg": "Star Wars: The Card Game (FFG)",
  "swg-tcg": "Star Wars Galaxies TCG",
  swccg: "Star Wars CCG (Decipher)",
  "young-jedi": "Star Wars Young Jedi CCG",
  "wotc-swtcg": "Star Wars TCG (Wizards of the Coast)",
};

export const isGameId = (game: string): game is GameId => (GAME_IDS as readonly string[]).includes(game);
