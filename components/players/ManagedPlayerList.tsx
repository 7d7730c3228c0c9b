import Link from "next/link";
import { ActionButton } from "@/components/forms/ActionButton";
import { Badge } from "@/components/ui/Badge";
import type { ManagedPlayer } from "@/lib/schemas/player-edit";
import type { FormState } from "@/lib/web/form-state";

type Action = (prev: FormState, form: FormData) => Promise<FormState>;

const SOURCE = { typed: "Typed", self: "Self-registered", claimed: "Claimed" } as const;
const METHOD = { cash: "cash", card: "card", waived: "waived" } as const;

/** What was paid, in the event's currency's main unit ("Paid 10.00 cash", "Fee waived"). */
function paymentText(p: ManagedPlayer): string | null {
  if (!p.paymentMethod) return null;
  if (p.paymentMethod === "waived") return "Fee waived";
  return `Paid${p.paidCents !== null ? ` ${(p.paidCents / 100).toFixed(2)}` : ""} ${METHOD[p.paymentMethod]}`;
}

/**
 * Players as staff see them: email, deck-list state, and a link to edit each one; the entry's
 * source when the list mixes typed and self-registered entries, payment when recorded, and
 * check-in (with a button to check in or out) when `checkIn` is given.
 */
export function ManagedPlayerList({
  eventId,
  players,
  deckListsRequired,
  checkIn,
}: {
  eventId: string;
  players: ManagedPlayer[];
  deckListsRequired: boolean;
  /** The event uses check-in: each row shows it; with `toggle`, staff can change it. */
  checkIn?: { toggle?: (playerId: string, checkedIn: boolean) => Action };
}) {
  if (players.length === 0) return <p className="text-slate-600">No players registered yet.</p>;
  const mixed = players.some((p) => p.source !== "typed");
  return (
    <ol className="divide-y divide-slate-100" data-testid="player-list">
      {players.map((p, i) => {
        const paid = paymentText(p);
        const checkedIn = p.checkedInAt !== null;
        return (
          <li key={p.id} className="flex items-center gap-2" data-testid="player-row">
            <Link href={`/events/${eventId}/manage/players/${p.id}`} className="flex min-h-11 min-w-0 flex-1 items-center justify-between gap-3 py-2 hover:bg-slate-50">
              <span className="flex min-w-0 items-baseline">
                <span className="mr-2 inline-block w-7 shrink-0 text-right text-sm text-slate-600 tabular-nums">{i + 1}.</span>
                <span className="min-w-0">
                  <span className="block break-words font-medium">{p.name}</span>
                  {p.email && <span className="block break-all text-sm text-slate-600">{p.email}</span>}
                  {(mixed || paid || checkIn) && (
                    <span className="mt-1 flex flex-wrap gap-1">
                      {mixed && <Badge tone={p.source === "typed" ? "neutral" : "info"}>{SOURCE[p.source]}</Badge>}
                      {checkIn && p.status === "active" && (checkedIn ? <Badge tone="good">Checked in</Badge> : <Badge tone="warn">Not checked in</Badge>)}
                      {paid && <Badge tone="good">{paid}</Badge>}
                    </span>
                  )}
                </span>
              </span>
              <span className="flex shrink-0 items-center gap-2">
                {p.status !== "active" && <Badge tone="bad">{p.status}</Badge>}
                {p.hasDeckLists ? <Badge tone="good">Deck lists</Badge> : deckListsRequired ? <Badge tone="warn">No deck lists</Badge> : null}
                <span aria-hidden className="text-slate-600">›</span>
              </span>
            </Link>
            {checkIn?.toggle && p.status === "active" && (
              <div className="max-w-40 shrink-0" data-testid="check-in-toggle">
                <ActionButton action={checkIn.toggle(p.id, !checkedIn)} variant="secondary" pendingText="…" version={`${p.id}:${checkedIn}`}>
                  {checkedIn ? "Undo check-in" : "Check in"}
                </ActionButton>
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
