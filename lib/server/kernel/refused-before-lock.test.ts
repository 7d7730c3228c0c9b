/**
 * A call refused for rights is refused before it queues for the event's lock
 * (lib/server/kernel/access.ts): eight strangers sending refused saves or claims must not slow the
 * judges. On PostgreSQL another connection holds the event row's lock meanwhile; the refused
 * calls answer at once while an allowed one waits. (The embedded database runs one transaction
 * at a time, so there it checks the refusals and that nothing changed.)
 */
import pg from "pg";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { databaseTarget } from "@/lib/db/adapter";
import type { User } from "@/lib/schemas/auth";
import { claimEntry } from "@/lib/server/entrants/claims";
import { submitDeck } from "@/lib/server/decks/decks";
import { raiseJudgeCall } from "@/lib/server/calls/judge-calls";
import { recordResult } from "@/lib/server/results/results";
import { pairNextRound } from "@/lib/server/rounds/rounds";
import { dropSelf, submitReport } from "@/lib/server/results/self-report";
import { timerAction } from "@/lib/server/rounds/timer";
import { newUser } from "../../../tests/helpers";
import { auditCount, eventWith } from "../../../tests/server/event-helpers";

const RESULT = { games: [{ result: "A" }, { result: "B" }] };

/** Every kind of change a stranger may try: each refused for rights (403, a wrong claim code 400). */
function refusedCalls(stranger: User, eventId: string, matchId: string, playerId: string) {
  return [
    ["result", recordResult(stranger, eventId, matchId, RESULT), "forbidden"],
    ["pairing", pairNextRound(stranger, eventId), "forbidden"],
    ["timer", timerAction(stranger, eventId, 1, { action: "pause" }), "forbidden"],
    ["claim", claimEntry(stranger, eventId, playerId, { code: "WRONG-CODE-1234" }), "invalid_input"],
    ["claim by email", claimEntry(stranger, eventId, playerId, {}), "invalid_input"],
    ["deck", submitDeck(stranger, eventId, playerId, { list: "4 Luke Skywalker" }), "forbidden"],
    ["report", submitReport(stranger, eventId, matchId, RESULT), "forbidden"],
    ["drop", dropSelf(stranger, eventId, { confirm: true }), "forbidden"],
    ["judge call", raiseJudgeCall(stranger, eventId, {}), "forbidden"],
  ] as const;
}

const outcome = (p: Promise<unknown>) =>
  p.then(
    () => "done",
    (e: unknown) => (e as { code?: string }).code ?? String(e),
  );

describe("refused for rights before the event's lock", () => {
  it("strangers' saves, pairings, claims, decks, reports, drops and judge calls are refused without waiting for the lock", async () => {
    const { org, eventId, players } = await eventWith(6, { swissRounds: 3 });
    const round = await pairNextRound(org, eventId);
    await timerAction(org, eventId, 1, { action: "start" });
    const match = round.matches.find((m) => m.playerB)!;
    const stranger = await newUser("stranger");
    const before = await auditCount(eventId);
    const version = async () => (await (await getDb()).event.findUniqueOrThrow({ where: { id: eventId }, select: { version: true } })).version;
    const v0 = await version();

    const target = databaseTarget();
    if (target.kind === "postgres") {
      const holder = new pg.Client({ connectionString: target.url });
      await holder.connect();
      try {
        await holder.query("BEGIN");
        await holder.query(`SELECT id FROM "Event" WHERE id = $1 FOR UPDATE`, [eventId]);
        // The organizer's save waits for the lock (so the lock is really held) ...
        const allowed = outcome(recordResult(org, eventId, match.id, RESULT));
        // ... while every refused call answers within a second.
        const calls = refusedCalls(stranger, eventId, match.id, players[0]!.id);
        const late = new Promise<"waited">((resolve) => setTimeout(() => resolve("waited"), 1500));
        const answers = await Promise.all(calls.map(([, p]) => Promise.race([outcome(p), late])));
        expect(Object.fromEntries(calls.map(([name], i) => [name, answers[i]]))).toEqual(Object.fromEntries(calls.map(([name, , code]) => [name, code])));
        expect(await Promise.race([allowed, new Promise((r) => setTimeout(() => r("waiting"), 100))])).toBe("waiting");
        await holder.query("ROLLBACK");
        expect(await allowed).toBe("done");
      } finally {
        await holder.end();
      }
      expect(await auditCount(eventId)).toBe(before + 1);
    } else {
      const calls = refusedCalls(stranger, eventId, match.id, players[0]!.id);
      const answers = await Promise.all(calls.map(([, p]) => outcome(p)));
      expect(Object.fromEntries(calls.map(([name], i) => [name, answers[i]]))).toEqual(Object.fromEntries(calls.map(([name, , code]) => [name, code])));
      expect(await auditCount(eventId)).toBe(before);
      expect(await version()).toBe(v0);
    }
  }, 60_000);
});
