/** Fees, the prize pool, SWG's reward notation, the prize table and the prize list. */
export * from "./fees";
export * from "./notation";
export * from "./prize-list";
