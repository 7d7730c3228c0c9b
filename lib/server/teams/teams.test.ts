/**
 * Team events (SWCCG 2-on-2, preset swccg-2v2): typed and self-registered teams, the partner's
 * acceptance, substitution, a 6-team event of 2 rounds to team standings with modified results
 * per game on the round clock, fees per team, team deck checks — and individual events unchanged.
 */
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { decodeAudit } from "@/lib/schemas/audit";
import type { User } from "@/lib/schemas/auth";
import type { Match } from "@/lib/schemas/round";
import { checkInSelf, setCheckIn } from "@/lib/server/entrants/check-in";
import { claimCode, claimEntry, claimSecret, claimTickets } from "@/lib/server/entrants/claims";
import { createEvent, getEvent } from "@/lib/server/events/events";
import { setFees } from "@/lib/server/money/fees";
import { paymentReport, recordPayment } from "@/lib/server/money/payments";
import { getEventPrizes } from "@/lib/server/money/prizes";
import { registerPlayers } from "@/lib/server/entrants/players";
import { updateRegistrationSettings } from "@/lib/server/entrants/registration-settings";
import { recordResult } from "@/lib/server/results/results";
import { getRound, pairNextRound } from "@/lib/server/rounds/rounds";
import { getMyTable } from "@/lib/server/results/self-report";
import { selfRegister } from "@/lib/server/entrants/self-registration";
import { getStandings } from "@/lib/server/standings/standings";
import {
  acceptTeamInvitation,
  acceptRefusalFor,
  acceptTeamInvite,
  createTeam,
  describeTeamInvitation,
  reissueTeamInvitation,
  listTeams,
  myTeam,
  recordMemberPayment,
  registerTeam,
  submitMemberDeck,
  substituteMember,
  teamPoolEntries,
  teamRecipients,
  teamsForStaff,
} from "@/lib/server/teams/teams";
import { acceptInvitation, addStaff } from "@/lib/server/staff/staff";
import { timerAction } from "@/lib/server/rounds/timer";
import { darkSeatInGame } from "@/lib/tournament";
import { newUser } from "../../../tests/helpers";
import { linkIn, startSmtp } from "../../../tests/smtp";
import { eventWith } from "../../../tests/server/event-helpers";

async function teamEvent(options: Record<string, unknown> = {}) {
  const org = await newUser();
  const event = await createEvent(org, { name: "Phoenix 2-on-2", preset: "swccg-2v2", presetOptions: options, randomSeed: `2v2-${Math.random()}` });
  return { org, eventId: event.id, event };
}

async function typedTeams(org: User, eventId: string, n: number) {
  const teams = [];
  for (let i = 1; i <= n; i++) teams.push(await createTeam(org, eventId, { name: `Team ${i}`, members: [{ name: `Dark ${i}` }, { name: `Light ${i}` }] }));
  return teams;
}

/** Moves the round's stored timer actions back by `minutes` (time passes). */
async function timePasses(eventId: string, number: number, minutes: number) {
  const db = await getDb();
  const row = await db.round.findFirstOrThrow({ where: { eventId, number } });
  await db.round.update({ where: { id: row.id }, data: { timerEvents: (row.timerEvents as { at: number }[]).map((e) => ({ ...e, at: e.at - minutes * 60_000 })) } });
}

async function verified(who: string) {
  const user = await newUser(who);
  const db = await getDb();
  await db.user.update({ where: { id: user.id }, data: { emailVerifiedAt: new Date() } });
  return user;
}

async function auditOf(eventId: string, action: string) {
  const db = await getDb();
  const rows = await db.auditEntry.findMany({ where: { eventId, action }, orderBy: { createdAt: "asc" } });
  return rows.map((r) => decodeAudit(r.action, r.data)!.data as Record<string, unknown>);
}

