import { ActionButton } from "@/components/queues/ActionButton";
import type { FormState } from "@/lib/web/form-state";

/** Close or re-open, and archive: the buttons under a queue's or schedule's editor. */
export function OpenButtons({ open, act, what, testId }: { open: boolean; act: (change: "close" | "open" | "archive") => Promise<FormState>; what: string; testId: string }) {
  return (
    <div className="flex flex-wrap gap-3">
      {open ? (
        <ActionButton action={act.bind(null, "close")} label={`Close the ${what}`} pendingText="Closing…" variant="secondary" testId={`${testId}-close`} />
      ) : (
        <ActionButton action={act.bind(null, "open")} label={`Re-open the ${what}`} pendingText="Opening…" variant="secondary" testId={`${testId}-open`} />
      )}
      <ActionButton action={act.bind(null, "archive")} label={`Archive the ${what}`} pendingText="Archiving…" variant="secondary" testId={`${testId}-archive`} />
    </div>
  );
}
