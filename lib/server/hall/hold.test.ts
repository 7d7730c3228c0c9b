/**
 * The public server's side of the hall server (issue 40), through the real services on a real
 * database: a take makes the event read-only (every change refused with the hall's words), a
 * push applies the hall's state once (sent twice or late: nothing changes), a release needs the
 * last change applied, and after the organizer takes the event back the hall's pushes are refused.
 *
 * The hall is played here by a copy of the event under other ids in the same database (an import
 * of the take's document), its export mapped back to the event's ids — the document the hall's
 * mirror sends. The two-server test (tests/hall/hall-server.test.ts) runs the real hall.
 */
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import type { EventExport } from "@/lib/schemas/event-export";
import { recordResult } from "@/lib/server/results/results";
import { pairNextRound, getRound } from "@/lib/server/rounds/rounds";
import { dropPlayer } from "@/lib/server/entrants/player-status";
import { exportEvent } from "@/lib/server/transfer/event-export";
import { importEvent } from "@/lib/server/transfer/event-import";
import { standingsOf } from "@/lib/server/standings/standings";
import { eventStore } from "@/lib/server/store/event-store";
import { newUser } from "../../../tests/helpers";
import { addStaffUser, eventWith, finishRound } from "../../../tests/server/event-helpers";
import { timerAction } from "@/lib/server/rounds/timer";
import { freshId } from "../../../tests/server/export-helpers";
import { abandonHall, holdOf, releaseFromHall, takeToHall } from "./hold";
import { applyHallPush } from "./apply";
import { publishFromHall } from "./publish";
import { patchOf } from "./mirror";
import { withNewIds } from "../../../tests/server/export-helpers";

/** Every id of the document, for mapping between the event and the hall's stand-in copy. */
function idsOf(doc: EventExport): string[] {
  const lists = [doc.stages, doc.players, doc.rounds, doc.matches, doc.staff, doc.audit, doc.waitlist, doc.reports, doc.judgeCalls, doc.prizeAwards, doc.documents, doc.teamMembers];
  return [doc.event.id, ...lists.flatMap((rows) => (rows ?? []).map((r) => r.id))];
}
function mapIds(doc: EventExport, map: Map<string, string>): EventExport {
  if (map.size === 0) return doc;
  const pattern = new RegExp([...map.keys()].join("|"), "g");
  return JSON.parse(JSON.stringify(doc).replace(pattern, (id) => map.get(id)!)) as EventExport;
}

/** The hall: a copy of the taken event under new ids, and the document its mirror would push. */
async function standInHall(org: User, doc: EventExport) {
  const forward = new Map(idsOf(doc).map((id) => [id, freshId()]));
  const copy = mapIds(doc, forward);
  await importEvent(org, copy);
  const hallEventId = copy.event.id;
  const back = new Map([...forward].map(([a, b]) => [b, a]));
  return {
    hallEventId,
    /** The hall's state now, under the public event's ids (rows the hall made keep theirs). */
    async push(): Promise<EventExport> {
      const hallDoc = await exportEvent(org, hallEventId);
      // Rows the hall made exist in its stand-in copy here: they travel under ids of their own.
      for (const id of idsOf(hallDoc)) if (!back.has(id)) back.set(id, freshId());
      return mapIds(hallDoc, back);
    },
  };
}

async function refusal(p: Promise<unknown>) {
  const err = await p.then(
    () => null,
    (e: unknown) => e as { code?: string; message: string },
  );
  expect(err).not.toBeNull();
  return err!;
}