describe("typed teams", () => {
  it("creates a team entrant and its members in one go; names unique; POST players refused on a team event", async () => {
    const { org, eventId, event } = await teamEvent();
    expect(event.format).toMatchObject({ preset: "swccg-2v2", teamSize: 2, gameMinutes: 120, draws: false, modifiedResults: true, lateEntry: false, gamesPerMatch: { kind: "both-sides" } });
    expect(event.format.scoring).toMatchObject({ per: "game", win: 3, modifiedWin: 2, modifiedLoss: 1, loss: 0, bye: 6 });
    expect(event.swissRounds).toBe(2);
    expect(event.roundMinutes.swiss).toBe(240);

    const team = await createTeam(org, eventId, { name: "Twin Suns", members: [{ name: "Luke", email: "luke@example.com" }, { name: "Leia" }] });
    expect(team).toMatchObject({ name: "Twin Suns", source: "typed", status: "active", members: [{ position: 1, name: "Luke", invitePending: false }, { position: 2, name: "Leia" }] });
    await expect(createTeam(org, eventId, { name: "twin suns", members: [{ name: "A" }, { name: "B" }] })).rejects.toMatchObject({ code: "invalid_input", issues: [{ path: ["name"] }] });
    await expect(createTeam(org, eventId, { name: "Solo", members: [{ name: "Han" }] })).rejects.toMatchObject({ code: "invalid_input", issues: [{ path: ["members"] }] });
    await expect(createTeam(org, eventId, { name: "Dupes", members: [{ name: "X", email: "luke@example.com" }, { name: "Y" }] })).rejects.toMatchObject({ issues: [{ path: ["members", 0, "email"] }] });
    await expect(registerPlayers(org, eventId, { name: "Lando" })).rejects.toMatchObject({ code: "conflict", message: expect.stringMatching(/team event/) });
    const stranger = await newUser("stranger");
    await expect(createTeam(stranger, eventId, { name: "Nope", members: [{ name: "A" }, { name: "B" }] })).rejects.toMatchObject({ code: "forbidden" });

    const list = await listTeams(eventId);
    expect(list).toEqual({ teamSize: 2, teams: [{ id: team.id, name: "Twin Suns", status: "active", source: "typed", members: [expect.objectContaining({ position: 1, seat: "1", name: "Luke" }), expect.objectContaining({ position: 2, seat: "2", name: "Leia" })] }] });
    expect(await auditOf(eventId, "team.create")).toEqual([expect.objectContaining({ teamId: team.id, name: "Twin Suns" })]);
  });

  it("refuses team reads and writes on an individual event, whose players and rounds stay as before", async () => {
    const { org, eventId } = await eventWith(4, { swissRounds: 1 });
    await expect(listTeams(eventId)).rejects.toMatchObject({ code: "conflict" });
    await expect(createTeam(org, eventId, { name: "T", members: [{ name: "A" }, { name: "B" }] })).rejects.toMatchObject({ code: "conflict" });
    const event = await getEvent(eventId);
    expect(event.format.teamSize).toBeUndefined();
    expect(event.format.gameMinutes).toBeUndefined();
    const round = await pairNextRound(org, eventId);
    for (const m of round.matches) {
      expect(m.playerA.members).toBeUndefined();
      if (m.playerB) expect(m.playerB.members).toBeUndefined();
    }
  });
});

describe("claims", () => {
  it("a team entrant has no claim code and cannot be claimed: its members join through the team", async () => {
    const { org, eventId } = await teamEvent();
    const [team] = await typedTeams(org, eventId, 1);
    expect(await claimTickets(org, eventId)).toEqual({});
    const player = await newUser("team-claimer");
    const secret = await claimSecret();
    await expect(claimEntry(player, eventId, team!.id, { code: claimCode(secret, team!.id) })).rejects.toMatchObject({ code: "conflict" });
    await expect((await getDb()).player.findUniqueOrThrow({ where: { id: team!.id } })).resolves.toMatchObject({ profileId: null, source: "typed" });
  });
});

