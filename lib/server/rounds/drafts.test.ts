/**
 * Draft rounds (issue 41): pairing makes a draft only staff see; players, public pages and the
 * public API keep the previous round; publishing makes it live (notices, clock); a draft takes no
 * result and runs no clock; re-pairing a draft notifies nobody. And re-seating a table by hand.
 */
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { verifyProof } from "@/lib/tournament";
import { claimCode, claimEntry, claimSecret } from "@/lib/server/entrants/claims";
import { createEvent } from "@/lib/server/events/events";
import { getEvent } from "@/lib/server/events/events";
import { updateEventSettings } from "@/lib/server/events/event-settings";
import { getStandings } from "@/lib/server/standings/standings";
import { getRoundProof, getRoundReasons } from "@/lib/server/rounds/explain";
import { getRound, listRounds, listRoundSummaries, pairNextRound, repairRound, setFixedTable } from "@/lib/server/rounds/rounds";
import { getRoundConsoleState } from "@/lib/server/rounds/next-step";
import { publishRound } from "@/lib/server/rounds/publish";
import { reseatRoundTable } from "@/lib/server/rounds/reseat";
import { timerAction } from "@/lib/server/rounds/timer";
import { recordResult } from "@/lib/server/results/results";
import { getMyTable } from "@/lib/server/results/self-report";
import type { ServiceError } from "@/lib/server/kernel/errors";
import type { User } from "@/lib/schemas/auth";
import { newUser } from "../../../tests/helpers";
import { addStaffUser, eventWith, finishRound, swissResultFor } from "../../../tests/server/event-helpers";

const refusal = (p: Promise<unknown>) => p.then(() => { throw new Error("expected a refusal"); }, (e: unknown) => e as ServiceError);

async function linked(eventId: string, playerId: string): Promise<User> {
  const db = await getDb();
  const user = await newUser("drafted");
  await db.user.update({ where: { id: user.id }, data: { emailVerifiedAt: new Date() } });
  await claimEntry(user, eventId, playerId, { code: claimCode(await claimSecret(), playerId) });
  return user;
}

describe("draft rounds", () => {
  it("default by tier: a Premier event drafts, a Relaxed one publishes at once; the organizer's choice wins", async () => {
    const org = await newUser();
    const premier = await createEvent(org, { name: "Premier", structure: "custom", tier: "premier", swissRounds: 2, cutSize: 0 });
    const relaxed = await createEvent(org, { name: "Store", structure: "custom", tier: "relaxed", swissRounds: 2, cutSize: 0 });
    expect(premier.draftRounds).toBe(true);
    expect(relaxed.draftRounds).toBe(false);
    expect((await updateEventSettings(org, premier.id, { draftRounds: false })).draftRounds).toBe(false);
    expect((await updateEventSettings(org, relaxed.id, { draftRounds: true })).draftRounds).toBe(true);
    const bad = await refusal(updateEventSettings(org, relaxed.id, { draftRounds: "yes" }));
    expect(bad.code).toBe("invalid_input");
    expect(bad.issues?.[0]?.path).toEqual(["draftRounds"]);
  });

  it("staff see the draft; players and public reads keep the previous round until it is published, which notifies and may start the clock", async () => {
    const { org, eventId, players } = await eventWith(6, { swissRounds: 3, seed: "drafts-1" });
    await updateEventSettings(org, eventId, { draftRounds: true });
    const judge = await addStaffUser(eventId, "judge");
    const player = await linked(eventId, players[0]!.id);
    const db = await getDb();
    await db.event.update({ where: { id: eventId }, data: { registration: { selfReport: true, reportDeadlineMinutes: 10 } } });

    const r1 = await pairNextRound(org, eventId);
    expect(r1.draft).toBe(true);
    // Nobody is told of a draft, and the public sees no round yet.
    expect(await db.notification.count({ where: { eventId } })).toBe(0);
    expect((await getEvent(eventId)).currentRound).toBe(0);
    expect(await listRounds(eventId)).toEqual([]);
    expect(await listRounds(eventId, player)).toEqual([]);
    expect(await listRoundSummaries(eventId)).toEqual([]);
    expect((await refusal(getRound(eventId, 1))).code).toBe("not_found");
    expect((await refusal(getRound(eventId, 1, player))).code).toBe("not_found");
    expect((await refusal(getRoundProof(eventId, 1))).code).toBe("not_found");
    expect((await refusal(getRoundReasons(eventId, 1, player))).code).toBe("not_found");
    // "My table": no round, no match to report for the player yet.
    expect(await getMyTable(player, eventId)).toMatchObject({ stage: null, report: null });
    // Staff see it, its reasons and its proof.
    expect(await getRound(eventId, 1, judge)).toEqual(r1);
    expect((await listRounds(eventId, org)).map((r) => r.number)).toEqual([1]);
    expect(verifyProof(await getRoundProof(eventId, 1, judge))).toEqual({ outcome: "verified" });
    expect((await getRoundReasons(eventId, 1, org)).stage).toBe("swiss");
    expect(await getRoundConsoleState(eventId, org)).toMatchObject({ latest: 1, draft: true, next: null });
    expect(await getRoundConsoleState(eventId)).toMatchObject({ latest: 0, draft: false });

    // A draft takes no result and runs no clock.
    const played = r1.matches.find((m) => m.playerB)!;
    expect((await refusal(recordResult(org, eventId, played.id, swissResultFor(played, 0)))).code).toBe("conflict");
    expect((await refusal(timerAction(judge, eventId, 1, { action: "start" }))).message).toMatch(/draft: publish it/);
    // Re-pairing a draft is free: still a draft, nobody told.
    const again = await repairRound(org, eventId, 1);
    expect(again.draft).toBe(true);
    expect(await db.notification.count({ where: { eventId } })).toBe(0);

    // Only the organizer publishes.
    expect((await refusal(publishRound(judge, eventId, 1, {}))).code).toBe("forbidden");
    expect((await refusal(publishRound(org, eventId, 1, { startClock: "now" }))).code).toBe("invalid_input");
    const before = Date.now();
    const live = await publishRound(org, eventId, 1, { startClock: true });
    expect(live.draft).toBeUndefined();
    expect(live.timer.state).toBe("running");
    expect(Date.parse(live.timer.endsAt!)).toBeGreaterThanOrEqual(before + 70 * 60_000 - 1000);
    expect(await getRound(eventId, 1)).toEqual(await getRound(eventId, 1, org));
    expect((await getEvent(eventId)).currentRound).toBe(1);
    expect(await db.notification.count({ where: { eventId, kind: "round.paired" } })).toBe(1);
    expect(await getMyTable(player, eventId)).toMatchObject({ stage: "swiss", report: { state: "open" } });
    expect((await refusal(publishRound(org, eventId, 1, {}))).code).toBe("conflict");
    const history = await db.auditEntry.findMany({ where: { eventId, action: { in: ["round.pair", "round.publish"] } }, orderBy: { id: "asc" } });
    expect(history.map((h) => [h.action, (h.data as { draft?: boolean; startClock?: boolean }).draft ?? (h.data as { startClock?: boolean }).startClock])).toEqual([
      ["round.pair", true],
      ["round.publish", true],
    ]);

    // Round 2 is a draft while round 1 stays what everyone sees, standings included.
    await finishRound(org, eventId, 1);
    const standings = await getStandings(eventId);
    await pairNextRound(org, eventId);
    expect((await getEvent(eventId)).currentRound).toBe(1);
    expect((await listRounds(eventId)).map((r) => r.number)).toEqual([1]);
    expect(await getStandings(eventId)).toEqual(standings);
    expect((await getRound(eventId, 2, org)).draft).toBe(true);
  });
});

