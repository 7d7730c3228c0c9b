import { describe, expect, it } from "vitest";
import { getRoundConsoleState } from "@/lib/server/rounds/next-step";
import { makeCut } from "@/lib/server/rounds/cut";
import { recordResult } from "@/lib/server/results/results";
import { deleteRound, getRound, pairNextRound, repairRound } from "@/lib/server/rounds/rounds";
import { eventWith, finishRound, swissResultFor } from "../../../tests/server/event-helpers";

describe("the rounds console's next step is what the services take", () => {
  it("waits for the missing tables, offers the pairing once they are in, and the re-pair only before any result", async () => {
    const { org, eventId } = await eventWith(8, { swissRounds: 2 });
    expect(await getRoundConsoleState(eventId)).toEqual({ missing: [], next: "pair-first", repair: false, remove: false, latest: 0, draft: false });

    await pairNextRound(org, eventId);
    const round = await getRound(eventId, 1);
    const state = await getRoundConsoleState(eventId);
    expect(state).toMatchObject({ next: null, repair: true, remove: true });
    expect(state.missing.map((m) => m.table).sort()).toEqual(round.matches.map((m) => m.table).sort());
    // The service refuses what the console does not offer.
    await expect(pairNextRound(org, eventId)).rejects.toMatchObject({ code: "conflict" });

    const first = round.matches[0]!;
    await recordResult(org, eventId, first.id, swissResultFor(first, 0));
    const after = await getRoundConsoleState(eventId);
    expect(after).toMatchObject({ next: null, repair: false, remove: false });
    expect(after.missing.map((m) => m.table)).not.toContain(first.table);
    expect(after.missing).toHaveLength(3);
    await expect(repairRound(org, eventId, 1)).rejects.toMatchObject({ code: "conflict" });
    await expect(deleteRound(org, eventId, 1)).rejects.toMatchObject({ code: "conflict" });

    await finishRound(org, eventId, 1);
    expect(await getRoundConsoleState(eventId)).toEqual({ missing: [], next: "pair", repair: false, remove: false, latest: 1, draft: false });
    await pairNextRound(org, eventId);
    await finishRound(org, eventId, 2);
    // No cut: the last result completed the event, and nothing follows.
    expect(await getRoundConsoleState(eventId)).toMatchObject({ missing: [], next: null, repair: false, remove: false, draft: false });
  });

  it("after the last Swiss round of an event with a cut, the next step is the cut", async () => {
    const { org, eventId } = await eventWith(8, { swissRounds: 1, cutSize: 4 });
    await pairNextRound(org, eventId);
    await finishRound(org, eventId, 1);
    expect(await getRoundConsoleState(eventId)).toMatchObject({ missing: [], next: "cut" });
    await makeCut(org, eventId);
    expect(await getRoundConsoleState(eventId)).toMatchObject({ missing: [], next: "open-elimination" });
    await pairNextRound(org, eventId);
    const semis = await getRoundConsoleState(eventId);
    expect(semis).toMatchObject({ next: null, repair: false, remove: true });
    expect(semis.missing).toHaveLength(2);
  });
});