describe("self-registered teams", () => {
  it("a captain registers within the window and the cap (counted in teams); the invited partner accepts with a verified address", async () => {
    const { org, eventId } = await teamEvent();
    const captain = await newUser("captain");
    const partner = await newUser("partner");
    await expect(registerTeam(captain, eventId, { name: "Rogues", partnerEmail: partner.email })).rejects.toMatchObject({ code: "conflict", message: expect.stringMatching(/does not take self-registrations/) });
    await updateRegistrationSettings(org, eventId, { selfRegistration: true, cap: 2 });
    // One person, one registration: an individual self-registration is refused on a team event.
    await expect(selfRegister(captain, eventId)).rejects.toMatchObject({ code: "conflict", message: expect.stringMatching(/team event/) });
    await expect(registerTeam(captain, eventId, { name: "Rogues", partnerEmail: captain.email })).rejects.toMatchObject({ issues: [{ path: ["partnerEmail"] }] });

    const team = await registerTeam(captain, eventId, { name: "Rogues", partnerEmail: partner.email, partnerName: "Wedge" });
    expect(team).toMatchObject({ source: "self", members: [{ position: 1, linked: true, invitePending: false }, { position: 2, name: "Wedge", invitePending: true, linked: false }] });
    await expect(registerTeam(captain, eventId, { name: "Rogues II", partnerEmail: "x@example.com" })).rejects.toMatchObject({ code: "conflict", message: expect.stringMatching(/already registered/) });
    expect(await myTeam(captain, eventId)).toMatchObject({ position: 1, invited: false, team: { id: team.id } });
    expect(await myTeam(partner, eventId)).toMatchObject({ position: 2, invited: true, team: { id: team.id } });

    // The cap counts teams: a typed team fills the second place, a third is refused.
    await createTeam(org, eventId, { name: "Typed", members: [{ name: "A" }, { name: "B" }] });
    const late = await newUser("late");
    await expect(registerTeam(late, eventId, { name: "Late", partnerEmail: "late-partner@example.com" })).rejects.toMatchObject({ code: "conflict", message: expect.stringMatching(/full: 2 teams/) });

    // Accepting: only the invited address, and only once it is verified.
    await expect(acceptTeamInvite(late, eventId, team.id)).rejects.toMatchObject({ code: "forbidden" });
    // Without mail no address can be verified: the refusal points to the captain's join link (issue 28).
    await expect(acceptTeamInvite(partner, eventId, team.id)).rejects.toMatchObject({ code: "forbidden", message: expect.stringMatching(/join link/) });
    // The event page asks the same question first, so it offers no "Accept and join" that would fail.
    expect(await acceptRefusalFor(partner)).toMatch(/sends no mail.*join link/);
    const db = await getDb();
    await db.user.update({ where: { id: partner.id }, data: { emailVerifiedAt: new Date() } });
    expect(await acceptRefusalFor(partner)).toBeNull();
    const accepted = await acceptTeamInvite(partner, eventId, team.id);
    expect(accepted.members[1]).toMatchObject({ position: 2, name: partner.name, invitePending: false, linked: true });
    await expect(acceptTeamInvite(partner, eventId, team.id)).rejects.toMatchObject({ code: "conflict" });
    expect(await myTeam(partner, eventId)).toMatchObject({ position: 2, invited: false });
    expect(await auditOf(eventId, "team.register")).toHaveLength(1);
    expect(await auditOf(eventId, "team.accept")).toEqual([expect.objectContaining({ teamId: team.id, position: 2 })]);

    // Check-in: each member from their phone; the team is in once both are. Staff check the team as a whole.
    await db.event.update({ where: { id: eventId }, data: { startsAt: new Date(Date.now() + 10 * 60_000) } });
    await updateRegistrationSettings(org, eventId, { checkInMinutes: 30 });
    const teamIn = async () => (await db.player.findUniqueOrThrow({ where: { id: team.id } })).checkedInAt !== null;
    const membersIn = async () => (await db.teamMember.findMany({ where: { playerId: team.id }, orderBy: { position: "asc" } })).map((m) => m.checkedInAt !== null);
    await checkInSelf(captain, eventId);
    expect([await teamIn(), await membersIn()]).toEqual([false, [true, false]]);
    await checkInSelf(partner, eventId);
    expect([await teamIn(), await membersIn()]).toEqual([true, [true, true]]);
    expect((await auditOf(eventId, "player.checkIn")).map((d) => (d as { member?: string }).member)).toEqual([team.members[0]!.name, partner.name]);
    await setCheckIn(org, eventId, team.id, { checkedIn: false });
    expect([await teamIn(), await membersIn()]).toEqual([false, [false, false]]);
  });
});

