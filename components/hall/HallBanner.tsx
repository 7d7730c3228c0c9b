type Banner = { kind: "held"; hall: string; lastUpdate: string; lastUpdateText: string } | { kind: "hall"; host: string; status: "mirroring" | "released" | "refused" };

/**
 * The hall server's line above an event's pages (issue 40). On the public server: the event is
 * run from the hall and is read-only here. On the hall: where it mirrors to, or that it went back.
 */
export function HallBanner({ banner }: { banner: Banner }) {
  if (banner.kind === "held") {
    return (
      <p role="status" data-testid="hall-banner" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
        <span className="font-semibold">Run from the hall</span> · last update <time dateTime={banner.lastUpdate}>{banner.lastUpdateText}</time>. Results and changes are made at the hall ({banner.hall}); this page follows them.
      </p>
    );
  }
  if (banner.status === "mirroring") {
    return (
      <p role="status" data-testid="hall-banner" className="rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900">
        Run here in the hall, mirrored to <span className="font-semibold">{banner.host}</span>.
      </p>
    );
  }
  return (
    <p role="status" data-testid="hall-banner" className="rounded-lg border border-slate-300 bg-slate-100 px-3 py-2 text-sm text-slate-800">
      {banner.status === "released" ? "Handed back to" : "Taken back on"} <span className="font-semibold">{banner.host}</span>: this copy is read-only; the event goes on there.
    </p>
  );
}
