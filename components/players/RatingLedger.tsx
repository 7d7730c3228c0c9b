import Link from "next/link";
import { Badge } from "@/components/ui/Badge";
import { LocalTime } from "@/components/ui/LocalTime";
import type { LedgerEvent, LedgerLine, LedgerRun } from "@/lib/schemas/ratings";
import { changeText, expectedText, kText, ratingText, runReasonText, scoreText } from "@/lib/words/rating-words";

const tone = (change: number) => (change < 0 ? "text-red-700" : "text-emerald-700");

function Opponents({ line }: { line: LedgerLine }) {
  return (
    <>
      {line.opponents.map((o, i) => (
        <span key={o.ratedId ?? `hidden-${i}`}>
          {i > 0 && " & "}
          {o.profileId ? (
            <Link href={`/players/${o.profileId}`} className="underline-offset-4 hover:underline">
              {o.name}
            </Link>
          ) : (
            o.name
          )}
        </span>
      ))}
    </>
  );
}

/** One rated match: who, their rating, what was expected, what happened, and the arithmetic. */
function Line({ line }: { line: LedgerLine }) {
  return (
    <li className="py-2" data-testid="ledger-line">
      <div className="flex items-baseline justify-between gap-3">
        <p className="min-w-0 break-words">
          <span className="text-slate-600">Round {line.round} · </span>
          <span className="font-medium">
            vs <Opponents line={line} />
          </span>{" "}
          <span className="text-slate-600 tabular-nums">({ratingText(line.opponentRating)})</span>
        </p>
        <span className={`shrink-0 font-mono font-semibold tabular-nums ${tone(line.change)}`} data-testid="ledger-change">
          {changeText(line.change)}
        </span>
      </div>
      <p className="text-sm text-slate-700">
        {line.team && <>Team&apos;s rating {ratingText(line.sideRating)} (the members&apos; mean at the start) · </>}
        Result {scoreText(line.score)} · expected {expectedText(line.expected)} · K {kText(line.k)}
        {line.provisional && (
          <>
            {" "}
            <Badge tone="warn">provisional</Badge>
          </>
        )}
      </p>
      <p className="font-mono text-xs text-slate-600 tabular-nums">
        {kText(line.k)} × ({scoreText(line.score).split(" ")[0]} − {expectedText(line.expected)}) = {changeText(line.change)} · {ratingText(line.ratingBefore)} → {ratingText(line.ratingAfter)}
      </p>
    </li>
  );
}

function Run({ run }: { run: LedgerRun }) {
  const start = run.lines[0]?.ratingBefore;
  const after = run.lines[run.lines.length - 1]?.ratingAfter;
  return (
    <div>
      {start !== undefined && after !== undefined && (
        <p className="text-sm text-slate-700">
          {ratingText(start)} at the start → {ratingText(after)} after: <span className={`font-mono font-semibold ${tone(run.change)}`}>{changeText(run.change)}</span>
        </p>
      )}
      <ul className="divide-y divide-slate-100">
        {run.lines.map((l) => (
          <Line key={`${l.matchId}-${l.round}`} line={l} />
        ))}
      </ul>
    </div>
  );
}

/** The ledger of one game: each rated event's matches as they count now, and the ratings a re-rating superseded. */
export function RatingLedger({ events }: { events: LedgerEvent[] }) {
  if (events.length === 0) return <p className="text-slate-600">No rated matches in this game yet.</p>;
  return (
    <div className="space-y-4" data-testid="rating-ledger">
      {events.map((e) => (
        <section key={e.eventId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="ledger-event">
          <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-3">
            <h2 className="min-w-0 font-semibold break-words">
              {e.date ? (
                <Link href={`/events/${e.eventId}`} className="underline-offset-4 hover:underline">
                  {e.name}
                </Link>
              ) : (
                e.name
              )}
            </h2>
            <p className="text-sm text-slate-600">
              {e.date ? <LocalTime iso={e.date} withTime={false} /> : "Deleted"}
              {e.k !== null && <> · K {kText(e.k)}</>}
            </p>
          </div>
          {e.current && (
            <p className="mb-1 text-xs text-slate-600">
              Rated: {runReasonText(e.current.reason).toLowerCase()}
              {e.current.at && (
                <>
                  {" "}
                  · <LocalTime iso={e.current.at} />
                </>
              )}
            </p>
          )}
          {e.current ? (
            <div data-testid="ledger-current">
              <Run run={e.current} />
            </div>
          ) : <p className="text-sm text-slate-600">No longer rated: the lines below no longer count.</p>}
          {e.history.length > 0 && (
            <details className="mt-2 rounded-lg bg-slate-50 px-3 py-1" data-testid="ledger-history">
              <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold">
                Earlier {e.history.length === 1 ? "rating" : "ratings"} of this event ({e.history.length})
              </summary>
              <ol className="space-y-3 pb-2">
                {e.history.map((run) => (
                  <li key={run.runId}>
                    <p className="text-sm font-medium">
                      {runReasonText(run.reason)}
                      {run.at && (
                        <>
                          {" "}
                          · rated <LocalTime iso={run.at} />
                        </>
                      )}
                    </p>
                    <Run run={run} />
                  </li>
                ))}
              </ol>
            </details>
          )}
        </section>
      ))}
    </div>
  );
}