describe("leaders on teams", () => {
  it("an organizer or judge registers or joins a team only where the tier lets a leader play (Relaxed: with a second leader)", async () => {
    const { org, eventId } = await teamEvent();
    await updateRegistrationSettings(org, eventId, { selfRegistration: true });
    const db = await getDb();
    // The only leader cannot captain a team: nobody would rule on their games.
    await expect(registerTeam(org, eventId, { name: "Staff", partnerEmail: "mate@example.com" })).rejects.toMatchObject({ code: "conflict", message: expect.stringMatching(/second leader/) });
    expect(await db.player.count({ where: { eventId } })).toBe(0);
    // A judge joining a team by the captain's link is held to the same rule.
    const judge = await newUser("judge");
    const { invitation } = await addStaff(org, eventId, { email: judge.email, role: "judge" });
    await acceptInvitation(judge, invitation.url.split("/invite/")[1]!);
    const captain = await newUser("captain");
    const team = await registerTeam(captain, eventId, { name: "Rogues", partnerEmail: "someone@example.com" });
    const formal = await db.event.update({ where: { id: eventId }, data: { tier: "formal" } });
    expect(formal.tier).toBe("formal");
    await expect(acceptTeamInvitation(judge, team.invitation.url.split("/join/")[1]!)).rejects.toMatchObject({ code: "conflict", message: expect.stringMatching(/Leaders cannot play/) });
    expect((await myTeam(captain, eventId))!.team.members[1]).toMatchObject({ invitePending: true });
    // Relaxed with a second leader: the organizer may play.
    await db.event.update({ where: { id: eventId }, data: { tier: "relaxed" } });
    await expect(registerTeam(org, eventId, { name: "Staff", partnerEmail: "mate@example.com" })).resolves.toMatchObject({ name: "Staff" });
  });
});

describe("partner invitations block nobody and show no address (issue 22 item 7)", () => {
  it("an address named as someone's partner still registers its own team, can be invited by several captains, and is never listed", async () => {
    const { org, eventId } = await teamEvent();
    await updateRegistrationSettings(org, eventId, { selfRegistration: true });
    const victim = await newUser("victim");
    const squatter = await newUser("squatter");
    const other = await newUser("other-captain");
    const squatted = await registerTeam(squatter, eventId, { name: "Squatters", partnerEmail: victim.email });
    await registerTeam(other, eventId, { name: "Second Invite", partnerEmail: victim.email.toUpperCase() });
    const local = victim.email.split("@")[0]!;
    const list = await listTeams(eventId);
    expect(JSON.stringify(list)).not.toContain(local);
    expect(list.teams.find((t) => t.id === squatted.id)!.members[1]).toMatchObject({ name: "Partner", invitePending: true });

    // The address's owner registers their own team: the pending invitations hold nothing.
    const own = await registerTeam(victim, eventId, { name: "Victim's Own", partnerEmail: "friend@example.org" });
    expect(own.members[0]).toMatchObject({ position: 1, linked: true });
    expect(await myTeam(victim, eventId)).toMatchObject({ position: 1, invited: false, team: { id: own.id } });
    // A typed team may name the address too; a member who joined does block it.
    await createTeam(org, eventId, { name: "Typed With Invitee", members: [{ name: "A", email: "friend@example.org" }, { name: "B" }] });
    await expect(createTeam(org, eventId, { name: "Typed Twice", members: [{ name: "C", email: victim.email }, { name: "D" }] })).rejects.toMatchObject({ issues: [{ path: ["members", 0, "email"] }] });
  });
});

