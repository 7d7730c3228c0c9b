"use server";

import { revalidatePath } from "next/cache";
import { addStaff, removeStaff } from "@/lib/server/staff";
import { failure, formValues, type FormState } from "@/lib/web/form";
import { currentUser } from "@/lib/web/session";

export async function addStaffAction(eventId: string, _prev: FormState, form: FormData): Promise<FormState> {
  const values = formValues(form);
  try {
    const member = await addStaff(await currentUser(), eventId, { email: values.email ?? "", role: values.role });
    revalidatePath(`/events/${eventId}`, "layout");
    return {
      ok: true,
      message: member.pending
        ? `${member.email} is invited as ${member.role}; the role is theirs when they sign up with this email.`
        : `${member.name ?? member.email} is now a ${member.role}.`,
    };
  } catch (err) {
    return failure(err, values);
  }
}

export async function removeStaffAction(eventId: string, staffId: string): Promise<FormState> {
  try {
    const removed = await removeStaff(await currentUser(), eventId, staffId);
    revalidatePath(`/events/${eventId}`, "layout");
    return { ok: true, message: `${removed.name ?? removed.email} removed.` };
  } catch (err) {
    return failure(err);
  }
}
