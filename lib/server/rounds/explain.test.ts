import { describe, expect, it } from "vitest";
import { verifyProof, verifySwissRound, type EliminationRoundProof, type SwissRoundProof } from "@/lib/tournament";
import { makeCut } from "@/lib/server/rounds/cut";
import { RoundProof } from "@/lib/schemas/round-proof";
import { dropPlayer } from "@/lib/server/entrants/player-status";
import { pairNextRound, repairRound, setFixedTable } from "@/lib/server/rounds/rounds";
import { getRoundProof, getRoundReasons } from "@/lib/server/rounds/explain";
import type { ServiceError } from "@/lib/server/kernel/errors";
import { eventWith, finishRound } from "../../../tests/server/event-helpers";

const refusal = (p: Promise<unknown>) => p.then(() => { throw new Error("expected a refusal"); }, (e: unknown) => e as ServiceError);

describe("a round's reasons and proof, derived from its inputs", () => {
  it("every round of an event verifies: after a drop, a re-pair and a fixed table", async () => {
    const { org, eventId, players } = await eventWith(7, { swissRounds: 3, seed: "explain-1" });
    // Two pinned: round 1's bye is drawn (entrant ids differ from run to run), so one may get it.
    await setFixedTable(org, eventId, players[2]!.id, 3);
    await setFixedTable(org, eventId, players[3]!.id, 1);
    const r1 = await pairNextRound(org, eventId);
    await finishRound(org, eventId, 1);
    await dropPlayer(org, eventId, players[0]!.id);
    await pairNextRound(org, eventId);
    await repairRound(org, eventId, 2); // a second random stream
    await finishRound(org, eventId, 2);
    await pairNextRound(org, eventId);

    for (const n of [1, 2, 3]) {
      const proof = await getRoundProof(eventId, n);
      expect(verifyProof(proof)).toEqual({ outcome: "verified" });
    }
    const proof2 = (await getRoundProof(eventId, 2)) as SwissRoundProof;
    expect(proof2.round.pairingAttempt).toBe(1);
    expect(proof2.entrants.find((e) => e.id === players[0]!.id)?.status).toBe("dropped");
    // Entrants by id only: no name appears anywhere in the document.
    expect(JSON.stringify(await getRoundProof(eventId, 1))).not.toMatch(/Player \d/);

    const why = await getRoundReasons(eventId, 1);
    if (why.stage !== "swiss") throw new Error("a Swiss round");
    expect(why.reasons.tables).toHaveLength(3);
    const pins: [string, number][] = [[players[2]!.id, 3], [players[3]!.id, 1]];
    const seated = pins.filter(([id]) => why.reasons.bye?.entrant !== id);
    expect(seated.length).toBeGreaterThan(0);
    for (const [id, table] of seated) {
      expect(r1.matches.find((m) => m.table === table && [m.playerA?.id, m.playerB?.id].includes(id))).toBeDefined();
      expect(why.reasons.tables.find((t) => t.table === table)!.fixed).toEqual([id]);
    }
    expect(why.reasons.bye?.why).toBe("random");
    const why2 = await getRoundReasons(eventId, 2);
    if (why2.stage !== "swiss") throw new Error("a Swiss round");
    // 6 entrants after the drop: no bye; every table has its score groups.
    expect(why2.reasons.bye).toBeNull();
    expect(why2.reasons.scoreGroups.reduce((n, g) => n + g.entrants.length, 0)).toBe(6);
  }, 180_000);

  it("a published round that is not the engine's names its first difference", async () => {
    const { org, eventId } = await eventWith(8, { swissRounds: 3, seed: "explain-2" });
    await pairNextRound(org, eventId);
    const proof = (await getRoundProof(eventId, 1)) as SwissRoundProof;
    const [t1, t2] = proof.published;
    const swapped = { ...proof, published: [{ ...t1!, playerB: t2!.playerB }, { ...t2!, playerB: t1!.playerB }, ...proof.published.slice(2)] };
    expect(verifySwissRound(swapped)).toMatchObject({ outcome: "differs", table: 1, expected: t1, published: { table: 1, playerB: t2!.playerB } });
  });

  it("an elimination round's proof verifies from the seeds and earlier results; a changed seat is its first difference", async () => {
    const { org, eventId } = await eventWith(8, { swissRounds: 2, cutSize: 4, seed: "explain-elim" });
    await pairNextRound(org, eventId);
    await finishRound(org, eventId, 1);
    await pairNextRound(org, eventId);
    await finishRound(org, eventId, 2);
    await makeCut(org, eventId);
    await pairNextRound(org, eventId); // elimination round 1: seeds 1–4 and 2–3
    await finishRound(org, eventId, 3, () => "B");
    const semis = await pairNextRound(org, eventId); // round 2: winners' and losers' brackets
    const first = (await getRoundProof(eventId, 3)) as EliminationRoundProof;
    expect(first.stage).toBe("elimination");
    expect(first.earlierResults).toEqual([]);
    expect(verifyProof(first)).toEqual({ outcome: "verified" });
    // The document the verifiers parse (and its JSON Schema) takes it as it is.
    expect(RoundProof.parse(JSON.parse(JSON.stringify(first)))).toEqual(first);
    const second = (await getRoundProof(eventId, 4)) as EliminationRoundProof;
    expect(second.earlierResults.map((r) => r.bracketMatch).sort()).toEqual(first.published.map((m) => m.bracketMatch).sort());
    expect(second.published).toHaveLength(semis.matches.length);
    expect(verifyProof(second)).toEqual({ outcome: "verified" });
    // The winners of round 1 meet in round 2: seat them the other way and the verifier says where.
    const [m] = second.published;
    const turned = { ...second, published: [{ ...m!, playerA: m!.playerB, playerB: m!.playerA }, ...second.published.slice(1)] };
    expect(verifyProof(turned)).toMatchObject({ outcome: "differs", table: m!.table, published: { playerA: m!.playerB } });
    // A result of round 1 told the other way: the bracket gives other players.
    const wrong = { ...second, earlierResults: second.earlierResults.map((r, i) => (i === 0 ? { ...r, winner: r.winner === "A" ? ("B" as const) : ("A" as const) } : r)) };
    expect(verifyProof(wrong).outcome).toBe("differs");
  }, 180_000);

  it("a round that does not exist is 404; a bad number 400", async () => {
    const { eventId } = await eventWith(4, { swissRounds: 2 });
    expect((await refusal(getRoundProof(eventId, 1))).code).toBe("not_found");
    expect((await refusal(getRoundReasons(eventId, 0))).code).toBe("invalid_input");
  });
});