describe("a partner joins without mail, by the captain's link (issue 28 item 4)", () => {
  it("joins through the link unverified; the link works once and a new one replaces it; round 1 waits for teams whose partner has not joined", async () => {
    const { org, eventId } = await teamEvent();
    await updateRegistrationSettings(org, eventId, { selfRegistration: true });
    const captain = await newUser("link-captain");
    const partner = await newUser("link-partner");
    const team = await registerTeam(captain, eventId, { name: "Linked", partnerEmail: partner.email }, { origin: "http://hall.test/" });
    expect(team.invitation.url).toMatch(/^http:\/\/hall\.test\/join\/hn_team_/);
    const first = team.invitation.url.split("/join/")[1]!;

    // A new link (captain or organizer only) replaces the first.
    await expect(reissueTeamInvitation(partner, eventId, team.id)).rejects.toMatchObject({ code: "forbidden" });
    const again = await reissueTeamInvitation(captain, eventId, team.id, { origin: "http://hall.test" });
    const token = again.invitation.url.split("/join/")[1]!;
    await expect(describeTeamInvitation(first)).rejects.toMatchObject({ code: "not_found" });
    expect(await describeTeamInvitation(token)).toMatchObject({ eventId, team: "Linked", captain: team.members[0]!.name, expired: false });

    // A second team whose partner never joins.
    const lonely = await newUser("lonely-captain");
    await registerTeam(lonely, eventId, { name: "Lonely", partnerEmail: "nobody@example.org" });
    await createTeam(org, eventId, { name: "Typed", members: [{ name: "T1" }, { name: "T2" }] });

    // The partner's address is not verified (no mail here): the link is the way in.
    await expect(acceptTeamInvitation(null, token)).rejects.toMatchObject({ code: "unauthenticated" });
    const joined = await acceptTeamInvitation(partner, token);
    expect(joined).toMatchObject({ eventId, id: team.id, members: [{ position: 1 }, { position: 2, name: partner.name, invitePending: false, linked: true }] });
    await expect(acceptTeamInvitation(partner, token)).rejects.toMatchObject({ code: "not_found" });
    expect(await myTeam(partner, eventId)).toMatchObject({ position: 2, invited: false, team: { id: team.id } });
    expect(await auditOf(eventId, "team.accept")).toEqual([expect.objectContaining({ teamId: team.id, via: "link" })]);

    // Round 1 is not paired with a partner who never said yes: 409 naming the team, nothing written.
    await expect(pairNextRound(org, eventId)).rejects.toMatchObject({ code: "conflict", message: expect.stringMatching(/^Team Lonely is still waiting for a partner/) });
    expect(await (await getDb()).round.count({ where: { eventId } })).toBe(0);
    // The organizer's decision: type the partner into the seat; then the round is paired.
    const lonelyTeam = (await listTeams(eventId)).teams.find((t) => t.name === "Lonely")!;
    await substituteMember(org, eventId, lonelyTeam.id, "2", { name: "Walk-in" });
    const r1 = await pairNextRound(org, eventId);
    expect(r1.matches.flatMap((m) => [m.playerA.id, m.playerB?.id])).toEqual(expect.arrayContaining([team.id, lonelyTeam.id]));
  });
});

describe("the partner's invitation mail", () => {
  it("is sent to the partner after the registration commits, with the event's link, when mail is configured", async () => {
    const inbox = await startSmtp();
    process.env.SMTP_URL = `smtp://127.0.0.1:${inbox.port}`;
    try {
      const { org, eventId } = await teamEvent();
      await updateRegistrationSettings(org, eventId, { selfRegistration: true });
      const captain = await newUser("mail-captain");
      const partnerEmail = `partner-${Math.random().toString(36).slice(2)}@example.org`;
      await registerTeam(captain, eventId, { name: "Mailed Team", partnerEmail }, { origin: "http://hall.test/" });
      const mail = await inbox.next(partnerEmail);
      expect(mail.subject).toBe(`${captain.name} invites you to team Mailed Team at Phoenix 2-on-2`);
      // The captain's join link (also handed over in person); the address needs no verification.
      expect(linkIn(mail)).toMatch(/^http:\/\/hall\.test\/join\/hn_team_/);
      // A refused registration mails nobody.
      await expect(registerTeam(captain, eventId, { name: "Second Team", partnerEmail: "someone-else@example.org" })).rejects.toMatchObject({ code: "conflict" });
      expect(inbox.messages.filter((m) => JSON.stringify(m.to).includes("someone-else@example.org"))).toHaveLength(0);
    } finally {
      delete process.env.SMTP_URL;
      await inbox.close();
    }
  });
});

