import { ActionButton } from "@/components/forms/ActionButton";
import type { RegistrationStatus } from "@/lib/schemas/registration-api";
import type { FormState } from "@/lib/web/form-state";

type Action = (prev: FormState, form: FormData) => Promise<FormState>;

/** Check-in at a glance, and (organizer, check-in open) removing the no-shows in one step. */
export function NoShowsPanel({ status, dropAction }: { status: RegistrationStatus; dropAction?: Action }) {
  const missing = status.entrants - status.checkIn.checkedIn;
  return (
    <div className="space-y-3" data-testid="check-in-panel">
      <p>
        <span className="text-2xl font-semibold tabular-nums">{status.checkIn.checkedIn}</span> of {status.entrants} checked in
        {status.waitlist > 0 && <span className="text-slate-600"> · {status.waitlist} on the waitlist</span>}
      </p>
      {dropAction && status.checkIn.open && missing > 0 && (
        <ActionButton
          action={dropAction}
          variant="secondary"
          pendingText="Removing…"
          confirm={`Remove the ${missing} ${missing === 1 ? "player" : "players"} not checked in? Their places go to the waitlist. ${missing === 1 ? "The player is" : "Players with an account are"} told: a notice, and their event page says they were removed as a no-show and may join the waitlist.`}
          testId="drop-no-shows"
          version={`${status.entrants}:${status.checkIn.checkedIn}`}
        >
          {`Remove ${missing} ${missing === 1 ? "no-show" : "no-shows"}`}
        </ActionButton>
      )}
      {!status.checkIn.open && status.checkIn.reason === "not-yet" && <p className="text-sm text-slate-600">Players can check in from their phones once the window opens.</p>}
    </div>
  );
}
