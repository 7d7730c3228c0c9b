/**
 * The common Swiss save (lib/server/results/swiss-save.ts) writes in one statement without a held
 * transaction: it must still leave exactly what the transactional path leaves — the result, one
 * version step of the match and the event, one audit entry — and stay correct when judges save
 * the same match at once.
 */
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { createApiToken } from "@/lib/server/accounts/accounts";
import { recordResult } from "@/lib/server/results/results";
import { callerAndSaveRead } from "@/lib/server/results/save-gate";
import { pairNextRound } from "@/lib/server/rounds/rounds";
import { newUser } from "../../../tests/helpers";
import { addStaffUser, eventWith } from "../../../tests/server/event-helpers";

type Entry = { action: string; data: { matchId: string; by: { userId: string; role: string }; old: { result: unknown; version: number }; new: { result: unknown } } };

async function entriesOf(eventId: string, matchId: string): Promise<Entry[]> {
  const rows = await (await getDb()).auditEntry.findMany({ where: { eventId, action: { startsWith: "result." } }, orderBy: { createdAt: "asc" } });
  return rows.map((r) => ({ action: r.action, data: r.data as Entry["data"] })).filter((e) => e.data.matchId === matchId);
}

async function versions(eventId: string, matchId: string) {
  const db = await getDb();
  const [event, match] = await Promise.all([
    db.event.findUniqueOrThrow({ where: { id: eventId }, select: { version: true } }),
    db.match.findUniqueOrThrow({ where: { id: matchId }, select: { version: true, result: true } }),
  ]);
  return { event: event.version, match: match.version, result: match.result };
}

/** An event with a cut after three Swiss rounds: its Swiss results cannot complete it. */
async function pairedWithCut() {
  const { org, eventId } = await eventWith(12, { cutSize: 4 });
  const judge = await addStaffUser(eventId, "judge");
  const round = await pairNextRound(org, eventId);
  return { org, judge, eventId, matches: round.matches.filter((m) => m.playerB) };
}

describe("the one-statement Swiss save", () => {
  it("records and corrects with one step of the match's and the event's versions and one audit entry each", async () => {
    const { judge, eventId, matches } = await pairedWithCut();
    const match = matches[0]!;
    const before = await versions(eventId, match.id);

    const saved = await recordResult(judge, eventId, match.id, { games: [{ result: "A" }, { result: "draw" }], expectedVersion: 0 });
    expect(saved.version).toBe(1);
    expect(saved.result).toMatchObject({ games: [{ result: "A" }, { result: "draw" }] });
    const after = await versions(eventId, match.id);
    expect(after).toMatchObject({ event: before.event + 1, match: 1, result: { games: [{ result: "A" }, { result: "draw" }] } });

    await recordResult(judge, eventId, match.id, { games: [{ result: "B" }, { result: "B" }], expectedVersion: 1, darkSide: "B" });
    expect(await versions(eventId, match.id)).toMatchObject({ event: before.event + 2, match: 2 });
    const entries = await entriesOf(eventId, match.id);
    expect(entries.map((e) => e.action)).toEqual(["result.record", "result.correct"]);
    expect(entries[0]!.data.by).toMatchObject({ userId: judge.id, role: "judge" });
    expect(entries[1]!.data.old).toMatchObject({ version: 1, result: { games: [{ result: "A" }, { result: "draw" }] } });
    const db = await getDb();
    expect((await db.match.findUniqueOrThrow({ where: { id: match.id } })).darkSide).toBe("B");
  });

  it("refuses bad input, a stale version and a stranger, and changes nothing", async () => {
    const { judge, eventId, matches } = await pairedWithCut();
    const match = matches[0]!;
    await recordResult(judge, eventId, match.id, { games: [{ result: "A" }, { result: "A" }] });
    const before = await versions(eventId, match.id);
    await expect(recordResult(judge, eventId, match.id, { games: [{ result: "A" }] })).rejects.toMatchObject({ status: 400 });
    await expect(recordResult(judge, eventId, match.id, { games: [{ result: "B" }, { result: "B" }], expectedVersion: 0 })).rejects.toMatchObject({ status: 409 });
    await expect(recordResult(await newUser("stranger"), eventId, match.id, { games: [{ result: "B" }, { result: "B" }] })).rejects.toMatchObject({ status: 403 });
    expect(await versions(eventId, match.id)).toEqual(before);
    expect(await entriesOf(eventId, match.id)).toHaveLength(1);
  });

  it("twelve saves of one match at once all land, one after another: each audit entry names the version the one before it left", async () => {
    const { judge, org, eventId, matches } = await pairedWithCut();
    const match = matches[1]!;
    const before = await versions(eventId, match.id);
    const results = [["A", "A"], ["A", "B"], ["B", "A"], ["B", "B"]] as const;
    await Promise.all(
      Array.from({ length: 12 }, (_, i) => {
        const [g1, g2] = results[i % results.length]!;
        return recordResult(i % 2 ? judge : org, eventId, match.id, { games: [{ result: g1 }, { result: g2 }] });
      }),
    );
    const after = await versions(eventId, match.id);
    expect(after.match).toBe(12);
    // Each save steps the event once; one that lost a race for the row steps it once more, unchanged.
    expect(after.event).toBeGreaterThanOrEqual(before.event + 12);
    const entries = await entriesOf(eventId, match.id);
    expect(entries.map((e) => e.data.old.version).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i));
    expect(entries.filter((e) => e.action === "result.record")).toHaveLength(1);
    // The stored result is the one the last save in the chain wrote.
    expect(after.result).toEqual(entries.find((e) => e.data.old.version === 11)!.data.new.result);
  });

  it("of two judges saving the same version, one wins and the other is told to reload", async () => {
    const { judge, org, eventId, matches } = await pairedWithCut();
    const match = matches[2]!;
    const outcomes = await Promise.allSettled([
      recordResult(judge, eventId, match.id, { games: [{ result: "A" }, { result: "A" }], expectedVersion: 0 }),
      recordResult(org, eventId, match.id, { games: [{ result: "B" }, { result: "B" }], expectedVersion: 0 }),
    ]);
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    const refused = outcomes.find((o) => o.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ status: 409 });
    expect((await versions(eventId, match.id)).match).toBe(1);
    expect(await entriesOf(eventId, match.id)).toHaveLength(1);
  });

  it("reads the caller by API token with the save's first read: no account for a bad or expired token, no read for another event's match", async () => {
    const { judge, eventId, matches } = await pairedWithCut();
    const token = await createApiToken(judge.id);
    const found = await callerAndSaveRead(token, eventId, matches[0]!.id);
    expect(found.user).toMatchObject({ id: judge.id });
    expect(found.read).toMatchObject({ role: "judge", status: "swiss", match: { id: matches[0]!.id, version: 0, result: null } });
    expect((await callerAndSaveRead(token, eventId, "cnotamatch0000000000000000")).read).toBeNull();
    const other = await pairedWithCut();
    expect(await callerAndSaveRead(token, eventId, other.matches[0]!.id)).toMatchObject({ user: { id: judge.id }, read: null });
    expect(await callerAndSaveRead(`${token}x`, eventId, matches[0]!.id)).toEqual({ user: null, read: null });
    await (await getDb()).apiToken.updateMany({ where: { userId: judge.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await callerAndSaveRead(token, eventId, matches[0]!.id)).toEqual({ user: null, read: null });
  });
});
