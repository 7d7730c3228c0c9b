"use server";

import { revalidatePath } from "next/cache";
import { tagEvent, untagEvent } from "@/lib/server/seasons/tags";
import { failure, formValues, type FormState } from "@/lib/web/form";
import { currentUser } from "@/lib/web/session";

export async function tagSeasonAction(eventId: string, _prev: FormState, form: FormData): Promise<FormState> {
  const values = formValues(form);
  try {
    await tagEvent(await currentUser(), eventId, { seasonId: values.seasonId ?? "" });
  } catch (err) {
    return failure(err, values);
  }
  revalidatePath(`/events/${eventId}/manage/settings`);
  return { ok: true, message: "Tagged: the event counts for the season." };
}

export async function untagSeasonAction(eventId: string, seasonId: string): Promise<FormState> {
  try {
    await untagEvent(await currentUser(), eventId, seasonId);
  } catch (err) {
    return failure(err);
  }
  revalidatePath(`/events/${eventId}/manage/settings`);
  return { ok: true, message: "Tag removed." };
}
