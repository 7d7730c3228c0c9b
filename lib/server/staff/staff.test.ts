import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { createApiToken, signUp } from "@/lib/server/accounts/accounts";
import { openApiDocument } from "@/lib/api/openapi";
import * as staffRoute from "@/app/api/v1/events/[eventId]/staff/route";
import * as staffItem from "@/app/api/v1/events/[eventId]/staff/[staffId]/route";
import * as playerItem from "@/app/api/v1/events/[eventId]/players/[playerId]/route";
import * as deckRoute from "@/app/api/v1/events/[eventId]/players/[playerId]/decklists/route";
import { createEvent, eventsForUser } from "@/lib/server/events/events";
import { registerPlayers } from "@/lib/server/entrants/players";
import { acceptInvitation, addStaff, assertLeaderParticipation, leaderParticipationProblem, listEventStaff, removeStaff } from "@/lib/server/staff/staff";
import { updatePlayer } from "@/lib/server/entrants/player-edit";
import { updateEventSettings } from "@/lib/server/events/event-settings";
import type { ServiceError } from "@/lib/server/kernel/errors";
import { addAcceptedStaff, inviteToken, newUser, uniqueEmail } from "../../../tests/helpers";

type Tier = "relaxed" | "formal" | "premier";
const base = (tier: Tier = "relaxed") => ({ name: "Store Championship", structure: "basic", tier }) as const;

async function snapshot(eventId: string) {
  const db = await getDb();
  const [staff, audit, event] = await Promise.all([
    db.eventStaff.findMany({ where: { eventId }, select: { email: true, role: true, userId: true }, orderBy: { email: "asc" } }),
    db.auditEntry.count({ where: { eventId } }),
    db.event.findUniqueOrThrow({ where: { id: eventId }, select: { version: true, tier: true } }),
  ]);
  return { staff, audit, event };
}

const refusal = (p: Promise<unknown>) => p.then(() => { throw new Error("expected a refusal"); }, (e: unknown) => e as ServiceError);

describe("staff", () => {
  it("adding by email is always a pending invitation; its link gives the role; signing up with the address does not", async () => {
    const org = await newUser();
    const judge = await newUser("judge");
    const event = await createEvent(org, base());
    const added = await addStaff(org, event.id, { email: judge.email.toUpperCase(), role: "judge" });
    // The answer is the same whether or not an account has the address: no name, pending.
    expect(added).toMatchObject({ email: judge.email, name: null, role: "judge", pending: true, playing: false });
    expect(added.invitation.url).toMatch(/^\/invite\/hn_invite_/);

    const inviteEmail = uniqueEmail("marshal");
    const invited = await addStaff(org, event.id, { email: `  ${inviteEmail} `, role: "marshal" });
    expect(invited).toMatchObject({ email: inviteEmail, name: null, role: "marshal", pending: true });
    expect(Object.keys(added).sort()).toEqual(Object.keys(invited).sort());

    // A stranger signing up with the invited address gets nothing until the address is proven.
    const stranger = await signUp({ email: inviteEmail, password: "a long test password", name: "Mallory" });
    expect(await eventsForUser(stranger)).toEqual([]);

    await acceptInvitation(judge, inviteToken(added.invitation.url));
    const staff = await listEventStaff(judge, event.id);
    expect(staff.map((s) => [s.role, s.name, s.pending])).toEqual([
      ["organizer", org.name, false],
      ["judge", judge.name, false],
      ["marshal", null, true],
    ]);
    expect((await eventsForUser(judge)).map((e) => [e.id, e.role])).toEqual([[event.id, "judge"]]);
    const db = await getDb();
    expect(await db.auditEntry.count({ where: { eventId: event.id, action: "staff.invite" } })).toBe(2);
    expect(await db.auditEntry.count({ where: { eventId: event.id, action: "staff.accept", userId: judge.id } })).toBe(1);
  });

  it("exactly one organizer: the role cannot be given and the organizer cannot be removed", async () => {
    const org = await newUser();
    const event = await createEvent(org, base());
    const before = await snapshot(event.id);
    const e1 = await refusal(addStaff(org, event.id, { email: uniqueEmail(), role: "organizer" }));
    expect(e1).toMatchObject({ code: "invalid_input", issues: [expect.objectContaining({ path: ["role"] })] });
    const organizerRow = (await listEventStaff(org, event.id))[0]!;
    const e2 = await refusal(removeStaff(org, event.id, organizerRow.id));
    expect(e2).toMatchObject({ code: "conflict", message: expect.stringContaining("exactly one organizer") });
    const e3 = await refusal(addStaff(org, event.id, { email: org.email, role: "judge" }));
    expect(e3).toMatchObject({ code: "invalid_input", issues: [expect.objectContaining({ path: ["email"], message: expect.stringContaining("already on staff as organizer") })] });
    expect(await snapshot(event.id)).toEqual(before);
  });

  it("only the organizer adds or removes staff; leaders can list it; refusals change nothing", async () => {
    const org = await newUser();
    const judge = await newUser("judge");
    const stranger = await newUser("stranger");
    const event = await createEvent(org, base());
    const added = await addAcceptedStaff(org, event.id, judge, "judge");
    const before = await snapshot(event.id);
    await expect(addStaff(judge, event.id, { email: uniqueEmail(), role: "marshal" })).rejects.toMatchObject({ code: "forbidden" });
    await expect(addStaff(null, event.id, { email: uniqueEmail(), role: "marshal" })).rejects.toMatchObject({ code: "unauthenticated" });
    await expect(addStaff(org, "missing", { email: uniqueEmail(), role: "marshal" })).rejects.toMatchObject({ code: "not_found" });
    await expect(addStaff(org, event.id, { email: "not-an-email", role: "judge" })).rejects.toMatchObject({ code: "invalid_input", issues: [expect.objectContaining({ path: ["email"] })] });
    await expect(removeStaff(judge, event.id, added.id)).rejects.toMatchObject({ code: "forbidden" });
    await expect(removeStaff(org, event.id, "no-such-staff")).rejects.toMatchObject({ code: "not_found" });
    await expect(listEventStaff(stranger, event.id)).rejects.toMatchObject({ code: "forbidden" });
    expect(await snapshot(event.id)).toEqual(before);

    expect(await removeStaff(org, event.id, added.id)).toMatchObject({ role: "judge", email: judge.email });
    expect((await listEventStaff(org, event.id)).map((s) => s.role)).toEqual(["organizer"]);
    expect(await getDb().then((db) => db.auditEntry.count({ where: { eventId: event.id, action: "staff.remove" } }))).toBe(1);
  });
});

