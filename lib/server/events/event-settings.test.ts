import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { createEvent, getEvent } from "@/lib/server/events/events";
import { createApiToken } from "@/lib/server/accounts/accounts";
import { updateEventSettings } from "@/lib/server/events/event-settings";
import { PATCH } from "@/app/api/v1/events/[eventId]/route";
import { POST as signup } from "@/app/api/v1/auth/signup/route";
import { addAcceptedStaff, newUser, uniqueEmail } from "../../../tests/helpers";

async function state(eventId: string) {
  const db = await getDb();
  const [event, audit] = await Promise.all([db.event.findUniqueOrThrow({ where: { id: eventId } }), db.auditEntry.count({ where: { eventId } })]);
  const { updatedAt: _u, ...rest } = event;
  void _u;
  return { event: rest, audit };
}

describe("event settings", () => {
  it("changes details, structure and times before round 1; logs old and new", async () => {
    const org = await newUser();
    const event = await createEvent(org, { name: "Store Championship", structure: "basic", tier: "relaxed", venue: "Echo Base" });
    const updated = await updateEventSettings(org, event.id, {
      name: "Store Championship — Hoth",
      startsAt: "2026-12-05T10:00:00+01:00",
      venue: null,
      description: "  Bring both decks.  ",
      structure: "custom",
      swissRounds: 5,
      cutSize: 8,
      tier: "formal",
      randomSeed: "fixed",
      swissMinutes: 65,
    });
    expect(updated).toMatchObject({
      name: "Store Championship — Hoth",
      startsAt: "2026-12-05T09:00:00.000Z",
      venue: null,
      description: "Bring both decks.",
      structure: "custom",
      swissRounds: 5,
      cutSize: 8,
      tier: "formal",
      randomSeed: "fixed",
      roundMinutes: { swiss: 65, elimination: 40, final: 60 },
    });
    expect(await getEvent(event.id)).toEqual(updated);
    const db = await getDb();
    const log = await db.auditEntry.findFirstOrThrow({ where: { eventId: event.id, action: "event.update" } });
    expect(log.data).toMatchObject({ old: { name: "Store Championship", structure: "basic", swissRounds: null, venue: "Echo Base" }, new: { structure: "custom", swissRounds: 5, venue: null } });

    // Back to Advanced: the tables decide again, so rounds and cut are cleared.
    expect(await updateEventSettings(org, event.id, { structure: "advanced" })).toMatchObject({ structure: "advanced", swissRounds: null, cutSize: null });
    // Custom again: it needs its rounds and cut.
    await expect(updateEventSettings(org, event.id, { structure: "custom", swissRounds: 3 })).rejects.toMatchObject({ code: "invalid_input", issues: [expect.objectContaining({ path: ["cutSize"] })] });
  });

  it("refuses bad input with field paths and changes nothing", async () => {
    const org = await newUser();
    const judge = await newUser("judge");
    const event = await createEvent(org, { name: "Store Championship", structure: "basic", tier: "relaxed" });
    await addAcceptedStaff(org, event.id, judge, "judge");
    const before = await state(event.id);
    await expect(updateEventSettings(org, event.id, { swissRounds: 4 })).rejects.toMatchObject({ code: "invalid_input", issues: [expect.objectContaining({ path: ["swissRounds"] })] });
    await expect(updateEventSettings(org, event.id, { structure: "basic", cutSize: 4 })).rejects.toMatchObject({ issues: [expect.objectContaining({ path: ["cutSize"] })] });
    await expect(updateEventSettings(org, event.id, { name: "" })).rejects.toMatchObject({ issues: [expect.objectContaining({ path: ["name"] })] });
    await expect(updateEventSettings(org, event.id, { swissMinutes: 5 })).rejects.toMatchObject({ issues: [expect.objectContaining({ path: ["swissMinutes"] })] });
    await expect(updateEventSettings(org, event.id, { status: "complete" })).rejects.toMatchObject({ code: "invalid_input" });
    await expect(updateEventSettings(judge, event.id, { name: "Judge's event" })).rejects.toMatchObject({ code: "forbidden" });
    await expect(updateEventSettings(null, event.id, { name: "Anon" })).rejects.toMatchObject({ code: "unauthenticated" });
    expect(await state(event.id)).toEqual(before);
  });

  it("after round 1: structure, tier, seed, rounds and cut are locked (409); name and times still change", async () => {
    const org = await newUser();
    const event = await createEvent(org, { name: "Store Championship", structure: "basic", tier: "relaxed", randomSeed: "s" });
    const db = await getDb();
    await db.event.update({ where: { id: event.id }, data: { status: "swiss", swissRounds: 3, cutSize: 0 } });
    const before = await state(event.id);
    for (const change of [{ structure: "advanced" }, { tier: "premier" }, { randomSeed: "other" }, { structure: "custom", swissRounds: 4, cutSize: 0 }]) {
      await expect(updateEventSettings(org, event.id, change)).rejects.toMatchObject({ code: "conflict", issues: expect.arrayContaining([expect.objectContaining({ path: [Object.keys(change)[0]] })]) });
    }
    expect(await state(event.id)).toEqual(before);
    // Unchanged values are not changes (a settings form sends them back).
    const same = await updateEventSettings(org, event.id, { structure: "basic", tier: "relaxed", randomSeed: "s", name: "Store Championship", swissMinutes: 75 });
    expect(same).toMatchObject({ structure: "basic", swissRounds: 3, cutSize: 0, roundMinutes: { swiss: 75 } });
  });

  it("PATCH /api/v1/events/{id}: 200, 400, 401, 403, 409", async () => {
    const s = await signup(new Request("http://t/", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: uniqueEmail(), password: "a long test password", name: "Olga" }) }), { params: Promise.resolve({}) });
    const { token, user } = (await s.json()) as { token: string; user: { id: string; email: string; name: string } };
    const event = await createEvent(user, { name: "API event", structure: "basic", tier: "relaxed" });
    const patch = (body: unknown, auth?: string) =>
      PATCH(new Request("http://t/", { method: "PATCH", headers: { "content-type": "application/json", ...(auth ? { authorization: `Bearer ${auth}` } : {}) }, body: JSON.stringify(body) }), { params: Promise.resolve({ eventId: event.id }) });
    const ok = await patch({ venue: "Cloud City" }, token);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ venue: "Cloud City" });
    expect((await patch({ cutSize: 4 }, token)).status).toBe(400);
    expect((await patch({ venue: "x" })).status).toBe(401);
    const judge = await newUser("judge");
    await addAcceptedStaff(user, event.id, judge, "judge");
    const judgeToken = await createApiToken(judge.id);
    expect((await patch({ venue: "x" }, judgeToken)).status).toBe(403);
    const db = await getDb();
    await db.event.update({ where: { id: event.id }, data: { status: "swiss" } });
    const locked = await patch({ tier: "formal" }, token);
    expect(locked.status).toBe(409);
    expect(await locked.json()).toMatchObject({ error: { code: "conflict", issues: [expect.objectContaining({ path: ["tier"] })] } });
  });
});
