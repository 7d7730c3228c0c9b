/**
 * Guilds, rule by rule (issue 26): founding, names unique ignoring case, one guild per player,
 * invitations with a notice, officers' rights, removal, leadership hand-over and succession,
 * dissolution, the cap of 100 under concurrent acceptances, and the history of every change.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import { GUILD_CAP } from "@/lib/schemas/guild";
import { ServiceError } from "../kernel/errors";
import { listMyNotifications } from "../notices/notices";
import { myProfile } from "../accounts/profiles";
import {
  acceptGuildInvitation,
  createGuild,
  declineGuildInvitation,
  inviteToGuild,
  leaveGuild,
  removeGuildMember,
  setGuildOfficer,
  successorOf,
  transferGuildLeadership,
  updateGuildMessage,
  withdrawGuildInvitation,
  INVITATION_WINDOW_MS,
} from "./guilds";
import { getGuild, myGuild } from "./guild-read";
import { mergeProfiles, undoMerge } from "../accounts/profile-merge";
import { eventWith } from "@/tests/server/event-helpers";

/** A new account (no password hashing: many are made). */
async function person(name = "Player"): Promise<User & { profileId: string }> {
  const db = await getDb();
  const id = `u${randomUUID().replace(/-/g, "").slice(0, 24)}`;
  const user = await db.user.create({ data: { id, email: `${id}@test.holonet.local`, name: `${name} ${id.slice(1, 6)}`, passwordHash: "x" }, select: { id: true, email: true, name: true } });
  return { ...user, profileId: (await myProfile(user)).id };
}

const uniqueName = (base: string) => `${base} ${randomUUID().slice(0, 8)}`;

async function refusal(p: Promise<unknown>): Promise<ServiceError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ServiceError);
  return err as ServiceError;
}

/** Invites and accepts: `who` joins the guild. */
async function join(by: User, guildId: string, who: User & { profileId: string }) {
  const inv = await inviteToGuild(by, guildId, { profileId: who.profileId });
  return acceptGuildInvitation(who, inv.id);
}

async function guildWith(members = 0) {
  const leader = await person("Leader");
  const { id } = await createGuild(leader, { name: uniqueName("Guild"), tag: "TST" });
  const others = [];
  for (let i = 0; i < members; i++) {
    const p = await person(`Member${i}`);
    await join(leader, id, p);
    others.push(p);
  }
  return { id, leader, members: others };
}

/** The kinds the guild's history records, oldest first (what its leader reads; the public sees no invitations). */
const kinds = async (guildId: string) => (await (await getDb()).guildHistory.findMany({ where: { guildId }, orderBy: [{ at: "asc" }, { id: "asc" }], select: { kind: true } })).map((h) => h.kind);

