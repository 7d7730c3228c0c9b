/**
 * Team events (preset `swccg-2v2`; issue 12). A team is an entrant: a `Player` row whose name is
 * the team's, so pairing, results, standings, the cut, export and every page work on teams
 * unchanged. Its people are `TeamMember` rows, position 1 and 2 (seats D1/L1 and D2/L2).
 *
 * - The organizer types a team (name + members), or a signed-in captain registers one while
 *   self-registration is open (the registration helper's window; the cap counts teams) as member
 *   1, inviting the partner (member 2, `invitePending`). The partner joins through the one-time
 *   join link the captain hands over (`/join/{token}`, as staff invitations work: the way in
 *   without mail), or signed in with the invited address once it is verified. Team names are
 *   unique per event like player names.
 * - A pending invitation is the captain's wish, not the partner's: it blocks nobody (the address
 *   may register its own team, or be invited by several captains) and shows no address (an
 *   unnamed partner is listed as "Partner"). Round 1 is not paired while a team still waits for
 *   its partner (`assertTeamsComplete`): the organizer substitutes the seat or removes the team.
 * - Substitution: the organizer replaces a member at any time before the event is complete, logged
 *   with the old and new person (`team.substitute`); the seat keeps its payment, the newcomer
 *   brings their own deck, account and check-in.
 * - Decks: each member's deck (`TeamMember.deck`) is checked by the event's game rules (SWCCG: 60
 *   cards) and against the teammate's (`checkTeam`: not the same objective, different sleeves are
 *   problems; Death Star with Death Star II a warning). Sleeves are given with the deck, as
 *   recorded at check-in. The event's deck policy applies (constructed: locked at round 1, the
 *   organizer or a judge may still correct).
 * - Fees: per person (`feeFor` of the team's registration time), summed per team; the staff
 *   record each member's payment (`team.payment`). Prizes are per team place, listed for both
 *   members (`teamRecipients`).
 *
 * No team waitlist: a `WaitlistEntry` is one person, so a full event refuses a new team (409).
 */
import { getDb, type Db, type Tx } from "@/lib/db";
import { Prisma, type Player as PlayerRow, type TeamMember as MemberRow } from "@/lib/generated/prisma/client";
import type { User } from "@/lib/schemas/auth";
import { StoredDeck, type DeckProblem } from "@/lib/schemas/deck";
import { feeSettings, type FeeSettings } from "@/lib/schemas/fees";
import { registrationSettings } from "@/lib/schemas/registration";
import {
  MemberDeckInput,
  MemberPaymentInput,
  SubstituteInput,
  TeamInput,
  TeamRegisterInput,
  type MemberDeckResult,
  type MemberPaymentResult,
  type Team,
  type TeamList,
  type TeamMemberStaffView,
  type TeamMemberView,
  type TeamRegistered,
  type TeamStaffView,
} from "@/lib/schemas/team";
import type { MyTeam } from "@/lib/views/players";
import { checkTeam, deckChangeAllowed, isValid, validateDeckList, type DeckAnswers, type DeckCard } from "@/lib/tournament/decks";
import { feeFor } from "@/lib/tournament/prizes";
import { placeForNewEntry, selfRegistrationState, type SelfRegistrationState } from "@/lib/tournament/registration";
import { allows, authorize, authorizeEntrant, authorizeRead, lockAsPlayer, refusalFor } from "../kernel/policy";
import { audit } from "../kernel/audit";
import { mailConfigured, sendMail } from "../notices/mail";
import { deckSetupOf, readStoredDeck } from "../decks/decks";
import { conflict, forbidden, notFound, ServiceError } from "../kernel/errors";
import { teamSizeOf } from "../kernel/event-format";
import { ensureProfile, profileOf } from "../accounts/profiles";
import { assertLeaderParticipation } from "../staff/staff";
import { newSecret, tokenId } from "../kernel/tokens";
import { parseId, parseInput } from "../kernel/validate";
import { enqueueIfRated } from "../ratings/enqueue";

const nameKey = (name: string) => name.toLocaleLowerCase("en");
const asJson = (v: unknown) => JSON.parse(JSON.stringify(v)) as Prisma.InputJsonValue;

const CLOSED: Record<Exclude<SelfRegistrationState, { open: true }>["reason"], string> = {
  off: "This event does not take self-registrations: the organizer registers its teams.",
  "not-yet": "Registration has not opened yet.",
  closed: "Registration is closed.",
  started: "Registration is closed: round 1 has been paired.",
};

type EventFields = { preset: string; presetOptions: Prisma.JsonValue };

