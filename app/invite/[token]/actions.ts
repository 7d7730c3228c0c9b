"use server";

import { acceptInvitation } from "@/lib/server/staff/staff";
import type { FormState } from "@/lib/web/form";
import { acceptLink } from "@/lib/web/link-action";

export async function acceptInvitationAction(token: string): Promise<FormState> {
  return acceptLink((user) => acceptInvitation(user, token), ({ eventId }) => `/events/${eventId}`);
}