describe("founding a guild", () => {
  it("makes the founder its leader, with a history entry; names are unique ignoring case", async () => {
    const a = await person();
    const name = uniqueName("Jedi Order");
    const { id } = await createGuild(a, { name, tag: "JEDI", message: "May the Force be with us." });
    const g = await getGuild(a, id);
    expect(g).toMatchObject({ name, tag: "JEDI", message: "May the Force be with us.", memberCount: 1, leader: { profileId: a.profileId }, you: { role: "leader" } });
    expect(await kinds(id)).toEqual(["created"]);

    const err = await refusal(createGuild(await person(), { name: name.toUpperCase(), tag: "SITH" }));
    expect(err.code).toBe("conflict");
    expect(err.message).toMatch(/already exists.*ignoring case/);
    expect(err.issues[0]?.path).toEqual(["name"]);
  });

  it("refuses a founder who is in another guild, saying which", async () => {
    const { id, leader } = await guildWith();
    const name = (await getGuild(null, id)).name;
    const err = await refusal(createGuild(leader, { name: uniqueName("Second"), tag: "TWO" }));
    expect(err.code).toBe("conflict");
    expect(err.message).toContain(name);
  });

  it("checks the input: a tag of letters and digits, a name", async () => {
    const a = await person();
    expect((await refusal(createGuild(a, { name: "", tag: "X" }))).issues[0]?.path).toEqual(["name"]);
    expect((await refusal(createGuild(a, { name: "Fine", tag: "no spaces" }))).issues[0]?.path).toEqual(["tag"]);
    expect((await refusal(createGuild(null, { name: "Fine", tag: "OK" }))).code).toBe("unauthenticated");
  });

  it("two foundings of one name at once: one guild", async () => {
    const name = uniqueName("Race");
    const [a, b] = [await person(), await person()];
    const results = await Promise.allSettled([createGuild(a, { name, tag: "A" }), createGuild(b, { name: name.toLowerCase(), tag: "B" })]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const db = await getDb();
    expect(await db.guild.count({ where: { name: { equals: name, mode: "insensitive" } } })).toBe(1);
  });
});

describe("invitations", () => {
  it("reach the invitee as a notice with a link to the guild; accepting joins, declining does not", async () => {
    const { id, leader } = await guildWith();
    const [ben, cat] = [await person("Ben"), await person("Cat")];
    const inv = await inviteToGuild(leader, id, { profileId: ben.profileId });
    const { notifications } = await listMyNotifications(ben);
    expect(notifications[0]).toMatchObject({ kind: "guild.invited", link: `/guilds/${id}` });
    expect(notifications[0]!.text).toContain("invites you to the guild");
    expect((await myGuild(ben)).invitations.map((i) => i.id)).toEqual([inv.id]);
    expect((await getGuild(ben, id)).you).toEqual({ role: "invitee", invitationId: inv.id });

    expect((await acceptGuildInvitation(ben, inv.id)).status).toBe("accepted");
    expect((await myGuild(ben)).guild).toMatchObject({ id, role: "member" });
    expect((await refusal(acceptGuildInvitation(ben, inv.id))).code).toBe("conflict");

    const inv2 = await inviteToGuild(leader, id, { profileId: cat.profileId });
    expect((await refusal(acceptGuildInvitation(ben, inv2.id))).code).toBe("forbidden");
    expect((await declineGuildInvitation(cat, inv2.id)).status).toBe("declined");
    expect((await myGuild(cat)).guild).toBeNull();
    expect(await kinds(id)).toEqual(["created", "invited", "joined", "invited", "declined"]);
  });

  it("one guild per player: inviting a member of another guild says so; accepting while in one says so", async () => {
    const first = await guildWith(1);
    const second = await guildWith();
    const firstName = (await getGuild(null, first.id)).name;
    const err = await refusal(inviteToGuild(second.leader, second.id, { profileId: first.members[0]!.profileId }));
    expect(err.code).toBe("conflict");
    expect(err.message).toContain(`member of another guild (${firstName})`);

    // Invited while free, then joined another guild before answering.
    const dan = await person("Dan");
    const inv = await inviteToGuild(second.leader, second.id, { profileId: dan.profileId });
    await join(first.leader, first.id, dan);
    const late = await refusal(acceptGuildInvitation(dan, inv.id));
    expect(late.code).toBe("conflict");
    expect(late.message).toContain(`You are a member of ${firstName}`);
  });

  it("one guild per player under concurrency: accepting two invitations at once joins one guild", async () => {
    const [g1, g2] = [await guildWith(), await guildWith()];
    const eve = await person("Eve");
    const [i1, i2] = [await inviteToGuild(g1.leader, g1.id, { profileId: eve.profileId }), await inviteToGuild(g2.leader, g2.id, { profileId: eve.profileId })];
    const results = await Promise.allSettled([acceptGuildInvitation(eve, i1.id), acceptGuildInvitation(eve, i2.id)]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r): r is PromiseRejectedResult => r.status === "rejected")!;
    expect((refused.reason as ServiceError).message).toMatch(/a player can be in one guild only/);
    expect(await (await getDb()).guildMember.count({ where: { profileId: eve.profileId } })).toBe(1);
  });

  it("only the leader and officers invite; a profile without an account cannot be invited; no double invitation", async () => {
    const { id, leader, members } = await guildWith(2);
    const [member, officer] = members as [User & { profileId: string }, User & { profileId: string }];
    await setGuildOfficer(leader, id, officer.profileId, true);
    const x = await person();
    expect((await refusal(inviteToGuild(member, id, { profileId: x.profileId }))).code).toBe("forbidden");
    expect((await refusal(inviteToGuild(await person(), id, { profileId: x.profileId }))).code).toBe("forbidden");
    await inviteToGuild(officer, id, { profileId: x.profileId });
    expect((await refusal(inviteToGuild(leader, id, { profileId: x.profileId }))).code).toBe("conflict");
    const typed = await (await getDb()).playerProfile.create({ data: { displayName: "Typed entry" } });
    expect((await refusal(inviteToGuild(leader, id, { profileId: typed.id }))).message).toContain("no account");
  });
});

