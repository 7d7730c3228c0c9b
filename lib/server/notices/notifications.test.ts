/**
 * Notices: "round.paired" to each linked player (table, opponent, side) in the pairing's own
 * insert, "event.report" when the event completes, the in-app list and read marks, and mail
 * through a real SMTP server after the commit.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import * as listRoute from "@/app/api/v1/me/notifications/route";
import * as readRoute from "@/app/api/v1/me/notifications/read/route";
import { createApiToken } from "@/lib/server/accounts/accounts";
import { claimCode, claimEntry, claimSecret } from "@/lib/server/entrants/claims";
import { getFinalPlacements } from "@/lib/server/standings/final-placements";
import { listMyNotifications, markNotificationsRead } from "@/lib/server/notices/notices";
import { flushNoticeMail, noticeText, resumeNoticeMail } from "@/lib/server/notices/notifications";
import { pairNextRound, repairRound } from "@/lib/server/rounds/rounds";
import type { User } from "@/lib/schemas/auth";
import type { NotificationList } from "@/lib/schemas/profile";
import type { Round } from "@/lib/schemas/round";
import { newUser } from "../../../tests/helpers";
import { startSmtp, type Inbox } from "../../../tests/smtp";
import { eventWith, finishRound } from "../../../tests/server/event-helpers";

const ORIGIN = "http://holonet.test";
const request = (method: string, path: string, body?: unknown, token?: string) =>
  new Request(`${ORIGIN}/api/v1${path}`, {
    method,
    headers: { ...(body !== undefined ? { "content-type": "application/json" } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const noParams = { params: Promise.resolve({}) };

let inbox: Inbox;
beforeAll(async () => {
  inbox = await startSmtp();
  process.env.SMTP_URL = `smtp://127.0.0.1:${inbox.port}`;
  process.env.MAIL_FROM = "Holonet Test <noreply@holonet.test>";
});
afterAll(async () => {
  await flushNoticeMail();
  delete process.env.SMTP_URL;
  delete process.env.MAIL_FROM;
  await inbox.close();
});

/** Links `count` of the event's entries to new accounts (claimed with their codes); verified ones get mail. */
async function linkPlayers(eventId: string, playerIds: string[], { verified = true } = {}): Promise<Map<string, User>> {
  const db = await getDb();
  const secret = await claimSecret();
  const out = new Map<string, User>();
  for (const id of playerIds) {
    const user = await newUser("linked");
    if (verified) await db.user.update({ where: { id: user.id }, data: { emailVerifiedAt: new Date() } });
    await claimEntry(user, eventId, id, { code: claimCode(secret, id) });
    out.set(id, user);
  }
  return out;
}

/** What a player's paired notice must say, read from the round. */
function expectedPairing(round: Round, playerId: string) {
  const m = round.matches.find((x) => x.playerA.id === playerId || x.playerB?.id === playerId)!;
  const seat = m.playerA.id === playerId ? "A" : "B";
  const opponent = seat === "A" ? m.playerB : m.playerA;
  return {
    table: m.table,
    opponent: opponent?.name ?? null,
    side: opponent && m.darkSide ? (m.darkSide === seat ? "dark" : "light") : null,
  };
}

describe("round.paired", () => {
  it("one notice per linked player with table, opponent and side; none for typed entries", async () => {
    const { org, eventId, players } = await eventWith(7, { swissRounds: 2 });
    const linked = await linkPlayers(eventId, players.slice(0, 4).map((p) => p.id));
    const db = await getDb();
    expect(await db.notification.count({ where: { eventId } })).toBe(0);

    const round = await pairNextRound(org, eventId);
    const notices = await db.notification.findMany({ where: { eventId }, orderBy: { userId: "asc" } });
    expect(notices).toHaveLength(4);
    expect(new Set(notices.map((n) => n.userId))).toEqual(new Set([...linked.values()].map((u) => u.id)));
    for (const [playerId, user] of linked) {
      const n = notices.find((x) => x.userId === user.id)!;
      expect(n.kind).toBe("round.paired");
      const want = expectedPairing(round, playerId);
      expect(n.data).toMatchObject({ eventName: "Test Event", round: round.name, roundNumber: 1, ...want });
      if (want.opponent) expect(want.side === "dark" || want.side === "light").toBe(true);
    }
    // Seven players: someone has the bye; a linked player with it is told so.
    const bye = round.matches.find((m) => !m.playerB)!;
    expect(noticeText("round.paired", { eventName: "X", round: "Swiss round 1", opponent: null })).toContain("bye");
    if (linked.has(bye.playerA.id)) {
      const n = notices.find((x) => x.userId === linked.get(bye.playerA.id)!.id)!;
      expect(noticeText(n.kind, n.data)).toContain("bye");
    }
    // A re-pair tells everyone their new table.
    const again = await repairRound(org, eventId, 1);
    expect(await db.notification.count({ where: { eventId } })).toBe(8);
    const [someId, someUser] = [...linked.entries()][0]!;
    const newest = await db.notification.findFirstOrThrow({ where: { eventId, userId: someUser.id }, orderBy: { createdAt: "desc" } });
    expect(newest.data).toMatchObject(expectedPairing(again, someId));
  });

  it("the in-app list: newest first with the unread count, per event, and marking read", async () => {
    const { org, eventId, players } = await eventWith(4, { swissRounds: 2 });
    const linked = await linkPlayers(eventId, [players[0]!.id]);
    const user = linked.get(players[0]!.id)!;
    const token = await createApiToken(user.id);
    await pairNextRound(org, eventId);
    await finishRound(org, eventId, 1);
    await pairNextRound(org, eventId);

    const res = await listRoute.GET(request("GET", "/me/notifications", undefined, token), noParams);
    expect(res.status).toBe(200);
    const list = (await res.json()) as NotificationList;
    expect(list.unread).toBe(2);
    expect(list.notifications.map((n) => (n.data as { roundNumber: number }).roundNumber)).toEqual([2, 1]);
    expect(list.notifications[0]!.text).toMatch(/^Test Event · Swiss round 2: table \d+ against /);
    // The delivery marker is the server's business.
    expect(JSON.stringify(list.notifications)).not.toContain("_mail");
    expect((await listMyNotifications(user, { eventId: "someothereventidxxxxxxxx" })).notifications).toEqual([]);
    expect((await listRoute.GET(request("GET", "/me/notifications"), noParams)).status).toBe(401);

    const read = await readRoute.POST(request("POST", "/me/notifications/read", { ids: [list.notifications[1]!.id] }, token), noParams);
    expect(await read.json()).toEqual({ unread: 1 });
    // Another account cannot mark these.
    const stranger = await newUser("stranger");
    await markNotificationsRead(stranger, { ids: [list.notifications[0]!.id] });
    expect((await listMyNotifications(user)).unread).toBe(1);
    expect(await markNotificationsRead(user, {})).toEqual({ unread: 0 });
    const bad = await readRoute.POST(request("POST", "/me/notifications/read", { ids: "all" }, token), noParams);
    expect(bad.status).toBe(400);
  });
});

