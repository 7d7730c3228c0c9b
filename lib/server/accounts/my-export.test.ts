/**
 * A player's data export (GET /api/v1/me/export): the caller's own account without secrets,
 * profile, entries, ratings, guild membership with role and history, invitations and season
 * awards — and nobody else's.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { GET as exportRoute } from "@/app/api/v1/me/export/route";
import { MyDataExport } from "@/lib/schemas/my-export";
import { ServiceError } from "../kernel/errors";
import { createApiToken } from "./accounts";
import { myProfile } from "./profiles";
import { exportMyData } from "./my-export";
import { mergeProfiles } from "./profile-merge";
import { acceptGuildInvitation, createGuild, inviteToGuild, setGuildOfficer, withdrawGuildInvitation } from "../guilds/guilds";
import { attachEvent, createSeason } from "../seasons/seasons";
import { pairNextRound } from "../rounds/rounds";
import { finishRound } from "@/tests/server/event-helpers";
import { importSeason } from "../seasons/season-import";
import { eventWith } from "@/tests/server/event-helpers";
import { newUser } from "@/tests/helpers";

const call = (token: string | null) => new Request("http://test.local/api/v1/me/export", { headers: token ? { authorization: `Bearer ${token}` } : {} });
const ctx = { params: Promise.resolve(undefined) } as never;

describe("GET /me/export", () => {
  it("gives the caller's account (no secrets), profile, entries, ratings, guild with role and history, invitations and season awards", async () => {
    const db = await getDb();
    const me = await newUser("exporter");
    const other = await newUser("other");
    const profile = await myProfile(me);
    const theirs = await myProfile(other);

    // An entry with a placement, a rating, a guild (officer), an invitation withdrawn and one waiting, a season award.
    const { eventId, players, org } = await eventWith(4);
    await db.player.update({ where: { id: players[0]!.id }, data: { profileId: profile.id } });
    await db.player.update({ where: { id: players[1]!.id }, data: { profileId: theirs.id } });
    await db.playerRating.create({ data: { game: "swg-tcg", ratedId: profile.id, name: "x", rating: 1555.5, matches: 12, provisional: false, lastEventId: eventId, lastRatedAt: new Date() } });
    await db.playerRating.create({ data: { game: "swg-tcg", ratedId: theirs.id, name: "y", rating: 1999, matches: 12, provisional: false, lastEventId: eventId, lastRatedAt: new Date() } });
    const otherLeader = await newUser("other-leader");
    const { id: otherGuild } = await createGuild(otherLeader, { name: `Other guild ${randomUUID().slice(0, 8)}`, tag: "OTH" });
    const withdrawn = await inviteToGuild(otherLeader, otherGuild, { profileId: profile.id });
    await withdrawGuildInvitation(otherLeader, otherGuild, withdrawn.id);
    const waiting = await inviteToGuild(otherLeader, otherGuild, { profileId: profile.id });
    await inviteToGuild(otherLeader, otherGuild, { profileId: theirs.id });
    const leader = await newUser("leader");
    const { id: guildId } = await createGuild(leader, { name: `Export guild ${randomUUID().slice(0, 8)}`, tag: "EXP" });
    const accepted = await acceptGuildInvitation(me, (await inviteToGuild(leader, guildId, { profileId: profile.id })).id);
    await setGuildOfficer(leader, guildId, profile.id, true);
    const season = await createSeason(org, { name: "Export League", game: "ffg-swtcg", preset: "store-league", schedule: "dates", startsAt: "2026-01-01T00:00:00Z", endsAt: "2027-01-01T00:00:00Z" });
    await db.seasonAward.create({ data: { seasonId: season.id, period: "2026", profileId: profile.id, kind: "champion", points: 42, rank: 1 } });
    const token = await createApiToken(me.id, { name: "Export script" });

    const res = await exportRoute(call(token), ctx);
    expect(res.status).toBe(200);
    const text = await res.text();
    const data = MyDataExport.parse(JSON.parse(text));
    expect(data.account).toMatchObject({ id: me.id, email: me.email, name: me.name, admin: false });
    expect(text).not.toMatch(/passwordHash|\$argon|\$2[aby]\$/);
    expect(text).not.toContain(token);
    expect(data.apiTokens.map((t) => t.name)).toContain("Export script");

    expect(data.profile).toMatchObject({ id: profile.id, public: true, mergedProfiles: [] });
    expect(data.entries).toEqual([expect.objectContaining({ eventId, playerId: players[0]!.id, entryStatus: "active" })]);
    expect(data.ratings).toEqual([expect.objectContaining({ game: "swg-tcg", rating: 1555.5, matches: 12 })]);
    expect(data.guild).toMatchObject({ id: guildId, tag: "EXP", role: "officer" });
    expect(data.guildHistory.map((h) => [h.guildId, h.kind, h.as])).toEqual([
      [guildId, "officerGranted", "subject"],
      [guildId, "joined", "actor"],
      [guildId, "invited", "subject"],
      [otherGuild, "invited", "subject"],
      [otherGuild, "withdrawn", "subject"],
      [otherGuild, "invited", "subject"],
    ]);
    expect(data.guildInvitations.map((i) => [i.id, i.status])).toEqual([
      [accepted.id, "accepted"],
      [waiting.id, "pending"],
      [withdrawn.id, "withdrawn"],
    ]);
    expect(data.seasonAwards).toEqual([expect.objectContaining({ seasonId: season.id, seasonName: "Export League", kind: "champion", points: 42, rank: 1 })]);

    // Nobody else's data.
    expect(text).not.toContain(theirs.id);
    expect(text).not.toContain(other.email);
    expect(text).not.toContain("1999");
  });

  it("lists a plain player's standings in the seasons their events count for (not only the seasons they organize)", async () => {
    const db = await getDb();
    const me = await newUser("season-player");
    const profile = await myProfile(me);
    const { eventId, players, org } = await eventWith(4, { swissRounds: 2 });
    await db.event.update({ where: { id: eventId }, data: { startsAt: new Date("2026-03-14T10:00:00Z") } });
    await db.player.update({ where: { id: players[0]!.id }, data: { profileId: profile.id } });
    const season = await createSeason(org, { name: `Players' League ${randomUUID().slice(0, 6)}`, game: "ffg-swtcg", preset: "store-league", schedule: "dates", startsAt: "2026-01-01T00:00:00Z", endsAt: "2027-01-01T00:00:00Z" });
    await attachEvent(org, season.id, { eventId });
    await pairNextRound(org, eventId);
    await finishRound(org, eventId, 1);

    const data = await exportMyData(me);
    expect(data.seasons).toEqual([]);
    expect(data.seasonStandings).toHaveLength(1);
    const row = data.seasonStandings[0]!;
    expect(row).toMatchObject({ seasonId: season.id, seasonName: season.name, period: "season", eventsPlayed: 1 });
    expect(row.rank).toBeGreaterThanOrEqual(1);
    expect(row.events.map((e) => e.eventId)).toEqual([eventId]);
    expect(MyDataExport.parse(JSON.parse(JSON.stringify(data))).seasonStandings).toHaveLength(1);
  });

  it("includes profiles merged into the player's and their guild history", async () => {
    const db = await getDb();
    const me = await newUser("survivor");
    const profile = await myProfile(me);
    const leader = await newUser("typed-leader");
    const { id: guildId } = await createGuild(leader, { name: `Typed guild ${randomUUID().slice(0, 8)}`, tag: "TYP" });
    const typed = await db.playerProfile.create({ data: { displayName: "Typed self" } });
    await db.guildMember.create({ data: { guildId, profileId: typed.id, role: "member" } });
    await db.guildHistory.create({ data: { guildId, kind: "joined", actorId: typed.id } });
    const admin = await newUser("admin");
    await db.user.update({ where: { id: admin.id }, data: { admin: true, emailVerifiedAt: new Date() } });
    await mergeProfiles(admin, typed.id, { into: profile.id });

    const data = await exportMyData(me);
    expect(data.profile?.mergedProfiles).toEqual([expect.objectContaining({ id: typed.id, displayName: "Typed self" })]);
    expect(data.profile?.merges).toEqual([expect.objectContaining({ status: "merged", from: { profileId: typed.id, displayName: "Typed self" } })]);
    // The survivor was in no guild: it took the membership, and the history entry names it.
    expect(data.guild).toMatchObject({ id: guildId, role: "member" });
    expect(data.guildHistory.map((h) => [h.guildId, h.kind, h.as])).toEqual([
      [guildId, "mergeMoved", "subject"],
      [guildId, "joined", "actor"],
    ]);
  });

  it("carries the seasons the account organizes as documents the season import reads back, and nobody else's", async () => {
    const organizer = await newUser("season-organizer");
    const someoneElse = await newUser("other-organizer");
    const fields = { game: "swg-tcg", preset: "store-league", schedule: "dates", startsAt: "2026-01-01T00:00:00Z", endsAt: "2027-01-01T00:00:00Z" } as const;
    const mine = await createSeason(organizer, { name: `Mine ${randomUUID().slice(0, 6)}`, ...fields });
    await createSeason(someoneElse, { name: `Theirs ${randomUUID().slice(0, 6)}`, ...fields });
    const data = MyDataExport.parse(await exportMyData(organizer));
    expect(data.seasons.map((s) => s.season.name)).toEqual([mine.name]);
    const copy = await importSeason(organizer, data.seasons[0]);
    expect(copy.seasonId).not.toBe(mine.id);
    expect((await (await getDb()).season.findUniqueOrThrow({ where: { id: copy.seasonId } })).name).toBe(mine.name);
  });

  it("an account without a profile gets its account and empty lists; no token is 401", async () => {
    const fresh = await newUser("fresh");
    const data = await exportMyData(fresh);
    expect(data).toMatchObject({ account: { id: fresh.id }, profile: null, entries: [], guild: null, guildInvitations: [], seasonAwards: [], seasons: [] });
    expect((await exportRoute(call(null), ctx)).status).toBe(401);
    await expect(exportMyData(null)).rejects.toBeInstanceOf(ServiceError);
  });
});