describe("officers, removal, leadership", () => {
  it("the leader grants and revokes officer status; officers edit the message and remove members only", async () => {
    const { id, leader, members } = await guildWith(3);
    const [o1, o2, m] = members as [User & { profileId: string }, User & { profileId: string }, User & { profileId: string }];
    await setGuildOfficer(leader, id, o1.profileId, true);
    await setGuildOfficer(leader, id, o2.profileId, true);
    expect((await refusal(setGuildOfficer(o1, id, m.profileId, true))).code).toBe("forbidden");
    expect((await refusal(updateGuildMessage(m, id, { message: "hi" }))).code).toBe("forbidden");
    await updateGuildMessage(o1, id, { message: "Officers' words" });
    expect((await getGuild(null, id)).message).toBe("Officers' words");

    expect((await refusal(removeGuildMember(o1, id, leader.profileId))).message).toMatch(/cannot remove the leader or another officer/);
    expect((await refusal(removeGuildMember(o1, id, o2.profileId))).code).toBe("forbidden");
    expect((await refusal(removeGuildMember(m, id, o1.profileId))).code).toBe("forbidden");
    await removeGuildMember(o1, id, m.profileId);
    await setGuildOfficer(leader, id, o2.profileId, false);
    await removeGuildMember(leader, id, o1.profileId);
    const g = await getGuild(null, id);
    expect(g.members.map((x) => [x.profileId, x.role])).toEqual([
      [leader.profileId, "leader"],
      [o2.profileId, "member"],
    ]);
    expect(await kinds(id)).toEqual([
      "created", "invited", "joined", "invited", "joined", "invited", "joined",
      "officerGranted", "officerGranted", "messageChanged", "removed", "officerRevoked", "removed",
    ]);
  });

  it("hand-over: the new leader leads, the former becomes an officer", async () => {
    const { id, leader, members } = await guildWith(1);
    await transferGuildLeadership(leader, id, { profileId: members[0]!.profileId });
    const g = await getGuild(leader, id);
    expect(g.leader?.profileId).toBe(members[0]!.profileId);
    expect(g.you.role).toBe("officer");
    expect((await refusal(transferGuildLeadership(leader, id, { profileId: leader.profileId }))).code).toBe("forbidden");
  });

  it("when the leader leaves, the longest-standing officer leads; without officers the longest-standing member; the last to leave dissolves it", async () => {
    const db = await getDb();
    const { id, leader, members } = await guildWith(3);
    const [a, b, c] = members as [User & { profileId: string }, User & { profileId: string }, User & { profileId: string }];
    await setGuildOfficer(leader, id, c.profileId, true);
    await setGuildOfficer(leader, id, b.profileId, true);
    // c has been an officer the longest, though b joined earlier.
    await db.guildMember.update({ where: { profileId: c.profileId }, data: { officerSince: new Date("2026-01-01") } });
    await db.guildMember.update({ where: { profileId: b.profileId }, data: { officerSince: new Date("2026-02-01") } });
    await leaveGuild(leader, id);
    expect((await getGuild(null, id)).leader?.profileId).toBe(c.profileId);

    await setGuildOfficer(c, id, b.profileId, false);
    await db.guildMember.update({ where: { profileId: a.profileId }, data: { joinedAt: new Date("2026-03-01") } });
    await db.guildMember.update({ where: { profileId: b.profileId }, data: { joinedAt: new Date("2026-02-01") } });
    await leaveGuild(c, id);
    expect((await getGuild(null, id)).leader?.profileId).toBe(b.profileId);

    const pending = await inviteToGuild(b, id, { profileId: (await person()).profileId });
    await leaveGuild(a, id);
    await leaveGuild(b, id);
    const g = await getGuild(null, id);
    expect(g.dissolvedAt).not.toBeNull();
    expect(g.memberCount).toBe(0);
    expect((await db.guildInvitation.findUniqueOrThrow({ where: { id: pending.id } })).status).toBe("withdrawn");
    expect((await kinds(id)).slice(7)).toEqual(["officerGranted", "officerGranted", "left", "leaderSucceeded", "officerRevoked", "left", "leaderSucceeded", "invited", "left", "left", "dissolved"]);
    // A dissolved guild takes no changes, and its name is free again.
    expect((await refusal(updateGuildMessage(b, id, { message: "x" }))).code).toBe("conflict");
    const again = await createGuild(await person(), { name: g.name.toLowerCase(), tag: "NEW" });
    expect(again.id).not.toBe(id);
  });

  it("successorOf: officer the longest, then member the longest, ties by id", () => {
    const d = (s: string) => new Date(s);
    const m = (id: string, role: string, joined: string, officer: string | null = null) => ({ id, role, joinedAt: d(joined), officerSince: officer ? d(officer) : null });
    expect(successorOf([m("a", "member", "2026-01-01"), m("b", "officer", "2026-03-01", "2026-04-01"), m("c", "officer", "2026-02-01", "2026-05-01")])?.id).toBe("b");
    expect(successorOf([m("b", "member", "2026-01-02"), m("a", "member", "2026-01-02"), m("c", "member", "2026-01-03")])?.id).toBe("a");
    expect(successorOf([])).toBeNull();
  });
});