describe("re-seating a table", () => {
  it("moves a match, exchanging numbers with the match there, warns of the points order until confirmed, keeps a fixed table fixed, and verifies as changed", async () => {
    const { org, eventId, players } = await eventWith(8, { swissRounds: 3, seed: "reseat-1" });
    await pairNextRound(org, eventId);
    await finishRound(org, eventId, 1);
    const r2 = await pairNextRound(org, eventId);
    const at = (n: number) => r2.matches.find((m) => m.table === n)!;
    // Table 1 holds the 6-point players, table 4 the 0-point ones: exchanging them breaks the order.
    const e = await refusal(reseatRoundTable(org, eventId, 2, { table: 4, to: 1, reason: "Near the door" }));
    expect(e.code).toBe("conflict");
    expect(e.message).toMatch(/tables are numbered highest points first/);
    expect(await getRound(eventId, 2)).toEqual(r2);

    const moved = await reseatRoundTable(org, eventId, 2, { table: 4, to: 1, reason: "Near the door", confirm: true });
    expect(moved.matches.find((m) => m.table === 1)!.id).toBe(at(4).id);
    expect(moved.matches.find((m) => m.table === 4)!.id).toBe(at(1).id);
    expect(moved.matches.filter((m) => m.changedByOrganizer).map((m) => m.table).sort()).toEqual([1, 4]);
    expect(verifyProof(await getRoundProof(eventId, 2))).toEqual({ outcome: "changed-by-organizer", tables: [1, 4] });
    const entry = await (await getDb()).auditEntry.findFirstOrThrow({ where: { eventId, action: "round.reseat" } });
    expect(entry.data).toMatchObject({ number: 2, from: 4, to: 1, reason: "Near the door" });

    // A free table number: moved without a warning.
    const free = await reseatRoundTable(org, eventId, 2, { table: 3, to: 12, reason: "Quieter corner" });
    expect(free.matches.find((m) => m.table === 12)!.id).toBe(at(3).id);
    // The table it left and the one it took: the round verifies as changed there, never as the engine's.
    expect(verifyProof(await getRoundProof(eventId, 2))).toEqual({ outcome: "changed-by-organizer", tables: [1, 3, 4, 12] });

    // A fixed table stays fixed: its match does not move.
    const pinned = at(2).playerA.id;
    await setFixedTable(org, eventId, pinned, 2);
    const fixed = await refusal(reseatRoundTable(org, eventId, 2, { table: 2, to: 20, reason: "x", confirm: true }));
    expect(fixed.code).toBe("conflict");
    expect(fixed.message).toMatch(/fixed table/);
    const none = await refusal(reseatRoundTable(org, eventId, 2, { table: 9, to: 20, reason: "x" }));
    expect(none).toMatchObject({ code: "invalid_input" });
    expect(none.issues?.[0]?.path).toEqual(["table"]);
    expect(players).toHaveLength(8);
  });
});
