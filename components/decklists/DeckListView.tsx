import type { Deck } from "@/lib/schemas/decklist";

const SIDES = [
  { key: "light", label: "Light side", tone: "border-sky-200 bg-sky-50/50" },
  { key: "dark", label: "Dark side", tone: "border-rose-200 bg-rose-50/50" },
] as const;

/** Both decks of a player, read-only (leaders). */
export function DeckListView({ deckLists }: { deckLists: { light: Deck; dark: Deck } }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2" data-testid="deck-lists">
      {SIDES.map(({ key, label, tone }) => {
        const deck = deckLists[key];
        return (
          <section key={key} className={`rounded-lg border p-3 ${tone}`} aria-label={label}>
            <h3 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{label}</h3>
            <p className="mt-1 text-lg font-semibold">{deck.affiliation}</p>
            <p className="text-sm text-slate-600">{deck.objectiveSets.length} objective sets</p>
            <ol className="mt-2 list-decimal space-y-0.5 pl-6 text-slate-800">
              {deck.objectiveSets.map((set, i) => (
                <li key={i}>{set}</li>
              ))}
            </ol>
          </section>
        );
      })}
    </div>
  );
}