describe("profile merges", () => {
  async function admin() {
    const a = await person("Admin");
    await (await getDb()).user.update({ where: { id: a.id }, data: { admin: true, emailVerifiedAt: new Date() } });
    return a;
  }

  it("the survivor takes the merged profile's membership (and role) when it is in no guild; undoing puts it back", async () => {
    const db = await getDb();
    const { id } = await guildWith();
    const typed = await db.playerProfile.create({ data: { displayName: "Typed twin" } });
    await db.guildMember.create({ data: { guildId: id, profileId: typed.id, role: "officer", officerSince: new Date() } });
    const person1 = await person("Twin");
    const boss = await admin();
    await mergeProfiles(boss, typed.id, { into: person1.profileId });
    expect((await myGuild(person1)).guild).toMatchObject({ id, role: "officer" });
    expect(await db.guildMember.findUnique({ where: { profileId: typed.id } })).toBeNull();
    expect((await kinds(id)).at(-1)).toBe("mergeMoved");
    await undoMerge(boss, typed.id);
    expect((await myGuild(person1)).guild).toBeNull();
    expect(await db.guildMember.findUnique({ where: { profileId: typed.id } })).toMatchObject({ guildId: id, role: "officer" });
    expect((await kinds(id)).at(-1)).toBe("mergeUndone");
  });

  it("both in guilds: the survivor keeps its own; the merged profile's membership ends with a history entry and the leader's succession", async () => {
    const db = await getDb();
    const mine = await guildWith();
    const theirs = await guildWith(2);
    const [first, second] = theirs.members as [User & { profileId: string }, User & { profileId: string }];
    await setGuildOfficer(theirs.leader, theirs.id, second.profileId, true);
    // The other guild's leader is merged into the leader of mine (an administrator merges two accounts' profiles).
    const boss = await admin();
    await mergeProfiles(boss, theirs.leader.profileId, { into: mine.leader.profileId });
    expect((await myGuild(mine.leader)).guild).toMatchObject({ id: mine.id, role: "leader" });
    expect(await db.guildMember.findUnique({ where: { profileId: theirs.leader.profileId } })).toBeNull();
    const g = await getGuild(null, theirs.id);
    expect(g.memberCount).toBe(2);
    expect(g.leader?.profileId).toBe(second.profileId);
    expect((await kinds(theirs.id)).slice(-2)).toEqual(["mergeEnded", "leaderSucceeded"]);
    expect(g.history[1]).toMatchObject({ kind: "mergeEnded", actor: null, subject: expect.stringContaining("Leader") });
    expect(first.profileId).toBeDefined();

    // Undoing does not bring an ended membership back.
    await undoMerge(boss, theirs.leader.profileId);
    expect(await db.guildMember.findUnique({ where: { profileId: theirs.leader.profileId } })).toBeNull();
    expect((await getGuild(null, theirs.id)).memberCount).toBe(2);
  });

  it("a merged profile that was its guild's last member dissolves it; both in one guild leaves one member", async () => {
    const db = await getDb();
    const boss = await admin();
    const alone = await guildWith();
    const other = await guildWith(1);
    await mergeProfiles(boss, alone.leader.profileId, { into: other.members[0]!.profileId });
    const gone = await getGuild(null, alone.id);
    expect(gone.dissolvedAt).not.toBeNull();
    expect((await kinds(alone.id)).slice(-2)).toEqual(["mergeEnded", "dissolved"]);

    const same = await guildWith(1);
    await mergeProfiles(boss, same.members[0]!.profileId, { into: same.leader.profileId });
    expect((await getGuild(null, same.id)).memberCount).toBe(1);
    expect(await db.guildMember.count({ where: { guildId: same.id } })).toBe(1);
  });

  it("pending invitations of the merged profile move to the survivor, unless it is that guild's member or already invited (withdrawn)", async () => {
    const db = await getDb();
    const boss = await admin();
    const [g1, g2, g3] = [await guildWith(), await guildWith(), await guildWith()];
    const twin = await person("Twin");
    const survivor = await person("Survivor");
    const own = await inviteToGuild(g2.leader, g2.id, { profileId: survivor.profileId });
    await join(g3.leader, g3.id, survivor);
    const toMove = await inviteToGuild(g1.leader, g1.id, { profileId: twin.profileId });
    const dup = await inviteToGuild(g2.leader, g2.id, { profileId: twin.profileId });
    const intoOwnGuild = await inviteToGuild(g3.leader, g3.id, { profileId: twin.profileId });
    await mergeProfiles(boss, twin.profileId, { into: survivor.profileId });
    const status = async (i: { id: string }) => db.guildInvitation.findUniqueOrThrow({ where: { id: i.id }, select: { status: true, profileId: true } });
    expect(await status(toMove)).toEqual({ status: "pending", profileId: survivor.profileId });
    expect(await status(dup)).toMatchObject({ status: "withdrawn" });
    expect(await status(own)).toMatchObject({ status: "pending" });
    expect(await status(intoOwnGuild)).toMatchObject({ status: "withdrawn" });
    expect((await kinds(g3.id)).at(-1)).toBe("withdrawn");
    expect((await myGuild(survivor)).invitations.map((i) => i.id).sort()).toEqual([toMove.id, own.id].sort());

    await undoMerge(boss, twin.profileId);
    expect(await status(toMove)).toEqual({ status: "pending", profileId: twin.profileId });
  });
});

