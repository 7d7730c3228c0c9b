import { Card } from "@/components/ui/Card";
import { LocalTime } from "@/components/ui/LocalTime";
import type { EventPrizes } from "@/lib/schemas/money";
import { formatMoney, itemText, placeRange } from "@/lib/words/money";
import { PrizeTable } from "./PrizeTable";

/**
 * The public event page's "Entry fee" and "Prizes": the prices (the early one until its
 * deadline), the pool and the prize table; once the event is complete, the prize list. Nothing
 * when the organizer set neither fees nor prizes.
 */
export function EventMoneyFactsView({ view }: { view: EventPrizes }) {
  const { fees, prizes, pool, currency } = view;
  const money = (cents: number) => formatMoney(cents, currency);
  const hasFees = fees.doorCents !== null || fees.earlyCents !== null;
  const hasPrizes = view.table.length > 0 || prizes.addedCents > 0;
  if (!hasFees && !hasPrizes) return null;
  return (
    <Card title={hasFees ? "Entry fee and prizes" : "Prizes"}>
      <div className="space-y-4" data-testid="event-money">
        {hasFees && (
          <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
            <dt className="text-sm font-semibold text-slate-600">Entry fee</dt>
            <dd className="mb-2 space-y-1 sm:mb-0">
              <p>{fees.doorCents ? `${money(fees.doorCents)} per person at the door` : "Free at the door"}</p>
              {fees.earlyCents !== null && fees.earlyDeadline && (
                <p>
                  {fees.earlyCents === 0 ? "Free" : money(fees.earlyCents)} when registered before <LocalTime iso={fees.earlyDeadline} />
                </p>
              )}
            </dd>
            {(prizes.poolPercent > 0 || prizes.addedCents > 0) && (
              <>
                <dt className="text-sm font-semibold text-slate-600">Prize pool</dt>
                <dd className="mb-2 sm:mb-0">
                  {prizes.poolPercent > 0 ? `${prizes.poolPercent}% of entry fees (${money(pool.poolCents)} with ${view.entries} ${view.entries === 1 ? "entry" : "entries"})` : ""}
                  {prizes.poolPercent > 0 && prizes.addedCents > 0 ? " plus " : ""}
                  {prizes.addedCents > 0 ? `${money(prizes.addedCents)} added` : ""}
                </dd>
              </>
            )}
          </dl>
        )}
        {!hasFees && prizes.addedCents > 0 && <p>Prize support: {money(prizes.addedCents)}.</p>}
        {view.awards && view.awards.length > 0 ? (
          <div>
            <h3 className="mb-1 text-sm font-semibold text-slate-600">Prizes won</h3>
            <ul className="space-y-1" aria-label="Prizes won">
              {view.awards.map((a, i) => (
                <li key={a.id ?? `${a.place}-${a.item}-${i}`} className="flex gap-2">
                  <span className="w-12 shrink-0 text-sm text-slate-600">{placeRange(a.place, a.place)}</span>
                  <span className="min-w-0 break-words">
                    {a.name}: {itemText(a.quantity, a.item)}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          view.table.length > 0 && (
            <div>
              <h3 className="mb-1 text-sm font-semibold text-slate-600">Prizes by place{prizes.notation ? ` (${view.entries} ${view.entries === 1 ? "entry" : "entries"} now)` : ""}</h3>
              <PrizeTable rows={view.table} />
              {prizes.notation && (
                <p className="mt-2 text-sm text-slate-600">
                  Reward structure {prizes.notation}: the numbers are {prizes.notationItem} per place; a starred number is shared out to a band of places, so the table follows the number of players.
                </p>
              )}
            </div>
          )
        )}
      </div>
    </Card>
  );
}
