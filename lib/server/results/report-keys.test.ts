/**
 * Idempotency keys of players' reports (issue 39): a report sent again with its key — a phone's
 * queued report replayed, a double tap, two tabs — is saved once; the same key with another
 * report is refused.
 */
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import type { ServiceError } from "@/lib/server/kernel/errors";
import { myProfile } from "@/lib/server/accounts/profiles";
import { pairNextRound } from "@/lib/server/rounds/rounds";
import { submitReport } from "@/lib/server/results/self-report";
import { newUser } from "../../../tests/helpers";
import { eventWith } from "../../../tests/server/event-helpers";

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error("expected a refusal");
    },
    (e: unknown) => e as ServiceError,
  );
const games = (...r: ("A" | "B" | "draw")[]) => ({ games: r.map((result) => ({ result })) });
const key = () => `k-${crypto.randomUUID()}`;

/** An FFG event of 4 players with self-report on, round 1 paired; the accounts of the first match's players. */
async function pairedMatch() {
  const { org, eventId, players } = await eventWith(4, { swissRounds: 3 });
  const db = await getDb();
  await db.event.update({ where: { id: eventId }, data: { registration: { selfReport: true, reportDeadlineMinutes: 10 } } });
  const accounts = new Map<string, User>();
  for (const p of players) {
    const user = await newUser("keyed");
    await db.player.update({ where: { id: p.id }, data: { profileId: (await myProfile(user)).id } });
    accounts.set(p.id, user);
  }
  const round = await pairNextRound(org, eventId);
  const m = round.matches.find((x) => x.playerB)!;
  return { eventId, m, a: accounts.get(m.playerA.id)!, b: accounts.get(m.playerB!.id)! };
}

async function countsOf(eventId: string, matchId: string) {
  const db = await getDb();
  const [reports, audits, keys] = await Promise.all([
    db.resultReport.count({ where: { matchId } }),
    db.auditEntry.count({ where: { eventId, action: "result.report" } }),
    db.reportKey.count({ where: { report: { matchId } } }),
  ]);
  return { reports, audits, keys };
}

describe("report idempotency keys", () => {
  it("the same report sent twice with its key is saved once; the second answer is the same state", async () => {
    const { eventId, m, a } = await pairedMatch();
    const k = key();
    const first = await submitReport(a, eventId, m.id, games("A", "A"), { idempotencyKey: k });
    const again = await submitReport(a, eventId, m.id, { games: [{ result: "A" }, { result: "A" }] }, { idempotencyKey: k });
    expect(first).toMatchObject({ state: "waiting", mine: games("A", "A") });
    expect(again).toEqual(first);
    expect(await countsOf(eventId, m.id)).toEqual({ reports: 1, audits: 1, keys: 1 });
  });

  it("two tabs sending the same key at once save one report", async () => {
    const { eventId, m, a } = await pairedMatch();
    const k = key();
    const answers = await Promise.all([submitReport(a, eventId, m.id, games("B", "B"), { idempotencyKey: k }), submitReport(a, eventId, m.id, games("B", "B"), { idempotencyKey: k })]);
    expect(answers.map((x) => x.state)).toEqual(["waiting", "waiting"]);
    expect(await countsOf(eventId, m.id)).toEqual({ reports: 1, audits: 1, keys: 1 });
  });

  it("the same key with another report, another match or another account is refused with 409, and nothing changes", async () => {
    const { eventId, m, a, b } = await pairedMatch();
    const k = key();
    await submitReport(a, eventId, m.id, games("A", "A"), { idempotencyKey: k });
    const other = await refusal(submitReport(a, eventId, m.id, games("B", "B"), { idempotencyKey: k }));
    expect(other.code).toBe("conflict");
    expect(other.message).toMatch(/already used for a different report/);
    expect((await refusal(submitReport(b, eventId, m.id, games("A", "A"), { idempotencyKey: k }))).code).toBe("conflict");
    const db = await getDb();
    expect((await db.resultReport.findFirstOrThrow({ where: { matchId: m.id } })).result).toEqual(games("A", "A"));
    expect(await countsOf(eventId, m.id)).toEqual({ reports: 1, audits: 1, keys: 1 });
  });

  it("a queued report replayed after the result was recorded answers the recorded state, and is not a second report", async () => {
    const { eventId, m, a, b } = await pairedMatch();
    const k = key();
    await submitReport(a, eventId, m.id, games("A", "draw"), { idempotencyKey: k });
    expect((await submitReport(b, eventId, m.id, games("A", "draw"))).state).toBe("recorded");
    // The phone never heard the first answer and sends it again.
    const replay = await submitReport(a, eventId, m.id, games("A", "draw"), { idempotencyKey: k });
    expect(replay).toMatchObject({ state: "recorded", result: games("A", "draw") });
    expect(await countsOf(eventId, m.id)).toEqual({ reports: 2, audits: 2, keys: 1 });
    // Without its key, the same send is told the result is final.
    expect((await refusal(submitReport(a, eventId, m.id, games("A", "draw")))).code).toBe("conflict");
  });

  it("an older queued report replayed after a newer one does not overwrite it", async () => {
    const { eventId, m, a } = await pairedMatch();
    const older = key();
    await submitReport(a, eventId, m.id, games("A", "A"), { idempotencyKey: older });
    await submitReport(a, eventId, m.id, games("B", "B"), { idempotencyKey: key() });
    const replay = await submitReport(a, eventId, m.id, games("A", "A"), { idempotencyKey: older });
    expect(replay.mine).toEqual(games("B", "B"));
  });

  it("a malformed key is refused as bad input", async () => {
    const { eventId, m, a } = await pairedMatch();
    const bad = await refusal(submitReport(a, eventId, m.id, games("A", "A"), { idempotencyKey: "no spaces allowed" }));
    expect(bad.code).toBe("invalid_input");
    expect(await countsOf(eventId, m.id)).toEqual({ reports: 0, audits: 0, keys: 0 });
  });
});
