import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { POST as createRoute } from "@/app/api/v1/events/route";
import { PATCH } from "@/app/api/v1/events/[eventId]/route";
import { POST as signup } from "@/app/api/v1/auth/signup/route";
import { describeEntry } from "@/lib/words/event-history";
import { exportEvent } from "@/lib/server/transfer/event-export";
import { importEvent } from "@/lib/server/transfer/event-import";
import { updateEventSettings } from "@/lib/server/events/event-settings";
import { createEvent, getEvent } from "@/lib/server/events/events";
import { updateRegistrationSettings } from "@/lib/server/entrants/registration-settings";
import { checkInSelf } from "@/lib/server/entrants/check-in";
import { selfRegister } from "@/lib/server/entrants/self-registration";
import { newUser, uniqueEmail } from "../../../tests/helpers";
import { withNewIds } from "../../../tests/server/export-helpers";

const FFG = { name: "Berlin Open", structure: "basic", tier: "relaxed" } as const;

async function apiUser() {
  const s = await signup(new Request("http://t/", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: uniqueEmail(), password: "a long test password", name: "Olga" }) }), { params: Promise.resolve({}) });
  return (await s.json()) as { token: string; user: { id: string; email: string; name: string } };
}
const send = (method: string, token: string, body: unknown) =>
  new Request("http://t/", { method, headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: JSON.stringify(body) });

describe("the event's time zone", () => {
  it("POST /events takes timeZone (canonical IANA name) and returns it; without one it is UTC; a bad one is 400 on timeZone", async () => {
    const { token } = await apiUser();
    const made = await createRoute(send("POST", token, { ...FFG, timeZone: "europe/berlin" }), { params: Promise.resolve({}) });
    expect(made.status).toBe(201);
    const event = (await made.json()) as { id: string; timeZone: string };
    expect(event.timeZone).toBe("Europe/Berlin");
    expect((await getEvent(event.id)).timeZone).toBe("Europe/Berlin");

    const plain = await createRoute(send("POST", token, FFG), { params: Promise.resolve({}) });
    expect(((await plain.json()) as { timeZone: string }).timeZone).toBe("UTC");

    const db = await getDb();
    const count = await db.event.count();
    for (const bad of ["Mars/Olympus_Mons", "+01:00", "", 60]) {
      const res = await createRoute(send("POST", token, { ...FFG, timeZone: bad }), { params: Promise.resolve({}) });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { issues: { path: string[]; message: string }[] } };
      expect(body.error.issues.map((i) => i.path)).toEqual([["timeZone"]]);
    }
    expect(await db.event.count()).toBe(count);
  });

  it("changes in the settings (PATCH), audited old and new and told in words; a bad zone changes nothing", async () => {
    const { token, user } = await apiUser();
    const event = await createEvent(user, { ...FFG, timeZone: "Europe/Berlin" });
    const patch = (body: unknown) => PATCH(send("PATCH", token, body), { params: Promise.resolve({ eventId: event.id }) });

    const bad = await patch({ timeZone: "Europe/Atlantis" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { issues: { path: string[] }[] } }).error.issues[0]!.path).toEqual(["timeZone"]);
    expect((await getEvent(event.id)).timeZone).toBe("Europe/Berlin");

    const ok = await patch({ timeZone: "America/New_York" });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ timeZone: "America/New_York" });
    const db = await getDb();
    const log = await db.auditEntry.findFirstOrThrow({ where: { eventId: event.id, action: "event.update" } });
    expect(log.data).toEqual({ old: { timeZone: "Europe/Berlin" }, new: { timeZone: "America/New_York" } });
    expect(describeEntry("event.update", log.data).changes).toEqual([{ field: "Time zone", old: "Europe/Berlin", new: "America/New_York" }]);

    // The same zone again is no change: nothing logged.
    await updateEventSettings(user, event.id, { timeZone: "America/New_York" });
    expect(await db.auditEntry.count({ where: { eventId: event.id, action: "event.update" } })).toBe(1);
  });

  it("travels in the export document; a document without one (made before zones) imports as UTC", async () => {
    const org = await newUser();
    const event = await createEvent(org, { ...FFG, timeZone: "Asia/Tokyo" });
    const doc = await exportEvent(org, event.id);
    expect(doc.event.timeZone).toBe("Asia/Tokyo");

    const copy = withNewIds(doc);
    const imported = await importEvent(org, JSON.parse(JSON.stringify(copy)));
    expect(imported.event.timeZone).toBe("Asia/Tokyo");
    expect((await exportEvent(org, imported.event.id)).event.timeZone).toBe("Asia/Tokyo");

    const old = withNewIds(doc);
    delete (old.event as { timeZone?: string }).timeZone;
    expect((await importEvent(org, JSON.parse(JSON.stringify(old)))).event.timeZone).toBe("UTC");

    const wrong = withNewIds(doc);
    (wrong.event as { timeZone?: string }).timeZone = "Nowhere/Land";
    await expect(importEvent(org, JSON.parse(JSON.stringify(wrong)))).rejects.toMatchObject({ code: "invalid_input", issues: [expect.objectContaining({ path: ["event", "timeZone"] })] });
  });

  it("a check-in refusal writes the opening time in the event's zone", async () => {
    const org = await newUser();
    const player = await newUser("player");
    // 1 January 2099, 10:00 in Berlin (CET, UTC+1); check-in opens an hour before.
    const event = await createEvent(org, { ...FFG, timeZone: "Europe/Berlin", startsAt: "2099-01-01T09:00:00Z" });
    await updateRegistrationSettings(org, event.id, { selfRegistration: true, checkInMinutes: 60 });
    await selfRegister(player, event.id);
    await expect(checkInSelf(player, event.id)).rejects.toMatchObject({ code: "conflict", message: "Check-in opens at Thu, 1 Jan 2099, 09:00 CET." });
  });
});
