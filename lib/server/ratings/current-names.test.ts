/**
 * The rating list names players as they are called now (issue 35): a profile renamed after its
 * last rating run shows, and is found, by its new name; a typed entry by its entry's name.
 * Rows are rated in 2100 and read from then, so only this file's rows are active.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { myProfile, updateMyProfile } from "@/lib/server/accounts/profiles";
import { createEvent } from "@/lib/server/events/events";
import { registerPlayers } from "@/lib/server/entrants/players";
import { newUser } from "../../../tests/helpers";
import { ratingList, ratingListPlace } from "./read";

const GAME = "swccg";
const NOW = new Date("2100-06-01T00:00:00Z");

describe("names on the rating list", () => {
  it("shows a profile's current name, not the one stored at the last rating run, and a search finds it", async () => {
    const db = await getDb();
    const tag = `Nm${randomUUID().slice(0, 6)}`;
    const user = await newUser("renamed");
    const profile = await myProfile(user);
    await updateMyProfile(user, { displayName: `${tag} Old Name` });
    const org = await newUser("renamed-org");
    const event = await createEvent(org, { name: `${tag} Night`, structure: "basic", tier: "relaxed" });
    const [typed] = (await registerPlayers(org, event.id, { players: [{ name: `${tag} Typed` }] })) as { id: string }[];
    await db.ratingRun.create({ data: { game: GAME, reason: "completed", eventId: event.id, fromPosition: 1 } });
    await db.playerRating.createMany({
      data: [
        { game: GAME, ratedId: profile.id, name: `${tag} Old Name`, rating: 1600, matches: 4, provisional: true, lastEventId: event.id, lastRatedAt: new Date("2100-05-01T00:00:00Z") },
        { game: GAME, ratedId: `entry:${typed!.id}`, name: `${tag} Typed`, rating: 1500, matches: 4, provisional: true, lastEventId: event.id, lastRatedAt: new Date("2100-05-01T00:00:00Z") },
      ],
    });
    expect((await ratingList(GAME, { q: tag }, { now: NOW })).rows.map((r) => r.name)).toEqual([`${tag} Old Name`, `${tag} Typed`]);

    await updateMyProfile(user, { displayName: `${tag} New Name` });
    await db.player.update({ where: { id: typed!.id }, data: { name: `${tag} Typed Again` } });
    expect((await ratingList(GAME, { q: tag }, { now: NOW })).rows.map((r) => r.name)).toEqual([`${tag} New Name`, `${tag} Typed Again`]);
    expect((await ratingList(GAME, { q: "new name" }, { now: NOW })).rows.map((r) => r.profileId)).toContain(profile.id);
  });

  it("finds a player's own row: its page of the list, inactive or not, and its rank", async () => {
    const db = await getDb();
    const tag = `Me${randomUUID().slice(0, 6)}`;
    const org = await newUser("place-org");
    const event = await createEvent(org, { name: `${tag} Night`, structure: "basic", tier: "relaxed" });
    const people = await Promise.all([0, 1].map(async () => (await myProfile(await newUser("place"))).id));
    await db.playerRating.createMany({
      data: [
        { game: GAME, ratedId: people[0]!, name: `${tag} Active`, rating: 1234.5, matches: 4, provisional: true, lastEventId: event.id, lastRatedAt: new Date("2100-05-01T00:00:00Z") },
        { game: GAME, ratedId: people[1]!, name: `${tag} Away`, rating: 1234.5, matches: 4, provisional: true, lastEventId: event.id, lastRatedAt: new Date("2097-05-01T00:00:00Z") },
      ],
    });
    await db.ratingRun.create({ data: { game: GAME, reason: "completed", eventId: event.id, fromPosition: 2 } });
    const active = await ratingListPlace(GAME, people[0]!, { now: NOW });
    expect(active).toMatchObject({ inactive: false });
    const page = await ratingList(GAME, { page: String(active!.page) }, { now: NOW });
    expect(page.rows.find((r) => r.profileId === people[0])?.rank).toBe(active!.rank);
    const away = await ratingListPlace(GAME, people[1]!, { now: NOW });
    expect(away).toMatchObject({ inactive: true, rank: null });
    expect((await ratingList(GAME, { inactive: "1", page: String(away!.page) }, { now: NOW })).rows.map((r) => r.profileId)).toContain(people[1]);
    // Not rated in this game, or hidden: not on the list.
    expect(await ratingListPlace("ffg-swtcg", people[0]!, { now: NOW })).toBeNull();
    await db.playerProfile.update({ where: { id: people[0]! }, data: { public: false } });
    expect(await ratingListPlace(GAME, people[0]!, { now: NOW })).toBeNull();
  });
});
