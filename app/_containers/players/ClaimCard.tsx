import { ClaimCardView } from "@/components/players/ClaimCard";
import type { User } from "@/lib/schemas/auth";
import { claimTickets } from "@/lib/server/entrants/claims";
import { publicOrigin } from "@/lib/web/origin";

/** The organizer: a typed entry's claim code, link and QR code (see `ClaimCardView`). */
export async function ClaimCard({ user, eventId, playerId, name }: { user: User; eventId: string; playerId: string; name: string }) {
  const [tickets, origin] = await Promise.all([claimTickets(user, eventId, [playerId]), publicOrigin()]);
  return <ClaimCardView ticket={tickets[playerId]} origin={origin} name={name} />;
}