/** The event's team size; 409 for an individual event. */
function requireTeams(event: EventFields): number {
  const size = teamSizeOf(event);
  if (!size) throw conflict("This event has individual players, not teams.");
  return size;
}

function parsePosition(position: string | number, size: number): number {
  const n = typeof position === "number" ? position : Number(position);
  if (!Number.isInteger(n) || n < 1 || n > size) throw notFound("Team member");
  return n;
}

const memberView = (m: MemberRow): TeamMemberView => ({
  position: m.position,
  seat: String(m.position),
  name: m.name,
  invitePending: m.invitePending,
  linked: m.profileId !== null,
  checkedIn: m.checkedInAt !== null,
});

const teamView = (p: PlayerRow, members: readonly MemberRow[]): Team => ({
  id: p.id,
  name: p.name,
  status: p.status,
  source: p.source,
  members: [...members].sort((a, b) => a.position - b.position).map(memberView),
});

async function membersOf(db: Db | Tx, eventId: string): Promise<Map<string, MemberRow[]>> {
  const rows = await db.teamMember.findMany({ where: { eventId }, orderBy: [{ playerId: "asc" }, { position: "asc" }] });
  const out = new Map<string, MemberRow[]>();
  for (const m of rows) out.set(m.playerId, [...(out.get(m.playerId) ?? []), m]);
  return out;
}

/** A team name is unique among the event's entrants (case-insensitive), as player names are. */
async function assertNameFree(tx: Tx, eventId: string, name: string): Promise<void> {
  const existing = await tx.player.findMany({ where: { eventId }, select: { name: true } });
  if (existing.some((p) => nameKey(p.name) === nameKey(name))) {
    throw new ServiceError("invalid_input", `${name} is already registered at this event. Choose another team name.`, [{ path: ["name"], message: `${name} is already registered at this event.` }]);
  }
}

/** A person (by email) is on one team per event; an invitation not accepted yet holds no one. */
async function assertEmailsFree(tx: Tx, eventId: string, emails: { email: string; path: (string | number)[] }[]): Promise<void> {
  const wanted = emails.filter((e) => e.email);
  if (wanted.length === 0) return;
  const taken = await tx.teamMember.findMany({ where: { eventId, invitePending: false, email: { in: wanted.map((e) => e.email), mode: "insensitive" } }, select: { email: true } });
  const set = new Set(taken.map((t) => t.email!.toLowerCase()));
  const hit = wanted.find((e) => set.has(e.email.toLowerCase()));
  if (hit) throw new ServiceError("invalid_input", `${hit.email} is already on a team at this event.`, [{ path: hit.path, message: `${hit.email} is already on a team at this event.` }]);
}

const nextSeq = async (tx: Tx, eventId: string) => ((await tx.player.aggregate({ where: { eventId }, _max: { seq: true } }))._max.seq ?? 0) + 1;

// ————— Reads —————

/** GET /events/{eventId}/teams (public): the teams with their members' names and seats. */
export async function listTeams(eventId: string): Promise<TeamList> {
  parseId("Event", eventId);
  const db = await getDb();
  const event = await db.event.findUnique({ where: { id: eventId }, select: { preset: true, presetOptions: true } });
  if (!event) throw notFound("Event");
  const teamSize = requireTeams(event);
  const [players, members] = await Promise.all([db.player.findMany({ where: { eventId }, orderBy: { seq: "asc" } }), membersOf(db, eventId)]);
  return { teamSize, teams: players.map((p) => teamView(p, members.get(p.id) ?? [])) };
}

function feesOfTeam(team: PlayerRow, members: readonly MemberRow[], fees: FeeSettings) {
  const due = feeFor(team.registeredAt, fees);
  return {
    currency: fees.currency,
    dueCents: due.cents * members.length,
    paidCents: members.reduce((a, m) => a + (m.paymentMethod ? (m.paidCents ?? 0) : 0), 0),
    unpaidMembers: members.filter((m) => m.paymentMethod === null).length,
  };
}

/** Problems across the team (both members' saved decks, sleeves and objectives). */
function teamDeckProblems(members: readonly { name: string; deck: StoredDeck | null }[]): DeckProblem[] {
  const withDecks = members.filter((m): m is { name: string; deck: StoredDeck } => m.deck !== null && m.deck.list !== "");
  const out: DeckProblem[] = [];
  for (let i = 0; i < withDecks.length; i++) {
    for (let j = i + 1; j < withDecks.length; j++) {
      const [a, b] = [withDecks[i]!, withDecks[j]!];
      out.push(...checkTeam({ player: a.name, cards: a.deck.cards as DeckCard[], answers: answersOf(a.deck) }, { player: b.name, cards: b.deck.cards as DeckCard[], answers: answersOf(b.deck) }));
    }
  }
  return out;
}

