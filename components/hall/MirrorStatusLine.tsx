import type { ReactNode } from "react";
import { RefreshWhileWaiting } from "./RefreshWhileWaiting";

export interface MirrorStatusView {
  host: string;
  status: "mirroring" | "released" | "refused";
  /** Started here, not published on the public server yet. */
  publishing?: boolean;
  waiting: number;
  lastSuccess: string | null;
  /** `lastSuccess` as the event's clock shows it ("14:02:11"). */
  lastSuccessText: string | null;
  lastError: string | null;
}

/**
 * The rounds console's line on a hall server: "Mirrored to holonet.example · 3 changes waiting · last
 * success 14:02:11"; "To be published on holonet.example · …" for an event started here, until the
 * public server has it.
 */
export function MirrorStatusLine({ status, handBack }: { status: MirrorStatusView; handBack?: ReactNode }) {
  if (status.status !== "mirroring") return null;
  const waiting = status.waiting === 1 ? "1 change waiting" : `${status.waiting} changes waiting`;
  return (
    <div className="space-y-2 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-950" data-testid="mirror-status">
      <p>
        {status.publishing ? "To be published on" : "Mirrored to"} <span className="font-semibold">{status.host}</span> · <span data-testid="mirror-waiting">{waiting}</span>
        {status.lastSuccessText && <> · last success <time dateTime={status.lastSuccess ?? undefined}>{status.lastSuccessText}</time></>}
      </p>
      {status.lastError && status.waiting > 0 && <p className="text-sky-800">Not reached: {status.lastError}. Saves here go on; the mirror tries again by itself.</p>}
      {status.waiting > 0 && <RefreshWhileWaiting />}
      {handBack}
    </div>
  );
}
