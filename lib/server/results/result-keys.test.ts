/**
 * Idempotency keys of leaders' result saves (issue 39): a judge's entry queued offline on a phone
 * and sent again with its key is saved once and answered as saved; the same key with another
 * save is refused; two sends at once never save twice.
 */
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import type { ServiceError } from "@/lib/server/kernel/errors";
import { pairNextRound } from "@/lib/server/rounds/rounds";
import { matchDto, recordResult } from "@/lib/server/results/results";
import { checkedKey, savedOnce } from "@/lib/server/results/report-keys";
import { addStaffUser, eventWith } from "../../../tests/server/event-helpers";

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error("expected a refusal");
    },
    (e: unknown) => e as ServiceError,
  );
const key = () => `k-${crypto.randomUUID()}`;

async function pairedMatch() {
  const { org, eventId } = await eventWith(4, { swissRounds: 3 });
  const judge = await addStaffUser(eventId, "judge");
  const round = await pairNextRound(org, eventId);
  const m = round.matches.find((x) => x.playerB)!;
  return { org, judge, eventId, m };
}

/** The judge's save as the result route and the console's action make it. */
const save = (user: User, eventId: string, matchId: string, k: string | null, body: Record<string, unknown>) =>
  savedOnce(checkedKey(k), { userId: user.id, matchId }, body, () => recordResult(user, eventId, matchId, body), () => matchDto(eventId, matchId));

async function countsOf(eventId: string, matchId: string) {
  const db = await getDb();
  const [match, audits, keys] = await Promise.all([
    db.match.findUniqueOrThrow({ where: { id: matchId } }),
    db.auditEntry.count({ where: { eventId, action: { startsWith: "result." } } }),
    db.resultKey.count({ where: { matchId } }),
  ]);
  return { version: match.version, audits, keys };
}

describe("result save idempotency keys", () => {
  it("a judge's save sent twice with its key is saved once; the second answer is the match as saved", async () => {
    const { judge, eventId, m } = await pairedMatch();
    const k = key();
    const body = { games: [{ result: "A" }, { result: "B" }], expectedVersion: m.version };
    const first = await save(judge, eventId, m.id, k, body);
    const before = await countsOf(eventId, m.id);
    expect(before).toMatchObject({ version: m.version + 1, keys: 1 });
    const again = await save(judge, eventId, m.id, k, { expectedVersion: m.version, games: [{ result: "A" }, { result: "B" }] });
    expect(again.result).toEqual(first.result);
    expect(again.version).toBe(first.version);
    expect(await countsOf(eventId, m.id)).toEqual(before);
  });

  it("two sends of the same key at once record the result once", async () => {
    const { judge, eventId, m } = await pairedMatch();
    const k = key();
    const body = { games: [{ result: "B" }, { result: "B" }], expectedVersion: m.version };
    const answers = await Promise.allSettled([save(judge, eventId, m.id, k, body), save(judge, eventId, m.id, k, body)]);
    expect(answers.some((a) => a.status === "fulfilled")).toBe(true);
    // The one that lost the race read the key before it was kept: its stale version is refused.
    for (const a of answers) if (a.status === "rejected") expect((a.reason as ServiceError).code).toBe("conflict");
    expect((await countsOf(eventId, m.id)).version).toBe(m.version + 1);
  });

  it("the same key with another result, another match or another account is refused with 409, and nothing changes", async () => {
    const { org, judge, eventId, m } = await pairedMatch();
    const k = key();
    await save(judge, eventId, m.id, k, { games: [{ result: "A" }, { result: "A" }], expectedVersion: m.version });
    const saved = await countsOf(eventId, m.id);
    const other = await refusal(save(judge, eventId, m.id, k, { games: [{ result: "B" }, { result: "B" }], expectedVersion: m.version + 1 }));
    expect(other.code).toBe("conflict");
    expect(other.message).toMatch(/already used for a different save/);
    expect((await refusal(save(org, eventId, m.id, k, { games: [{ result: "A" }, { result: "A" }], expectedVersion: m.version }))).code).toBe("conflict");
    expect(await countsOf(eventId, m.id)).toEqual(saved);
    expect((await matchDto(eventId, m.id)).result).toMatchObject({ games: [{ result: "A" }, { result: "A" }] });
  });

  it("a queued entry whose match changed meanwhile is refused as stale, and the newer result stays", async () => {
    const { org, judge, eventId, m } = await pairedMatch();
    await recordResult(org, eventId, m.id, { games: [{ result: "B" }, { result: "B" }], expectedVersion: m.version });
    const late = await refusal(save(judge, eventId, m.id, key(), { games: [{ result: "A" }, { result: "A" }], expectedVersion: m.version }));
    expect(late.code).toBe("conflict");
    expect((await matchDto(eventId, m.id)).result).toMatchObject({ games: [{ result: "B" }, { result: "B" }] });
    expect((await countsOf(eventId, m.id)).keys).toBe(0);
  });

  it("a malformed key is refused as bad input before anything is saved", () => {
    expect(() => checkedKey("no spaces allowed")).toThrow(expect.objectContaining({ code: "invalid_input" }));
    expect(checkedKey("")).toBeNull();
  });
});
