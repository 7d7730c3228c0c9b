/**
 * Player profiles: the person behind registrations across events. An account has at most one
 * profile, made the first time it is needed (a self-registration, a claim, the profile page).
 * The public profile lists the events played with their placement and record; its owner may
 * hide it. A profile merged into another (lib/server/accounts/profile-merge.ts) points at its survivor.
 */
import { getDb, type Db, type Tx } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import { ProfileUpdateInput, type PlayerProfile, type ProfileEvent } from "@/lib/schemas/profile";
import type { ProfileRef } from "@/lib/views/players";
import { emptyRecord, playerRecords } from "@/lib/tournament";
import { bracketState, swissHistory, swissStandings } from "../store/engine-input";
import { notFound, unauthenticated } from "../kernel/errors";
import { planOf, swissFormat } from "../kernel/event-format";
import { inTransaction, type EventState } from "../store/event-state";
import { announceGuildTags } from "../kernel/event-versions";
import { forgetRatingLists } from "../ratings/list-cache";
import { eventStore } from "../store/event-store";
import { finalPlacementsOf } from "../standings/final-placements";
import { mergesOf } from "./profile-merge";
import { parseId, parseInput } from "../kernel/validate";
import { ensureProfile } from "../kernel/profile";

/** The caller's profile, created on first use (kernel/profile.ts). */
export { ensureProfile };

/** The caller's profile if they have one (reads; creates nothing). */
export async function profileOf(db: Db | Tx, userId: string): Promise<ProfileRef | null> {
  return db.playerProfile.findUnique({ where: { userId }, select: { id: true, displayName: true, public: true } });
}

/** The signed-in viewer's profile id, to find their own row on lists (null: signed out, or no profile yet). */
export async function viewerProfileId(user: User | null): Promise<string | null> {
  if (!user) return null;
  return (await profileOf(await getDb(), user.id))?.id ?? null;
}

/** The caller's entry at an event, through their profile (null: none). */
export async function playerOfUser(db: Db | Tx, eventId: string, userId: string) {
  return db.player.findFirst({
    // A team event's member: their team (the entrant), through their TeamMember row.
    where: { eventId, OR: [{ profile: { userId } }, { teamMembers: { some: { profile: { userId } } } }] },
    select: { id: true, name: true, status: true, profileId: true, checkedInAt: true, source: true },
  });
}

// ————— Privacy —————

/** The caller's profile settings (the profile is made on first use). */
export async function myProfile(user: User | null): Promise<ProfileRef> {
  if (!user) throw unauthenticated();
  return inTransaction((tx) => ensureProfile(tx, user));
}

/** PATCH /players/me: the caller's display name and whether the profile is public. */
export async function updateMyProfile(user: User | null, input: unknown): Promise<ProfileRef> {
  if (!user) throw unauthenticated();
  const data = parseInput(ProfileUpdateInput, input);
  let renamed = false;
  const saved = await inTransaction(async (tx) => {
    const profile = await ensureProfile(tx, user);
    const updated = await tx.playerProfile.update({
      where: { id: profile.id },
      data: { ...(data.displayName !== undefined ? { displayName: data.displayName } : {}), ...(data.public !== undefined ? { public: data.public } : {}) },
      select: { id: true, displayName: true, public: true },
    });
    renamed = updated.displayName !== profile.displayName;
    // A guild member's tag, and the link to the profile, show on pairings, standings and
    // brackets only while the profile is public, and a season's cached leaderboard names a profile
    // only while it is: their stored pages are rendered again.
    if (updated.public !== profile.public) await announceGuildTags(tx, [profile.id]);
    return updated;
  });
  // The rating lists search by name: once committed, this process's lists read names again.
  if (renamed) forgetRatingLists();
  return saved;
}

// ————— The public profile —————

export type ProfileRead = { kind: "profile"; profile: PlayerProfile } | { kind: "merged"; into: string };

/** Where an event stands for one of its players: final place, or the Swiss rank so far. */
function placementIn(state: EventState, playerId: string): ProfileEvent["placement"] {
  const final = finalPlacementsOf(state);
  if (final) {
    const place = final.find((p) => p.playerId === playerId)?.place;
    return place === undefined ? null : { place, final: true };
  }
  if (state.swissRounds.length === 0) return null;
  const rank = swissStandings(state).find((r) => r.playerId === playerId)?.rank;
  return rank === undefined ? null : { place: rank, final: false };
}

/** The player's record at the event, counted by the engine from the stored results. */
function recordIn(state: EventState, playerId: string) {
  const records = playerRecords(swissHistory(state), swissFormat(state.event), bracketState(state));
  return records.get(playerId) ?? emptyRecord();
}

const MAX_EVENTS = 200;

/**
 * GET /players/{profileId}: the profile with its events, newest first. A hidden profile is its
 * owner's alone (404 for anyone else); a merged one names its survivor (`kind: "merged"`).
 */
export async function getPlayerProfile(viewer: User | null, profileId: string): Promise<ProfileRead> {
  parseId("Player profile", profileId);
  const db = await getDb();
  const profile = await db.playerProfile.findUnique({
    where: { id: profileId },
    select: { id: true, userId: true, displayName: true, public: true, mergedIntoId: true },
  });
  if (!profile) throw notFound("Player profile");
  if (profile.mergedIntoId) return { kind: "merged", into: profile.mergedIntoId };
  const own = viewer !== null && profile.userId === viewer.id;
  if (!profile.public && !own) throw notFound("Player profile");
  const entries = await db.player.findMany({
    where: { profileId },
    select: { id: true, name: true, status: true, event: { select: { id: true, name: true, startsAt: true, createdAt: true } } },
    orderBy: { createdAt: "desc" },
    take: MAX_EVENTS,
  });
  entries.sort((a, b) => (b.event.startsAt ?? b.event.createdAt).getTime() - (a.event.startsAt ?? a.event.createdAt).getTime());
  const events = await Promise.all(
    entries.map(async (e): Promise<ProfileEvent> => {
      const state = await eventStore.read(e.event.id);
      const plan = planOf(state.event);
      return {
        eventId: e.event.id,
        eventName: state.event.name,
        startsAt: state.event.startsAt?.toISOString() ?? null,
        game: plan.gameName,
        descriptor: plan.descriptor,
        eventStatus: state.event.status,
        playerId: e.id,
        entryName: e.name,
        entryStatus: e.status,
        placement: placementIn(state, e.id),
        record: recordIn(state, e.id),
      };
    }),
  );
  const merges = await mergesOf(db, viewer, profile);
  return { kind: "profile", profile: { id: profile.id, displayName: profile.displayName, public: profile.public, own, events, ...(merges ? { merges } : {}) } };
}
