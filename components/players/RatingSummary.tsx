import Link from "next/link";
import { Badge } from "@/components/ui/Badge";
import { LocalTime } from "@/components/ui/LocalTime";
import type { LedgerSummary } from "@/lib/schemas/ratings";
import { provisionalText, ratingText } from "@/lib/words/rating-words";

const BANDS: Record<LedgerSummary["byStrength"][number]["band"], string> = {
  "much-stronger": "200+ above you",
  stronger: "50–199 above you",
  even: "within 49 of you",
  weaker: "50–199 below you",
  "much-weaker": "200+ below you",
};

type Rec = { matches: number; won: number; drawn: number; lost: number; score: number };
const wdl = (r: Rec) => `${r.won}–${r.drawn}–${r.lost}`;
const pct = (r: Rec) => `${Math.round((100 * r.score) / Math.max(1, r.matches))}%`;

/** The rating, its provisional matches left, the graph, head to head and results by strength. */
export function RatingSummary({ summary }: { summary: LedgerSummary }) {
  return (
    <div className="space-y-5" data-testid="rating-summary">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-3xl font-bold tabular-nums">{ratingText(summary.rating)}</span>
        {summary.provisional && (
          <Badge tone="warn">
            <span data-testid="provisional-left">{provisionalText(summary.provisionalRemaining)}</span>
          </Badge>
        )}
        <span className="text-sm text-slate-600">
          {summary.matches} rated {summary.matches === 1 ? "match" : "matches"}
          {summary.peak && (
            <>
              {" "}
              · peak <strong className="tabular-nums">{ratingText(summary.peak.rating)}</strong>
            </>
          )}
        </span>
      </div>
      <RatingChart history={summary.history} peak={summary.peak} start={summary.start} />
      {summary.headToHead.length > 0 && (
        <section aria-labelledby="h2h-title">
          <h2 id="h2h-title" className="mb-1 font-semibold">
            Head to head
          </h2>
          <table className="w-full text-left text-sm" data-testid="head-to-head">
            <caption className="sr-only">Your record against each opponent: won–drawn–lost, and the share of points scored</caption>
            <thead>
              <tr className="border-b border-slate-300 text-xs uppercase tracking-wide text-slate-600">
                <th scope="col" className="py-1 pr-2">Opponent</th>
                <th scope="col" className="px-2 py-1 text-right">W–D–L</th>
                <th scope="col" className="py-1 pl-2 text-right">Score</th>
              </tr>
            </thead>
            <tbody>
              {summary.headToHead.map((h, i) => (
                <tr key={i} className="border-b border-slate-100">
                  <td className="py-1.5 pr-2 break-words">
                    {h.opponents.map((o, k) => (
                      <span key={k}>
                        {k > 0 && " & "}
                        {o.profileId ? (
                          <Link href={`/players/${o.profileId}`} className="underline decoration-slate-400 underline-offset-4">
                            {o.name}
                          </Link>
                        ) : (
                          o.name
                        )}
                      </span>
                    ))}
                    {h.hidden && <span className="block text-xs text-slate-600">Opponents with hidden profiles, counted together</span>}
                  </td>
                  <td className="px-2 py-1.5 text-right font-mono tabular-nums">{wdl(h)}</td>
                  <td className="py-1.5 pl-2 text-right tabular-nums">{pct(h)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {summary.byStrength.length > 0 && (
        <section aria-labelledby="strength-title">
          <h2 id="strength-title" className="mb-1 font-semibold">
            By the opponent&apos;s strength
          </h2>
          <p className="mb-1 text-sm text-slate-600">The opponent&apos;s rating against yours at each event&apos;s start.</p>
          <ul className="space-y-1.5 text-sm" data-testid="by-strength">
            {summary.byStrength.map((b) => (
              <li key={b.band}>
                <div className="flex justify-between gap-2">
                  <span>{BANDS[b.band]}</span>
                  <span className="tabular-nums">
                    <span className="font-mono">{wdl(b)}</span> · <strong>{pct(b)}</strong>
                  </span>
                </div>
                <div className="h-2 rounded bg-slate-100" aria-hidden="true">
                  <div className="h-2 rounded bg-slate-700" style={{ width: pct(b) }} />
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

const W = 640;
const H = 170;
const PAD = 12;
const DAY = 86_400_000;

/**
 * The rating over time (inline SVG): the rating before the first rated event, then after each,
 * by date; the peak marked. Numbers and dates are HTML beside it, legible at any width.
 */
function RatingChart({ history, peak, start }: { history: LedgerSummary["history"]; peak: LedgerSummary["peak"]; start: number | null }) {
  if (history.length === 0) return null;
  const dated = history.every((h) => h.date);
  const times = history.map((h, i) => (dated ? Date.parse(h.date!) : i));
  // The start sits a little before the first event (a day, or a twentieth of the span).
  const lead = dated ? Math.max(DAY, (times[times.length - 1]! - times[0]!) / 20) : 1;
  const points = [...(start !== null ? [{ t: times[0]! - lead, rating: start, peak: false }] : []), ...history.map((h, i) => ({ t: times[i]!, rating: h.rating, peak: peak !== null && h.eventId === peak.eventId && h.rating === peak.rating }))];
  const t0 = points[0]!.t;
  const t1 = points[points.length - 1]!.t;
  const ratings = points.map((p) => p.rating);
  const lo = Math.min(...ratings);
  const hi = Math.max(...ratings);
  const mid = (lo + hi) / 2;
  const span = Math.max(hi - lo, 40);
  const x = (t: number) => (t1 === t0 ? W / 2 : PAD + ((t - t0) * (W - 2 * PAD)) / (t1 - t0));
  const y = (v: number) => PAD + ((mid + span / 2 - v) * (H - 2 * PAD)) / span;
  const xy = points.map((p) => [x(p.t), y(p.rating)] as const);
  const first = history[0]!;
  const last = history[history.length - 1]!;
  const label = `Rating over time: ${start !== null ? `${ratingText(start)} at the start, ` : ""}${ratingText(last.rating)} after ${last.name}${peak ? `; peak ${ratingText(peak.rating)} after ${peak.name}` : ""}.`;
  return (
    <figure className="space-y-1">
      <p className="text-xs text-slate-600 tabular-nums">
        Highest {ratingText(hi)} · lowest {ratingText(lo)}
      </p>
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full rounded-lg bg-slate-50" role="img" aria-label={label} data-testid="rating-chart">
        <title>{label}</title>
        {[hi, lo].map((v, i) => (
          <line key={i} x1={PAD} x2={W - PAD} y1={y(v)} y2={y(v)} className="stroke-slate-300" strokeDasharray="4 4" vectorEffect="non-scaling-stroke" />
        ))}
        {xy.length > 1 && <polyline points={xy.map(([a, b]) => `${a.toFixed(1)},${b.toFixed(1)}`).join(" ")} fill="none" className="stroke-slate-700" strokeWidth="3" strokeLinejoin="round" />}
        {xy.map(([a, b], i) => (
          <circle key={i} cx={a} cy={b} r={points[i]!.peak ? 9 : 5} className={points[i]!.peak ? "fill-amber-400 stroke-slate-900" : "fill-slate-700"} strokeWidth="2" />
        ))}
      </svg>
      <figcaption className="space-y-0.5 text-xs text-slate-600">
        <span className="flex justify-between">
          <span>{first.date ? <LocalTime iso={first.date} withTime={false} /> : first.name}</span>
          {history.length > 1 && <span>{last.date ? <LocalTime iso={last.date} withTime={false} /> : last.name}</span>}
        </span>
        {peak && (
          <span className="block text-sm text-slate-800">
            <span className="mr-1 inline-block h-3 w-3 rounded-full border border-slate-900 bg-amber-400 align-middle" aria-hidden="true" />
            Peak <strong className="tabular-nums">{ratingText(peak.rating)}</strong> after {peak.name}
            {peak.date && (
              <>
                {" "}
                (<LocalTime iso={peak.date} withTime={false} />)
              </>
            )}
          </span>
        )}
      </figcaption>
    </figure>
  );
}
