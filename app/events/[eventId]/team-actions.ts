"use server";

import { revalidatePath } from "next/cache";
import { acceptTeamInvite, registerTeam, reissueTeamInvitation } from "@/lib/server/teams/teams";
import { formAction, formValues, type FormState } from "@/lib/web/form";
import { invitationLinkState } from "@/lib/web/invitation-link";
import { publicOrigin } from "@/lib/web/origin";
import { currentUser } from "@/lib/web/session";

/** A signed-in captain registers a team and invites the partner by email. */
export async function registerTeamAction(eventId: string, _prev: FormState, form: FormData): Promise<FormState> {
  const values = formValues(form);
  const partnerName = values.partnerName?.trim();
  return formAction(async () => {
    const team = await registerTeam(await currentUser(), eventId, { name: values.name ?? "", partnerEmail: values.partnerEmail ?? "", ...(partnerName ? { partnerName } : {}) }, { origin: await publicOrigin() });
    revalidatePath(`/events/${eventId}`, "layout");
    return {
      ok: true,
      message: `Team ${team.name} is registered. Hand your partner this join link (or let them scan it): they open it, sign in and join. Your team is paired once they have.`,
      link: await invitationLinkState(team.invitation),
    };
  }, values);
}

/** The invited partner accepts (signed in with the invited, verified address). */
export async function acceptTeamAction(eventId: string, teamId: string): Promise<FormState> {
  return formAction(async () => {
    const team = await acceptTeamInvite(await currentUser(), eventId, teamId);
    revalidatePath(`/events/${eventId}`, "layout");
    return { ok: true, message: `You're on team ${team.name}.` };
  });
}

/** The captain (or the organizer): a new join link for the partner; the old one stops working. */
export async function reissueTeamLinkAction(eventId: string, teamId: string): Promise<FormState> {
  return formAction(async () => {
    const team = await reissueTeamInvitation(await currentUser(), eventId, teamId, { origin: await publicOrigin() });
    return { ok: true, message: "A new join link: hand it to your partner.", link: await invitationLinkState(team.invitation) };
  });
}
