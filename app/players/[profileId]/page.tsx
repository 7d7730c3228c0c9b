import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { ProfileEvents } from "@/components/players/ProfileEvents";
import { Badge } from "@/components/ui/Badge";
import { Card } from "@/components/ui/Card";
import { PageHeader } from "@/components/ui/PageHeader";
import { MergeProfileForm } from "@/components/players/MergeProfileForm";
import { mergeRightsOn } from "@/lib/server/accounts/profile-merge";
import { getPlayerProfile } from "@/lib/server/accounts/profiles";
import { playerRatings } from "@/lib/server/ratings/read";
import { ProfileRatings } from "@/components/players/ProfileRatings";
import { guildOfProfile } from "@/lib/server/guilds/guild-read";
import { closeMergeRequestAction, confirmMergeAction, mergeIntoAction, undoMergeAction } from "./actions";
import { ActionButton } from "@/components/forms/ActionButton";
import { orNotFound } from "@/lib/web/load";
import { currentUser } from "@/lib/web/session";
import { ProfileSeasonMedals } from "@/app/_containers/seasons/ProfileSeasonMedals";
import type { PlayerProfile } from "@/lib/schemas/profile";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Player profile" };

/** A player's events, placements and records; a hidden profile is its owner's alone. */
/** A merge's state in words (`awaitsYou`: a pending request waiting for the viewer). */
const MERGE_STATUS: Record<NonNullable<PlayerProfile["merges"]>[number]["status"], (awaitsYou: boolean) => string> = {
  pending: (awaitsYou) => (awaitsYou ? "asked by the other account holder, waiting for you" : "waiting for the other account holder"),
  merged: () => "merged",
  undone: () => "merged, then undone",
  withdrawn: () => "asked, then withdrawn",
  declined: () => "asked, then declined",
};

export default async function PlayerProfilePage({ params }: { params: Promise<{ profileId: string }> }) {
  const { profileId } = await params;
  const user = await currentUser();
  const read = await orNotFound(getPlayerProfile(user, profileId));
  if (read.kind === "merged") redirect(`/players/${read.into}`);
  const { profile } = read;
  const [{ mayMerge, mayUndo }, ratings, guild] = await Promise.all([mergeRightsOn(user, profile.id), playerRatings(profile.id, user), guildOfProfile(profile.id)]);
  const played = profile.events.filter((e) => e.eventStatus !== "registration").length;
  return (
    <div className="space-y-5">
      <PageHeader
        title={profile.displayName}
        subtitle={
          <span className="flex flex-wrap items-center gap-2">
            <span>{played === 1 ? "1 event played" : `${played} events played`}</span>
            {guild && (
              <Link href={`/guilds/${guild.id}`} className="underline" data-testid="profile-guild">
                [{guild.tag}] {guild.name}
                {guild.role !== "member" ? ` (${guild.role})` : ""}
              </Link>
            )}
            {profile.own && (profile.public ? <Badge tone="good">Public</Badge> : <Badge tone="warn">Hidden: only you see it</Badge>)}
          </span>
        }
        actions={
          profile.own ? (
            <Link href="/account#profile" className="py-2 text-sm font-semibold underline">
              Privacy and name
            </Link>
          ) : undefined
        }
      />
      {ratings.games.length > 0 && (
        <Card title="Ratings">
          <ProfileRatings profileId={profile.id} games={ratings.games} />
        </Card>
      )}
      <ProfileSeasonMedals profileId={profile.id} viewerId={user?.id ?? null} />
      <Card title="Events">
        <ProfileEvents events={profile.events} />
      </Card>
      {profile.merges && profile.merges.length > 0 && (
        <Card title="Merges">
          <ul className="space-y-3" data-testid="profile-merges">
            {profile.merges.map((m) => (
              <li key={m.id} className="space-y-2">
                <p>
                  “{m.from.displayName}” into “{m.into.displayName}”:{" "}
                  {MERGE_STATUS[m.status](m.awaitsYou)}
                </p>
                {m.awaitsYou && (
                  <ActionButton action={confirmMergeAction.bind(null, m.from.profileId, m.into.profileId)} pendingText="Merging…" confirm="Merge these two profiles? Entries move to the profile that stays." testId="confirm-merge">
                    Confirm: merge “{m.from.displayName}” into “{m.into.displayName}”
                  </ActionButton>
                )}
                {m.status === "pending" && (m.askedByYou || m.awaitsYou || mayUndo) && (
                  <ActionButton
                    action={closeMergeRequestAction.bind(null, profile.id, m.id)}
                    pendingText={m.askedByYou ? "Withdrawing…" : "Declining…"}
                    variant="secondary"
                    confirm={m.askedByYou ? "Withdraw this merge request? Nothing is merged." : "Decline this merge request? Nothing is merged."}
                    testId="close-merge"
                  >
                    {m.askedByYou ? "Withdraw the request" : "Decline"}
                  </ActionButton>
                )}
                {m.status === "merged" && mayUndo && m.into.profileId === profile.id && (
                  <ActionButton action={undoMergeAction.bind(null, m.from.profileId, m.into.profileId)} pendingText="Undoing…" variant="secondary" confirm="Undo this merge?">
                    Undo this merge
                  </ActionButton>
                )}
              </li>
            ))}
          </ul>
        </Card>
      )}
      {mayMerge && (
        <Card title="Merge a duplicate profile">
          <p className="mb-3 text-sm text-slate-600">
            One person with two profiles: their entries move here, and the history of each event records it. A profile of another account moves only when its holder confirms from their own profile page.
          </p>
          <MergeProfileForm action={mergeIntoAction.bind(null, profile.id)} name={profile.displayName} />
        </Card>
      )}
    </div>
  );
}
