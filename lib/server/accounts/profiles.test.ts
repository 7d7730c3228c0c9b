/**
 * Players as people: claiming a typed entry (code, verified email), the public profile with its
 * placements and records, privacy, and merging two profiles.
 */
import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import * as claimRoute from "@/app/api/v1/events/[eventId]/players/[playerId]/claim/route";
import * as profileRoute from "@/app/api/v1/players/[profileId]/route";
import * as meRoute from "@/app/api/v1/players/me/route";
import * as mergeRoute from "@/app/api/v1/players/[profileId]/merge/route";
import * as undoRoute from "@/app/api/v1/players/[profileId]/merge/undo/route";
import * as closeRoute from "@/app/api/v1/players/[profileId]/merge/[mergeId]/route";
import { createApiToken, signUp } from "@/lib/server/accounts/accounts";
import { claimCode, claimEntry, claimSecret, claimTickets, describeClaim, emailClaims, normaliseClaimCode } from "@/lib/server/entrants/claims";
import { createEvent } from "@/lib/server/events/events";
import { confirmEmailVerification } from "@/lib/server/accounts/email-verification";
import { newSecret, tokenId } from "@/lib/server/kernel/tokens";
import { getFinalPlacements } from "@/lib/server/standings/final-placements";
import { closeMergeRequest, mayMergeInto, mergeProfiles, profileIdOf, undoMerge } from "@/lib/server/accounts/profile-merge";
import { getPlayerProfile, myProfile, updateMyProfile } from "@/lib/server/accounts/profiles";
import { registerPlayers } from "@/lib/server/entrants/players";
import { getRound, pairNextRound } from "@/lib/server/rounds/rounds";
import { ServiceError } from "@/lib/server/kernel/errors";
import type { User } from "@/lib/schemas/auth";
import type { PlayerProfile } from "@/lib/schemas/profile";
import { inviteToken, newUser, uniqueEmail } from "../../../tests/helpers";
import { addStaffUser, auditCount, eventWith, finishRound } from "../../../tests/server/event-helpers";
import { acceptInvitation, addStaff } from "@/lib/server/staff/staff";
import { updateRegistrationSettings } from "@/lib/server/entrants/registration-settings";
import { selfRegister } from "@/lib/server/entrants/self-registration";

