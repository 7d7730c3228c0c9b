/**
 * A result found wrong after the event is over: its organizer corrects it (the last stage only),
 * the event stays complete, the history says so, and the ratings re-rate from the corrected
 * result; anyone else is refused and nothing changes.
 */
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { recordResult } from "@/lib/server/results/results";
import { drainRatingJobs } from "@/lib/server/ratings/worker";
import { pairNextRound } from "@/lib/server/rounds/rounds";
import { makeCut } from "@/lib/server/rounds/cut";
import { describeEntry } from "@/lib/words/event-history";
import { addStaffUser, eventWith, finishRound } from "../../../tests/server/event-helpers";

describe("a result corrected after the event is complete", () => {
  it("by its organizer: the event stays complete, the history says so, and its players are rated again", async () => {
    const { org, eventId } = await eventWith(8, { swissRounds: 1, cutSize: 0 });
    const judge = await addStaffUser(eventId, "judge");
    const round = await pairNextRound(org, eventId);
    await finishRound(org, eventId, 1);
    const db = await getDb();
    expect((await db.event.findUniqueOrThrow({ where: { id: eventId } })).status).toBe("complete");
    await drainRatingJobs();
    const rated = await db.ratedEvent.findUniqueOrThrow({ where: { eventId } });

    const m = round.matches.find((x) => x.playerB)!;
    const before = await db.match.findUniqueOrThrow({ where: { id: m.id } });
    const correction = { games: [{ result: "B" }, { result: "B" }], darkSide: "A" };
    await expect(recordResult(judge, eventId, m.id, correction)).rejects.toMatchObject({ status: 403 });
    expect((await db.match.findUniqueOrThrow({ where: { id: m.id } })).version).toBe(before.version);

    const saved = await recordResult(org, eventId, m.id, correction);
    expect(saved.result).toMatchObject({ games: [{ result: "B" }, { result: "B" }] });
    expect((await db.event.findUniqueOrThrow({ where: { id: eventId } })).status).toBe("complete");
    const entry = await db.auditEntry.findFirstOrThrow({ where: { eventId, action: "result.correct" } });
    expect(entry.data).toMatchObject({ afterCompletion: true, matchId: m.id, round: 1 });
    expect(describeEntry(entry.action, entry.data).title).toBe(`Corrected the result at round 1, table ${m.table}, after completion`);

    const jobs = await db.ratingJob.findMany({ where: { eventId, reason: "corrected" } });
    expect(jobs).toHaveLength(1);
    await drainRatingJobs();
    const after = await db.ratedEvent.findUniqueOrThrow({ where: { eventId } });
    expect(after.runId).not.toBe(rated.runId);
    const run = await db.ratingRun.findUniqueOrThrow({ where: { id: after.runId } });
    expect(run.reason).toBe("corrected");
  });

  it("not a Swiss result once the cut is made", async () => {
    const { org, eventId } = await eventWith(8, { swissRounds: 1, cutSize: 4 });
    const round = await pairNextRound(org, eventId);
    await finishRound(org, eventId, 1);
    await makeCut(org, eventId);
    const m = round.matches.find((x) => x.playerB)!;
    await expect(recordResult(org, eventId, m.id, { games: [{ result: "B" }, { result: "B" }] })).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/Swiss results are final/) });
  });
});
