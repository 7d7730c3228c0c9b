import Link from "next/link";
import { ActionButton } from "@/components/forms/ActionButton";
import { Badge } from "@/components/ui/Badge";
import { Card } from "@/components/ui/Card";
import { LiveUpdates } from "@/components/ui/LiveUpdates";
import { LocalTime } from "@/components/ui/LocalTime";
import type { FormState } from "@/lib/web/form-state";
import type { User } from "@/lib/schemas/auth";
import type { MyRegistration, RegistrationStatus } from "@/lib/schemas/registration-api";
import { RegisterForm } from "./RegisterForm";

/**
 * The public event page's registration panel: sign in to register / Register (or join the
 * waitlist) / You're registered (check in, withdraw) / You're number N on the waitlist. Shows
 * nothing at an event that takes no self-registrations, unless the viewer has an entry there.
 */
/** What the panel does for the viewer (the container hands the server actions). */
export interface RegistrationActions {
  registerAction: (eventId: string, prev: FormState, form: FormData) => Promise<FormState>;
  withdrawAction: (eventId: string) => Promise<FormState>;
  checkInAction: (eventId: string) => Promise<FormState>;
}

export function RegistrationPanelView({ eventId, user, me, status, actions }: { eventId: string; user: User | null; me: MyRegistration; status: RegistrationStatus; actions: RegistrationActions }) {
  const { withdrawAction } = actions;
  // Once round 1 is paired the pairings page takes over; a walk-in event shows nothing.
  if (status.started || (me.status === "none" && !status.settings.selfRegistration)) return null;

  return (
    <Card title="Registration">
      {/* A signed-in player's box follows the event live: a promotion, a staff check-in, places left. */}
      {user && <LiveUpdates eventId={eventId} />}
      <div className="space-y-3" data-testid="registration-panel">
        {me.status === "registered" ? (
          <Registered eventId={eventId} me={me} status={status} actions={actions} />
        ) : me.status === "waitlisted" ? (
          <>
            <p className="text-lg font-semibold" data-testid="waitlist-position">
              You&apos;re number {me.waitlistPosition} on the waitlist.
            </p>
            <p className="text-sm text-slate-600">You get a place, and a notice, as soon as one frees up before round 1.</p>
            <ActionButton action={withdrawAction.bind(null, eventId)} variant="secondary" confirm="Leave the waitlist?" pendingText="Leaving…" testId="leave-waitlist">
              Leave the waitlist
            </ActionButton>
          </>
        ) : (
          <>
            {me.removedAsNoShowAt && (
              <p className="font-semibold text-amber-900" data-testid="removed-no-show">
                You were removed as a no-show at <LocalTime iso={me.removedAsNoShowAt} shape="time" /> — {status.placesLeft === 0 ? "join the waitlist" : "register again"} if you still want to play.
              </p>
            )}
            <NotRegistered eventId={eventId} status={status} signedIn={user !== null} accountName={user?.name ?? ""} mayWaitlist={me.mayWaitlist ?? true} actions={actions} />
          </>
        )}
      </div>
    </Card>
  );
}

function Places({ status }: { status: RegistrationStatus }) {
  if (status.cap === null) return null;
  return (
    <p className="text-sm text-slate-600">
      {status.placesLeft! > 0 ? `${status.placesLeft} of ${status.cap} places left.` : `All ${status.cap} places are taken${status.waitlist ? ` · ${status.waitlist} on the waitlist` : ""}.`}
    </p>
  );
}

function NotRegistered({ eventId, status, signedIn, accountName, mayWaitlist, actions }: { eventId: string; status: RegistrationStatus; signedIn: boolean; accountName: string; mayWaitlist: boolean; actions: RegistrationActions }) {
  const { registerAction } = actions;
  const self = status.selfRegistration;
  const signIn = (
    <Link href={`/login?next=${encodeURIComponent(`/events/${eventId}`)}`} className="inline-flex min-h-11 items-center justify-center rounded-lg bg-slate-900 px-4 py-2 font-semibold text-white hover:bg-slate-700">
      Sign in to register
    </Link>
  );
  if (!self.open) {
    return (
      <>
        <p className="text-slate-700">
          {self.reason === "not-yet" && self.opensAt ? (
            <>
              Registration opens <LocalTime iso={self.opensAt} />.
            </>
          ) : (
            "Registration is closed."
          )}
        </p>
        {/* The page is cached per change for visitors, not per minute: signing in shows the window as it is now. */}
        {!signedIn && self.reason === "not-yet" && signIn}
      </>
    );
  }
  const full = status.placesLeft === 0;
  return (
    <>
      <Places status={status} />
      {self.closesAt && (
        <p className="text-sm text-slate-600">
          Open until <LocalTime iso={self.closesAt} />.
        </p>
      )}
      {signedIn && full && !mayWaitlist ? (
        <p className="text-slate-700">As one of the event&apos;s leaders you are not put on the waitlist: the organizer can register you.</p>
      ) : signedIn ? (
        <RegisterForm action={registerAction.bind(null, eventId)} accountName={accountName} label={full ? "Join the waitlist" : "Register"} />
      ) : (
        signIn
      )}
    </>
  );
}

function Registered({ eventId, me, status, actions }: { eventId: string; me: Extract<MyRegistration, { status: "registered" }>; status: RegistrationStatus; actions: RegistrationActions }) {
  const { checkInAction, withdrawAction } = actions;
  const checkIn = status.checkIn;
  return (
    <>
      <p className="flex flex-wrap items-center gap-2 text-lg font-semibold" data-testid="registered">
        You&apos;re registered as {me.player.name}.
        {checkIn.configured && me.checkedIn && <Badge tone="good">Checked in</Badge>}
      </p>
      {checkIn.configured && !me.checkedIn && me.player.status === "active" && (
        checkIn.open ? (
          <ActionButton action={checkInAction.bind(null, eventId)} pendingText="Checking in…" testId="check-in">
            Check in
          </ActionButton>
        ) : checkIn.reason === "not-yet" && checkIn.opensAt ? (
          <p className="text-sm text-slate-700">
            Check in from this page from <LocalTime iso={checkIn.opensAt} /> — players not checked in by round 1 lose their place.
          </p>
        ) : null
      )}
      <ActionButton
        action={withdrawAction.bind(null, eventId)}
        variant="secondary"
        confirm="Withdraw from this event? Your place goes to the next player on the waitlist."
        pendingText="Withdrawing…"
        testId="withdraw"
      >
        Withdraw
      </ActionButton>
    </>
  );
}
