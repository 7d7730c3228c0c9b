"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { presetTraits } from "@/lib/tournament";
import { QUEUE_PRESET } from "@/lib/tournament/format/presets";
import { archiveQueue, createQueue, joinQueue, leaveQueue, updateQueue } from "@/lib/server/queues/queues";
import { archiveSchedule, createSchedule, joinOccurrence, leaveOccurrence, updateSchedule } from "@/lib/server/queues/schedules";
import { failure, formValues, type FormState } from "@/lib/web/form";
import { currentUser } from "@/lib/web/session";

export async function joinQueueAction(queueId: string): Promise<FormState> {
  try {
    const res = await joinQueue(await currentUser(), queueId);
    revalidatePath(`/queues/${queueId}`);
    return { ok: true, message: res.status === "started" ? "The queue is full: your event has begun." : "You're in: waiting for more players." };
  } catch (err) {
    return failure(err);
  }
}

export async function leaveQueueAction(queueId: string): Promise<FormState> {
  try {
    await leaveQueue(await currentUser(), queueId);
    revalidatePath(`/queues/${queueId}`);
    return { ok: true, message: "You left the queue. You owe nothing." };
  } catch (err) {
    return failure(err);
  }
}

export async function joinOccurrenceAction(occurrenceId: string): Promise<FormState> {
  try {
    await joinOccurrence(await currentUser(), occurrenceId);
    revalidatePath("/calendar");
    return { ok: true, message: "You're registered." };
  } catch (err) {
    return failure(err);
  }
}

export async function leaveOccurrenceAction(occurrenceId: string): Promise<FormState> {
  try {
    await leaveOccurrence(await currentUser(), occurrenceId);
    revalidatePath("/calendar");
    return { ok: true, message: "You left. You owe nothing." };
  } catch (err) {
    return failure(err);
  }
}

const int = (v: string | undefined) => (v && /^\d+$/.test(v.trim()) ? Number(v.trim()) : undefined);

/** The editor's few fields → an event template (the API takes the whole creation input). */
function templateOf(v: Record<string, string>) {
  const preset = v.preset || QUEUE_PRESET;
  const structures = presetTraits(preset).structures;
  const k = int(v.k);
  const fee = v.fee?.trim() ? Math.round(Number(v.fee) * 100) : null;
  return {
    event: {
      name: v.eventName?.trim() || v.name?.trim() || "",
      preset,
      ...(structures ? { structure: "basic", tier: "relaxed" } : int(v.swissRounds) ? { swissRounds: int(v.swissRounds) } : {}),
      ...(k ? { rating: { k } } : {}),
      ...(v.venue?.trim() ? { venue: v.venue.trim() } : {}),
    },
    ...(fee !== null && Number.isFinite(fee) ? { fees: { currency: "USD", doorCents: fee, earlyCents: null, earlyDeadline: null } } : {}),
    autoPairRound1: v.autoPair === "on",
    ...(v.seasonId ? { season: { seasonId: v.seasonId } } : {}),
  };
}

export async function createQueueAction(_prev: FormState, form: FormData): Promise<FormState> {
  const v = formValues(form);
  let id: string;
  try {
    id = (await createQueue(await currentUser(), { name: v.name, cap: int(v.cap) ?? v.cap, template: templateOf(v) })).id;
  } catch (err) {
    return failure(err, v);
  }
  redirect(`/queues/${id}`);
}

export async function updateQueueAction(queueId: string, _prev: FormState, form: FormData): Promise<FormState> {
  const v = formValues(form);
  try {
    await updateQueue(await currentUser(), queueId, { name: v.name, cap: int(v.cap) ?? v.cap, template: templateOf(v) });
  } catch (err) {
    return failure(err, v);
  }
  revalidatePath("/organize");
  return { ok: true, message: "Saved: the next event starts from these settings." };
}

/** Close, re-open or archive a queue (`open` false closes; `archive` archives). */
export async function setQueueOpenAction(queueId: string, change: "close" | "open" | "archive"): Promise<FormState> {
  try {
    const user = await currentUser();
    if (change === "archive") await archiveQueue(user, queueId);
    else await updateQueue(user, queueId, { open: change === "open" });
  } catch (err) {
    return failure(err);
  }
  revalidatePath("/organize");
  revalidatePath(`/queues/${queueId}`);
  return { ok: true, message: change === "open" ? "Re-opened." : change === "close" ? "Closed: the players waiting were told." : "Archived." };
}

function scheduleInput(v: Record<string, string>) {
  return {
    name: v.name,
    template: templateOf(v),
    firstStart: v.firstStart,
    rule: v.rule?.trim() || null,
    timeZone: v.timeZone,
    openMinutes: int(v.openMinutes) ?? (v.openMinutes?.trim() ? v.openMinutes : 30),
    minPlayers: int(v.minPlayers) ?? (v.minPlayers?.trim() ? v.minPlayers : null),
    missedStart: v.missedStart === "miss" ? "miss" : "start",
  };
}

export async function updateScheduleAction(scheduleId: string, _prev: FormState, form: FormData): Promise<FormState> {
  const v = formValues(form);
  try {
    await updateSchedule(await currentUser(), scheduleId, scheduleInput(v));
  } catch (err) {
    return failure(err, v);
  }
  revalidatePath("/organize");
  revalidatePath("/calendar");
  return { ok: true, message: "Saved: occurrences not opened yet follow the new times." };
}

export async function setScheduleOpenAction(scheduleId: string, change: "close" | "open" | "archive"): Promise<FormState> {
  try {
    const user = await currentUser();
    if (change === "archive") await archiveSchedule(user, scheduleId);
    else await updateSchedule(user, scheduleId, { open: change === "open" });
  } catch (err) {
    return failure(err);
  }
  revalidatePath("/organize");
  revalidatePath("/calendar");
  return { ok: true, message: change === "open" ? "Re-opened." : change === "close" ? "Closed: occurrences not begun are cancelled, players told." : "Archived." };
}

export async function createScheduleAction(_prev: FormState, form: FormData): Promise<FormState> {
  const v = formValues(form);
  try {
    await createSchedule(await currentUser(), scheduleInput(v));
  } catch (err) {
    return failure(err, v);
  }
  revalidatePath("/organize");
  return { ok: true, message: "Scheduled: its next occurrences are listed below." };
}
