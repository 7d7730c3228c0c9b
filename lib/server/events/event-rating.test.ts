/**
 * An event's rating settings (issue 24): set at creation (API and service), changed in the
 * settings at any time, refused K changes nothing, carried by the DTO and the export document.
 */
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { POST as createRoute } from "@/app/api/v1/events/route";
import { GET as getRoute, PATCH as patchRoute } from "@/app/api/v1/events/[eventId]/route";
import { createApiToken } from "@/lib/server/accounts/accounts";
import { createEvent, getEvent } from "@/lib/server/events/events";
import { updateEventSettings } from "@/lib/server/events/event-settings";
import { registerPlayers } from "@/lib/server/entrants/players";
import { exportEvent } from "@/lib/server/transfer/event-export";
import { importEvent } from "@/lib/server/transfer/event-import";
import { EventExport } from "@/lib/schemas/event-export";
import { openApiDocument } from "@/lib/api/openapi";
import { newUser } from "../../../tests/helpers";
import { withNewIds } from "../../../tests/server/export-helpers";

const ffg = { name: "Rated Store Championship", structure: "basic", tier: "relaxed" } as const;

async function stored(eventId: string) {
  const db = await getDb();
  const [event, audit] = await Promise.all([db.event.findUniqueOrThrow({ where: { id: eventId } }), db.auditEntry.count({ where: { eventId } })]);
  const { updatedAt: _u, ...rest } = event;
  void _u;
  return { event: rest, audit };
}