describe("the tag", () => {
  it("the leader and officers change it (history from → to); a bad tag is refused naming the field; members cannot", async () => {
    const { id, leader, members } = await guildWith(1);
    await updateGuildMessage(leader, id, { tag: "NEW1" });
    const g = await getGuild(null, id);
    expect(g.tag).toBe("NEW1");
    expect(g.history[0]).toMatchObject({ kind: "tagChanged", data: { from: "TST", to: "NEW1" } });
    const bad = await refusal(updateGuildMessage(leader, id, { tag: "no spaces" }));
    expect(bad.code).toBe("invalid_input");
    expect(bad.issues[0]?.path).toEqual(["tag"]);
    expect((await refusal(updateGuildMessage(leader, id, {}))).code).toBe("invalid_input");
    expect((await refusal(updateGuildMessage(members[0]!, id, { tag: "MINE" }))).code).toBe("forbidden");
    expect((await getGuild(null, id)).tag).toBe("NEW1");
    // The same tag again changes nothing and records nothing.
    await updateGuildMessage(leader, id, { tag: "NEW1" });
    expect((await kinds(id)).filter((k) => k === "tagChanged")).toHaveLength(1);
  });
});

describe("hidden profiles", () => {
  it("outsiders and plain members get no id, name or ratings of a hidden member; the member and the leader and officers do; the count stays right", async () => {
    const db = await getDb();
    const { id, leader, members } = await guildWith(3);
    const [hidden, officer, plain] = members as [User & { profileId: string }, User & { profileId: string }, User & { profileId: string }];
    await setGuildOfficer(leader, id, officer.profileId, true);
    await db.playerProfile.update({ where: { id: hidden.profileId }, data: { public: false } });
    await db.playerRating.create({ data: { game: "swg-tcg", ratedId: hidden.profileId, name: "x", rating: 1612, provisional: false, matches: 9, lastEventId: "e", lastRatedAt: new Date() } });
    const outsider = await person("Outsider");

    for (const viewer of [null, outsider, plain]) {
      const g = await getGuild(viewer, id);
      expect(g.memberCount).toBe(4);
      expect(g.members).toHaveLength(4);
      expect(JSON.stringify(g)).not.toContain(hidden.profileId);
      expect(JSON.stringify(g)).not.toContain(hidden.name.split(" ")[1]!);
      expect(g.members.find((m) => m.profileId === null)).toMatchObject({ name: "Hidden player", ratings: [] });
    }
    for (const viewer of [hidden, leader, officer]) {
      const row = (await getGuild(viewer, id)).members.find((m) => m.profileId === hidden.profileId);
      expect(row).toMatchObject({ name: expect.stringContaining("Member0"), hidden: true, ratings: [{ game: "swg-tcg", rating: 1612 }] });
    }
  });

  it("a hidden leader: no id in the leader field; history names hidden; events played only of visible members", async () => {
    const db = await getDb();
    const { id, leader, members } = await guildWith(1);
    await db.playerProfile.update({ where: { id: leader.profileId }, data: { public: false } });
    const { eventId, players } = await eventWith(2);
    const ev = { id: eventId };
    await db.player.update({ where: { id: players[0]!.id }, data: { profileId: leader.profileId } });
    const g = await getGuild(null, id);
    expect(g.leader).toEqual({ profileId: null, name: "Hidden player" });
    expect(g.history[g.history.length - 1]).toMatchObject({ kind: "created", actor: "Hidden player" });
    expect(g.events.map((e) => e.id)).not.toContain(ev.id);
    expect(JSON.stringify(g)).not.toContain(leader.profileId);
    expect((await getGuild(leader, id)).events.map((e) => e.id)).toContain(ev.id);
    expect((await getGuild(members[0]!, id)).leader?.profileId).toBeNull();
    // Their invitations' notices do not name them.
    const invitee = await person("Invitee");
    await inviteToGuild(leader, id, { profileId: invitee.profileId });
    const { notifications } = await listMyNotifications(invitee);
    expect(notifications[0]!.text).toMatch(/^A guild officer invites you to the guild/);
    expect(JSON.stringify(notifications)).not.toContain(leader.name);
  });
});

