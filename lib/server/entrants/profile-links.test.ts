/**
 * Profile links beside entrants' names (issue 35): claimed, public profiles only — never a
 * hidden profile, a typed entry, a profile no account holds, or another event's entrant.
 */
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { myProfile, updateMyProfile } from "@/lib/server/accounts/profiles";
import { newUser } from "../../../tests/helpers";
import { eventWith } from "../../../tests/server/event-helpers";
import { entrantProfileLinks } from "./profile-links";

describe("entrants' profile links", () => {
  it("link claimed public profiles only", async () => {
    const db = await getDb();
    const { eventId, players } = await eventWith(5);
    const [pub, hidden, typed, unheld, later] = players as { id: string }[];
    const pubUser = await newUser("linked");
    const pubProfile = await myProfile(pubUser);
    await db.player.update({ where: { id: pub!.id }, data: { profileId: pubProfile.id } });
    const hiddenUser = await newUser("hidden");
    const hiddenProfile = await myProfile(hiddenUser);
    await updateMyProfile(hiddenUser, { public: false });
    await db.player.update({ where: { id: hidden!.id }, data: { profileId: hiddenProfile.id } });
    const noAccount = await db.playerProfile.create({ data: { displayName: "Typed profile" } });
    await db.player.update({ where: { id: unheld!.id }, data: { profileId: noAccount.id } });
    const other = await eventWith(1);

    const links = await entrantProfileLinks(eventId, [pub!.id, hidden!.id, typed!.id, unheld!.id, other.players[0]!.id, "not an id!"]);
    expect(links).toEqual({ [pub!.id]: pubProfile.id });

    // Hiding the profile takes the link away; showing it again brings it back.
    await updateMyProfile(pubUser, { public: false });
    expect(await entrantProfileLinks(eventId, [pub!.id])).toEqual({});
    await updateMyProfile(pubUser, { public: true });
    expect(await entrantProfileLinks(eventId, [pub!.id, later!.id])).toEqual({ [pub!.id]: pubProfile.id });
  });
});
