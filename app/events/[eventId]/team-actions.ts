"use server";

import { revalidatePath } from "next/cache";
import { acceptTeamInvite, registerTeam } from "@/lib/server/teams";
import { failure, formValues, type FormState } from "@/lib/web/form";
import { publicOrigin } from "@/lib/web/origin";
import { currentUser } from "@/lib/web/session";

/** A signed-in captain registers a team and invites the partner by email. */
export async function registerTeamAction(eventId: string, _prev: FormState, form: FormData): Promise<FormState> {
  const values = formValues(form);
  const partnerName = values.partnerName?.trim();
  try {
    const team = await registerTeam(await currentUser(), eventId, { name: values.name ?? "", partnerEmail: values.partnerEmail ?? "", ...(partnerName ? { partnerName } : {}) }, { origin: await publicOrigin() });
    revalidatePath(`/events/${eventId}`, "layout");
    return { ok: true, message: `Team ${team.name} is registered. ${team.members[1]?.name ?? "Your partner"} joins by signing in with ${values.partnerEmail} and accepting on this page.` };
  } catch (err) {
    return failure(err, values);
  }
}

/** The invited partner accepts (signed in with the invited, verified address). */
export async function acceptTeamAction(eventId: string, teamId: string): Promise<FormState> {
  try {
    const team = await acceptTeamInvite(await currentUser(), eventId, teamId);
    revalidatePath(`/events/${eventId}`, "layout");
    return { ok: true, message: `You're on team ${team.name}.` };
  } catch (err) {
    return failure(err);
  }
}