describe("leader participation", () => {
  it("Relaxed: a playing leader needs a second leader — adding staff, editing a player, removing staff", async () => {
    const org = await newUser();
    const db = await getDb();
    // The checker on its own: the organizer alone, registered as a player (written directly, as
    // registerPlayers will refuse it once it calls the checker).
    const lonely = await createEvent(org, base("relaxed"));
    await db.player.create({ data: { eventId: lonely.id, name: "Olga Organa", email: org.email.toUpperCase(), seq: 1 } });
    expect(await leaderParticipationProblem(db, lonely.id)).toContain("second leader");
    await expect(assertLeaderParticipation(db, lonely.id, ["email"])).rejects.toMatchObject({ code: "conflict", issues: [expect.objectContaining({ path: ["email"] })] });
    // Adding a second leader resolves it.
    await addStaff(org, lonely.id, { email: uniqueEmail("judge"), role: "judge" });
    expect(await leaderParticipationProblem(db, lonely.id)).toBeNull();

    const event = await createEvent(org, base("relaxed"));
    const judge = await newUser("judge");
    const j = await addStaff(org, event.id, { email: judge.email, role: "judge" });
    await registerPlayers(org, event.id, { players: [{ name: "Olga Organa", email: org.email }, { name: "Kyle Katarn" }] });
    expect(await leaderParticipationProblem(db, event.id)).toBeNull();
    expect((await listEventStaff(org, event.id)).find((s) => s.role === "organizer")?.playing).toBe(true);

    // Removing the only second leader would leave the organizer playing alone.
    const before = await snapshot(event.id);
    const e = await refusal(removeStaff(org, event.id, j.id));
    expect(e.code).toBe("conflict");
    expect(e.message).toMatch(/cannot be removed.*Olga Organa.*second leader/);
    expect(await snapshot(event.id)).toEqual(before);

    // A judge who also plays is fine with the organizer as the second leader.
    const kyle = (await db.player.findFirstOrThrow({ where: { eventId: event.id, name: "Kyle Katarn" } })).id;
    await updatePlayer(org, event.id, kyle, { email: judge.email });
    expect(await leaderParticipationProblem(db, event.id)).toBeNull();
    // With a marshal added, the judge can go.
    const marshal = await addStaff(org, event.id, { email: uniqueEmail("marshal"), role: "marshal" });
    expect(marshal.pending).toBe(true);
    await removeStaff(org, event.id, j.id);
    expect(await leaderParticipationProblem(db, event.id)).toBeNull();
  });

  it.each(["formal", "premier"] as const)("%s: leaders can never be players", async (tier) => {
    const org = await newUser();
    const event = await createEvent(org, base(tier));
    const judgeEmail = uniqueEmail("judge");
    await registerPlayers(org, event.id, { players: [{ name: "Jan Ors", email: judgeEmail }, { name: "Kyle Katarn" }] });
    const before = await snapshot(event.id);
    const e = await refusal(addStaff(org, event.id, { email: judgeEmail.toUpperCase(), role: "judge" }));
    expect(e).toMatchObject({ code: "conflict", issues: [expect.objectContaining({ path: ["email"] })] });
    expect(e.message).toContain(`Leaders cannot play in a ${tier === "formal" ? "Formal" : "Premier"} event`);
    expect(e.message).toContain("Jan Ors");
    expect(await snapshot(event.id)).toEqual(before);

    // Giving a player a leader's email is refused too.
    const kyle = (await (await getDb()).player.findFirstOrThrow({ where: { eventId: event.id, name: "Kyle Katarn" } })).id;
    await expect(updatePlayer(org, event.id, kyle, { email: org.email })).rejects.toMatchObject({ code: "conflict", issues: [expect.objectContaining({ path: ["email"] })] });
    expect(await snapshot(event.id)).toEqual(before);
  });

  it("changing a Relaxed event with a playing leader to Formal is refused beside the tier", async () => {
    const org = await newUser();
    const event = await createEvent(org, base("relaxed"));
    await addStaff(org, event.id, { email: uniqueEmail("judge"), role: "judge" });
    await registerPlayers(org, event.id, { players: [{ name: "Olga Organa", email: org.email }, { name: "Kyle Katarn" }] });
    const before = await snapshot(event.id);
    const e = await refusal(updateEventSettings(org, event.id, { tier: "formal" }));
    expect(e).toMatchObject({ code: "conflict", issues: [expect.objectContaining({ path: ["tier"] })] });
    expect(await snapshot(event.id)).toEqual(before);
  });
});

