import type { Metadata } from "next";
import Link from "next/link";
import { ActionButton } from "@/components/forms/ActionButton";
import { Card } from "@/components/ui/Card";
import { Badge } from "@/components/ui/Badge";
import { DeckListForm } from "@/components/decklists/DeckListForm";
import { DeckListView } from "@/components/decklists/DeckListView";
import { EditPlayerForm } from "@/components/players/EditPlayerForm";
import { FixedTableForm } from "@/components/players/FixedTableForm";
import { ClaimCard } from "@/app/_containers/players/ClaimCard";
import { GameDeckCard } from "@/app/_containers/decks/GameDeckCard";
import { canEditDeckLists, deckListsRequired, getDeckLists } from "@/lib/server/decks/decklists";
import { managedPlayer } from "@/lib/server/entrants/player-edit";
import { orNotFound } from "@/lib/web/load";
import { removePlayerAction, updatePlayerAction } from "../../actions";
import { ManageHeader, manageContext, NotAllowed } from "../../guard";
import { fixedTableAction, saveDeckListsAction } from "./actions";
import { presetTraits } from "@/lib/tournament/format";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Player" };

export default async function ManagePlayerPage({ params }: { params: Promise<{ eventId: string; playerId: string }> }) {
  const { eventId, playerId } = await params;
  const { user, event, role } = await manageContext(eventId, `/manage/players/${playerId}`);
  if (!role) return <NotAllowed eventId={eventId} />;
  const [player, decks] = await Promise.all([orNotFound(managedPlayer(user, eventId, playerId)), orNotFound(getDeckLists(user, eventId, playerId))]);
  const open = event.status === "registration";
  const organizer = role === "organizer";
  const editDecks = canEditDeckLists(role, event.status);
  const required = deckListsRequired(event.tier);

  return (
    <div className="space-y-5">
      <ManageHeader event={event} role={role} current="players" />
      <Link href={`/events/${eventId}/manage`} className="inline-block py-2 text-sm font-semibold text-slate-600 hover:text-slate-900">
        ← All players
      </Link>

      <Card title={player.name} action={player.status !== "active" ? <Badge tone="bad">{player.status}</Badge> : undefined}>
        {organizer && open ? (
          <EditPlayerForm action={updatePlayerAction.bind(null, eventId, playerId)} name={player.name} email={player.email} />
        ) : (
          <div className="space-y-1">
            <p className="text-slate-700">{player.email ?? "No email"}</p>
            {!open && <p className="text-sm text-slate-600">Round 1 has been paired: the registration can no longer be edited.</p>}
          </div>
        )}
      </Card>

      {organizer ? (
        <ClaimCard user={user} eventId={eventId} playerId={playerId} name={player.name} />
      ) : (
        <Card title="Player's account">
          <p className="text-slate-700">A typed entry&apos;s claim code is with the organizer (on the slips they print).</p>
        </Card>
      )}

      {organizer && player.status === "active" && event.status !== "elimination" && event.status !== "complete" && (
        <Card title="Seating">
          <FixedTableForm action={fixedTableAction.bind(null, eventId, playerId)} table={player.fixedTable} />
        </Card>
      )}

      <GameDeckCard user={user} eventId={eventId} playerId={playerId} />

      {presetTraits(event.format.preset).decks === "objective-sets" && (
        <Card
          title="Deck lists"
          action={decks.deckLists ? <Badge tone="good">Entered</Badge> : required ? <Badge tone="warn">Required</Badge> : <Badge>Optional</Badge>}
        >
          <div className="space-y-4">
            {decks.locked && (
              <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
                Locked since round 1 was paired. {editDecks ? "You can still correct them; each correction is logged in the history with the old and new list." : "The organizer or a judge can correct them."}
              </p>
            )}
            {!decks.locked && required && !decks.deckLists && (
              <p className="text-sm text-slate-700">This tier requires both deck lists from every player before round 1 can be paired.</p>
            )}
            {decks.deckLists && (!editDecks || decks.locked) && <DeckListView deckLists={decks.deckLists} />}
            {!decks.deckLists && !editDecks && <p className="text-slate-600">No deck lists entered.</p>}
            {editDecks &&
              (decks.locked ? (
                <details className="rounded-lg border border-slate-200 p-3">
                  <summary className="min-h-11 cursor-pointer py-2 font-semibold">Correct deck lists</summary>
                  <div className="mt-3">
                    <DeckListForm action={saveDeckListsAction.bind(null, eventId, playerId)} deckLists={decks.deckLists} submitLabel="Save correction" />
                  </div>
                </details>
              ) : (
                <DeckListForm action={saveDeckListsAction.bind(null, eventId, playerId)} deckLists={decks.deckLists} />
              ))}
          </div>
        </Card>
      )}

      {organizer && open && (
        <Card title="Remove registration">
          <p className="mb-3 text-sm text-slate-600">Before round 1 a registration can be removed entirely. After that, drop the player instead.</p>
          <ActionButton action={removePlayerAction.bind(null, eventId, playerId)} variant="secondary" confirm={`Remove ${player.name} from the event?`} pendingText="Removing…">
            Remove {player.name}
          </ActionButton>
        </Card>
      )}
    </div>
  );
}
