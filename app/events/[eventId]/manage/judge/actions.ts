"use server";

import { revalidatePath } from "next/cache";
import { claimJudgeCall, raiseJudgeCall, resolveJudgeCall } from "@/lib/server/calls/judge-calls";
import { formAction, formValues, type FormState } from "@/lib/web/form";
import { currentUser } from "@/lib/web/session";

/** Runs a judge-queue service for the signed-in user and refreshes the queue. */
async function act(eventId: string, form: FormData | null, done: string, fn: () => Promise<unknown>): Promise<FormState> {
  return formAction(async () => {
    await fn();
    revalidatePath(`/events/${eventId}/manage/judge`);
    return { ok: true, message: done };
  }, form ? formValues(form) : undefined);
}

const str = (v: FormDataEntryValue | null) => (typeof v === "string" ? v : undefined);

export async function claimCallAction(eventId: string, callId: string): Promise<FormState> {
  const user = await currentUser();
  return act(eventId, null, "Claimed: you are on your way.", () => claimJudgeCall(user, eventId, callId));
}

export async function resolveCallAction(eventId: string, callId: string, _prev: FormState, form: FormData): Promise<FormState> {
  const user = await currentUser();
  const ruling = str(form.get("ruling"))?.trim();
  return act(eventId, form, "Resolved.", () => resolveJudgeCall(user, eventId, callId, { resolution: str(form.get("resolution")) ?? "", ...(ruling ? { ruling } : {}) }));
}

/** Staff call a judge to a table (a marshal who needs one, say). */
export async function staffCallAction(eventId: string, _prev: FormState, form: FormData): Promise<FormState> {
  const user = await currentUser();
  const table = str(form.get("table"))?.trim();
  const note = str(form.get("note"))?.trim();
  return act(eventId, form, "Call added to the queue.", () => raiseJudgeCall(user, eventId, { ...(table ? { table: Number(table) } : {}), ...(note ? { note } : {}) }));
}
