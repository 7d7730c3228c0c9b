"use server";

import { revalidatePath } from "next/cache";
import { addStaff, reissueInvitation, removeStaff } from "@/lib/server/staff/staff";
import { mailConfigured } from "@/lib/server/notices/mail";
import { formAction, formValues, type FormState } from "@/lib/web/form";
import { invitationLinkState } from "@/lib/web/invitation-link";
import { publicOrigin } from "@/lib/web/origin";
import { currentUser } from "@/lib/web/session";

const mailed = () => (mailConfigured() ? " It was also mailed to them." : " Mail is not set up on this server: share the link or QR code.");

export async function addStaffAction(eventId: string, _prev: FormState, form: FormData): Promise<FormState> {
  const values = formValues(form);
  return formAction(async () => {
    const member = await addStaff(await currentUser(), eventId, { email: values.email ?? "", role: values.role }, { origin: await publicOrigin() });
    revalidatePath(`/events/${eventId}`, "layout");
    return {
      ok: true,
      message: `${member.email} is invited as ${member.role}.${mailed()}`,
      link: await invitationLinkState(member.invitation),
    };
  }, values);
}

export async function reissueInvitationAction(eventId: string, staffId: string): Promise<FormState> {
  return formAction(async () => {
    const member = await reissueInvitation(await currentUser(), eventId, staffId, { origin: await publicOrigin() });
    revalidatePath(`/events/${eventId}/manage/staff`);
    return { ok: true, message: `New link for ${member.email}; the old one no longer works.${mailed()}`, link: await invitationLinkState(member.invitation) };
  });
}

export async function removeStaffAction(eventId: string, staffId: string): Promise<FormState> {
  return formAction(async () => {
    const removed = await removeStaff(await currentUser(), eventId, staffId);
    revalidatePath(`/events/${eventId}`, "layout");
    return { ok: true, message: removed.pending ? `Invitation for ${removed.email} revoked.` : `${removed.name ?? removed.email} removed.` };
  });
}
