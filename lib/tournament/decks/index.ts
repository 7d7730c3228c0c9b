/** Deck lists of the games other than FFG's: reading a pasted list, each game's rules, when decks may change, sealed pools. */
export * from "./types";
export * from "./parse";
export * from "./swg";
export * from "./young-jedi";
export * from "./swccg";
export * from "./wotc";
export * from "./validate";
export * from "./policy";
export * from "./pool";
export * from "./paste-form";