const answersOf = (deck: StoredDeck): DeckAnswers => ({
  ...(deck.answers.objective ? { objective: deck.answers.objective } : {}),
  ...(deck.answers.sleeves ? { sleeves: deck.answers.sleeves } : {}),
});

/** The organizer's teams page (staff): members with emails, fees and payments, decks. */
export async function teamsForStaff(user: User | null, eventId: string): Promise<{ teamSize: number; currency: string; teams: TeamStaffView[] }> {
  const db = await getDb();
  await authorizeRead(db, "team.read", eventId, user);
  const event = await db.event.findUniqueOrThrow({ where: { id: eventId }, select: { preset: true, presetOptions: true, fees: true } });
  const teamSize = requireTeams(event);
  const fees = feeSettings(event.fees);
  const [players, members] = await Promise.all([db.player.findMany({ where: { eventId }, orderBy: { seq: "asc" } }), membersOf(db, eventId)]);
  const teams = players.map((p): TeamStaffView => {
    const list = members.get(p.id) ?? [];
    const due = feeFor(p.registeredAt, fees);
    const decks = list.map((m) => ({ name: m.name, deck: readStoredDeck(m.deck) }));
    const problems = teamDeckProblems(decks);
    const staffMembers = list.map(
      (m, i): TeamMemberStaffView => ({
        ...memberView(m),
        email: m.email,
        fee: { tier: due.tier, dueCents: due.cents, method: m.paymentMethod, paidCents: m.paymentMethod ? m.paidCents : null },
        deck: decks[i]!.deck ? { valid: decks[i]!.deck!.valid, savedAt: decks[i]!.deck!.savedAt, objective: decks[i]!.deck!.answers.objective ?? null, sleeves: decks[i]!.deck!.answers.sleeves ?? null } : null,
      }),
    );
    return {
      ...teamView(p, list),
      members: staffMembers,
      fees: feesOfTeam(p, list, fees),
      decks: { valid: list.length === teamSize && decks.every((d) => d.deck?.valid) && isValid(problems), problems },
    };
  });
  return { teamSize, currency: fees.currency, teams };
}

/** The caller's team at the event (a member, linked), or an invitation waiting for them; null: neither. */
export async function myTeam(user: User | null, eventId: string): Promise<MyTeam | null> {
  if (!user) return null;
  parseId("Event", eventId);
  const db = await getDb();
  const profile = await profileOf(db, user.id);
  const email = user.email.toLowerCase();
  const member = await db.teamMember.findFirst({
    where: { eventId, OR: [...(profile ? [{ profileId: profile.id }] : []), { invitePending: true, email: { equals: email, mode: "insensitive" as const } }] },
    orderBy: { invitePending: "asc" },
  });
  if (!member) return null;
  const [team, members] = await Promise.all([db.player.findUniqueOrThrow({ where: { id: member.playerId } }), db.teamMember.findMany({ where: { playerId: member.playerId } })]);
  return { team: teamView(team, members), position: member.position, invited: member.invitePending && member.profileId === null };
}

/**
 * A team event's prizes are per team place, listed for both members: each team's members' names
 * by team (entrant) id, for a prize list or a page; empty for an individual event.
 */
export async function teamRecipients(db: Db | Tx, eventId: string): Promise<Map<string, string[]>> {
  const members = await membersOf(db, eventId);
  return new Map([...members].map(([teamId, list]) => [teamId, list.map((m) => m.name)]));
}

/**
 * The prize pool's entries at a team event: one per person (fees are per person), at the team's
 * registration time, with what that member paid — for `prizePool`/`poolOf` in place of one entry
 * per team. Empty for an individual event.
 */
export async function teamPoolEntries(db: Db | Tx, eventId: string): Promise<{ registeredAt: Date; paidCents: number | null }[]> {
  const rows = await db.teamMember.findMany({ where: { eventId }, select: { paymentMethod: true, paidCents: true, team: { select: { registeredAt: true } } } });
  return rows.map((m) => ({ registeredAt: m.team.registeredAt, paidCents: m.paymentMethod ? (m.paidCents ?? 0) : null }));
}

// ————— Changes —————

