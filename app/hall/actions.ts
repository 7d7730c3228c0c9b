"use server";

import { redirect } from "next/navigation";
import { revalidatePath } from "next/cache";
import type { HallFormState } from "@/components/hall/HallConnectForm";
import { remoteEvents, takeEventToHall } from "@/lib/server/hall/link";
import { failure, formValues } from "@/lib/web/form";
import { currentUser } from "@/lib/web/session";

const connection = (v: Record<string, string>) => ({ publicUrl: (v.publicUrl ?? "").trim(), token: (v.token ?? "").trim() });

export async function listHallEventsAction(_prev: HallFormState, form: FormData): Promise<HallFormState> {
  const values = formValues(form);
  try {
    const { events } = await remoteEvents(await currentUser(), connection(values));
    return { ok: true, values, events };
  } catch (err) {
    return failure(err, values);
  }
}

export async function takeToHallAction(prev: HallFormState, form: FormData): Promise<HallFormState> {
  const values = formValues(form);
  let eventId: string;
  try {
    ({ eventId } = await takeEventToHall(await currentUser(), connection(values), values.eventId, (values.hall ?? "").trim() || "Hall"));
  } catch (err) {
    return failure(err, values);
  }
  revalidatePath("/", "layout");
  redirect(`/events/${eventId}/manage/rounds`);
}
