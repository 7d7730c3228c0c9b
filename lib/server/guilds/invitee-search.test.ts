/**
 * Inviting by name (issue 35): the leader and officers find public profiles with an account by
 * a part of their name; hidden, merged and account-less profiles are never found; others may
 * not search. Names are unique per run (the PostgreSQL test database is shared).
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { myProfile, updateMyProfile } from "@/lib/server/accounts/profiles";
import type { ServiceError } from "@/lib/server/kernel/errors";
import { newUser } from "../../../tests/helpers";
import { createGuild, inviteToGuild } from "./guilds";
import { searchInvitees } from "./invitee-search";
import { GET as inviteesRoute } from "@/app/api/v1/guilds/[guildId]/invitees/route";
import { createApiToken } from "@/lib/server/accounts/accounts";

const refusal = (p: Promise<unknown>) => p.then(() => null, (e: unknown) => e as ServiceError);

describe("finding a player to invite by name", () => {
  it("finds public profiles with an account by any part of the name; never hidden, merged or account-less ones", async () => {
    const db = await getDb();
    const tag = `Qx${randomUUID().slice(0, 6)}`;
    const leader = await newUser("search-leader");
    await updateMyProfile(leader, { displayName: `${tag} Leader` });
    const { id: guildId } = await createGuild(leader, { name: `Search guild ${tag}`, tag: "SRCH" });
    const person = async (name: string, hidden = false) => {
      const u = await newUser("search");
      await updateMyProfile(u, { displayName: name, ...(hidden ? { public: false } : {}) });
      return { user: u, profileId: (await myProfile(u)).id };
    };
    const anna = await person(`Anna ${tag}`);
    const hanna = await person(`Hanna ${tag}`);
    await person(`Annabel ${tag} Hidden`, true);
    await db.playerProfile.create({ data: { displayName: `Anna ${tag} Typed` } });
    const merged = await person(`Anna ${tag} Merged`);
    await db.playerProfile.update({ where: { id: merged.profileId }, data: { mergedIntoId: anna.profileId, mergedAt: new Date() } });
    await inviteToGuild(leader, guildId, { profileId: hanna.profileId });

    const found = await searchInvitees(leader, guildId, { q: `${tag}` });
    expect(found.map((c) => c.name).sort()).toEqual([`Anna ${tag}`, `Hanna ${tag}`]);
    expect(found.find((c) => c.profileId === hanna.profileId)).toMatchObject({ invited: true, guild: null });
    // A word that starts with what was typed comes before a name merely containing it.
    const ann = await searchInvitees(leader, guildId, { q: "ANNA " + tag.slice(0, 4).toLowerCase() });
    expect(ann.map((c) => c.profileId)).toEqual([anna.profileId, hanna.profileId]);
    expect((await searchInvitees(leader, guildId, { q: `${tag} hidden` })).length).toBe(0);

    // Two letters at least; only the guild's leader and officers search; signed out is 401.
    expect((await refusal(searchInvitees(leader, guildId, { q: "a" })))?.code).toBe("invalid_input");
    expect((await refusal(searchInvitees(anna.user, guildId, { q: tag })))?.code).toBe("forbidden");
    expect((await refusal(searchInvitees(null, guildId, { q: tag })))?.code).toBe("unauthenticated");

    // Over the API: the same players; a one-letter search is 400 on q.
    const token = await createApiToken(leader.id, { name: "search" });
    const call = (q: string) => inviteesRoute(new Request(`http://test.local/api/v1/guilds/${guildId}/invitees?q=${encodeURIComponent(q)}`, { headers: { authorization: `Bearer ${token}` } }), { params: Promise.resolve({ guildId }) });
    const res = await call(tag);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { players: { name: string }[] }).players.map((p) => p.name).sort()).toEqual([`Anna ${tag}`, `Hanna ${tag}`]);
    const bad = await call("a");
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('"q"');
  });
});
