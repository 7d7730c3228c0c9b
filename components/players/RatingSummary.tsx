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
      <RatingChart history={summary.history} peak={summary.peak} />
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
const H = 200;
const PAD = { l: 40, r: 12, t: 22, b: 26 };

/** The rating after each rated event over time (inline SVG), the peak marked and named. */
function RatingChart({ history, peak }: { history: LedgerSummary["history"]; peak: LedgerSummary["peak"] }) {
  if (history.length === 0) return null;
  const times = history.map((h, i) => (h.date ? Date.parse(h.date) : i));
  const t0 = Math.min(...times);
  const t1 = Math.max(...times);
  const ratings = history.map((h) => h.rating);
  const lo = Math.min(...ratings);
  const hi = Math.max(...ratings);
  const mid = (lo + hi) / 2;
  const span = Math.max(hi - lo, 40) * 1.15;
  const x = (t: number, i: number) => (t1 === t0 ? (history.length === 1 ? (PAD.l + W - PAD.r) / 2 : PAD.l + (i * (W - PAD.l - PAD.r)) / (history.length - 1)) : PAD.l + ((t - t0) * (W - PAD.l - PAD.r)) / (t1 - t0));
  const y = (v: number) => PAD.t + ((mid + span / 2 - v) * (H - PAD.t - PAD.b)) / span;
  const pts = history.map((h, i) => [x(times[i]!, i), y(h.rating)] as const);
  const peakAt = peak ? history.findIndex((h) => h.eventId === peak.eventId) : -1;
  const first = history[0]!;
  const last = history[history.length - 1]!;
  const label = `Rating over time: ${ratingText(first.rating)} after ${first.name} to ${ratingText(last.rating)} after ${last.name}${peak ? `; peak ${ratingText(peak.rating)} after ${peak.name}` : ""}.`;
  return (
    <figure className="space-y-1">
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" role="img" aria-label={label} data-testid="rating-chart">
        <title>{label}</title>
        {[hi, lo].map((v, i) => (
          <g key={i}>
            <line x1={PAD.l} x2={W - PAD.r} y1={y(v)} y2={y(v)} className="stroke-slate-200" strokeDasharray="3 3" />
            <text x={PAD.l - 6} y={y(v) + 4} textAnchor="end" className="fill-slate-600 text-[11px] tabular-nums">
              {ratingText(v)}
            </text>
          </g>
        ))}
        {pts.length > 1 && <polyline points={pts.map(([a, b]) => `${a.toFixed(1)},${b.toFixed(1)}`).join(" ")} fill="none" className="stroke-slate-700" strokeWidth="2" strokeLinejoin="round" />}
        {pts.map(([a, b], i) => (
          <circle key={i} cx={a} cy={b} r={i === peakAt ? 5 : 3} className={i === peakAt ? "fill-amber-500 stroke-slate-900" : "fill-slate-700"} />
        ))}
        {peakAt >= 0 && (
          <text x={Math.min(Math.max(pts[peakAt]![0], PAD.l + 30), W - PAD.r - 30)} y={pts[peakAt]![1] - 9} textAnchor="middle" className="fill-slate-900 text-[12px] font-semibold">
            Peak {ratingText(peak!.rating)}
          </text>
        )}
      </svg>
      <figcaption className="flex justify-between text-xs text-slate-600">
        <span>{first.date ? <LocalTime iso={first.date} withTime={false} /> : first.name}</span>
        {history.length > 1 && <span>{last.date ? <LocalTime iso={last.date} withTime={false} /> : last.name}</span>}
      </figcaption>
    </figure>
  );
}