describe("/api/v1 staff, player edits and deck lists", () => {
  const call = (method: string, body?: unknown, token?: string) =>
    new Request("http://test.local/api", {
      method,
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const params = <P extends Record<string, string>>(p: P) => ({ params: Promise.resolve(p) });

  it("routes answer with the documented statuses", async () => {

    const org = await newUser();
    const token = await createApiToken(org.id);
    const event = await createEvent(org, base("formal"));
    const [kyle, jan] = await registerPlayers(org, event.id, { players: [{ name: "Kyle Katarn" }, { name: "Jan Ors", email: "jan@example.org" }] });
    const ev = params({ eventId: event.id });

    const added = await staffRoute.POST(call("POST", { email: uniqueEmail("judge"), role: "judge" }, token), ev);
    expect(added.status).toBe(201);
    const judge = (await added.json()) as { id: string; pending: boolean };
    expect(judge.pending).toBe(true);
    expect((await staffRoute.POST(call("POST", { email: "jan@example.org", role: "marshal" }, token), ev)).status).toBe(409);
    expect((await staffRoute.POST(call("POST", { email: uniqueEmail(), role: "organizer" }, token), ev)).status).toBe(400);
    expect((await staffRoute.POST(call("POST", { email: uniqueEmail(), role: "judge" }), ev)).status).toBe(401);
    const list = await staffRoute.GET(call("GET", undefined, token), ev);
    expect(((await list.json()) as { staff: unknown[] }).staff).toHaveLength(2);
    expect((await staffItem.DELETE(call("DELETE", undefined, token), params({ eventId: event.id, staffId: judge.id }))).status).toBe(200);

    const pp = (playerId: string) => params({ eventId: event.id, playerId });
    const renamed = await playerItem.PATCH(call("PATCH", { name: "Kyle K." }, token), pp(kyle!.id));
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ name: "Kyle K." });
    expect((await playerItem.PATCH(call("PATCH", { name: "Jan Ors" }, token), pp(kyle!.id))).status).toBe(400);
    const deck = { affiliation: "Jedi", objectiveSets: Array.from({ length: 10 }, (_, i) => `Set ${i + 1}`) };
    const put = await deckRoute.PUT(call("PUT", { light: deck, dark: { ...deck, affiliation: "Sith" } }, token), pp(jan!.id));
    expect(put.status).toBe(200);
    expect(await (await deckRoute.GET(call("GET", undefined, token), pp(jan!.id))).json()).toMatchObject({ name: "Jan Ors", locked: false, deckLists: { dark: { affiliation: "Sith" } } });
    expect((await deckRoute.PUT(call("PUT", { light: deck }, token), pp(jan!.id))).status).toBe(400);
    expect((await deckRoute.GET(call("GET"), pp(jan!.id))).status).toBe(401);
    expect((await playerItem.DELETE(call("DELETE", undefined, token), pp(jan!.id))).status).toBe(200);
    expect((await playerItem.DELETE(call("DELETE", undefined, token), pp(jan!.id))).status).toBe(404);

    const doc = openApiDocument() as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths["/events/{eventId}"] ?? {})).toEqual(expect.arrayContaining(["get", "patch"]));
    expect(Object.keys(doc.paths["/events/{eventId}/staff"] ?? {})).toEqual(["get", "post"]);
    expect(doc.paths["/events/{eventId}/staff/{staffId}"]).toHaveProperty("delete");
    expect(Object.keys(doc.paths["/events/{eventId}/players/{playerId}"] ?? {})).toEqual(["patch", "delete"]);
    expect(Object.keys(doc.paths["/events/{eventId}/players/{playerId}/decklists"] ?? {})).toEqual(["get", "put"]);
  });
});
