import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { verifyProof } from "@/lib/tournament";
import { getRound, pairNextRound } from "@/lib/server/rounds/rounds";
import { getRoundProof } from "@/lib/server/rounds/explain";
import { swapRoundPlayers } from "@/lib/server/rounds/swap";
import type { ServiceError } from "@/lib/server/kernel/errors";
import { verdictWords } from "@/lib/words/pairing-reasons";
import { eventWith, finishRound } from "../../../tests/server/event-helpers";

const refusal = (p: Promise<unknown>) => p.then(() => { throw new Error("expected a refusal"); }, (e: unknown) => e as ServiceError);

describe("swapping two players by hand", () => {
  it("warns of a rematch it creates and changes nothing until confirmed; then marks the tables and verifies as changed", async () => {
    const { org, eventId } = await eventWith(6, { swissRounds: 3, seed: "swap-1" });
    const r1 = await pairNextRound(org, eventId);
    await finishRound(org, eventId, 1);
    const r2 = await pairNextRound(org, eventId);
    const [t1, t2] = r2.matches;
    const a = t1!.playerA.id;
    // a's round-1 opponent sits at another table of round 2: moving them to a's table is a rematch.
    const m1 = r1.matches.find((m) => m.playerA.id === a || m.playerB?.id === a)!;
    const o = m1.playerA.id === a ? m1.playerB!.id : m1.playerA.id;
    const other = t1!.playerB!.id;
    expect(o).not.toBe(other);

    const e = await refusal(swapRoundPlayers(org, eventId, 2, { players: [other, o], reason: "Seating request" }));
    expect(e.code).toBe("conflict");
    expect(e.message).toMatch(/have already played each other in this stage \(table 1\)/);
    expect(await getRound(eventId, 2)).toEqual(r2);

    const swapped = await swapRoundPlayers(org, eventId, 2, { players: [other, o], reason: "Seating request", confirm: true });
    const table1 = swapped.matches.find((m) => m.table === 1)!;
    expect([table1.playerA.id, table1.playerB!.id].sort()).toEqual([a, o].sort());
    const changed = swapped.matches.filter((m) => m.changedByOrganizer).map((m) => m.table);
    expect(changed).toContain(1);
    expect(changed).toHaveLength(2);
    expect(t2).toBeDefined();

    const verdict = verifyProof(await getRoundProof(eventId, 2));
    expect(verdict).toEqual({ outcome: "changed-by-organizer", tables: changed.sort((x, y) => x! - y!) });
    expect(verdictWords(verdict)).toMatch(/^Changed by the organizer after pairing: tables 1 and \d\.$/);
    const entry = await (await getDb()).auditEntry.findFirst({ where: { eventId, action: "round.swap" } });
    expect(entry?.userId).toBe(org.id);
    expect(entry?.data).toMatchObject({ number: 2, players: [other, o], reason: "Seating request", warnings: [{ kind: "rematch" }] });
  }, 180_000);

  it("refuses a table with a result, an earlier round and two players of one table", async () => {
    const { org, eventId } = await eventWith(4, { swissRounds: 3, seed: "swap-2" });
    const r1 = await pairNextRound(org, eventId);
    const [x, y] = r1.matches;
    expect((await refusal(swapRoundPlayers(org, eventId, 1, { players: [x!.playerA.id, x!.playerB!.id], reason: "r" }))).code).toBe("invalid_input");
    await finishRound(org, eventId, 1);
    expect((await refusal(swapRoundPlayers(org, eventId, 1, { players: [x!.playerA.id, y!.playerA.id], reason: "r" }))).code).toBe("conflict");
    await pairNextRound(org, eventId);
    expect((await refusal(swapRoundPlayers(org, eventId, 1, { players: [x!.playerA.id, y!.playerA.id], reason: "r" }))).code).toBe("conflict");
    expect((await refusal(swapRoundPlayers(org, eventId, 2, { players: [x!.playerA.id], reason: "r" }))).code).toBe("invalid_input");
  });
});
