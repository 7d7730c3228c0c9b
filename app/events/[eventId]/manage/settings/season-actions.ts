"use server";

import { revalidatePath } from "next/cache";
import { tagEvent, untagEvent } from "@/lib/server/seasons/tags";
import { formAction, formValues, type FormState } from "@/lib/web/form";
import { currentUser } from "@/lib/web/session";

export async function tagSeasonAction(eventId: string, _prev: FormState, form: FormData): Promise<FormState> {
  const values = formValues(form);
  return formAction(async () => {
    await tagEvent(await currentUser(), eventId, { seasonId: values.seasonId ?? "" });
    revalidatePath(`/events/${eventId}/manage/settings`);
    return { ok: true, message: "Tagged: the event counts for the season." };
  }, values);
}

export async function untagSeasonAction(eventId: string, seasonId: string): Promise<FormState> {
  return formAction(async () => {
    await untagEvent(await currentUser(), eventId, seasonId);
    revalidatePath(`/events/${eventId}/manage/settings`);
    return { ok: true, message: "Tag removed." };
  });
}
