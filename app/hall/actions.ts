"use server";

import { redirect } from "next/navigation";
import { revalidatePath } from "next/cache";
import type { HallFormState } from "@/components/hall/HallConnectForm";
import { publishFromThisHall, remoteEvents, takeEventToHall } from "@/lib/server/hall/link";
import type { FormState } from "@/lib/web/form-state";
import { formAction, formValues } from "@/lib/web/form";
import { currentUser } from "@/lib/web/session";

const connection = (v: Record<string, string>) => ({ publicUrl: (v.publicUrl ?? "").trim(), token: (v.token ?? "").trim() });

export async function listHallEventsAction(_prev: HallFormState, form: FormData): Promise<HallFormState> {
  const values = formValues(form);
  let events: HallFormState["events"];
  const state = await formAction(async () => {
    ({ events } = await remoteEvents(await currentUser(), connection(values)));
    return { ok: true, values };
  }, values);
  return { ...state, events };
}

export async function takeToHallAction(_prev: HallFormState, form: FormData): Promise<HallFormState> {
  const values = formValues(form);
  return formAction(async () => {
    const { eventId } = await takeEventToHall(await currentUser(), connection(values), values.eventId, (values.hall ?? "").trim() || "Hall");
    revalidatePath("/", "layout");
    redirect(`/events/${eventId}/manage/rounds`);
  }, values);
}

export async function publishFromHallAction(_prev: FormState, form: FormData): Promise<FormState> {
  const values = formValues(form);
  return formAction(async () => {
    const { eventId } = await publishFromThisHall(await currentUser(), { ...connection(values), hall: (values.hall ?? "").trim() || "Hall" }, values.eventId);
    revalidatePath("/", "layout");
    redirect(`/events/${eventId}/manage/rounds`);
  }, values);
}