describe("event rating settings", () => {
  it("creation stores the game's defaults, or what the organizer chose", async () => {
    const org = await newUser();
    const plain = await createEvent(org, ffg);
    expect(plain.rating).toEqual({ rated: true, k: 16 });
    expect((await stored(plain.id)).event.rating).toEqual({ rated: true, k: 16 });

    const championship = await createEvent(org, { ...ffg, rating: { k: 32 } });
    expect(championship.rating).toEqual({ rated: true, k: 32 });
    const unrated = await createEvent(org, { name: "Casual SWG night", preset: "swg-swiss", rating: { rated: false, k: 8 } });
    expect(unrated.rating).toEqual({ rated: false, k: 8 });
    expect((await stored(unrated.id)).event.rating).toEqual({ rated: false, k: 8 });
    expect(await getEvent(unrated.id)).toMatchObject({ rating: { rated: false, k: 8 } });

    // An event from before the settings ({} stored) reads with the defaults.
    const db = await getDb();
    await db.event.update({ where: { id: plain.id }, data: { rating: {} } });
    expect((await getEvent(plain.id)).rating).toEqual({ rated: true, k: 16 });
  });

  it("refuses K 0 and 65 at creation with the field, and creates nothing", async () => {
    const org = await newUser();
    const db = await getDb();
    const before = await db.event.count();
    for (const k of [0, 65]) {
      await expect(createEvent(org, { ...ffg, rating: { rated: true, k } })).rejects.toMatchObject({ code: "invalid_input", issues: [expect.objectContaining({ path: ["rating", "k"] })] });
    }
    expect(await db.event.count()).toBe(before);
  });

  it("the organizer changes them before, during and after the event; a field left out is kept; logged old → new", async () => {
    const org = await newUser();
    const event = await createEvent(org, ffg);
    expect((await updateEventSettings(org, event.id, { rating: { k: 32 } })).rating).toEqual({ rated: true, k: 32 });
    expect((await updateEventSettings(org, event.id, { rating: { rated: false } })).rating).toEqual({ rated: false, k: 32 });
    const db = await getDb();
    const log = await db.auditEntry.findMany({ where: { eventId: event.id, action: "event.update" }, orderBy: { createdAt: "asc" } });
    expect(log.map((l) => l.data)).toEqual([
      { old: { rating: { rated: true, k: 16 } }, new: { rating: { rated: true, k: 32 } } },
      { old: { rating: { rated: true, k: 32 } }, new: { rating: { rated: false, k: 32 } } },
    ]);
    // Sending the stored values back is no change (no entry).
    await updateEventSettings(org, event.id, { rating: { rated: false, k: 32 } });
    expect(await db.auditEntry.count({ where: { eventId: event.id, action: "event.update" } })).toBe(2);

    // Once round 1 is paired and after completion the rating still changes (the worker re-rates).
    for (const status of ["swiss", "complete"] as const) {
      await db.event.update({ where: { id: event.id }, data: { status } });
      const k = status === "swiss" ? 8 : 24;
      expect((await updateEventSettings(org, event.id, { rating: { rated: true, k } })).rating).toEqual({ rated: true, k });
      expect((await stored(event.id)).event.rating).toEqual({ rated: true, k });
    }
  });

  it("a refused update changes nothing: bad K, a judge, a stranger, a locked field beside it", async () => {
    const org = await newUser();
    const stranger = await newUser("stranger");
    const event = await createEvent(org, { ...ffg, rating: { rated: true, k: 32 } });
    const before = await stored(event.id);
    for (const k of [0, 65, 1.5]) {
      await expect(updateEventSettings(org, event.id, { rating: { k } })).rejects.toMatchObject({ code: "invalid_input", issues: [expect.objectContaining({ path: ["rating", "k"] })] });
    }
    await expect(updateEventSettings(org, event.id, { rating: { rated: false, k: 16 }, swissRounds: 4 })).rejects.toMatchObject({ code: "invalid_input" });
    await expect(updateEventSettings(stranger, event.id, { rating: { rated: false } })).rejects.toMatchObject({ code: "forbidden" });
    await expect(updateEventSettings(null, event.id, { rating: { rated: false } })).rejects.toMatchObject({ code: "unauthenticated" });
    const db = await getDb();
    await db.event.update({ where: { id: event.id }, data: { status: "swiss" } });
    const swiss = await stored(event.id);
    await expect(updateEventSettings(org, event.id, { rating: { k: 8 }, tier: "premier" })).rejects.toMatchObject({ code: "conflict" });
    expect(await stored(event.id)).toEqual(swiss);
    expect({ ...swiss.event, status: before.event.status, version: before.event.version }).toEqual(before.event);
  });

  it("API: POST and PATCH take it (400 names rating.k), GET carries it", async () => {
    const org = await newUser();
    const token = await createApiToken(org.id);
    const call = (handler: typeof createRoute, method: string, body: unknown, params: Record<string, string> = {}) =>
      handler(new Request("http://t/", { method, headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: JSON.stringify(body) }), { params: Promise.resolve(params) });
    const created = await call(createRoute, "POST", { ...ffg, rating: { rated: true, k: 32 } });
    expect(created.status).toBe(201);
    const event = (await created.json()) as { id: string; rating: unknown };
    expect(event.rating).toEqual({ rated: true, k: 32 });

    const refused = await call(createRoute, "POST", { ...ffg, rating: { rated: true, k: 65 } });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { code: "invalid_input", issues: [expect.objectContaining({ path: ["rating", "k"] })] } });

    const badPatch = await call(patchRoute as typeof createRoute, "PATCH", { rating: { k: 0 } }, { eventId: event.id });
    expect(badPatch.status).toBe(400);
    expect(await badPatch.json()).toMatchObject({ error: { issues: [expect.objectContaining({ path: ["rating", "k"] })] } });
    const patched = await call(patchRoute as typeof createRoute, "PATCH", { rating: { rated: false } }, { eventId: event.id });
    expect(patched.status).toBe(200);

    const read = await getRoute(new Request("http://t/"), { params: Promise.resolve({ eventId: event.id }) });
    expect(((await read.json()) as { rating: unknown }).rating).toEqual({ rated: false, k: 32 });
  });

  it("OpenAPI documents them: the Event's rating and the create and update bodies' rating", () => {
    const doc = openApiDocument() as unknown as { components: { schemas: Record<string, { properties?: Record<string, unknown> }> } };
    const schemas = doc.components.schemas;
    expect(schemas.EventRatingSettings).toMatchObject({ properties: { rated: { type: "boolean" }, k: { type: "integer", minimum: 1, maximum: 64 } } });
    expect(JSON.stringify(schemas.Event?.properties?.rating)).toMatch(/EventRatingSettings|"maximum":64/);
    expect(JSON.stringify(schemas.EventCreateInput?.properties?.rating)).toMatch(/EventRatingInput|"maximum":64/);
    expect(JSON.stringify(schemas.EventUpdateInput?.properties?.rating)).toMatch(/EventRatingInput|"maximum":64/);
  });

  it("the export carries them and a re-import restores them; an older document without them imports as {}", async () => {
    const org = await newUser();
    const event = await createEvent(org, { name: "Rated export", preset: "swg-swiss", randomSeed: "rated-export", rating: { rated: false, k: 24 } });
    await registerPlayers(org, event.id, { players: [{ name: "Ana" }, { name: "Ben" }, { name: "Cy" }] });
    const doc = await exportEvent(org, event.id);
    expect(doc.event.rating).toEqual({ rated: false, k: 24 });
    expect(EventExport.safeParse(doc).success).toBe(true);

    const copy = await importEvent(org, JSON.parse(JSON.stringify(withNewIds(doc))));
    expect((await stored(copy.event.id)).event.rating).toEqual({ rated: false, k: 24 });
    expect((await getEvent(copy.event.id)).rating).toEqual({ rated: false, k: 24 });
    expect((await exportEvent(org, copy.event.id)).event.rating).toEqual({ rated: false, k: 24 });

    const old = withNewIds(doc);
    delete (old.event as { rating?: unknown }).rating;
    const fromOld = await importEvent(org, JSON.parse(JSON.stringify(old)));
    expect((await stored(fromOld.event.id)).event.rating).toEqual({});
    expect((await getEvent(fromOld.event.id)).rating).toEqual({ rated: true, k: 16 });

    // A broken K in a document is refused with its path.
    const broken = withNewIds(doc);
    (broken.event as { rating?: unknown }).rating = { rated: true, k: 65 };
    await expect(importEvent(org, JSON.parse(JSON.stringify(broken)))).rejects.toMatchObject({ code: "invalid_input", issues: [expect.objectContaining({ path: ["event", "rating", "k"] })] });
  });
});
