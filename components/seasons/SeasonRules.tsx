/** The rules in words, and what a typical result earns. */
export function SeasonRules({ lines, example }: { lines: string[]; example: string }) {
  return (
    <div className="space-y-2 text-sm">
      <ul className="list-disc space-y-1 pl-5" data-testid="season-rules">
        {lines.map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ul>
      <p className="rounded-lg bg-slate-50 p-3 text-slate-700">
        <span className="font-semibold">For example: </span>
        {example}
      </p>
    </div>
  );
}
