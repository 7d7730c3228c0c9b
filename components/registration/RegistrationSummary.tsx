import { LocalTime } from "@/components/ui/LocalTime";
import type { RegistrationStatus } from "@/lib/schemas/registration-api";

const SELF_CLOSED: Record<NonNullable<RegistrationStatus["selfRegistration"]["reason"]>, string> = {
  off: "Off: you type the players in.",
  "not-yet": "Not open yet.",
  closed: "Closed.",
  started: "Closed: round 1 has been paired.",
};

const CHECK_IN: Record<NonNullable<RegistrationStatus["checkIn"]["reason"]>, string> = {
  unset: "Not used.",
  "no-start": "Needs the event's start time.",
  "not-yet": "Opens",
  started: "Over: round 1 has been paired.",
};

/** What the registration settings mean right now, in a few lines (organizer's view). */
export function RegistrationSummary({ status }: { status: RegistrationStatus }) {
  const s = status.selfRegistration;
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]" data-testid="registration-summary">
      <dt className="font-semibold text-slate-600">Self-registration</dt>
      <dd>
        {s.open ? "Open" : SELF_CLOSED[s.reason!]}
        {s.reason === "not-yet" && s.opensAt && (
          <>
            {" "}Opens <LocalTime iso={s.opensAt} />.
          </>
        )}
        {s.open && s.closesAt && (
          <>
            {" "}until <LocalTime iso={s.closesAt} />
          </>
        )}
      </dd>
      <dt className="font-semibold text-slate-600">Places</dt>
      <dd>
        {status.cap === null ? `${status.entrants} registered, no cap` : `${status.entrants} of ${status.cap} taken, ${status.placesLeft} left`}
        {status.waitlist > 0 && ` · ${status.waitlist} on the waitlist`}
      </dd>
      <dt className="font-semibold text-slate-600">Check-in</dt>
      <dd>
        {status.checkIn.open ? `Open · ${status.checkIn.checkedIn} of ${status.entrants} checked in` : CHECK_IN[status.checkIn.reason!]}
        {status.checkIn.reason === "not-yet" && status.checkIn.opensAt && (
          <>
            {" "}
            <LocalTime iso={status.checkIn.opensAt} />.
          </>
        )}
      </dd>
    </dl>
  );
}
