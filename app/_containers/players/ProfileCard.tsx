import { claimByEmailAction, updateProfileAction } from "@/app/account/profile-actions";
import { ProfileCardView } from "@/components/players/ProfileCard";
import type { User } from "@/lib/schemas/auth";
import { myProfile } from "@/lib/server/accounts/profiles";
import { emailClaims } from "@/lib/server/entrants/claims";
import { unreadCount } from "@/lib/server/notices/notices";

/** The account page's player part (see `ProfileCardView`). */
export async function ProfileCard({ user }: { user: User }) {
  const [profile, claims, unread] = await Promise.all([myProfile(user), emailClaims(user), unreadCount(user.id)]);
  return <ProfileCardView profile={profile} claims={claims} unread={unread} actions={{ updateProfileAction, claimByEmailAction }} />;
}