describe("withdrawing invitations", () => {
  it("the leader and officers see pending invitations and withdraw one; it can no longer be accepted; others cannot", async () => {
    const { id, leader, members } = await guildWith(2);
    const [officer, plain] = members as [User & { profileId: string }, User & { profileId: string }];
    await setGuildOfficer(leader, id, officer.profileId, true);
    const [x, y] = [await person("Xen"), await person("Yul")];
    const ix = await inviteToGuild(leader, id, { profileId: x.profileId });
    const iy = await inviteToGuild(officer, id, { profileId: y.profileId });
    expect((await getGuild(leader, id)).invitations.map((i) => [i.id, i.profileId])).toEqual([
      [ix.id, x.profileId],
      [iy.id, y.profileId],
    ]);
    expect((await getGuild(officer, id)).invitations).toHaveLength(2);
    for (const viewer of [null, plain, x]) expect((await getGuild(viewer, id)).invitations).toEqual([]);

    expect((await refusal(withdrawGuildInvitation(plain, id, ix.id))).code).toBe("forbidden");
    expect((await refusal(withdrawGuildInvitation(x, id, ix.id))).code).toBe("forbidden");
    const other = await guildWith();
    expect((await refusal(withdrawGuildInvitation(other.leader, other.id, ix.id))).code).toBe("not_found");

    expect((await withdrawGuildInvitation(officer, id, ix.id)).status).toBe("withdrawn");
    const late = await refusal(acceptGuildInvitation(x, ix.id));
    expect(late.code).toBe("conflict");
    expect(late.message).toMatch(/withdrew this invitation: it can no longer be accepted/);
    expect((await myGuild(x)).invitations).toEqual([]);
    expect((await getGuild(x, id)).you).toEqual({ role: "stranger", invitationId: null });
    expect((await refusal(withdrawGuildInvitation(leader, id, ix.id))).code).toBe("conflict");
    expect((await getGuild(leader, id)).invitations.map((i) => i.id)).toEqual([iy.id]);
    const g = await getGuild(leader, id);
    expect(g.history[0]).toMatchObject({ kind: "withdrawn", actor: expect.stringContaining("Member0"), subject: expect.stringContaining("Xen") });
  });

  it("the public history shows no invitations (invited, declined, withdrawn): the leader and officers still see them", async () => {
    const { id, leader, members } = await guildWith(2);
    const [officer, member] = [members[0]!, members[1]!];
    await setGuildOfficer(leader, id, officer.profileId, true);
    const [ben, cat, dan] = [await person("Ben"), await person("Cat"), await person("Dan")];
    await declineGuildInvitation(ben, (await inviteToGuild(leader, id, { profileId: ben.profileId })).id);
    await withdrawGuildInvitation(officer, id, (await inviteToGuild(leader, id, { profileId: cat.profileId })).id);
    await inviteToGuild(officer, id, { profileId: dan.profileId });
    const INVITATIONS = ["invited", "declined", "withdrawn"];
    for (const viewer of [null, member, ben, dan]) {
      const g = await getGuild(viewer, id);
      expect(g.history.map((h) => h.kind).filter((k) => INVITATIONS.includes(k))).toEqual([]);
      expect(g.history.map((h) => h.kind)).toContain("joined");
      expect(JSON.stringify(g.history)).not.toMatch(/Ben |Cat |Dan /);
    }
    for (const viewer of [leader, officer]) {
      const shown = (await getGuild(viewer, id)).history.map((h) => h.kind);
      expect(shown.filter((k) => INVITATIONS.includes(k)).sort()).toEqual(["declined", "invited", "invited", "invited", "invited", "invited", "withdrawn"]);
    }
  });
});

