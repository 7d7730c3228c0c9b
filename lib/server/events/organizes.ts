import { getDb } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";

/**
 * Whether the user organizes an event here: the header offers "New event" to organizers only
 * (most signed-in people are players); the home page invites everyone else to start one.
 */
export async function organizesAnEvent(user: User | null): Promise<boolean> {
  if (!user) return false;
  const db = await getDb();
  return (await db.eventStaff.findFirst({ where: { userId: user.id, role: "organizer" }, select: { id: true } })) !== null;
}
