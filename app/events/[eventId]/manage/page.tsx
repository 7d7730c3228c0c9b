import type { Metadata } from "next";
import Link from "next/link";
import { Card } from "@/components/ui/Card";
import { AddPlayerForm } from "@/components/players/AddPlayerForm";
import { ManagedPlayerList } from "@/components/players/ManagedPlayerList";
import { PastePlayersForm } from "@/components/players/PastePlayersForm";
import { deckListsRequired } from "@/lib/server/decks/decklists";
import { managedPlayers } from "@/lib/server/entrants/player-edit";
import { addPlayerAction, pastePlayersAction } from "./actions";
import { ManageHeader, manageContext, NotAllowed } from "./guard";
import { NoShowsPanel } from "@/components/registration/NoShowsPanel";
import { WaitlistList } from "@/components/registration/WaitlistList";
import { getRegistrationStatus } from "@/lib/server/entrants/registration-settings";
import { managedWaitlist } from "@/lib/server/entrants/waitlist";
import { dropNoShowsAction, setCheckInAction } from "./registration/actions";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Manage event" };

export default async function ManageEventPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  const { user, event, role } = await manageContext(eventId, "/manage");
  if (!role) return <NotAllowed eventId={eventId} who="organizer" />;
  const [players, registration, waitlist] = await Promise.all([managedPlayers(user, eventId), getRegistrationStatus(eventId), managedWaitlist(user, eventId)]);
  // Check-in shows while it matters: before round 1, at an event that uses it.
  const checkIn = registration.checkIn.configured && event.status === "registration";
  const open = event.status === "registration";
  const required = deckListsRequired(event.tier);
  const missing = required ? players.filter((p) => p.status === "active" && !p.hasDeckLists).length : 0;
  return (
    <div className="space-y-5">
      <ManageHeader event={event} role={role} current="players" />
      {role === "organizer" &&
        (open && event.format.teamSize ? (
          <Card title="Register teams">
            <p>
              Teams are entered on the{" "}
              <Link className="font-semibold underline" href={`/events/${eventId}/manage/teams`}>
                Teams
              </Link>{" "}
              tab: a team name and its members.
            </p>
          </Card>
        ) : open ? (
          <Card title="Register players">
            <div className="space-y-6">
              <AddPlayerForm action={addPlayerAction.bind(null, eventId)} version={players.length} />
              <PastePlayersForm action={pastePlayersAction.bind(null, eventId)} version={players.length} />
            </div>
          </Card>
        ) : (
          <Card title="Registration closed">
            <p>Round 1 has been paired. Late entries and drops are on the Rounds tab.</p>
          </Card>
        ))}
      {checkIn && (
        <Card title="Check-in">
          <NoShowsPanel status={registration} dropAction={role === "organizer" ? dropNoShowsAction.bind(null, eventId) : undefined} />
        </Card>
      )}
      <Card title={`${event.format.teamSize ? "Teams" : "Players"} (${players.length})`}>
        {required && (
          <p className={`mb-3 text-sm ${missing > 0 && open ? "text-amber-800" : "text-slate-600"}`}>
            {missing > 0 && open
              ? `Deck lists are required at this tier: ${missing} ${missing === 1 ? "player still needs" : "players still need"} them before round 1. Open a player to enter them.`
              : "Deck lists are required at this tier. Open a player to see theirs."}
          </p>
        )}
        {open && role === "organizer" && !required && players.length > 0 && (
          <p className="mb-3 text-sm text-slate-600">Open a player to correct a name or email, remove them, or enter deck lists.</p>
        )}
        <ManagedPlayerList
          eventId={eventId}
          players={players}
          deckListsRequired={required}
          checkIn={checkIn ? { toggle: (playerId, checkedIn) => setCheckInAction.bind(null, eventId, playerId, checkedIn) } : undefined}
        />
      </Card>
      {waitlist.length > 0 && (
        <Card title={`Waitlist (${waitlist.length})`}>
          <WaitlistList entries={waitlist} />
        </Card>
      )}
    </div>
  );
}
