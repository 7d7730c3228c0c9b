/**
 * The notices an event sends its linked players (entries with an account behind them): their
 * table when a round is paired, and their report when the event is complete. Each is one query
 * for the linked players and one insert for all the notices, whatever the event's size.
 */
import type { Tx } from "@/lib/db";
import type { Round } from "@/lib/schemas/round";
import { playerRecords, emptyRecord } from "@/lib/tournament";
import { bracketState, swissHistory } from "../store/engine-input";
import { swissFormat } from "../kernel/event-format";
import type { EventState } from "../store/event-state";
import { finalPlacementsOf } from "../standings/final-placements";
import { notify, type Notice } from "./notifications";

/**
 * The event's name and its entries that belong to an account, by entry id → account id: one
 * statement (a pairing of thousands of entrants, most without an account, asks it every round).
 */
async function linkedPlayers(tx: Tx, eventId: string): Promise<{ name: string; accounts: Map<string, string> }> {
  const rows = await tx.$queryRawUnsafe<{ name: string; playerId: string | null; userId: string | null }[]>(
    `SELECT e.name, l."playerId", l."userId" FROM "Event" e
       LEFT JOIN (SELECT p.id AS "playerId", f."userId" FROM "Player" p JOIN "PlayerProfile" f ON f.id = p."profileId"
                  WHERE p."eventId" = $1 AND f."userId" IS NOT NULL) l ON true
     WHERE e.id = $1`,
    eventId,
  );
  if (rows.length === 0) throw new Error(`event ${eventId} not found`);
  const accounts = new Map<string, string>();
  for (const r of rows) if (r.playerId && r.userId) accounts.set(r.playerId, r.userId);
  return { name: rows[0]!.name, accounts };
}

/** "round.paired" to each linked player of the round: table, opponent, side of game 1 (when the format has one). */
export async function notifyPaired(tx: Tx, eventId: string, round: Round): Promise<void> {
  const { name, accounts } = await linkedPlayers(tx, eventId);
  if (accounts.size === 0) return;
  const notices: Notice[] = [];
  for (const m of round.matches) {
    const seats = [
      { seat: "A" as const, me: m.playerA, them: m.playerB },
      ...(m.playerB ? [{ seat: "B" as const, me: m.playerB, them: m.playerA }] : []),
    ];
    for (const { seat, me, them } of seats) {
      const userId = accounts.get(me.id);
      if (!userId) continue;
      notices.push({
        userId,
        eventId,
        kind: "round.paired",
        data: {
          eventName: name,
          round: round.name,
          roundNumber: round.number,
          playerName: me.name,
          table: m.table,
          opponent: them?.name ?? null,
          side: them && m.darkSide ? (m.darkSide === seat ? "dark" : "light") : null,
        },
      });
    }
  }
  await notify(tx, notices);
}

/**
 * Wraps a pairing's transaction body: when it paired a round (`pick` finds it in the answer),
 * the round's notices are written in the same transaction, after its matches.
 */
export function withPairedNotices<T>(eventId: string, body: (tx: Tx) => Promise<T>, pick: (out: T) => Round | null): (tx: Tx) => Promise<T> {
  return async (tx) => {
    const out = await body(tx);
    const round = pick(out);
    if (round) await notifyPaired(tx, eventId, round);
    return out;
  };
}

/** "event.report" to each linked player when the event completes: final place and record. */
export async function notifyEventReport(tx: Tx, state: EventState): Promise<void> {
  const eventId = state.event.id;
  const { name, accounts } = await linkedPlayers(tx, eventId);
  if (accounts.size === 0) return;
  const complete: EventState = { ...state, event: { ...state.event, status: "complete" } };
  const places = new Map((finalPlacementsOf(complete) ?? []).map((p) => [p.playerId, p.place]));
  const records = playerRecords(swissHistory(state), swissFormat(state.event), bracketState(state));
  const notices: Notice[] = [];
  for (const [playerId, userId] of accounts) {
    const player = state.playerById.get(playerId);
    const record = records.get(playerId) ?? emptyRecord();
    notices.push({
      userId,
      eventId,
      kind: "event.report",
      data: { eventName: name, playerName: player?.name ?? null, place: places.get(playerId) ?? null, players: state.players.length, record: { ...record } },
    });
  }
  await notify(tx, notices);
}