/** POST /events/{eventId}/teams (organizer): a typed team, its entrant and members in one transaction. */
export async function createTeam(user: User | null, eventId: string, input: unknown): Promise<Team> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const { user: caller } = await authorize(tx, "team.create", eventId, user);
    const data = parseInput(TeamInput, input);
    const event = await tx.event.findUniqueOrThrow({ where: { id: eventId }, select: { preset: true, presetOptions: true, status: true } });
    const size = requireTeams(event);
    if (event.status !== "registration") throw conflict("Registration is closed: teams register before round 1 (this format has no late entry).");
    if (data.members.length !== size) {
      throw new ServiceError("invalid_input", `A team has ${size} members.`, [{ path: ["members"], message: `A team has ${size} members: give ${size} names.` }]);
    }
    const emails = data.members.map((m, i) => ({ email: m.email ?? "", path: ["members", i, "email"] }));
    const dup = emails.findIndex((e, i) => e.email && emails.findIndex((f) => f.email === e.email) !== i);
    if (dup >= 0) throw new ServiceError("invalid_input", "Two members cannot share an email address.", [{ path: emails[dup]!.path, message: "Two members cannot share an email address." }]);
    await assertNameFree(tx, eventId, data.name);
    await assertEmailsFree(tx, eventId, emails);
    const team = await tx.player.create({ data: { eventId, name: data.name, seq: await nextSeq(tx, eventId), source: "typed", registeredAt: new Date() } });
    const members = await tx.teamMember.createManyAndReturn({
      data: data.members.map((m, i) => ({ eventId, playerId: team.id, position: i + 1, name: m.name, email: m.email ?? null })),
    });
    await audit(tx, { eventId, userId: caller.id, action: "team.create", data: { teamId: team.id, name: team.name, members: members.map((m) => ({ position: m.position, name: m.name })) } });
    return teamView(team, members);
  });
}

/**
 * POST /events/{eventId}/teams/register (signed in): the caller registers a team as member 1 and
 * invites the partner (member 2) by email. Refused (409) when self-registration is not open,
 * when the event is full (the cap counts teams), or when the caller is already on a team.
 */
export async function registerTeam(user: User | null, eventId: string, input: unknown, { origin = "" }: { origin?: string } = {}): Promise<TeamRegistered> {
  const db = await getDb();
  const link = newJoinLink(origin);
  const registered = await db.$transaction(async (tx) => {
    const { user: caller, player, role } = await lockAsPlayer(tx, eventId, user);
    const data = parseInput(TeamRegisterInput, input);
    const event = await tx.event.findUniqueOrThrow({ where: { id: eventId }, select: { preset: true, presetOptions: true, status: true, registration: true } });
    const size = requireTeams(event);
    if (size !== 2) throw conflict(`A team of ${size} is typed by the organizer.`);
    if (player) throw conflict(`You are already registered at this event, on ${player.name}.`);
    const settings = registrationSettings(event.registration);
    const state = selfRegistrationState(settings, event.status, new Date());
    if (!state.open) throw conflict(CLOSED[state.reason]);
    const active = await tx.player.count({ where: { eventId, status: "active" } });
    if (placeForNewEntry(settings.cap, active, 0) !== "place") throw conflict(`The event is full: ${settings.cap} teams are registered.`);

    const email = caller.email.toLowerCase();
    if (data.partnerEmail === email) throw new ServiceError("invalid_input", "Your partner's email is yours: give your partner's.", [{ path: ["partnerEmail"], message: "Give your partner's email, not yours." }]);
    await assertNameFree(tx, eventId, data.name);
    // Only members who joined count: another captain's invitation to either address blocks nothing.
    await assertEmailsFree(tx, eventId, [
      { email, path: ["captainName"] },
      { email: data.partnerEmail, path: ["partnerEmail"] },
    ]);
    const profile = await ensureProfile(tx, caller);
    const team = await tx.player.create({ data: { eventId, name: data.name, seq: await nextSeq(tx, eventId), source: "self", registeredAt: new Date() } });
    const members = await tx.teamMember.createManyAndReturn({
      data: [
        { eventId, playerId: team.id, position: 1, name: data.captainName ?? caller.name.slice(0, 80), email, profileId: profile.id },
        // Unnamed, the partner is "Partner" until they join: an address is never shown.
        { eventId, playerId: team.id, position: 2, name: data.partnerName ?? UNNAMED_PARTNER, email: data.partnerEmail, invitePending: true, ...link.row },
      ],
    });
    // A leader on a team plays: only where the tier allows it.
    if (role) await assertLeaderParticipation(tx, eventId);
    await audit(tx, {
      eventId,
      userId: caller.id,
      action: "team.register",
      data: { teamId: team.id, name: team.name, profileId: profile.id, members: members.map((m) => ({ position: m.position, name: m.name, invitePending: m.invitePending })) },
    });
    const eventRow = await tx.event.findUniqueOrThrow({ where: { id: eventId }, select: { name: true } });
    return { team: teamView(team, members), eventName: eventRow.name, partnerEmail: data.partnerEmail, captain: caller.name };
  });
  await mailPartnerInvitation(registered.partnerEmail, registered.captain, registered.team.name, registered.eventName, link.url);
  return { ...registered.team, invitation: { url: link.url, expiresAt: link.expiresAt.toISOString() } };
}