describe("substitution", () => {
  it("the organizer replaces a member, logged with the old and new person; the newcomer starts without account or deck", async () => {
    const { org, eventId } = await teamEvent();
    const [team] = await typedTeams(org, eventId, 1);
    const judge = await newUser("judge");
    await expect(substituteMember(judge, eventId, team!.id, "2", { name: "Biggs" })).rejects.toMatchObject({ code: "forbidden" });
    await expect(substituteMember(org, eventId, team!.id, "3", { name: "Biggs" })).rejects.toMatchObject({ code: "not_found" });
    const after = await substituteMember(org, eventId, team!.id, "2", { name: "Biggs", email: "biggs@example.com", reason: "Light 1 fell ill" });
    expect(after.members.map((m) => m.name)).toEqual(["Dark 1", "Biggs"]);
    expect(await auditOf(eventId, "team.substitute")).toEqual([
      expect.objectContaining({ teamId: team!.id, position: 2, old: expect.objectContaining({ name: "Light 1" }), new: expect.objectContaining({ name: "Biggs", email: "biggs@example.com" }), reason: "Light 1 fell ill" }),
    ]);
  });
});

describe("a 2-on-2 event of 6 teams", () => {
  it("runs 2 rounds at tables for four: each team 2 dark and 2 light games, no rematch, modified results only once that game reached time, team standings", async () => {
    const { org, eventId } = await teamEvent();
    const teams = await typedTeams(org, eventId, 6);
    const captain = await verified("member");
    const db = await getDb();
    // A signed-in member finds their team's table through their TeamMember row.
    const profile = await db.playerProfile.create({ data: { userId: captain.id, displayName: captain.name } });
    await db.teamMember.update({ where: { playerId_position: { playerId: teams[0]!.id, position: 1 } }, data: { profileId: profile.id } });

    const sides = new Map(teams.map((t) => [t.id, { dark: 0, light: 0 }]));
    const met = new Set<string>();
    const count = (m: Match) => {
      for (const game of [1, 2]) {
        const dark = darkSeatInGame(m.darkSide!, game);
        sides.get(dark === "A" ? m.playerA.id : m.playerB!.id)!.dark++;
        sides.get(dark === "A" ? m.playerB!.id : m.playerA.id)!.light++;
      }
      const key = [m.playerA.id, m.playerB!.id].sort().join("|");
      expect(met.has(key)).toBe(false);
      met.add(key);
    };

    const r1 = await pairNextRound(org, eventId);
    expect(r1.matches).toHaveLength(3);
    expect(r1.timer.minutes).toBe(240);
    for (const m of r1.matches) {
      expect(m.darkSide === "A" || m.darkSide === "B").toBe(true);
      expect(m.playerA.members?.map((x) => x.position)).toEqual([1, 2]);
      expect(m.playerB?.members?.map((x) => x.name)).toEqual([expect.stringMatching(/^Dark/), expect.stringMatching(/^Light/)]);
    }
    const mine = await getMyTable(captain, eventId);
    expect(mine).toMatchObject({ playerId: teams[0]!.id, name: "Team 1" });
    expect(await getEvent(eventId)).toMatchObject({ status: "swiss", swissRounds: 2 });
    await expect(createTeam(org, eventId, { name: "Late", members: [{ name: "A" }, { name: "B" }] })).rejects.toMatchObject({ code: "conflict" });

    // Modified results: game 1 reaches time at 120 minutes of the round clock, game 2 at 240.
    const [m1, m2, m3] = r1.matches;
    const game1AtTime = { games: [{ result: "A", ending: "time" }, { result: "A" }] };
    await expect(recordResult(org, eventId, m1!.id, game1AtTime)).rejects.toMatchObject({ code: "conflict", message: expect.stringMatching(/not started/) });
    await timerAction(org, eventId, 1, { action: "start" });
    await timePasses(eventId, 1, 60);
    await expect(recordResult(org, eventId, m1!.id, game1AtTime)).rejects.toMatchObject({ code: "conflict", message: expect.stringMatching(/60 minutes are left on the clock for game 1/) });
    await expect(recordResult(org, eventId, m1!.id, { games: [{ result: "A" }, { result: "draw" }] })).rejects.toMatchObject({ code: "invalid_input" });
    await timePasses(eventId, 1, 60);
    await recordResult(org, eventId, m1!.id, game1AtTime);
    const game2AtTime = { games: [{ result: "B" }, { result: "A", ending: "time" }] };
    await expect(recordResult(org, eventId, m2!.id, game2AtTime)).rejects.toMatchObject({ code: "conflict", message: expect.stringMatching(/for game 2/) });
    await timePasses(eventId, 1, 121);
    await recordResult(org, eventId, m2!.id, game2AtTime);
    await recordResult(org, eventId, m3!.id, { games: [{ result: "B" }, { result: "B" }] });
    for (const m of (await getRound(eventId, 1)).matches) count(m);

    const r2 = await pairNextRound(org, eventId);
    for (const m of r2.matches) await recordResult(org, eventId, m.id, { games: [{ result: "A" }, { result: "B" }] });
    for (const m of (await getRound(eventId, 2)).matches) count(m);
    for (const [, c] of sides) expect(c).toEqual({ dark: 2, light: 2 });
    expect(met.size).toBe(6);

    // Team standings from the points table: win 3, modified win 2, modified loss 1, loss 0.
    expect((await getEvent(eventId)).status).toBe("complete");
    const standings = await getStandings(eventId);
    expect(standings.rows).toHaveLength(6);
    const points = new Map(standings.rows.map((r) => [r.playerId, r.points]));
    const expected = new Map(teams.map((t) => [t.id, 0]));
    const add = (id: string, n: number) => expected.set(id, expected.get(id)! + n);
    add(m1!.playerA.id, 2 + 3);
    add(m1!.playerB!.id, 1 + 0);
    add(m2!.playerA.id, 0 + 2);
    add(m2!.playerB!.id, 3 + 1);
    add(m3!.playerA.id, 0);
    add(m3!.playerB!.id, 6);
    for (const m of r2.matches) {
      add(m.playerA.id, 3);
      add(m.playerB!.id, 3);
    }
    expect(points).toEqual(expected);
    expect(standings.rows.map((r) => r.name).sort()).toEqual(teams.map((t) => t.name).sort());
    // A team's prize is for both of its members.
    expect((await teamRecipients(db, eventId)).get(standings.rows[0]!.playerId)).toHaveLength(2);
  });

  it("gives the bye of an odd field of teams a win in each game", async () => {
    const { org, eventId } = await teamEvent();
    await typedTeams(org, eventId, 5);
    const r1 = await pairNextRound(org, eventId);
    const bye = r1.matches.find((m) => m.playerB === null)!;
    expect(bye.playerA.members).toHaveLength(2);
    const standings = await getStandings(eventId);
    expect(standings.rows.find((r) => r.playerId === bye.playerA.id)!.points).toBe(6);
  });
});

