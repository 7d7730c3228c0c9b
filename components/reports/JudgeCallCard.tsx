import type { ReactNode } from "react";
import Link from "next/link";
import { Badge } from "@/components/ui/Badge";
import type { JudgeCall } from "@/lib/schemas/self-report";
import { reportWords, type ReportLike } from "@/lib/words/result-words";

export const CALL_KIND: Record<JudgeCall["kind"], { label: string; tone: "bad" | "warn" | "info" | "neutral" }> = {
  dispute: { label: "Disputed result", tone: "bad" },
  missing: { label: "Missing report", tone: "warn" },
  call: { label: "Judge call", tone: "info" },
  extension: { label: "Time extension", tone: "neutral" },
};

const ago = (iso: string, now: number) => {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  return minutes < 1 ? "just now" : minutes < 60 ? `${minutes} min ago` : `${Math.floor(minutes / 60)} h ${minutes % 60} min ago`;
};

/**
 * One call of the judge queue, for a phone: the table number big, what it is, who called and
 * when, the disputed match's two reports side by side; `entry` is the normal result form,
 * `children` the claim / resolve / extra-time controls.
 */
export function JudgeCallCard({ call, now, eventId, entry, children }: { call: JudgeCall; now: number; eventId: string; entry?: ReactNode; children?: ReactNode }) {
  const kind = CALL_KIND[call.kind];
  const m = call.match;
  const names = m ? { A: m.playerA.name, B: m.playerB?.name ?? "" } : { A: "", B: "" };
  return (
    <li className={`rounded-xl border-2 bg-white p-3 shadow-sm ${call.status === "claimed" ? "border-blue-300" : "border-red-300"}`} data-testid="judge-call" data-kind={call.kind} data-table={call.table ?? ""}>
      <div className="flex items-start justify-between gap-3">
        <p className="text-4xl leading-none font-black tabular-nums">{call.table !== null ? `Table ${call.table}` : "No table"}</p>
        <div className="flex flex-col items-end gap-1">
          <Badge tone={kind.tone}>{kind.label}</Badge>
          <Badge tone={call.status === "claimed" ? "info" : "warn"}>{call.status === "claimed" ? `Claimed by ${call.claimedBy?.name ?? "a judge"}` : "Open"}</Badge>
        </div>
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {call.round !== null ? `Round ${call.round} · ` : ""}
        {ago(call.createdAt, now)}
        {call.raisedBy ? ` · called by ${call.raisedBy.name}` : ""}
        {call.extraMinutes ? ` · this table has +${call.extraMinutes} min` : ""}
      </p>
      {m && (
        <p className="mt-1 font-medium break-words">
          {m.playerA.name} vs {m.playerB?.name ?? "bye"}
        </p>
      )}
      {call.note && <p className="mt-1 rounded bg-slate-50 px-2 py-1 text-sm">“{call.note}”</p>}
      {m && (call.kind === "dispute" || call.kind === "missing") && (
        <div className="mt-2 grid grid-cols-2 gap-2" data-testid="call-reports">
          {(["A", "B"] as const).map((seat) => {
            const r = m.reports.find((x) => x.seat === seat);
            return (
              <div key={seat} className="rounded-lg bg-slate-50 p-2 text-sm">
                <p className="font-semibold break-words">{names[seat]}</p>
                <p className={r ? "" : "text-slate-600 italic"}>{r ? reportWords(r.report as ReportLike, names) : "No report yet"}</p>
              </div>
            );
          })}
        </div>
      )}
      {entry && (
        <div className="mt-3 space-y-2 rounded-lg border border-slate-200 p-2">
          <p className="text-sm font-semibold">
            Enter the result{" "}
            <Link href={`/events/${eventId}/manage/rounds`} className="font-normal underline">
              (rounds console)
            </Link>
          </p>
          {entry}
        </div>
      )}
      {children && <div className="mt-3 space-y-3">{children}</div>}
    </li>
  );
}

/** A resolved call, one line; `ruling` is its ruling reference as a link to the judges' library. */
export function ResolvedCallRow({ call, ruling }: { call: JudgeCall; ruling: ReactNode }) {
  return (
    <li className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm" data-testid="resolved-call" data-kind={call.kind}>
      <span className="font-semibold">{call.table !== null ? `Table ${call.table}` : "No table"}</span> · {CALL_KIND[call.kind].label}
      {call.resolution ? ` · ${call.resolution}` : ""}
      {call.ruling && (
        <>
          {" "}
          ({ruling})
        </>
      )}
      {call.resolvedBy ? ` · ${call.resolvedBy.name}` : ""}
    </li>
  );
}
