/**
 * The response cache and guild tags (issue 26): a stored pairings or standings page shows a guild
 * change (a new tag, a member joining or leaving) on its next read, not only after the event's
 * next version; reads that show no tags (the JSON API) stay stored.
 *
 * The cache renders through a loopback request to the server: here a small HTTP server on
 * 127.0.0.1 that counts its renders stands in for Next.js.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cacheableRequest } from "./cacheable";
import { newResponseCache } from "./response-cache";
import { guildTagsVersion, notificationsState, startListening } from "@/lib/live";
import { createGuild, updateGuildMessage } from "@/lib/server/guilds/guilds";
import { eventWith } from "@/tests/server/event-helpers";
import { newUser } from "@/tests/helpers";
import { updateMyProfile } from "@/lib/server/accounts/profiles";
import { getDb } from "@/lib/db";
import { eventStore } from "@/lib/server/store/event-store";

let server: Server;
const renders = new Map<string, number>();

beforeAll(async () => {
  server = createServer((req, res) => {
    const n = (renders.get(req.url ?? "") ?? 0) + 1;
    renders.set(req.url ?? "", n);
    res.writeHead(200, { "content-type": "text/html" });
    res.end(`<p>render ${n} of ${req.url}</p>`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.__NEXT_PRIVATE_ORIGIN = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  startListening();
  for (let i = 0; i < 200 && notificationsState() !== "listening"; i++) await new Promise((r) => setTimeout(r, 50));
});

afterAll(async () => {
  delete process.env.__NEXT_PRIVATE_ORIGIN;
  await new Promise((resolve) => server.close(resolve));
});

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Reads an address through the cache, as a visitor's document load. */
async function read(cache: ReturnType<typeof newResponseCache>, path: string): Promise<{ how: string | null; body: string }> {
  const request = new Request(`http://holonet.test${path}`, { headers: { accept: "text/html", "sec-fetch-dest": "document" } });
  const url = new URL(request.url);
  const what = cacheableRequest({ method: "GET", pathname: url.pathname, search: url.search, headers: request.headers });
  expect(what, path).not.toBeNull();
  const res = await cache.serve(request, what!);
  expect(res?.status, path).toBe(200);
  return { how: res!.headers.get("x-holonet-cache"), body: await res!.text() };
}

/** Reads until the stored render is the newest one (a changed version is rendered while the old one is served). */
async function settled(cache: ReturnType<typeof newResponseCache>, path: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const r = await read(cache, path);
    if (r.how === "hit") return r.body;
    await new Promise((res) => setTimeout(res, 20));
  }
  throw new Error(`${path} never settled`);
}

describe("the response cache and guild tags", () => {
  it("a tag change re-renders the stored pairings and standings at once; the API reads stay stored", async () => {
    expect(notificationsState()).toBe("listening");
    const { eventId } = await eventWith(4);
    const cache = newResponseCache();
    const pages = [`/events/${eventId}/standings`, `/events/${eventId}/pairings`];
    const api = `/api/v1/events/${eventId}/standings`;
    for (const p of [...pages, api]) {
      expect((await read(cache, p)).body).toContain("render 1");
      expect(await read(cache, p)).toMatchObject({ how: "hit", body: expect.stringContaining("render 1") });
    }

    // A guild founded: the event's version does not move, the guild tags' does.
    const leader = await newUser("guild-leader");
    const before = guildTagsVersion();
    const { id } = await createGuild(leader, { name: `Cache guild ${randomUUID().slice(0, 8)}`, tag: "OLD" });
    await until(() => (guildTagsVersion() ?? -1) > (before ?? 0), "the guild notice");
    for (const p of pages) expect(await settled(cache, p)).toContain("render 2");
    expect(await read(cache, api)).toMatchObject({ how: "hit", body: expect.stringContaining("render 1") });

    // A new tag.
    const was = guildTagsVersion()!;
    await updateGuildMessage(leader, id, { tag: "NEW" });
    // Read your own writes: until its notice is heard, the change's own process does not serve stored pages.
    await until(() => (guildTagsVersion() ?? -1) > was, "the tag notice");
    for (const p of pages) expect(await settled(cache, p)).toContain("render 3");

    // A member hides their profile: their tag goes.
    const hid = guildTagsVersion()!;
    await updateMyProfile(leader, { public: false });
    await until(() => (guildTagsVersion() ?? -1) > hid, "the profile's notice");
    for (const p of pages) expect(await settled(cache, p)).toContain("render 4");

    // Nothing changed: the pages stay stored.
    for (const p of pages) expect(await read(cache, p)).toMatchObject({ how: "hit", body: expect.stringContaining("render 4") });
    // A message is no tag: no notice, nothing re-rendered.
    await updateGuildMessage(leader, id, { message: "Only words" });
    await new Promise((r) => setTimeout(r, 150));
    for (const p of pages) expect(await read(cache, p)).toMatchObject({ how: "hit", body: expect.stringContaining("render 4") });
  });

  it("a guild change re-renders only the stored pages of events showing one of its members (a topic per profile)", async () => {
    expect(notificationsState()).toBe("listening");
    const { eventId } = await eventWith(4);
    const entrant = await newUser("guild-entrant");
    const { id: guildId } = await createGuild(entrant, { name: `Entrant guild ${randomUUID().slice(0, 8)}`, tag: "ONE" });
    const db = await getDb();
    const profile = await db.playerProfile.findFirstOrThrow({ where: { userId: entrant.id }, select: { id: true } });
    const player = await db.player.findFirstOrThrow({ where: { eventId }, select: { id: true } });
    // Set up before the event's state is first read: the entrant is a guild member.
    await db.player.update({ where: { id: player.id }, data: { profileId: profile.id } });
    await until(() => guildTagsVersion() !== null, "the guild notice");
    // The event's state is held (a page read it): its entrants' profiles are known.
    await eventStore.read(eventId);
    const cache = newResponseCache();
    const pages = [`/events/${eventId}/standings`, `/events/${eventId}/pairings`];
    for (const p of pages) expect(await settled(cache, p)).toContain("render 1");

    // A guild of nobody at this event: its pages stay stored.
    const outsider = await newUser("guild-outsider");
    const before = guildTagsVersion()!;
    await createGuild(outsider, { name: `Outside guild ${randomUUID().slice(0, 8)}`, tag: "OUT" });
    await until(() => (guildTagsVersion() ?? -1) > before, "the outsider's notice");
    for (const p of pages) expect(await read(cache, p)).toMatchObject({ how: "hit", body: expect.stringContaining("render 1") });

    // The entrant's guild takes a new tag: rendered anew.
    const was = guildTagsVersion()!;
    await updateGuildMessage(entrant, guildId, { tag: "TWO" });
    await until(() => (guildTagsVersion() ?? -1) > was, "the tag notice");
    for (const p of pages) expect(await settled(cache, p)).toContain("render 2");
  });
});