describe("fees and decks per team", () => {
  it("sums per-person fees per team and records each member's payment", async () => {
    const { org, eventId } = await teamEvent();
    await setFees(org, eventId, { currency: "USD", doorCents: 1500, earlyCents: 1000, earlyDeadline: new Date(Date.now() + 7 * 86_400_000).toISOString() });
    const [team] = await typedTeams(org, eventId, 1);
    let view = (await teamsForStaff(org, eventId)).teams[0]!;
    expect(view.fees).toEqual({ currency: "USD", dueCents: 2000, paidCents: 0, unpaidMembers: 2 });
    expect(view.members[0]!.fee).toMatchObject({ tier: "early", dueCents: 1000, method: null });
    const paid = await recordMemberPayment(org, eventId, team!.id, "1", { method: "cash" });
    expect(paid).toMatchObject({ tier: "early", dueCents: 1000, paidCents: 1000, team: { dueCents: 2000, paidCents: 1000, unpaidMembers: 1 } });
    await recordMemberPayment(org, eventId, team!.id, "2", { method: "waived" });
    view = (await teamsForStaff(org, eventId)).teams[0]!;
    expect(view.fees).toMatchObject({ dueCents: 2000, paidCents: 1000, unpaidMembers: 0 });
    expect(await auditOf(eventId, "team.payment")).toHaveLength(2);
    // The prize pool counts people: one entry per member, with what each paid.
    const entries = await teamPoolEntries(await getDb(), eventId);
    expect(entries.map((e) => e.paidCents).sort()).toEqual([0, 1000]);
    const stranger = await newUser("stranger");
    await expect(recordMemberPayment(stranger, eventId, team!.id, "1", { method: "cash" })).rejects.toMatchObject({ code: "forbidden" });

    // The money report and the public pool count people too: two members, one entry each.
    const second = await createTeam(org, eventId, { name: "Late Team", members: [{ name: "Pay A" }, { name: "Pay B" }] });
    const report = await paymentReport(org, eventId);
    expect(report.entries.map((e) => [e.name, e.position, e.method, e.paidCents])).toEqual([
      ["Dark 1 (Team 1)", 1, "cash", 1000],
      ["Light 1 (Team 1)", 2, "waived", 0],
      ["Pay A (Late Team)", 1, null, null],
      ["Pay B (Late Team)", 2, null, null],
    ]);
    expect(report.entries[0]!.recordedBy).toMatchObject({ userId: org.id });
    expect(report.totals).toMatchObject({ unpaid: { count: 2, cents: 2000 }, takenCents: 1000, dueCents: 4000 });
    // 100% of fees: 1000 cash + 0 waived + 2 × 1000 still due.
    expect(report.pool.totalCents).toBe(3000);
    expect((await getEventPrizes(eventId)).pool.totalCents).toBe(3000);
    // A team is not one payer: the individual payment path refuses and points to the members.
    await expect(recordPayment(org, eventId, second.id, { method: "cash" })).rejects.toMatchObject({ code: "conflict" });
  });

  it("checks each member's deck (60 cards) and the team's (not the same objective, different sleeves; Death Star with Death Star II a warning)", async () => {
    const { org, eventId } = await teamEvent();
    const [team] = await typedTeams(org, eventId, 1);
    const deck = (objective: string, location: string, n = 59) => `Objective:\n1 ${objective} [objective]\nLocations:\n${n} ${location}`;
    const one = await submitMemberDeck(org, eventId, team!.id, "1", { list: deck("Hunt Down And Destroy The Jedi", "Death Star: Docking Bay"), sleeves: "Clear, black" });
    expect(one).toMatchObject({ position: 1, valid: true, problems: [], team: { valid: true, problems: [] } });
    const short = await submitMemberDeck(org, eventId, team!.id, "2", { list: deck("Hunt Down And Destroy The Jedi", "Death Star II: Throne Room", 50), sleeves: "clear,  BLACK" });
    expect(short.valid).toBe(false);
    expect(short.problems.map((p) => p.code)).toContain("swccg.deck-size");
    expect(short.team.valid).toBe(false);
    expect(short.team.problems.map((p) => p.code).sort()).toEqual(["swccg.team-death-stars", "swccg.team-same-objective", "swccg.team-same-sleeves"]);
    const fixed = await submitMemberDeck(org, eventId, team!.id, "2", { list: deck("Court Of The Vile Gangster", "Death Star II: Throne Room"), sleeves: "Clear, red" });
    expect(fixed).toMatchObject({ valid: true, team: { valid: true } });
    expect(fixed.team.problems).toEqual([expect.objectContaining({ code: "swccg.team-death-stars", severity: "warning" })]);
    const view = (await teamsForStaff(org, eventId)).teams[0]!;
    expect(view.decks.valid).toBe(true);
    expect(view.members.map((m) => m.deck?.sleeves)).toEqual(["Clear, black", "Clear, red"]);

    // Only that member or the staff; a member submits their own.
    const member = await newUser("member");
    await expect(submitMemberDeck(member, eventId, team!.id, "1", { list: "1 X" })).rejects.toMatchObject({ code: "forbidden" });
    const db = await getDb();
    const profile = await db.playerProfile.create({ data: { userId: member.id, displayName: member.name } });
    await db.teamMember.update({ where: { playerId_position: { playerId: team!.id, position: 1 } }, data: { profileId: profile.id } });
    expect(await submitMemberDeck(member, eventId, team!.id, "1", { list: deck("Hunt Down And Destroy The Jedi", "Death Star: Docking Bay"), sleeves: "Clear, black" })).toMatchObject({ valid: true });
    await expect(submitMemberDeck(member, eventId, team!.id, "2", { list: "1 X" })).rejects.toMatchObject({ code: "forbidden" });
    expect((await auditOf(eventId, "team.deck")).map((d) => d.by)).toEqual(["staff", "staff", "staff", "player"]);
  });
});