const ORIGIN = "http://holonet.test";
const request = (method: string, body?: unknown, token?: string) =>
  new Request(`${ORIGIN}/api`, {
    method,
    headers: { ...(body !== undefined ? { "content-type": "application/json" } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const params = <P extends Record<string, string>>(p: P) => ({ params: Promise.resolve(p) });

async function codeOf(playerId: string): Promise<string> {
  return claimCode(await claimSecret(), playerId);
}

async function refusal(p: Promise<unknown>): Promise<ServiceError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ServiceError);
  return err as ServiceError;
}

async function verify(user: User): Promise<void> {
  await (await getDb()).user.update({ where: { id: user.id }, data: { emailVerifiedAt: new Date() } });
}

/** A user who claims the given entry with its code; returns the claim. */
async function claimAs(who: string, eventId: string, playerId: string) {
  const user = await newUser(who);
  const claim = await claimEntry(user, eventId, playerId, { code: await codeOf(playerId) });
  return { user, ...claim };
}

describe("claiming a typed entry with its code", () => {
  it("the organizer sees each unclaimed entry's code; a wrong code is refused on `code`; the right one claims once", async () => {
    const { org, eventId, players } = await eventWith(4);
    const [p0, p1] = players;
    const tickets = await claimTickets(org, eventId);
    expect(Object.keys(tickets).sort()).toEqual(players.map((p) => p.id).sort());
    const ticket = tickets[p0!.id]!;
    expect(ticket.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
    expect(ticket.path).toBe(`/claim/${p0!.id}/${ticket.code}`);
    // Derived, so reprintable: the same code again.
    expect((await claimTickets(org, eventId))[p0!.id]!.code).toBe(ticket.code);
    // Strangers and the public do not see codes.
    expect((await refusal(claimTickets(await newUser("stranger"), eventId))).code).toBe("forbidden");

    const ana = await newUser("ana");
    const before = await auditCount(eventId);
    const wrong = await refusal(claimEntry(ana, eventId, p0!.id, { code: "AAAAA-AAAAA" }));
    expect(wrong.code).toBe("invalid_input");
    expect(wrong.issues[0]!.path).toEqual(["code"]);
    // An id that names no entry gets the very same answer.
    const unknown = await refusal(claimEntry(ana, eventId, "cnoentryatallxxxxxxxxxxx", { code: ticket.code }));
    expect(unknown.code).toBe("invalid_input");
    expect(unknown.message).toBe(wrong.message);
    // Another entry's code does not claim this one.
    const crossed = await refusal(claimEntry(ana, eventId, p0!.id, { code: tickets[p1!.id]!.code }));
    expect(crossed.message).toBe(wrong.message);
    expect(await auditCount(eventId)).toBe(before);

    // Typed loosely: lower case, no dash, O for 0 — still the code.
    const typed = ticket.code.toLowerCase().replace("-", " ").replace(/0/g, "o");
    expect(normaliseClaimCode(typed)).toBe(ticket.code.replace("-", ""));
    const claim = await claimEntry(ana, eventId, p0!.id, { code: typed });
    expect(claim).toMatchObject({ eventId, playerId: p0!.id, name: p0!.name, via: "code" });
    const db = await getDb();
    const row = await db.player.findUniqueOrThrow({ where: { id: p0!.id } });
    expect(row.profileId).toBe(claim.profileId);
    expect(row.source).toBe("claimed");
    const entry = await db.auditEntry.findFirstOrThrow({ where: { eventId, action: "player.claim" } });
    expect(entry.userId).toBe(ana.id);
    expect(entry.data).toMatchObject({ playerId: p0!.id, profileId: claim.profileId, via: "code" });

    // One-time: nobody claims it again, not even with the right code.
    const again = await refusal(claimEntry(await newUser("bea"), eventId, p0!.id, { code: ticket.code }));
    expect(again.code).toBe("conflict");
    // And the claimant cannot take a second entry of the same event.
    const second = await refusal(claimEntry(ana, eventId, p1!.id, { code: tickets[p1!.id]!.code }));
    expect(second.code).toBe("conflict");
    expect(second.message).toContain(p0!.name);
    // The claimed entry has no code any more; the claim page says it is taken.
    expect(Object.keys(await claimTickets(org, eventId))).not.toContain(p0!.id);
    expect(await describeClaim(p0!.id, ticket.code)).toMatchObject({ eventId, entryName: p0!.name, claimed: true });
    expect(await describeClaim(p0!.id, "AAAAA-AAAAA")).toBeNull();
  });

  it("over the API: 401 without a token, 400 on a wrong code, 200 with the right one", async () => {
    const { eventId, players } = await eventWith(2);
    const user = await newUser("api-claimer");
    const token = await createApiToken(user.id);
    const p = params({ eventId, playerId: players[0]!.id });
    expect((await claimRoute.POST(request("POST", { code: "x" }), p)).status).toBe(401);
    const bad = await claimRoute.POST(request("POST", { code: "ZZZZZ-ZZZZZ" }, token), p);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { issues: { path: string[] }[] } }).error.issues[0]!.path).toEqual(["code"]);
    const ok = await claimRoute.POST(request("POST", { code: await codeOf(players[0]!.id) }, token), p);
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { via: string }).via).toBe("code");
  });
});

describe("claiming by a verified email that matches", () => {
  it("a verified account claims the entry typed with its email without a code; an unverified one cannot", async () => {
    const org = await newUser();
    const event = await createEvent(org, { name: "Email Open", structure: "basic", tier: "relaxed" });
    const cara = await newUser("cara");
    const dan = await newUser("dan");
    const [entry, other] = await registerPlayers(org, event.id, {
      players: [
        { name: "Cara C", email: cara.email.toUpperCase() },
        { name: "Dan D", email: dan.email },
      ],
    });
    // Not verified yet: nothing to claim by email, and {} is refused on `code`.
    expect(await emailClaims(cara, event.id)).toEqual([]);
    const refused = await refusal(claimEntry(cara, event.id, entry!.id, {}));
    expect(refused.code).toBe("invalid_input");
    expect(refused.issues[0]!.path).toEqual(["code"]);

    await verify(cara);
    expect(await emailClaims(cara, event.id)).toEqual([{ eventId: event.id, eventName: "Email Open", playerId: entry!.id, name: "Cara C" }]);
    expect((await emailClaims(cara)).map((c) => c.playerId)).toContain(entry!.id);
    // Someone else's entry is not hers by email.
    expect((await refusal(claimEntry(cara, event.id, other!.id, {}))).code).toBe("invalid_input");
    const claim = await claimEntry(cara, event.id, entry!.id, {});
    expect(claim.via).toBe("email");
    expect(await emailClaims(cara, event.id)).toEqual([]);
    const data = (await (await getDb()).auditEntry.findFirstOrThrow({ where: { eventId: event.id, action: "player.claim" } })).data;
    expect(data).toMatchObject({ via: "email", name: "Cara C" });
  });
});

