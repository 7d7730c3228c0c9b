import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { ProfileEvents } from "@/components/players/ProfileEvents";
import { Badge } from "@/components/ui/Badge";
import { Card } from "@/components/ui/Card";
import { PageHeader } from "@/components/ui/PageHeader";
import { MergeProfileForm } from "@/components/players/MergeProfileForm";
import { getDb } from "@/lib/db";
import { mayMergeInto } from "@/lib/server/profile-merge";
import { getPlayerProfile } from "@/lib/server/profiles";
import { mergeIntoAction } from "./actions";
import { orNotFound } from "@/lib/web/load";
import { currentUser } from "@/lib/web/session";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Player profile" };

/** A player's events, placements and records; a hidden profile is its owner's alone. */
export default async function PlayerProfilePage({ params }: { params: Promise<{ profileId: string }> }) {
  const { profileId } = await params;
  const user = await currentUser();
  const read = await orNotFound(getPlayerProfile(user, profileId));
  if (read.kind === "merged") redirect(`/players/${read.into}`);
  const { profile } = read;
  const mayMerge = await mayMergeInto(await getDb(), user, profile.id);
  const played = profile.events.filter((e) => e.eventStatus !== "registration").length;
  return (
    <div className="space-y-5">
      <PageHeader
        title={profile.displayName}
        subtitle={
          <span className="flex flex-wrap items-center gap-2">
            <span>{played === 1 ? "1 event played" : `${played} events played`}</span>
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
      <Card title="Events">
        <ProfileEvents events={profile.events} />
      </Card>
      {mayMerge && (
        <Card title="Merge a duplicate profile">
          <p className="mb-3 text-sm text-slate-600">
            One person with two profiles (two accounts, or an entry claimed by the wrong one): their entries move here, and the history of each event records it.
          </p>
          <MergeProfileForm action={mergeIntoAction.bind(null, profile.id)} name={profile.displayName} />
        </Card>
      )}
    </div>
  );
}
