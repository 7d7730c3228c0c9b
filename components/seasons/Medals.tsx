/** Medals next to a name: one disc per kind, its count inside once won more than once (the SWG rulebook's "gold Medal with the number 3 inside"). */
const COLOURS: Record<string, string> = {
  gold: "bg-amber-300 text-amber-950 ring-amber-500",
  silver: "bg-slate-200 text-slate-800 ring-slate-400",
  bronze: "bg-orange-300 text-orange-950 ring-orange-600",
};

export function Medals({ medals, size = "sm" }: { medals: { kind: string; count: number }[]; size?: "sm" | "lg" }) {
  if (medals.length === 0) return null;
  const dim = size === "lg" ? "size-8 text-sm" : "size-5 text-[0.7rem]";
  return (
    <span className="inline-flex items-center gap-1 align-middle" data-testid="medals">
      {medals.map((m) => (
        <span
          key={m.kind}
          title={`${m.kind[0]!.toUpperCase()}${m.kind.slice(1)} medal${m.count > 1 ? ` × ${m.count}` : ""}`}
          aria-label={`${m.kind} medal${m.count > 1 ? ` × ${m.count}` : ""}`}
          data-medal={m.kind}
          data-count={m.count}
          className={`inline-flex ${dim} items-center justify-center rounded-full font-bold ring-2 ring-inset ${COLOURS[m.kind] ?? "bg-blue-100 text-blue-900 ring-blue-400"}`}
        >
          {m.count > 1 ? m.count : ""}
        </span>
      ))}
    </span>
  );
}