/**
 * After the registration commits: tells the invited partner, when mail is configured. Best effort
 * (a failed send is logged); the invitation itself waits on the event page either way.
 */
async function mailPartnerInvitation(to: string, captain: string, team: string, eventName: string, url: string): Promise<void> {
  if (!mailConfigured()) return;
  try {
    await sendMail({
      to,
      subject: `${captain} invites you to team ${team} at ${eventName}`,
      text: `${captain} registered team ${team} for ${eventName} on Holonet, with you as partner.\n\nTo join, open this link, sign in (or sign up) and accept (it works once, for ${JOIN_LINK_DAYS} days):\n${url}\n\nIf you did not expect this, ignore this message.`,
    });
  } catch (err) {
    console.error("team invitation mail not sent", err);
  }
}

/**
 * Why an invited partner cannot accept by their address (null: they can): the invitation is for a
 * proven address, and without mail no address can be proven here — the captain's join link is the
 * way in. The event page offers "Accept and join" only when this is null.
 */
export function emailAcceptRefusal(emailVerified: boolean): string | null {
  if (emailVerified) return null;
  return mailConfigured()
    ? "Verify your email address first (Account page): the invitation is for a proven address. Or open the join link your captain has."
    : "This server sends no mail, so addresses cannot be verified here: ask your captain for your team's join link (on their event page) and open it.";
}

/** `emailAcceptRefusal` for a signed-in account. */
export async function acceptRefusalFor(user: User): Promise<string | null> {
  const db = await getDb();
  const account = await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { emailVerifiedAt: true } });
  return emailAcceptRefusal(account.emailVerifiedAt !== null);
}

/** POST /events/{eventId}/teams/{teamId}/accept (signed in with the invited email, verified): the partner joins. */
export async function acceptTeamInvite(user: User | null, eventId: string, teamId: string): Promise<Team> {
  parseId("Team", teamId);
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const { user: caller, player, role } = await lockAsPlayer(tx, eventId, user);
    const team = await tx.player.findFirst({ where: { id: teamId, eventId } });
    if (!team) throw notFound("Team");
    if (player?.id === teamId) throw conflict("You are already on this team.");
    if (player) throw conflict(`You are already registered at this event, on ${player.name}.`);
    const account = await tx.user.findUniqueOrThrow({ where: { id: caller.id }, select: { email: true, emailVerifiedAt: true } });
    const member = await tx.teamMember.findFirst({ where: { playerId: teamId, invitePending: true, email: { equals: account.email, mode: "insensitive" } } });
    if (!member) throw forbidden("This team has no invitation for your email address.");
    const refusal = emailAcceptRefusal(account.emailVerifiedAt !== null);
    if (refusal) throw forbidden(refusal);
    return joinTeam(tx, { eventId, team, member, user: caller, via: "email", leader: role !== null });
  });
}

/** The partner takes the seat (by the invited, verified address, or the join link), logged. */
async function joinTeam(tx: Tx, { eventId, team, member, user, via, leader }: { eventId: string; team: PlayerRow; member: MemberRow; user: User; via: "email" | "link"; leader: boolean }): Promise<Team> {
  // The seat takes the account's address: "one team per person" matches people by it.
  const clash = await tx.teamMember.findFirst({ where: { eventId, invitePending: false, email: { equals: user.email, mode: "insensitive" }, NOT: { id: member.id } }, select: { id: true } });
  if (clash) throw conflict("Your email address is already on a team at this event.");
  const profile = await ensureProfile(tx, user);
  const name = user.name.slice(0, 80);
  await tx.teamMember.update({ where: { id: member.id }, data: { invitePending: false, profileId: profile.id, name, email: user.email.toLowerCase(), inviteTokenId: null, inviteExpiresAt: null } });
  // A leader who joins a team plays: only where the tier allows it.
  if (leader) await assertLeaderParticipation(tx, eventId);
  await audit(tx, { eventId, userId: user.id, action: "team.accept", data: { teamId: team.id, team: team.name, position: member.position, name, profileId: profile.id, via } });
  // A seat taken after the event was rated: its typed member's rating becomes the profile's.
  await enqueueIfRated(tx, [eventId], "claimed");
  return teamView(team, await tx.teamMember.findMany({ where: { playerId: team.id } }));
}

