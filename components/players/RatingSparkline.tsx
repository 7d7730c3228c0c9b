/**
 * A rating's course as a small inline SVG line (no chart library): one point per rated event,
 * oldest on the left, the last point marked. The scale fits the series with a floor of ±20
 * points, so a steady rating reads as flat rather than as wild swings.
 */
export function RatingSparkline({ series, width = 120, height = 32, label }: { series: number[]; width?: number; height?: number; label: string }) {
  if (series.length === 0) return null;
  const pad = 3;
  const lo = Math.min(...series);
  const hi = Math.max(...series);
  const mid = (lo + hi) / 2;
  const span = Math.max(hi - lo, 40);
  const x = (i: number) => (series.length === 1 ? width / 2 : pad + (i * (width - 2 * pad)) / (series.length - 1));
  const y = (v: number) => pad + ((mid + span / 2 - v) * (height - 2 * pad)) / span;
  const points = series.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(" ");
  const last = series.length - 1;
  const up = series[last]! >= series[0]!;
  return (
    <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label} className="shrink-0 overflow-visible" data-testid="rating-sparkline">
      <title>{label}</title>
      {series.length > 1 && <polyline points={points} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" strokeLinecap="round" className="text-slate-400" />}
      <circle cx={x(last)} cy={y(series[last]!)} r="2.5" className={up ? "fill-emerald-600" : "fill-red-600"} />
    </svg>
  );
}
