import type { Metadata } from "next";
import { ActionButton } from "@/components/forms/ActionButton";
import { PrizeTable } from "@/components/money/PrizeTable";
import { Card } from "@/components/ui/Card";
import { Disclosure } from "@/components/ui/Disclosure";
import { LocalTime } from "@/components/ui/LocalTime";
import { paymentReport } from "@/lib/server/money/payments";
import { getEventPrizes, overdueAwards } from "@/lib/server/money/prizes";
import { formatMoney } from "@/lib/words/money";
import { ManageHeader, manageContext, NotAllowed } from "../guard";
import { makeAwardsAction, markGivenAction, recordPaymentAction, saveFeesAction, savePrizesAction } from "./actions";
import { AwardRow } from "./AwardRow";
import { FeesForm } from "./FeesForm";
import { PaymentRow } from "./PaymentRow";
import { memberPaymentAction } from "../teams/actions";
import { PrizesForm } from "./PrizesForm";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Fees and prizes" };

/** Fees and prizes (organizer), payments at the desk and prizes handed out (all staff). */
export default async function MoneyPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  const { user, event, role } = await manageContext(eventId, "/manage/money");
  if (!role) return <NotAllowed eventId={eventId} />;
  const [prizes, report] = await Promise.all([getEventPrizes(eventId), paymentReport(user, eventId)]);
  const organizer = role === "organizer";
  const money = (cents: number) => formatMoney(cents, report.currency);
  const { fees } = prizes;
  const { totals, pool } = report;
  const overdue = overdueAwards(prizes.awards ?? []);
  const complete = event.status === "complete";

  return (
    <div className="space-y-5">
      <ManageHeader event={event} role={role} current="money" />

      <Card title="Payments">
        <dl className="mb-3 grid grid-cols-2 gap-x-4 gap-y-1 rounded-lg bg-slate-50 px-3 py-2 text-sm sm:grid-cols-4" data-testid="payment-totals">
          <div>
            <dt className="font-semibold text-slate-600">Cash</dt>
            <dd>
              {money(totals.cash.cents)} ({totals.cash.count})
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-600">Card</dt>
            <dd>
              {money(totals.card.cents)} ({totals.card.count})
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-600">Waived</dt>
            <dd>{totals.waived.count}</dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-600">Not paid yet</dt>
            <dd>
              {totals.unpaid.count} · owe {money(totals.unpaid.cents)}
            </dd>
          </div>
          <div className="col-span-2 sm:col-span-4">
            <dt className="sr-only">Prize pool</dt>
            <dd>
              Taken {money(totals.takenCents)}. Prize pool {money(pool.totalCents)}
              {pool.addedCents > 0 ? ` (${money(pool.poolCents)} from fees + ${money(pool.addedCents)} added)` : ""}.
            </dd>
          </div>
        </dl>
        {report.entries.length === 0 ? (
          <p className="text-slate-600">No entries yet.</p>
        ) : (
          <>
            <p className="text-sm text-slate-600">Tap how an entry paid; the amount due is taken unless you type another first. Tapping again corrects it (the history keeps both).</p>
            <ul className="divide-y divide-slate-100">
              {report.entries.map((e) => (
                <PaymentRow
                  key={`${e.playerId}:${e.position ?? ""}`}
                  entry={e}
                  currency={report.currency}
                  action={e.position === undefined ? recordPaymentAction.bind(null, eventId, e.playerId) : memberPaymentAction.bind(null, eventId, e.playerId, e.position)}
                />
              ))}
            </ul>
          </>
        )}
      </Card>

      {complete && (
        <Card title="Prize list">
          {prizes.awarded ? (
            <>
              <p id="prize-list-help" className="text-sm text-slate-600">
                Tick a prize once it is in the player&apos;s hands (the time is kept in the history); untick it if it was ticked by mistake.
              </p>
              <ul className="divide-y divide-slate-100" aria-label="Prize list">
                {prizes.awards!.map((a) => (
                  <AwardRow key={a.id} award={a} overdue={overdue.has(a.id!)} action={markGivenAction.bind(null, eventId, a.id!)} />
                ))}
              </ul>
            </>
          ) : prizes.awards && prizes.awards.length > 0 ? (
            <div className="space-y-3">
              <p className="text-slate-700">
                From the final placements ({prizes.awards.length} {prizes.awards.length === 1 ? "prize" : "prizes"}; dropped players keep their place&apos;s prizes). Making the list fixes it and starts the {prizes.prizes.dueHours}-hour window for handing them out.
              </p>
              {organizer ? <ActionButton action={makeAwardsAction.bind(null, eventId)} pendingText="Making…">Make the prize list</ActionButton> : <p className="text-sm text-slate-600">The organizer makes the list.</p>}
            </div>
          ) : (
            <p className="text-slate-600">The prize table gives nothing to anyone.</p>
          )}
        </Card>
      )}

      {/* The day's job is above; the setup, done once before, is behind a disclosure (open until a price is set). */}
      <Disclosure
        className="group rounded-xl border border-slate-200 bg-white shadow-sm"
        defaultOpen={organizer && fees.doorCents === null && fees.earlyCents === null}
        testId="money-setup"
        summary={
          <summary className="flex min-h-12 cursor-pointer items-center justify-between gap-3 px-4 py-3 text-lg font-semibold sm:px-5">
            <span>Fees and prize table</span>
            <span className="text-sm font-normal text-slate-600">
              {fees.doorCents ? `${money(fees.doorCents)} at the door` : "Free at the door"} · {prizes.table.length > 0 ? `${prizes.table.length} prize ${prizes.table.length === 1 ? "row" : "rows"}` : "no prizes"}
            </span>
          </summary>
        }
      >
        <div className="space-y-5 border-t border-slate-200 p-3 sm:p-4">
          <Card title="Entry fees">
            {organizer ? (
              <FeesForm action={saveFeesAction.bind(null, eventId)} fees={fees} timeZone={event.timeZone} />
            ) : (
              <p>
                {fees.doorCents ? `${money(fees.doorCents)} at the door` : "Free at the door"}
                {fees.earlyCents !== null && fees.earlyDeadline && (
                  <>
                    ; {money(fees.earlyCents)} when registered before <LocalTime iso={fees.earlyDeadline} />
                  </>
                )}
                .
              </p>
            )}
          </Card>

          <Card title="Prizes">
            {organizer ? (
              <PrizesForm action={savePrizesAction.bind(null, eventId)} prizes={prizes.prizes} players={prizes.entries} locked={prizes.awarded} currency={fees.currency} />
            ) : prizes.table.length > 0 ? (
              <PrizeTable rows={prizes.table} />
            ) : (
              <p className="text-slate-600">No prize table set.</p>
            )}
          </Card>
        </div>
      </Disclosure>
    </div>
  );
}