/** How long a partner's join link works; the captain can issue a new one. */
const JOIN_LINK_DAYS = 14;
/** How an invited partner without a name is listed until they join. */
const UNNAMED_PARTNER = "Partner";

/** A fresh join link: the member row keeps its hash and expiry; the link carries the secret. */
function newJoinLink(origin: string) {
  const token = newSecret("hn_team");
  const expiresAt = new Date(Date.now() + JOIN_LINK_DAYS * 24 * 3600_000);
  return { token, expiresAt, url: `${origin.replace(/\/+$/, "")}/join/${token}`, row: { inviteTokenId: tokenId(token), inviteExpiresAt: expiresAt } };
}

const invalidJoinLink = () => notFound("Join link (it is wrong, was replaced by a newer one, or has been used)");

/** What /join/<token> shows before joining: the event, the team and its captain; nothing about the invitee. */
export async function describeTeamInvitation(token: string): Promise<{ eventId: string; eventName: string; teamId: string; team: string; captain: string | null; expired: boolean }> {
  const db = await getDb();
  const member = await db.teamMember.findUnique({ where: { inviteTokenId: tokenId(String(token)) }, include: { team: { include: { event: { select: { name: true } } } } } });
  if (!member || !member.invitePending) throw invalidJoinLink();
  const captain = await db.teamMember.findFirst({ where: { playerId: member.playerId, invitePending: false }, orderBy: { position: "asc" }, select: { name: true } });
  return {
    eventId: member.eventId,
    eventName: member.team.event.name,
    teamId: member.playerId,
    team: member.team.name,
    captain: captain?.name ?? null,
    expired: !member.inviteExpiresAt || member.inviteExpiresAt < new Date(),
  };
}

/**
 * POST /teams/join {token} (signed in): the partner joins through the captain's one-time join
 * link — no verified address needed (the captain chose whom to hand it to), so it works on a
 * server without mail. 404 for a wrong or used link, 409 when expired or the caller already
 * plays at the event.
 */
export async function acceptTeamInvitation(user: User | null, token: string): Promise<Team & { eventId: string }> {
  if (!user) throw new ServiceError("unauthenticated", "Sign in or sign up to join the team.");
  const db = await getDb();
  const pre = await db.teamMember.findUnique({ where: { inviteTokenId: tokenId(String(token)) }, select: { eventId: true } });
  if (!pre) throw invalidJoinLink();
  return db.$transaction(async (tx) => {
    const { player, role } = await lockAsPlayer(tx, pre.eventId, user);
    // Read again under the event's lock: a join, a new link or a substitution may have landed.
    const member = await tx.teamMember.findUnique({ where: { inviteTokenId: tokenId(String(token)) } });
    if (!member || !member.invitePending) throw invalidJoinLink();
    if (!member.inviteExpiresAt || member.inviteExpiresAt < new Date()) throw conflict("This join link has expired. Ask your captain for a new one.");
    const team = await tx.player.findUniqueOrThrow({ where: { id: member.playerId } });
    if (player?.id === team.id) throw conflict("You are already on this team.");
    if (player) throw conflict(`You are already registered at this event, on ${player.name}.`);
    const event = await tx.event.findUniqueOrThrow({ where: { id: member.eventId }, select: { status: true } });
    if (event.status === "complete") throw conflict("The event is complete: its teams are final.");
    return { ...(await joinTeam(tx, { eventId: member.eventId, team, member, user, via: "link", leader: role !== null })), eventId: member.eventId };
  });
}

/**
 * POST /events/{eventId}/teams/{teamId}/invitation (the team's captain — a member who joined — or
 * the organizer): a new join link for the partner who has not joined yet; the old one stops working.
 */
export async function reissueTeamInvitation(user: User | null, eventId: string, teamId: string, { origin = "" }: { origin?: string } = {}): Promise<TeamRegistered> {
  parseId("Team", teamId);
  const link = newJoinLink(origin);
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const { user: caller, player, role } = await lockAsPlayer(tx, eventId, user);
    const team = await tx.player.findFirst({ where: { id: teamId, eventId } });
    if (!team) throw notFound("Team");
    if (player?.id !== team.id && !allows("team.invitation", role)) throw refusalFor("team.invitation");
    const member = await tx.teamMember.findFirst({ where: { playerId: teamId, invitePending: true }, orderBy: { position: "asc" } });
    if (!member) throw conflict("Every member of this team has joined: there is no one to invite.");
    await tx.teamMember.update({ where: { id: member.id }, data: link.row });
    await audit(tx, { eventId, userId: caller.id, action: "team.invitation", data: { teamId, team: team.name, position: member.position } });
    return { ...teamView(team, await tx.teamMember.findMany({ where: { playerId: teamId } })), invitation: { url: link.url, expiresAt: link.expiresAt.toISOString() } };
  });
}

