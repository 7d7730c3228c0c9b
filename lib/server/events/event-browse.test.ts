import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { BROWSE_PAGE_SIZE, browseEvents } from "@/lib/server/events/event-browse";
import { createEvent, eventsForUser } from "@/lib/server/events/events";
import { registerPlayers } from "@/lib/server/entrants/players";
import { newUser } from "../../../tests/helpers";

describe("the home page's event lists", () => {
  it("pages through many events, searches by name or venue, and lists the user's own events", async () => {
    const tag = randomUUID().slice(0, 8);
    const org = await newUser();
    const other = await newUser("other");
    const total = BROWSE_PAGE_SIZE * 2 + 3;
    for (let i = 0; i < total; i++) {
      await createEvent(i % 2 === 0 ? org : other, { name: `Browse ${tag} #${String(i).padStart(2, "0")}`, structure: "basic", tier: "relaxed", venue: i === 5 ? `Hall ${tag}-venue` : undefined });
    }
    const first = await browseEvents("upcoming", { q: tag }, null);
    expect(first.total).toBe(total);
    expect(first.pages).toBe(3);
    expect(first.events).toHaveLength(BROWSE_PAGE_SIZE);
    const last = await browseEvents("upcoming", { q: tag, page: "3" }, null);
    expect(last.events).toHaveLength(3);
    const seen = new Set([...first.events, ...(await browseEvents("upcoming", { q: tag, page: 2 }, null)).events, ...last.events].map((e) => e.id));
    expect(seen.size).toBe(total);

    // Search matches the venue too, case-insensitively; junk in the address falls back safely.
    expect((await browseEvents("upcoming", { q: `HALL ${tag}` }, null)).events.map((e) => e.name)).toEqual([`Browse ${tag} #05`]);
    expect((await browseEvents("upcoming", { q: tag, page: "9999" }, null)).page).toBe(3);
    expect((await browseEvents("upcoming", { q: tag, page: "99999999" }, null)).page).toBe(1);
    expect((await browseEvents("upcoming", { q: tag, page: "abc" }, null)).page).toBe(1);
    expect((await browseEvents("upcoming", { q: "a\u0000b" }, null)).total).toBeGreaterThanOrEqual(0);

    // Your events: only the ones you organize or staff, with your role.
    const mine = await browseEvents("mine", { q: tag }, org);
    expect(mine.total).toBe(Math.ceil(total / 2));
    expect(mine.events.every((e) => e.role === "organizer")).toBe(true);
    expect((await browseEvents("mine", {}, null)).total).toBe(0);
    // Not live or finished yet.
    expect((await browseEvents("live", { q: tag }, null)).total).toBe(0);
    expect((await browseEvents("recent", { q: tag }, null)).total).toBe(0);
  });

  it("shows each listed event's own player count", async () => {
    const tag = randomUUID().slice(0, 8);
    const org = await newUser();
    const sizes = [3, 0, 7];
    const ids: string[] = [];
    for (const [i, n] of sizes.entries()) {
      const event = await createEvent(org, { name: `Counted ${tag} ${i}`, structure: "basic", tier: "relaxed" });
      if (n > 0) await registerPlayers(org, event.id, { players: Array.from({ length: n }, (_, k) => ({ name: `P${k}` })) });
      ids.push(event.id);
    }
    const expected = new Map(ids.map((id, i) => [id, sizes[i]]));
    const listed = await browseEvents("upcoming", { q: tag }, null);
    expect(new Map(listed.events.map((e) => [e.id, e.playerCount]))).toEqual(expected);
    const mine = (await eventsForUser(org)).filter((e) => ids.includes(e.id));
    expect(new Map(mine.map((e) => [e.id, e.playerCount]))).toEqual(expected);
  });

  it("a team event's entrants are teams: the list says so (4 teams, not 4 players)", async () => {
    const tag = randomUUID().slice(0, 8);
    const org = await newUser();
    await createEvent(org, { name: `Doubles ${tag}`, preset: "swccg-2v2" });
    await createEvent(org, { name: `Singles ${tag}`, structure: "basic", tier: "relaxed" });
    const listed = (await browseEvents("upcoming", { q: tag }, null)).events;
    expect(listed.find((e) => e.name.startsWith("Doubles"))).toMatchObject({ teamSize: 2 });
    expect(listed.find((e) => e.name.startsWith("Singles"))).not.toHaveProperty("teamSize");
  });
});