describe("event.report", () => {
  it("when the event completes, each linked player gets their final place and record", async () => {
    const { org, eventId, players } = await eventWith(4, { swissRounds: 2, cutSize: 0 });
    const linked = await linkPlayers(eventId, [players[0]!.id, players[3]!.id]);
    for (const n of [1, 2]) {
      await pairNextRound(org, eventId);
      await finishRound(org, eventId, n);
    }
    const placements = (await getFinalPlacements(eventId))!;
    expect(placements).toHaveLength(4);
    const db = await getDb();
    const reports = await db.notification.findMany({ where: { eventId, kind: "event.report" } });
    expect(reports).toHaveLength(2);
    for (const [playerId, user] of linked) {
      const r = reports.find((x) => x.userId === user.id)!;
      const data = r.data as { place: number; players: number; record: { wins: number; losses: number; draws: number; byes: number } };
      expect(data.place).toBe(placements.find((p) => p.playerId === playerId)!.place);
      expect(data.players).toBe(4);
      const { wins, losses, draws, byes } = data.record;
      expect(wins + losses + draws + byes).toBe(2);
      expect(noticeText("event.report", r.data)).toContain("is complete: you placed");
    }
  });
});

describe("mail", () => {
  it("a paired notice is mailed to a verified account after the commit, once; an unverified account gets it in the app only", async () => {
    const { org, eventId, players } = await eventWith(4, { swissRounds: 2 });
    const [verified] = [...(await linkPlayers(eventId, [players[0]!.id])).values()];
    const [unverified] = [...(await linkPlayers(eventId, [players[1]!.id], { verified: false })).values()];
    const round = await pairNextRound(org, eventId);

    const mail = await inbox.next(verified!.email);
    expect(mail.subject).toBe("Your table · Test Event");
    const want = expectedPairing(round, players[0]!.id);
    expect(mail.text).toContain(`table ${want.table} against ${want.opponent}`);
    expect(mail.from?.text).toContain("noreply@holonet.test");

    await flushNoticeMail();
    const db = await getDb();
    const rows = await db.notification.findMany({ where: { eventId } });
    const markerOf = (userId: string) => (rows.find((r) => r.userId === userId)!.data as { _mail?: string })._mail;
    expect(markerOf(verified!.id)).toBe("sent");
    expect(markerOf(unverified!.id)).toBe("skipped");
    expect(inbox.messages.filter((m) => JSON.stringify(m.to).includes(unverified!.email))).toHaveLength(0);
    // Mailed once, however often the queue is flushed.
    await flushNoticeMail();
    expect(inbox.messages.filter((m) => JSON.stringify(m.to).includes(verified!.email))).toHaveLength(1);
  });

  it("a notice a stopped process left pending is mailed when a server starts; one left mid-send is not mailed again", async () => {
    const user = await newUser("resume");
    const db = await getDb();
    await db.user.update({ where: { id: user.id }, data: { emailVerifiedAt: new Date() } });
    const data = (state: string) => ({ eventName: "Resume Open", playerName: "Rey R", _mail: state });
    const [left, sending] = await Promise.all([
      db.notification.create({ data: { userId: user.id, eventId: null, kind: "registration.confirmed", data: data("pending") } }),
      db.notification.create({ data: { userId: user.id, eventId: null, kind: "registration.confirmed", data: data("sending") } }),
    ]);
    expect(await resumeNoticeMail()).toBeGreaterThanOrEqual(1);
    const mail = await inbox.next(user.email);
    expect(mail.text).toContain("You are registered for Resume Open as Rey R.");
    await flushNoticeMail();
    const marker = async (id: string) => ((await db.notification.findUniqueOrThrow({ where: { id } })).data as { _mail: string })._mail;
    expect(await marker(left.id)).toBe("sent");
    expect(await marker(sending.id)).toBe("sending");
    expect(inbox.messages.filter((m) => JSON.stringify(m.to).includes(user.email))).toHaveLength(1);
  });
});