/**
 * Round 1 pairs only complete teams: a team whose partner has not joined is refused (409, named),
 * so nobody is seated who never said yes. The organizer substitutes the seat (typing the partner
 * makes it theirs) or removes the team. Nothing for individual events.
 */
export async function assertTeamsComplete(tx: Tx, eventId: string): Promise<void> {
  const waiting = await tx.teamMember.findMany({ where: { eventId, invitePending: true, team: { status: "active" } }, select: { team: { select: { name: true } } }, orderBy: { createdAt: "asc" } });
  if (waiting.length === 0) return;
  const names = [...new Set(waiting.map((m) => m.team.name))];
  throw conflict(
    `${names.length === 1 ? `Team ${names[0]} is` : `Teams ${names.join(", ")} are`} still waiting for a partner to join: a team is paired once both members are on it. ` +
      "The partner opens the captain's join link, or the organizer substitutes that seat (Manage → Teams) or removes the team.",
  );
}

async function loadMember(tx: Tx, eventId: string, teamId: string, position: string | number, size: number) {
  parseId("Team", teamId);
  const pos = parsePosition(position, size);
  const team = await tx.player.findFirst({ where: { id: teamId, eventId } });
  if (!team) throw notFound("Team");
  const member = await tx.teamMember.findUnique({ where: { playerId_position: { playerId: teamId, position: pos } } });
  if (!member) throw notFound("Team member");
  return { team, member, position: pos };
}

/** POST …/teams/{teamId}/members/{position}/substitute (organizer): a new person in the seat, logged. */
export async function substituteMember(user: User | null, eventId: string, teamId: string, position: string, input: unknown): Promise<Team> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const { user: caller } = await authorize(tx, "team.substitute", eventId, user);
    const data = parseInput(SubstituteInput, input);
    const event = await tx.event.findUniqueOrThrow({ where: { id: eventId }, select: { preset: true, presetOptions: true, status: true } });
    const size = requireTeams(event);
    if (event.status === "complete") throw conflict("The event is complete: its teams are final.");
    const { team, member, position: pos } = await loadMember(tx, eventId, teamId, position, size);
    if (data.email) {
      const taken = await tx.teamMember.findFirst({ where: { eventId, invitePending: false, email: { equals: data.email, mode: "insensitive" }, NOT: { id: member.id } }, select: { id: true } });
      if (taken) throw new ServiceError("invalid_input", `${data.email} is already on a team at this event.`, [{ path: ["email"], message: `${data.email} is already on a team at this event.` }]);
    }
    // A new person: their own account, check-in and deck; the seat keeps what the team paid.
    await tx.teamMember.update({
      where: { id: member.id },
      data: { name: data.name, email: data.email ?? null, profileId: null, invitePending: false, inviteTokenId: null, inviteExpiresAt: null, checkedInAt: null, deck: Prisma.DbNull },
    });
    await audit(tx, {
      eventId,
      userId: caller.id,
      action: "team.substitute",
      data: { teamId, team: team.name, position: pos, old: { name: member.name, email: member.email }, new: { name: data.name, email: data.email ?? null }, reason: data.reason ?? null },
    });
    return teamView(team, await tx.teamMember.findMany({ where: { playerId: teamId } }));
  });
}

/** Where the event stands for its decks (the policy's facts). */
async function deckFactsOf(tx: Tx, eventId: string, status: string) {
  const last = await tx.round.findFirst({ where: { eventId }, orderBy: { number: "desc" }, select: { id: true, number: true } });
  const open = last ? await tx.match.count({ where: { roundId: last.id, playerBId: { not: null }, result: { equals: Prisma.DbNull } } }) : 0;
  return { roundsPaired: last?.number ?? 0, roundInProgress: open > 0, complete: status === "complete", buildClock: null };
}

/**
 * PUT …/teams/{teamId}/members/{position}/deck (staff, or that member): the member's deck checked
 * by the game's rules and across the team; stored even when invalid. Returns the member's own
 * problems and the team's.
 */
