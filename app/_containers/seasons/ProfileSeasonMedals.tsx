import { ProfileMedals } from "@/components/seasons/ProfileMedals";
import { playerSeasonRecord } from "@/lib/server/seasons/medals";

/** The profile page's medals. */
export async function ProfileSeasonMedals({ profileId, viewerId }: { profileId: string; viewerId: string | null }) {
  return <ProfileMedals record={await playerSeasonRecord(viewerId, profileId)} />;
}
