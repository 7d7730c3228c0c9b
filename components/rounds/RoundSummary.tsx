import Link from "next/link";

/** The organizer's summary of a round's pairing (floats, rematches, the bye) and where to verify it. */
export function RoundSummary({ lines, verifyHref }: { lines: string[]; verifyHref: string | null }) {
  return (
    <section className="mb-4 rounded-lg border border-slate-200 px-3 py-2 text-sm" data-testid="round-summary" aria-label="The pairing in short">
      <h3 className="mb-1 font-semibold">The pairing in short</h3>
      <ul className="list-disc space-y-1 pl-4 text-slate-800">
        {lines.map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ul>
      {verifyHref && (
        <p className="mt-2">
          <Link href={verifyHref} className="inline-flex min-h-11 items-center font-medium underline">
            Verify this round
          </Link>
        </p>
      )}
    </section>
  );
}