export async function submitMemberDeck(user: User | null, eventId: string, teamId: string, position: string, input: unknown): Promise<MemberDeckResult> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const { user: caller, role } = await authorizeEntrant(tx, "team.deck", eventId, user);
    const event = await tx.event.findUniqueOrThrow({ where: { id: eventId }, select: { preset: true, presetOptions: true, status: true } });
    const size = requireTeams(event);
    const { team, member, position: pos } = await loadMember(tx, eventId, teamId, position, size);
    const staff = allows("team.deck", role);
    const profile = await profileOf(tx, caller.id);
    const self = profile !== null && member.profileId === profile.id;
    if (!staff && !self) throw refusalFor("team.deck");
    const data = parseInput(MemberDeckInput, input);
    const setup = deckSetupOf(event);
    if (!setup) throw conflict("This event's decks are not checked here.");
    const change = deckChangeAllowed(setup.policy, await deckFactsOf(tx, eventId, event.status), Date.now());
    const mayCorrect = allows("deck.correct", role);
    let kind: "submit" | "change" | "correct";
    if (change.allowed) kind = change.locked ? "change" : "submit";
    else if (mayCorrect && change.code !== "complete") kind = "correct";
    else throw conflict(change.reason);

    const answers: Record<string, string> = { ...(data.objective ? { objective: data.objective } : {}), ...(data.sleeves ? { sleeves: data.sleeves } : {}) };
    const checked = validateDeckList(setup.rules, data.list, answers);
    const stored: StoredDeck = { game: setup.rules.game, list: data.list, answers, cards: checked.cards as StoredDeck["cards"], problems: [...checked.problems], valid: checked.valid, savedAt: new Date().toISOString() };
    const old = readStoredDeck(member.deck);
    await tx.teamMember.update({ where: { id: member.id }, data: { deck: asJson(stored) } });
    const mates = await tx.teamMember.findMany({ where: { playerId: teamId, NOT: { id: member.id } }, orderBy: { position: "asc" } });
    const teamProblems = teamDeckProblems([{ name: member.name, deck: stored }, ...mates.map((m) => ({ name: m.name, deck: readStoredDeck(m.deck) }))]);
    await audit(tx, {
      eventId,
      userId: caller.id,
      action: "team.deck",
      data: { teamId, team: team.name, position: pos, name: member.name, by: staff ? "staff" : "player", kind, old: old ? { list: old.list, valid: old.valid } : null, new: { list: data.list, valid: checked.valid } },
    });
    return { teamId, position: pos, name: member.name, valid: checked.valid, problems: stored.problems, team: { valid: isValid(teamProblems), problems: teamProblems } };
  });
}

/** POST …/teams/{teamId}/members/{position}/payment (staff): what a member paid; the team's fees summed. */
export async function recordMemberPayment(user: User | null, eventId: string, teamId: string, position: string, input: unknown): Promise<MemberPaymentResult> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const { user: caller } = await authorize(tx, "payment.record", eventId, user);
    const payment = parseInput(MemberPaymentInput, input);
    const event = await tx.event.findUniqueOrThrow({ where: { id: eventId }, select: { preset: true, presetOptions: true, fees: true } });
    const size = requireTeams(event);
    const { team, member, position: pos } = await loadMember(tx, eventId, teamId, position, size);
    const fees = feeSettings(event.fees);
    // Per person, at the price of the team's registration time (early or door).
    const due = feeFor(team.registeredAt, fees);
    const cents = payment.method === "waived" ? 0 : (payment.cents ?? due.cents);
    await tx.teamMember.update({ where: { id: member.id }, data: { paymentMethod: payment.method, paidCents: cents, paidAt: new Date() } });
    await audit(tx, {
      eventId,
      userId: caller.id,
      action: "team.payment",
      data: {
        teamId,
        team: team.name,
        position: pos,
        name: member.name,
        currency: fees.currency,
        tier: due.tier,
        dueCents: due.cents,
        old: member.paymentMethod ? { method: member.paymentMethod, cents: member.paidCents ?? 0 } : null,
        new: { method: payment.method, cents },
      },
    });
    const members = await tx.teamMember.findMany({ where: { playerId: teamId } });
    const sum = feesOfTeam(team, members, fees);
    return {
      teamId,
      position: pos,
      name: member.name,
      currency: fees.currency,
      tier: due.tier,
      dueCents: due.cents,
      method: payment.method,
      paidCents: cents,
      team: { dueCents: sum.dueCents, paidCents: sum.paidCents, unpaidMembers: sum.unpaidMembers },
    };
  });
}