describe("an event taken to a hall", () => {
  it("is read-only here, takes the hall's pushes once, and is handed back after its last change", async () => {
    const { org, eventId, players } = await eventWith(8, { swissRounds: 3 });
    await pairNextRound(org, eventId);
    const taken = await takeToHall(org, eventId, { hall: "Laptop at the store" });
    expect(taken.secret).toMatch(/^hn_hall_/);
    expect(taken.document.event.id).toBe(eventId);
    expect((await holdOf(eventId)).held).toBe(true);

    // Every change is refused with the hall's words: staff's and a player's alike.
    const round1 = await getRound(eventId, 1);
    const onlineSave = await refusal(recordResult(org, eventId, round1.matches[0]!.id, { games: [{ result: "A" }, { result: "A" }] }));
    expect(onlineSave.code).toBe("conflict");
    expect(onlineSave.message).toMatch(/run from the hall · last update \d\d:\d\d:\d\d/);
    expect((await refusal(dropPlayer(org, eventId, players[0]!.id))).message).toMatch(/report at the hall/);
    // A second hall cannot take it meanwhile.
    expect((await refusal(takeToHall(org, eventId, { hall: "Another laptop" }))).code).toBe("conflict");

    // The hall plays round 1 and pairs round 2.
    const hall = await standInHall(org, taken.document);
    await finishRound(org, hall.hallEventId, 1);
    await pairNextRound(org, hall.hallEventId);
    const doc = await hall.push();
    const auth = { hallId: taken.hallId, secret: taken.secret };

    // Another account's token, a wrong secret: refused, nothing changed.
    const stranger = await newUser("stranger");
    expect((await refusal(applyHallPush(stranger, eventId, { ...auth, document: doc }))).code).toBe("forbidden");
    expect((await refusal(applyHallPush(org, eventId, { ...auth, secret: "hn_hall_wrong", document: doc }))).code).toBe("forbidden");
    expect(await (await getDb()).round.count({ where: { eventId } })).toBe(1);

    const first = await applyHallPush(org, eventId, { ...auth, document: doc });
    expect(first).toEqual({ applied: true, version: doc.event.version });
    const again = await applyHallPush(org, eventId, { ...auth, document: doc });
    expect(again).toEqual({ applied: false, version: doc.event.version });
    // The public event now is the hall's: rounds, results, standings, version (the stand-in's
    // other ids may order exact ties otherwise: compared by name).
    const mirrored = await exportEvent(org, eventId);
    expect(mirrored.event.version).toBe(doc.event.version);
    expect(mirrored.rounds.map((r) => r.id)).toEqual(doc.rounds.map((r) => r.id));
    expect(mirrored.matches.map((m) => [m.id, m.result])).toEqual(doc.matches.map((m) => [m.id, m.result]));
    const table = async (id: string) => standingsOf(await eventStore.snapshot(id)).rows.map((r) => ({ name: r.name, points: r.points, games: r.games, sos: r.sos, esos: r.esos, status: r.status })).sort((a, b) => a.name.localeCompare(b.name));
    expect(await table(eventId)).toEqual(await table(hall.hallEventId));
    const auditIds = new Set(mirrored.audit.map((a) => a.id));
    expect(doc.audit.every((a) => auditIds.has(a.id))).toBe(true);

    // An older push arriving late changes nothing.
    const older = { ...doc, event: { ...doc.event, version: doc.event.version - 1, name: "A stale name" } };
    expect(await applyHallPush(org, eventId, { ...auth, document: older })).toEqual({ applied: false, version: doc.event.version });
    expect((await (await getDb()).event.findUniqueOrThrow({ where: { id: eventId } })).name).toBe("Test Event");

    // The release needs the hall's last version applied here.
    expect((await refusal(releaseFromHall(org, eventId, { ...auth, version: doc.event.version + 3 }))).code).toBe("conflict");
    expect((await refusal(releaseFromHall(stranger, eventId, { ...auth, version: doc.event.version }))).code).toBe("forbidden");
    expect((await releaseFromHall(org, eventId, { ...auth, version: doc.event.version })).held).toBe(false);
    // Written here again; the released hall's pushes are refused.
    await finishRound(org, eventId, 2);
    expect((await refusal(applyHallPush(org, eventId, { ...auth, document: { ...doc, event: { ...doc.event, version: doc.event.version + 50 } } }))).code).toBe("conflict");
  });

  it("taken back from a lost hall: the name typed again, and the hall's later pushes are refused", async () => {
    const { org, eventId } = await eventWith(6, { swissRounds: 3 });
    const taken = await takeToHall(org, eventId, { hall: "Laptop" });
    const hall = await standInHall(org, taken.document);
    await pairNextRound(org, hall.hallEventId);
    const auth = { hallId: taken.hallId, secret: taken.secret };

    expect((await refusal(abandonHall(org, eventId, { confirm: "not the name" }))).code).toBe("invalid_input");
    const stranger = await newUser("stranger");
    expect((await refusal(abandonHall(stranger, eventId, { confirm: "Test Event" }))).code).toBe("forbidden");
    expect((await abandonHall(org, eventId, { confirm: "Test Event" })).held).toBe(false);

    const before = await exportEvent(org, eventId);
    const late = await refusal(applyHallPush(org, eventId, { ...auth, document: await hall.push() }));
    expect(late.code).toBe("conflict");
    expect(late.message).toMatch(/took this event back/);
    const after = await exportEvent(org, eventId);
    expect({ ...after, exportedAt: "" }).toEqual({ ...before, exportedAt: "" });
    // Written here again.
    await pairNextRound(org, eventId);
    expect(await (await getDb()).round.count({ where: { eventId } })).toBe(1);
  });

  it("started in a hall: published under the organizer's account once, whatever the retries, then held and pushed to", async () => {
    const { org, eventId: source } = await eventWith(8, { swissRounds: 3 });
    await pairNextRound(org, source);
    // The hall's event: this one under ids this server does not have (the hall is another server).
    const doc = withNewIds(await exportEvent(org, source));
    const eventId = doc.event.id;
    const publish = { hallId: `hall${freshId()}`, secret: `hn_hall_${freshId()}${freshId()}`, hall: "Laptop at the store", document: doc };
    const db = await getDb();

    // Bad input: the field named, nothing created.
    expect((await refusal(publishFromHall(org, { ...publish, hallId: "a b" }))).code).toBe("invalid_input");
    expect(await db.event.count({ where: { id: eventId } })).toBe(0);

    // Two attempts at once (a retry racing the first): one event, one hold, one entry.
    const [a, b] = await Promise.all([publishFromHall(org, publish), publishFromHall(org, publish)]);
    expect([a.created, b.created].sort()).toEqual([false, true]);
    expect(a.result.version).toBe(doc.event.version);
    expect(b.result.version).toBe(doc.event.version);
    // A retry after a lost answer: nothing created.
    expect(await publishFromHall(org, publish)).toEqual({ created: false, result: { applied: false, version: doc.event.version } });
    expect(await db.eventHall.count({ where: { eventId } })).toBe(1);
    expect(await db.auditEntry.count({ where: { eventId, action: "hall.publish" } })).toBe(1);
    const staff = await db.eventStaff.findMany({ where: { eventId, role: "organizer" } });
    expect(staff.map((s) => s.userId)).toEqual([org.id]);

    // Another account (or a wrong secret) cannot claim the hold; another hold id cannot reuse the event's ids.
    const stranger = await newUser("stranger");
    expect((await refusal(publishFromHall(stranger, publish))).code).toBe("forbidden");
    expect((await refusal(publishFromHall(org, { ...publish, secret: `hn_hall_${freshId()}${freshId()}` }))).code).toBe("forbidden");
    expect((await refusal(publishFromHall(stranger, { ...publish, hallId: `hall${freshId()}` }))).code).toBe("conflict");
    expect(await db.eventHall.count({ where: { eventId } })).toBe(1);

    // Held from its first moment: changes here are refused; the hall's next version is applied.
    const hold = await holdOf(eventId);
    expect(hold).toMatchObject({ held: true, hall: "Laptop at the store", appliedVersion: doc.event.version });
    expect((await db.event.findUniqueOrThrow({ where: { id: eventId } })).version).toBe(doc.event.version);
    expect((await refusal(pairNextRound(org, eventId))).message).toMatch(/run from the hall/);
    const next = { ...doc, event: { ...doc.event, version: doc.event.version + 1, name: "Renamed in the hall" } };
    const auth = { hallId: publish.hallId, secret: publish.secret };
    expect(await applyHallPush(org, eventId, { ...auth, document: next })).toEqual({ applied: true, version: doc.event.version + 1 });
    expect((await db.event.findUniqueOrThrow({ where: { id: eventId } })).name).toBe("Renamed in the hall");
    expect((await releaseFromHall(org, eventId, { ...auth, version: doc.event.version + 1 })).held).toBe(false);
  });

  it("carries what the public pages show: staff added, changed and removed in the hall, drops, the round clock, the history", async () => {
    const { org, eventId, players } = await eventWith(8, { swissRounds: 3 });
    const leaving = await addStaffUser(eventId, "judge");
    const staying = await addStaffUser(eventId, "marshal");
    const taken = await takeToHall(org, eventId, { hall: "Laptop" });
    const hall = await standInHall(org, taken.document);
    const auth = { hallId: taken.hallId, secret: taken.secret };
    const db = await getDb();

    // In the hall: a judge added, one removed, a marshal made a judge; a drop; round 1 paired and its clock started.
    const added = await addStaffUser(hall.hallEventId, "judge");
    await db.eventStaff.deleteMany({ where: { eventId: hall.hallEventId, email: leaving.email } });
    await db.eventStaff.updateMany({ where: { eventId: hall.hallEventId, email: staying.email }, data: { role: "judge" } });
    const hallPlayers = await db.player.findMany({ where: { eventId: hall.hallEventId }, orderBy: { createdAt: "asc" } });
    const dropped = hallPlayers.find((p) => p.name === players[0]!.name)!;
    await pairNextRound(org, hall.hallEventId);
    await dropPlayer(org, hall.hallEventId, dropped.id);
    await timerAction(org, hall.hallEventId, 1, { action: "start" });
    const doc = await hall.push();
    expect((await applyHallPush(org, eventId, { ...auth, document: doc })).applied).toBe(true);

    const staff = await db.eventStaff.findMany({ where: { eventId }, select: { email: true, role: true, userId: true } });
    const roleOf = (email: string) => staff.find((s) => s.email === email);
    expect(roleOf(added.email)).toEqual({ email: added.email, role: "judge", userId: null });
    expect(roleOf(leaving.email)).toBeUndefined();
    // An account here keeps its link, with the hall's role.
    expect(roleOf(staying.email)).toEqual({ email: staying.email, role: "judge", userId: staying.id });
    expect(staff.filter((s) => s.role === "organizer").map((s) => s.userId)).toEqual([org.id]);

    const mirrored = await exportEvent(org, eventId);
    expect(mirrored.players.find((p) => p.name === players[0]!.name)!.status).toBe("dropped");
    expect(mirrored.rounds[0]!.timerEvents).toEqual(doc.rounds[0]!.timerEvents);
    expect((mirrored.rounds[0]!.timerEvents as { type: string }[]).map((e) => e.type)).toEqual(["start"]);
    const actions = new Set(mirrored.audit.map((a) => a.action));
    for (const action of ["hall.take", "round.pair", "player.drop"]) expect(actions.has(action)).toBe(true);
  });

  it("a push of results only is a patch of those matches against the acknowledged version, applied once", async () => {
    const { org, eventId, players } = await eventWith(8, { swissRounds: 3 });
    await pairNextRound(org, eventId);
    const taken = await takeToHall(org, eventId, { hall: "Laptop" });
    const hall = await standInHall(org, taken.document);
    const auth = { hallId: taken.hallId, secret: taken.secret };
    const base = await hall.push();
    expect((await applyHallPush(org, eventId, { ...auth, document: base })).applied).toBe(true);

    // Two results saved in the hall: the patch names those two matches and their history only.
    const round = await getRound(hall.hallEventId, 1);
    await recordResult(org, hall.hallEventId, round.matches[0]!.id, { games: [{ result: "A" }, { result: "A" }] });
    await recordResult(org, hall.hallEventId, round.matches[1]!.id, { games: [{ result: "B" }, { result: "B" }] });
    const doc = await hall.push();
    const patch = patchOf(base, doc)!;
    expect(patch).not.toBeNull();
    expect(patch.matches).toHaveLength(2);
    expect(patch.audit.length).toBeGreaterThanOrEqual(2);
    expect(patch.audit.every((a) => !base.audit.some((b) => b.id === a.id))).toBe(true);

    // Made against another version: nothing changed (the hall then sends the whole state).
    expect(await applyHallPush(org, eventId, { ...auth, patch: { ...patch, baseVersion: base.event.version - 1 } })).toEqual({ applied: false, version: base.event.version });
    // A match of no such event: refused, nothing changed.
    const stray = { ...patch, matches: [{ ...patch.matches[0]!, id: freshId() }] };
    expect((await refusal(applyHallPush(org, eventId, { ...auth, patch: stray }))).code).toBe("invalid_input");
    // A result the live save would refuse: refused, nothing changed.
    const junk = { ...patch, matches: [{ ...patch.matches[0]!, result: { games: [{ result: "X" }] } }] };
    expect((await refusal(applyHallPush(org, eventId, { ...auth, patch: junk }))).code).toBe("invalid_input");
    // Both a document and a patch, or neither: refused.
    expect((await refusal(applyHallPush(org, eventId, { ...auth }))).code).toBe("invalid_input");

    expect(await applyHallPush(org, eventId, { ...auth, patch })).toEqual({ applied: true, version: doc.event.version });
    expect(await applyHallPush(org, eventId, { ...auth, patch })).toEqual({ applied: false, version: doc.event.version });
    const mirrored = await exportEvent(org, eventId);
    expect(mirrored.event.version).toBe(doc.event.version);
    expect(mirrored.matches.map((m) => [m.id, m.result])).toEqual(doc.matches.map((m) => [m.id, m.result]));
    const table = async (id: string) => standingsOf(await eventStore.snapshot(id)).rows.map((r) => ({ name: r.name, points: r.points, games: r.games })).sort((a, b) => a.name.localeCompare(b.name));
    expect(await table(eventId)).toEqual(await table(hall.hallEventId));
    expect(doc.audit.every((a) => mirrored.audit.some((b) => b.id === a.id))).toBe(true);

    // Anything else (a drop) is no patch: the whole document goes.
    const hallPlayer = (await (await getDb()).player.findFirstOrThrow({ where: { eventId: hall.hallEventId, name: players[0]!.name } })).id;
    await dropPlayer(org, hall.hallEventId, hallPlayer);
    expect(patchOf(doc, await hall.push())).toBeNull();
  });
});