describe("staff and claims", () => {
  it("claim codes are the organizer's: judges and marshals are refused them", async () => {
    const { org, eventId } = await eventWith(2);
    const judge = await addStaffUser(eventId, "judge");
    const marshal = await addStaffUser(eventId, "marshal");
    expect(Object.keys(await claimTickets(org, eventId))).toHaveLength(2);
    expect((await refusal(claimTickets(judge, eventId))).code).toBe("forbidden");
    expect((await refusal(claimTickets(marshal, eventId))).code).toBe("forbidden");
  });

  it("a marshal at a Formal event cannot claim a player's entry, nor register as a player under another address", async () => {
    const org = await newUser();
    const event = await createEvent(org, { name: "Formal Cup", structure: "basic", tier: "formal" });
    const [entry] = await registerPlayers(org, event.id, { players: [{ name: "Pat Player", email: uniqueEmail("pat") }] });
    // The marshal's invitation went to another address than the account's own.
    const marshal = await newUser("marshal");
    const invited = await addStaff(org, event.id, { email: uniqueEmail("marshal-work"), role: "marshal" });
    await acceptInvitation(marshal, inviteToken(invited.invitation.url));
    const before = await auditCount(event.id);
    const err = await refusal(claimEntry(marshal, event.id, entry!.id, { code: await codeOf(entry!.id) }));
    expect(err.code).toBe("conflict");
    expect(err.message).toContain("Leaders cannot play in a Formal event");
    const db = await getDb();
    expect((await db.player.findUniqueOrThrow({ where: { id: entry!.id } })).profileId).toBeNull();
    expect(await auditCount(event.id)).toBe(before);
    // Self-registration stores the account's address, not the invited one: the account still counts.
    await updateRegistrationSettings(org, event.id, { selfRegistration: true });
    expect((await refusal(selfRegister(marshal, event.id))).code).toBe("conflict");
    expect(await db.player.count({ where: { eventId: event.id } })).toBe(1);
    // The player themself claims it.
    expect((await claimEntry(await newUser("pat"), event.id, entry!.id, { code: await codeOf(entry!.id) })).via).toBe("code");
  });

  it("wrong claim codes are slowed per account and per address (429 with Retry-After), whoever tries", async () => {
    const { eventId, players } = await eventWith(3);
    const guesser = await newUser("guesser");
    const address = `198.51.100.${Math.floor(Math.random() * 250)}-${guesser.id}`;
    for (let i = 0; i < 6; i++) expect((await refusal(claimEntry(guesser, eventId, players[0]!.id, { code: "AAAAA-AAAAA" }, { address: `${address}-${i}` }))).code).toBe("invalid_input");
    // Now even the right code waits, from any address.
    const slowed = await refusal(claimEntry(guesser, eventId, players[0]!.id, { code: await codeOf(players[0]!.id) }, { address: "203.0.113.9" }));
    expect(slowed.code).toBe("too_many_requests");
    expect(slowed.retryAfterSeconds).toBeGreaterThan(0);
    expect((await (await getDb()).player.findUniqueOrThrow({ where: { id: players[0]!.id } })).profileId).toBeNull();

    // Many accounts from one address: the address is slowed, over the API too.
    const shared = `192.0.2.${Math.floor(Math.random() * 250)}`;
    for (let i = 0; i < 21; i++) {
      await refusal(claimEntry(await newUser(`spray-${i}`), eventId, players[1]!.id, { code: "ZZZZZ-ZZZZZ" }, { address: shared }));
    }
    const token = await createApiToken((await newUser("fresh")).id);
    const res = await claimRoute.POST(
      new Request(`${ORIGIN}/api`, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${token}`, "x-forwarded-for": shared }, body: JSON.stringify({ code: await codeOf(players[1]!.id) }) }),
      params({ eventId, playerId: players[1]!.id }),
    );
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

/** What an FFG record should be, counted from the pairings directly (games won each side). */
async function recordFromRounds(eventId: string, playerId: string, rounds: number) {
  const r = { wins: 0, losses: 0, draws: 0, byes: 0 };
  for (let n = 1; n <= rounds; n++) {
    const round = await getRound(eventId, n);
    for (const m of round.matches) {
      const seat = m.playerA.id === playerId ? "A" : m.playerB?.id === playerId ? "B" : null;
      if (!seat) continue;
      if (!m.playerB) {
        r.byes++;
        continue;
      }
      const games = m.result!.games!.map((g) => g.result);
      const mine = games.filter((g) => g === seat).length;
      const theirs = games.filter((g) => g === (seat === "A" ? "B" : "A")).length;
      if (mine > theirs) r.wins++;
      else if (mine < theirs) r.losses++;
      else r.draws++;
    }
  }
  return r;
}

describe("the public profile", () => {
  it("lists the events played newest first, with final placement, current standing and records; hidden profiles are the owner's", async () => {
    const first = await eventWith(5, { swissRounds: 2, cutSize: 0 });
    const second = await eventWith(4, { swissRounds: 3, cutSize: 0 });
    const { user, profileId } = await claimAs("erin", first.eventId, first.players[2]!.id);
    await claimEntry(user, second.eventId, second.players[1]!.id, { code: await codeOf(second.players[1]!.id) });

    for (const n of [1, 2]) {
      await pairNextRound(first.org, first.eventId);
      await finishRound(first.org, first.eventId, n);
    }
    const placements = await getFinalPlacements(first.eventId);
    expect(placements).not.toBeNull();
    await pairNextRound(second.org, second.eventId);
    await finishRound(second.org, second.eventId, 1);

    const read = await getPlayerProfile(null, profileId);
    if (read.kind !== "profile") throw new Error("expected a profile");
    const profile: PlayerProfile = read.profile;
    expect(profile).toMatchObject({ id: profileId, displayName: user.name, public: true, own: false });
    // Newest first: the second event was made later.
    expect(profile.events.map((e) => e.eventId)).toEqual([second.eventId, first.eventId]);
    const [now, done] = profile.events;
    expect(done).toMatchObject({ eventName: "Test Event", eventStatus: "complete", entryName: first.players[2]!.name, game: expect.any(String), descriptor: expect.any(String) });
    expect(done!.placement).toEqual({ place: placements!.find((p) => p.playerId === first.players[2]!.id)!.place, final: true });
    expect(done!.record).toEqual(await recordFromRounds(first.eventId, first.players[2]!.id, 2));
    expect(done!.record.wins + done!.record.losses + done!.record.draws + done!.record.byes).toBe(2);
    expect(now!.eventStatus).toBe("swiss");
    expect(now!.placement?.final).toBe(false);
    expect(now!.record).toEqual(await recordFromRounds(second.eventId, second.players[1]!.id, 1));

    // Over the API, anonymous.
    const res = await profileRoute.GET(request("GET"), params({ profileId }));
    expect(res.status).toBe(200);
    expect(((await res.json()) as PlayerProfile).events).toHaveLength(2);

    // Hidden: 404 for everyone but its owner.
    await updateMyProfile(user, { public: false, displayName: "Erin the Bold" });
    expect((await refusal(getPlayerProfile(null, profileId))).code).toBe("not_found");
    expect((await refusal(getPlayerProfile(await newUser("nosy"), profileId))).code).toBe("not_found");
    const own = await getPlayerProfile(user, profileId);
    expect(own.kind === "profile" && own.profile).toMatchObject({ own: true, public: false, displayName: "Erin the Bold" });
    expect((await profileRoute.GET(request("GET"), params({ profileId }))).status).toBe(404);
    const token = await createApiToken(user.id);
    expect((await profileRoute.GET(request("GET", undefined, token), params({ profileId }))).status).toBe(200);
  });

  it("PATCH /players/me sets the display name and privacy; bad input is refused by field", async () => {
    const user = await newUser("fay");
    const token = await createApiToken(user.id);
    const got = await meRoute.GET(request("GET", undefined, token), params({}));
    expect(got.status).toBe(200);
    const me = (await got.json()) as { id: string; public: boolean };
    expect(me.public).toBe(true);
    const bad = await meRoute.PATCH(request("PATCH", { displayName: "" }, token), params({}));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { issues: { path: string[] }[] } }).error.issues[0]!.path).toEqual(["displayName"]);
    const ok = await meRoute.PATCH(request("PATCH", { public: false }, token), params({}));
    expect(await ok.json()).toEqual({ id: me.id, displayName: user.name, public: false });
    expect((await meRoute.PATCH(request("PATCH", { public: true }), params({}))).status).toBe(401);
  });
});

describe("merging two profiles", () => {
  afterEach(() => {
    delete process.env.HOLONET_ADMIN_EMAILS;
  });

  it("a pending merge request is withdrawn by who asked, or declined by the other holder; nothing moves and the record stays", async () => {
    const one = await eventWith(2);
    const two = await createEvent(one.org, { name: "Decline Cup", structure: "basic", tier: "relaxed" });
    const [twoEntry] = await registerPlayers(one.org, two.id, { players: [{ name: "Hal H" }] });
    const a = await claimAs("hal-a", one.eventId, one.players[0]!.id);
    const b = await claimAs("hal-b", two.id, twoEntry!.id);
    const db = await getDb();

    // Withdrawn by who asked (over the API); a stranger and the organizer may not close it.
    const asked = await mergeProfiles(b.user, a.profileId, { into: b.profileId });
    for (const who of [one.org, await newUser("stranger")]) expect((await refusal(closeMergeRequest(who, a.profileId, asked.mergeId))).code).toBe("forbidden");
    expect((await refusal(closeMergeRequest(null, a.profileId, asked.mergeId))).code).toBe("unauthenticated");
    expect((await refusal(closeMergeRequest(b.user, one.eventId, asked.mergeId))).code).toBe("not_found");
    const res = await closeRoute.DELETE(request("DELETE", undefined, await createApiToken(b.user.id)), params({ profileId: b.profileId, mergeId: asked.mergeId }));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "withdrawn", mergeId: asked.mergeId, players: 0 });
    expect((await refusal(closeMergeRequest(b.user, a.profileId, asked.mergeId))).code).toBe("conflict");
    const seen = await getPlayerProfile(a.user, a.profileId);
    expect(seen.kind === "profile" && seen.profile.merges?.[0]).toMatchObject({ id: asked.mergeId, status: "withdrawn", awaitsYou: false, askedByYou: false, closedAt: expect.any(String) });
    // The other holder's old confirmation no longer merges: it asks anew.
    const anew = await mergeProfiles(a.user, a.profileId, { into: b.profileId });
    expect(anew).toMatchObject({ status: "pending" });
    expect(anew.mergeId).not.toBe(asked.mergeId);
    expect((await db.player.findUniqueOrThrow({ where: { id: one.players[0]!.id } })).profileId).toBe(a.profileId);

    // Declined by the other holder: nothing moves, the asker sees it declined.
    const mine = await getPlayerProfile(a.user, a.profileId);
    expect(mine.kind === "profile" && mine.profile.merges?.[0]).toMatchObject({ id: anew.mergeId, askedByYou: true });
    expect(await closeMergeRequest(b.user, b.profileId, anew.mergeId)).toMatchObject({ status: "declined" });
    expect(await db.profileMerge.findUniqueOrThrow({ where: { id: anew.mergeId } })).toMatchObject({ status: "declined", closedById: b.user.id });
    expect((await db.player.findUniqueOrThrow({ where: { id: one.players[0]!.id } })).profileId).toBe(a.profileId);
    expect(await db.playerProfile.findUniqueOrThrow({ where: { id: a.profileId } })).toMatchObject({ mergedIntoId: null });
  });

  it("an organizer cannot take over a stranger's profile: profiles of two accounts merge only when both holders agree", async () => {
    const one = await eventWith(3);
    const org = one.org;
    const two = await createEvent(org, { name: "Second Cup", structure: "basic", tier: "relaxed" });
    const [twoEntry] = await registerPlayers(org, two.id, { players: [{ name: "Gil G" }] });
    const a = await claimAs("gil-a", one.eventId, one.players[0]!.id);
    const b = await claimAs("gil-b", two.id, twoEntry!.id);
    // A waitlist place of the merged profile at a third event.
    const three = await createEvent(org, { name: "Third Cup", structure: "basic", tier: "relaxed" });
    const db = await getDb();
    const wait = await db.waitlistEntry.create({ data: { eventId: three.id, profileId: a.profileId, name: "Gil A" } });

    // The organizer of both events, a stranger, another organizer: refused, nothing moves (the takeover).
    const stranger = await newUser("stranger");
    const otherOrg = await newUser("other-org");
    for (const who of [org, stranger, otherOrg]) {
      expect((await refusal(mergeProfiles(who, a.profileId, { into: b.profileId }))).code).toBe("forbidden");
      expect((await refusal(mergeProfiles(who, b.profileId, { into: a.profileId }))).code).toBe("forbidden");
    }
    expect((await refusal(mergeProfiles(b.user, a.profileId, { into: a.profileId }))).issues[0]!.path).toEqual(["into"]);
    expect((await db.player.findUniqueOrThrow({ where: { id: one.players[0]!.id } })).profileId).toBe(a.profileId);
    expect(await db.profileMerge.count({ where: { OR: [{ fromId: a.profileId }, { intoId: a.profileId }] } })).toBe(0);

    // The page offers the form to the profile's owner (to ask), not to the organizer.
    expect(await mayMergeInto(db, b.user, b.profileId)).toBe(true);
    expect(await mayMergeInto(db, org, b.profileId)).toBe(false);
    expect(await mayMergeInto(db, stranger, b.profileId)).toBe(false);
    expect(await mayMergeInto(db, null, b.profileId)).toBe(false);
    expect(profileIdOf(` https://hall.example/players/${a.profileId}?x=1 `)).toBe(a.profileId);
    expect(profileIdOf(a.profileId)).toBe(a.profileId);

    // The survivor's holder asks (202): nothing moves until the other holder confirms.
    const res = await mergeRoute.POST(request("POST", { into: b.profileId }, await createApiToken(b.user.id)), params({ profileId: a.profileId }));
    expect(res.status).toBe(202);
    const asked = (await res.json()) as { status: string; mergeId: string };
    expect(asked).toMatchObject({ status: "pending", players: 0, events: [] });
    expect((await db.player.findUniqueOrThrow({ where: { id: one.players[0]!.id } })).profileId).toBe(a.profileId);
    // The other holder is told, once.
    const told = await db.notification.findMany({ where: { userId: a.user.id, kind: "profile.mergeRequested" } });
    expect(told).toHaveLength(1);
    expect(told[0]!.data).toMatchObject({ profileId: a.profileId, mergeId: asked.mergeId });
    // Asking again is the same request; the organizer still cannot confirm it.
    expect((await mergeProfiles(b.user, a.profileId, { into: b.profileId })).mergeId).toBe(asked.mergeId);
    expect((await refusal(mergeProfiles(org, a.profileId, { into: b.profileId }))).code).toBe("forbidden");
    expect(await db.notification.count({ where: { userId: a.user.id, kind: "profile.mergeRequested" } })).toBe(1);
    // Both owners see it on their profile; the merged one's holder is asked to confirm.
    const seen = await getPlayerProfile(a.user, a.profileId);
    expect(seen.kind === "profile" && seen.profile.merges).toEqual([expect.objectContaining({ id: asked.mergeId, status: "pending", awaitsYou: true })]);
    const theirs = await getPlayerProfile(b.user, b.profileId);
    expect(theirs.kind === "profile" && theirs.profile.merges?.[0]).toMatchObject({ awaitsYou: false });
    const publicView = await getPlayerProfile(null, b.profileId);
    expect(publicView.kind === "profile" && publicView.profile.merges).toBeUndefined();

    const done = await mergeProfiles(a.user, a.profileId, { into: b.profileId });
    expect(done).toMatchObject({ status: "merged", mergeId: asked.mergeId, from: a.profileId, into: b.profileId, players: 1, waitlist: 1, events: [one.eventId, three.id].sort() });
    expect((await db.player.findUniqueOrThrow({ where: { id: one.players[0]!.id } })).profileId).toBe(b.profileId);
    expect((await db.waitlistEntry.findUniqueOrThrow({ where: { id: wait.id } })).profileId).toBe(b.profileId);
    const merged = await db.playerProfile.findUniqueOrThrow({ where: { id: a.profileId } });
    expect(merged).toMatchObject({ mergedIntoId: b.profileId, mergedById: a.user.id, userId: null });
    expect(merged.mergedAt).toBeInstanceOf(Date);
    for (const eventId of [one.eventId, three.id]) {
      const entry = await db.auditEntry.findFirstOrThrow({ where: { eventId, action: "profile.merge" } });
      expect(entry.userId).toBe(a.user.id);
      expect(entry.data).toMatchObject({ mergeId: asked.mergeId, from: { profileId: a.profileId }, into: { profileId: b.profileId }, as: "owners" });
    }
    expect(await db.auditEntry.count({ where: { eventId: two.id, action: "profile.merge" } })).toBe(0);
    const survivorView = await getPlayerProfile(b.user, b.profileId);
    expect(survivorView.kind === "profile" && survivorView.profile.merges?.[0]).toMatchObject({ status: "merged", as: "owners" });

    // The merged profile redirects to the survivor, which now lists both events.
    expect(await getPlayerProfile(null, a.profileId)).toEqual({ kind: "merged", into: b.profileId });
    const redirect = await profileRoute.GET(request("GET"), params({ profileId: a.profileId }));
    expect(redirect.status).toBe(308);
    expect(redirect.headers.get("location")).toBe(`${ORIGIN}/api/v1/players/${b.profileId}`);
    const survivor = await getPlayerProfile(null, b.profileId);
    expect(survivor.kind === "profile" && survivor.profile.events.map((e) => e.eventId).sort()).toEqual([one.eventId, two.id].sort());
    // Merged once: a second merge of it is refused.
    expect((await refusal(mergeProfiles(b.user, a.profileId, { into: b.profileId }))).code).toBe("conflict");
    // The merged account starts afresh.
    expect((await myProfile(a.user)).id).not.toBe(a.profileId);
  });

  it("an organizer merges only profiles without an account, all of whose entries are at their events", async () => {
    const one = await eventWith(2);
    const org = one.org;
    const two = await createEvent(org, { name: "Second Cup", structure: "basic", tier: "relaxed" });
    const [twoEntry] = await registerPlayers(org, two.id, { players: [{ name: "Kim K" }] });
    const db = await getDb();
    // Profiles nobody's account holds (a typed entry's, an account gone).
    const [x, y] = await Promise.all([db.playerProfile.create({ data: { displayName: "Kim" } }), db.playerProfile.create({ data: { displayName: "Kim K" } })]);
    await db.player.update({ where: { id: one.players[0]!.id }, data: { profileId: x.id } });
    await db.player.update({ where: { id: twoEntry!.id }, data: { profileId: y.id } });
    // An organizer who organizes only one of the events is refused.
    const otherOrg = await newUser("other-org");
    await db.eventStaff.create({ data: { eventId: two.id, email: otherOrg.email, userId: otherOrg.id, role: "judge" } });
    expect((await refusal(mergeProfiles(otherOrg, x.id, { into: y.id }))).code).toBe("forbidden");
    expect(await mayMergeInto(db, org, y.id)).toBe(true);
    const done = await mergeProfiles(org, x.id, { into: y.id });
    expect(done).toMatchObject({ status: "merged", players: 1 });
    expect((await db.auditEntry.findFirstOrThrow({ where: { eventId: one.eventId, action: "profile.merge" } })).data).toMatchObject({ as: "organizer" });
    // An account's profile is never the organizer's to merge, in either direction.
    const claimed = await claimAs("kim-account", one.eventId, one.players[1]!.id);
    expect((await refusal(mergeProfiles(org, claimed.profileId, { into: y.id }))).code).toBe("forbidden");
    expect((await refusal(mergeProfiles(org, y.id, { into: claimed.profileId }))).code).toBe("forbidden");
  });

  it("refuses, naming the event, when both profiles have an entry in the same event; nothing changes", async () => {
    const { eventId, players } = await eventWith(3);
    const a = await claimAs("hal-a", eventId, players[0]!.id);
    const b = await claimAs("hal-b", eventId, players[1]!.id);
    const before = await auditCount(eventId);
    const err = await refusal(mergeProfiles(a.user, a.profileId, { into: b.profileId }));
    expect(err.code).toBe("conflict");
    expect(err.message).toContain("Test Event");
    const db = await getDb();
    expect((await db.player.findUniqueOrThrow({ where: { id: players[0]!.id } })).profileId).toBe(a.profileId);
    expect((await db.playerProfile.findUniqueOrThrow({ where: { id: a.profileId } })).mergedIntoId).toBeNull();
    expect(await auditCount(eventId)).toBe(before);
  });

  it("HOLONET_ADMIN_EMAILS makes an account an admin once it proves the address, and an admin may merge any two profiles", async () => {
    const email = uniqueEmail("admin");
    process.env.HOLONET_ADMIN_EMAILS = ` someone@else.test , ${email.toUpperCase()}`;
    const admin = await signUp({ email, password: "a long test password", name: "Admin" });
    const db = await getDb();
    // Signing up with a listed address is not enough: whoever got there first would be an admin.
    expect((await db.user.findUniqueOrThrow({ where: { id: admin.id } })).admin).toBe(false);
    const link = newSecret("hn_verify");
    await db.emailVerification.create({ data: { id: tokenId(link), userId: admin.id, email, expiresAt: new Date(Date.now() + 3_600_000) } });
    await confirmEmailVerification(admin, link);
    expect((await db.user.findUniqueOrThrow({ where: { id: admin.id } })).admin).toBe(true);
    expect((await db.user.findUniqueOrThrow({ where: { id: (await newUser("plain")).id } })).admin).toBe(false);

    const one = await eventWith(2);
    const two = await eventWith(2);
    const a = await claimAs("ivy-a", one.eventId, one.players[0]!.id);
    const b = await claimAs("ivy-b", two.eventId, two.players[0]!.id);
    // An admin flag without a proven address is no admin.
    const unproven = await newUser("unproven-admin");
    await db.user.update({ where: { id: unproven.id }, data: { admin: true } });
    expect((await refusal(mergeProfiles(unproven, a.profileId, { into: b.profileId }))).code).toBe("forbidden");
    const done = await mergeProfiles(admin, a.profileId, { into: b.profileId });
    expect(done).toMatchObject({ status: "merged", events: [one.eventId] });
    const entry = await db.auditEntry.findFirstOrThrow({ where: { eventId: one.eventId, action: "profile.merge" } });
    expect(entry.data).toMatchObject({ as: "admin" });
    expect((await db.player.findUniqueOrThrow({ where: { id: one.players[0]!.id } })).profileId).toBe(b.profileId);

    // Undone by an administrator only: the entry and the account link return.
    const token = await createApiToken(a.user.id);
    expect((await undoRoute.POST(request("POST", undefined, token), params({ profileId: a.profileId }))).status).toBe(403);
    const res = await undoRoute.POST(request("POST", undefined, await createApiToken(admin.id)), params({ profileId: a.profileId }));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "undone", from: a.profileId, into: b.profileId, players: 1, events: [one.eventId] });
    expect((await db.player.findUniqueOrThrow({ where: { id: one.players[0]!.id } })).profileId).toBe(a.profileId);
    expect(await db.playerProfile.findUniqueOrThrow({ where: { id: a.profileId } })).toMatchObject({ mergedIntoId: null, userId: a.user.id });
    expect((await db.auditEntry.findFirstOrThrow({ where: { eventId: one.eventId, action: "profile.unmerge" } })).userId).toBe(admin.id);
    expect((await getPlayerProfile(a.user, a.profileId)).kind).toBe("profile");
    // Nothing left to undo.
    expect((await refusal(undoMerge(admin, a.profileId))).code).toBe("not_found");
  });
});
