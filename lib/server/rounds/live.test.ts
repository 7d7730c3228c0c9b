import { describe, expect, it } from "vitest";
import { getConsoleControls } from "@/lib/server/rounds/live";
import { getFinalPlacements } from "@/lib/server/standings/final-placements";
import { recordResult } from "@/lib/server/results/results";
import { getRound, pairNextRound } from "@/lib/server/rounds/rounds";
import { timerAction } from "@/lib/server/rounds/timer";
import { addStaffUser, auditCount, eventWith, finishRound } from "../../../tests/server/event-helpers";

describe("a finished event or stage", () => {
  it("refuses results (but the organizer's corrections) and clock actions once the event is complete, and says who won", async () => {
    const { org, eventId } = await eventWith(4, { swissRounds: 2 });
    const judge = await addStaffUser(eventId, "judge");
    await pairNextRound(org, eventId);
    expect(await getConsoleControls(eventId)).toEqual({ results: true, corrections: false, timer: true, drops: true, lateEntry: true });
    await finishRound(org, eventId, 1);
    await pairNextRound(org, eventId);
    await finishRound(org, eventId, 2);

    expect(await getConsoleControls(eventId)).toEqual({ results: false, corrections: true, timer: false, drops: false, lateEntry: false });
    const round = await getRound(eventId, 2);
    const before = await auditCount(eventId);
    await expect(recordResult(judge, eventId, round.matches[0]!.id, { games: [{ result: "B" }, { result: "B" }] })).rejects.toMatchObject({
      code: "forbidden",
      message: "The event is complete: only its organizer can correct a result now.",
    });
    await expect(timerAction(org, eventId, 2, { action: "start" })).rejects.toMatchObject({ code: "conflict" });
    expect(await auditCount(eventId)).toBe(before);

    const placements = (await getFinalPlacements(eventId))!;
    expect(placements.map((p) => p.place)).toEqual([1, 2, 3, 4]);
    expect(round.name).toBe("Swiss round 2");
  });

  it("before the end there are no final placements", async () => {
    const { eventId } = await eventWith(4, { swissRounds: 2 });
    expect(await getFinalPlacements(eventId)).toBeNull();
  });
});
