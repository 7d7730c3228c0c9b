/**
 * Who sees a draft round (issue 41): the event's staff (`round.readDraft`); for everyone else the
 * event's state is without it (`eventStore.read`), so players, public pages and the public API
 * keep showing the previous round until the organizer publishes it. The caller's role is read only
 * when there is a draft to show.
 */
import { getDb } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import { roleAt } from "../kernel/access";
import { allows } from "../kernel/policy";
import { draftRoundOf, withoutDraft, type EventState } from "../store/event-state";
import { eventStore } from "../store/event-store";

/** The event's state as `user` may see it: with its draft round for the event's staff. */
export async function stateFor(user: User | null, eventId: string): Promise<EventState> {
  const state = await eventStore.readWithDraft(eventId);
  if (!draftRoundOf(state) || !user) return withoutDraft(state);
  return allows("round.readDraft", await roleAt(await getDb(), eventId, user.id)) ? state : withoutDraft(state);
}