describe("the cap of 100", () => {
  it(`${30} acceptances into a guild of 90 at once: exactly ${GUILD_CAP} members, the rest told it is full`, async () => {
    const db = await getDb();
    const { id, leader } = await guildWith();
    // 89 more members written directly (profiles without accounts), so the guild has 90.
    const fillers = Array.from({ length: 89 }, () => `p${randomUUID().replace(/-/g, "").slice(0, 24)}`);
    await db.playerProfile.createMany({ data: fillers.map((pid) => ({ id: pid, displayName: "Filler" })) });
    await db.guildMember.createMany({ data: fillers.map((profileId) => ({ guildId: id, profileId, role: "member" })) });
    const invitees = await Promise.all(Array.from({ length: 30 }, (_, i) => person(`Joiner${i}`)));
    const invitations: { id: string }[] = [];
    for (const p of invitees) invitations.push(await inviteToGuild(leader, id, { profileId: p.profileId }));

    const results = await Promise.allSettled(invitees.map((p, i) => acceptGuildInvitation(p, invitations[i]!.id)));
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(10);
    expect(refused).toHaveLength(20);
    for (const r of refused) expect((r.reason as ServiceError).message).toMatch(/is full: a guild has at most 100 members/);
    expect(await db.guildMember.count({ where: { guildId: id } })).toBe(GUILD_CAP);
    expect((await getGuild(null, id)).history.filter((h) => h.kind === "joined")).toHaveLength(10);
  });
});

describe("invitation spam (issue 34)", () => {
  it("one pending invitation per player and guild; a withdrawn notice is gone; a third invitation within the hour is refused, saying when", async () => {
    const { id, leader } = await guildWith();
    const x = await person("Spammed");
    const invited = () => listMyNotifications(x).then((l) => l.notifications.filter((n) => n.kind === "guild.invited"));
    const first = await inviteToGuild(leader, id, { profileId: x.profileId });
    expect((await refusal(inviteToGuild(leader, id, { profileId: x.profileId }))).code).toBe("conflict");
    expect(await invited()).toHaveLength(1);

    // Withdrawn by mistake: the notice goes, and the guild invites again at once.
    await withdrawGuildInvitation(leader, id, first.id);
    expect(await invited()).toEqual([]);
    const second = await inviteToGuild(leader, id, { profileId: x.profileId });
    expect((await invited()).map((n) => (n.data as { invitationId: string }).invitationId)).toEqual([second.id]);
    await withdrawGuildInvitation(leader, id, second.id);
    expect(await invited()).toEqual([]);

    // The loop stops here: refused, saying when.
    const again = await refusal(inviteToGuild(leader, id, { profileId: x.profileId }));
    expect(again.code).toBe("too_many_requests");
    expect(again.message).toMatch(/invited 2 times in the last hour: you can invite them again in 60 minutes/);
    expect(again.retryAfterSeconds).toBeGreaterThan(59 * 60);
    const db = await getDb();
    expect(await db.guildInvitation.count({ where: { guildId: id, profileId: x.profileId } })).toBe(2);

    // An hour after the first (moved back), the guild invites again.
    await db.guildInvitation.update({ where: { id: first.id }, data: { createdAt: new Date(Date.now() - INVITATION_WINDOW_MS - 1000) } });
    expect((await inviteToGuild(leader, id, { profileId: x.profileId })).status).toBe("pending");
    // Another guild is not held back by this one's invitations.
    const other = await guildWith();
    expect((await inviteToGuild(other.leader, other.id, { profileId: x.profileId })).status).toBe("pending");
  });
});
