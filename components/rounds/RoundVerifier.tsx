"use client";
/**
 * The verify page's check, in the browser: reads the round's proof from the API, runs the engine
 * on it (`verifyProofReport`: a Swiss round or an elimination round, bundled here, never restated) and says the verdict, the pairing's
 * quality measures and, for small rounds, the exhaustive proof that no pairing is better.
 */
import { useEffect, useState } from "react";
import { RoundProof } from "@/lib/schemas/round-proof";
import { EXHAUSTIVE_LIMIT, verifyProofReport, type RoundReport } from "@/lib/tournament";
import { verdictWords } from "@/lib/words/pairing-reasons";

type State = { kind: "checking" } | { kind: "failed"; message: string } | { kind: "done"; report: RoundReport; ms: number; bytes: number; elimination: boolean };

const pairs = (n: number) => `${n.toLocaleString("en")} pairing${n === 1 ? "" : "s"}`;

export function RoundVerifier({ proofUrl, names }: { proofUrl: string; names: Record<string, string> }) {
  const [state, setState] = useState<State>({ kind: "checking" });
  useEffect(() => {
    const abort = new AbortController();
    fetch(proofUrl, { signal: abort.signal })
      .then(async (res) => {
        if (!res.ok) throw new Error(res.status === 404 ? "This round has no proof yet: it is not published." : `The server answered ${res.status}.`);
        const text = await res.text();
        const parsed = RoundProof.safeParse(JSON.parse(text));
        if (!parsed.success) throw new Error("The proof is not a valid document.");
        const t0 = performance.now();
        const report = verifyProofReport(parsed.data);
        setState({ kind: "done", report, ms: performance.now() - t0, bytes: text.length, elimination: "stage" in parsed.data });
      })
      .catch((e: unknown) => {
        if (!abort.signal.aborted) setState({ kind: "failed", message: e instanceof Error ? e.message : "The check failed." });
      });
    return () => abort.abort();
  }, [proofUrl]);

  if (state.kind === "checking") return <p role="status" className="text-slate-700">Running the pairing rules on this round…</p>;
  if (state.kind === "failed") return <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900">{state.message}</p>;
  const { report, ms } = state;
  const name = (id: string) => names[id] ?? id;
  const ok = report.verdict.outcome === "verified";
  const e = report.exhaustive;
  return (
    <div className="space-y-4">
      <p role="status" data-testid="verdict" className={`rounded-lg px-3 py-3 text-lg font-semibold ${ok ? "bg-emerald-50 text-emerald-900" : "bg-amber-50 text-amber-900"}`}>
        {verdictWords(report.verdict, name)}
      </p>
      {report.quality && (
        <dl className="grid grid-cols-3 gap-2 text-center" aria-label="Quality of the published pairing">
          {[
            ["Rematches", report.quality.rematches],
            ["Players floated", report.quality.floats],
            ["Float points", report.quality.floatPoints],
          ].map(([label, value]) => (
            <div key={label} className="rounded-lg border border-slate-200 px-2 py-2">
              <dt className="text-xs text-slate-600">{label}</dt>
              <dd className="text-2xl font-bold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className="text-sm text-slate-700" data-testid="optimality">
        {state.elimination
          ? "An elimination round has one pairing: the one the bracket's table gives from the seeds and the earlier results."
          : e
          ? e.optimal
            ? `No pairing is better: all ${pairs(e.pairings)} of these players were checked, fewest rematches first, then the shortest and fewest floats.`
            : `A better pairing exists: ${pairs(e.bestCount)} of ${pairs(e.pairings)} beat the published one.`
          : `This round is too big to check every pairing (more than ${EXHAUSTIVE_LIMIT} players); the rules' optimiser is exact for it.`}
      </p>
      <p className="text-xs text-slate-600">Checked in your browser in {Math.round(ms)} ms.</p>
    </div>
  );
}
