"use client";

import { useEffect, useState } from "react";
import { hhmm } from "./online";
import { forgetReport, QUEUE_CHANGED, sharedQueue, WAITING, type QueuedReport } from "./report-queue";

/**
 * The player's reports of this match kept on the phone: "Waiting for the network — will be
 * sent", or, once sent, the server's refusal in words (the result was recorded meanwhile…),
 * until the player has read it.
 */
export function QueuedReports({ matchId, onSent, what = "report" }: { matchId: string; onSent: () => void; what?: string }) {
  const [reports, setReports] = useState<QueuedReport[]>([]);
  useEffect(() => {
    let live = true;
    let count = -1;
    const read = () =>
      void sharedQueue().then((all) => {
        const r = all.filter((x) => x.matchId === matchId);
        if (!live) return;
        // One fewer waiting: it was sent, and the match's state is read again.
        const waiting = r.filter((x) => !x.refused).length;
        if (count > waiting) onSent();
        count = waiting;
        setReports(r);
      });
    read();
    window.addEventListener(QUEUE_CHANGED, read);
    return () => {
      live = false;
      window.removeEventListener(QUEUE_CHANGED, read);
    };
  }, [matchId, onSent]);
  if (reports.length === 0) return null;
  return (
    <div className="space-y-2">
      {reports.map((r) =>
        r.refused ? (
          <div key={r.key} role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900" data-testid="report-refused">
            <p className="font-semibold">Your {what} made offline was not recorded: {r.refused}</p>
            <button type="button" className="mt-1 min-h-11 underline" onClick={() => void forgetReport(r.key)}>
              I understand
            </button>
          </div>
        ) : (
          <p key={r.key} role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-950" data-testid="report-queued">
            {WAITING} Made at {hhmm(r.madeAt)}.
          </p>
        ),
      )}
    </div>
  );
}
