"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { archiveQueue, createQueue, joinQueue, leaveQueue, updateQueue } from "@/lib/server/queues/queues";
import { archiveSchedule, createSchedule, joinOccurrence, leaveOccurrence, restoreOccurrence, updateSchedule } from "@/lib/server/queues/schedules";
import { formAction, formValues, type FormState } from "@/lib/web/form";
import { templateFieldErrors, templateFromForm } from "@/lib/web/queue-form";
import { currentUser } from "@/lib/web/session";

export async function joinQueueAction(queueId: string): Promise<FormState> {
  return formAction(async () => {
    const res = await joinQueue(await currentUser(), queueId);
    revalidatePath(`/queues/${queueId}`);
    return { ok: true, message: res.status === "started" ? "The queue is full: your event has begun." : "You're in: waiting for more players." };
  });
}

export async function leaveQueueAction(queueId: string): Promise<FormState> {
  return formAction(async () => {
    await leaveQueue(await currentUser(), queueId);
    revalidatePath(`/queues/${queueId}`);
    return { ok: true, message: "You left the queue. You owe nothing." };
  });
}

export async function joinOccurrenceAction(occurrenceId: string): Promise<FormState> {
  return formAction(async () => {
    await joinOccurrence(await currentUser(), occurrenceId);
    revalidatePath("/calendar");
    return { ok: true, message: "You're registered." };
  });
}

export async function leaveOccurrenceAction(occurrenceId: string): Promise<FormState> {
  return formAction(async () => {
    await leaveOccurrence(await currentUser(), occurrenceId);
    revalidatePath("/calendar");
    return { ok: true, message: "You left. You owe nothing." };
  });
}

const int = (v: string | undefined) => (v && /^\d+$/.test(v.trim()) ? Number(v.trim()) : undefined);

export async function createQueueAction(_prev: FormState, form: FormData): Promise<FormState> {
  const v = formValues(form);
  let id: string;
  return formAction(async () => {
    id = (await createQueue(await currentUser(), { name: v.name, cap: int(v.cap) ?? v.cap, template: templateFromForm(form, v) })).id;
    redirect(`/queues/${id}`);
  }, v, templateFieldErrors);
}

export async function updateQueueAction(queueId: string, currency: string, _prev: FormState, form: FormData): Promise<FormState> {
  const v = formValues(form);
  return formAction(async () => {
    await updateQueue(await currentUser(), queueId, { name: v.name, cap: int(v.cap) ?? v.cap, template: templateFromForm(form, v, currency) });
    revalidatePath("/organize");
    revalidatePath(`/queues/${queueId}`);
    return { ok: true, message: "Saved: the next event starts from these settings." };
  }, v, templateFieldErrors);
}

/** Close, re-open or archive a queue (`open` false closes; `archive` archives). */
export async function setQueueOpenAction(queueId: string, change: "close" | "open" | "archive"): Promise<FormState> {
  return formAction(async () => {
    const user = await currentUser();
    if (change === "archive") await archiveQueue(user, queueId);
    else await updateQueue(user, queueId, { open: change === "open" });
    revalidatePath("/organize");
    revalidatePath(`/queues/${queueId}`);
    revalidatePath(`/organize/queues/${queueId}`);
    return { ok: true, message: change === "open" ? "Re-opened." : change === "close" ? "Closed: the players waiting were told." : "Archived." };
  });
}

function scheduleInput(form: FormData, v: Record<string, string>, currency?: string) {
  return {
    name: v.name,
    template: templateFromForm(form, v, currency),
    firstStart: v.firstStart,
    rule: v.rule?.trim() || null,
    timeZone: v.timeZone,
    openMinutes: int(v.openMinutes) ?? (v.openMinutes?.trim() ? v.openMinutes : 30),
    minPlayers: int(v.minPlayers) ?? (v.minPlayers?.trim() ? v.minPlayers : null),
    missedStart: v.missedStart === "miss" ? "miss" : "start",
  };
}

export async function updateScheduleAction(scheduleId: string, currency: string, _prev: FormState, form: FormData): Promise<FormState> {
  const v = formValues(form);
  return formAction(async () => {
    await updateSchedule(await currentUser(), scheduleId, scheduleInput(form, v, currency));
    revalidatePath("/organize");
    revalidatePath(`/organize/schedules/${scheduleId}`);
    revalidatePath("/calendar");
    return { ok: true, message: "Saved: occurrences not opened yet follow the new times." };
  }, v, templateFieldErrors);
}

export async function setScheduleOpenAction(scheduleId: string, change: "close" | "open" | "archive"): Promise<FormState> {
  let stillCancelled = 0;
  return formAction(async () => {
    const user = await currentUser();
    if (change === "archive") await archiveSchedule(user, scheduleId);
    else {
      const view = await updateSchedule(user, scheduleId, { open: change === "open" });
      stillCancelled = view.occurrences.filter((o) => o.state === "cancelled" && !o.begun).length;
    }
    revalidatePath("/organize");
    revalidatePath(`/organize/schedules/${scheduleId}`);
    revalidatePath("/calendar");
    if (change === "open") {
      // Re-opening makes the coming occurrences again; those cancelled by the closing stay so (their players were told) until restored.
      const left = stillCancelled === 0 ? "" : ` ${stillCancelled === 1 ? "1 occurrence cancelled by the closing stays" : `${stillCancelled} occurrences cancelled by the closing stay`} cancelled: restore ${stillCancelled === 1 ? "it" : "them"} below.`;
      return { ok: true, message: `Re-opened: the coming occurrences are scheduled again.${left}` };
    }
    return { ok: true, message: change === "close" ? "Closed: occurrences not begun are cancelled, players told." : "Archived." };
  });
}

export async function createScheduleAction(_prev: FormState, form: FormData): Promise<FormState> {
  const v = formValues(form);
  let id: string;
  return formAction(async () => {
    id = (await createSchedule(await currentUser(), scheduleInput(form, v))).id;
    revalidatePath("/organize");
    revalidatePath("/calendar");
    redirect(`/organize/schedules/${id}?made=1`);
  }, v, templateFieldErrors);
}

export async function restoreOccurrenceAction(scheduleId: string, occurrenceId: string): Promise<FormState> {
  return formAction(async () => {
    await restoreOccurrence(await currentUser(), occurrenceId);
    revalidatePath(`/organize/schedules/${scheduleId}`);
    revalidatePath("/calendar");
    return { ok: true, message: "Restored: it opens for registration at its time." };
  });
}
