"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { attachEvent, createSeason, detachEvent, updateSeason } from "@/lib/server/seasons/seasons";
import { importSeason } from "@/lib/server/seasons/season-import";
import { liftTagRefusal, refuseTag } from "@/lib/server/seasons/tags";
import { acceptSeasonInvitation, inviteCoOrganizer, removeCoOrganizer, revokeCoOrganizerInvitation } from "@/lib/server/seasons/co-organizers";
import { mailConfigured } from "@/lib/server/notices/mail";
import { invitationLinkState } from "@/lib/web/invitation-link";
import { publicOrigin } from "@/lib/web/origin";
import { formAction, formValues, type FormState } from "@/lib/web/form";
import { seasonFromForm } from "@/lib/web/season-form";
import { currentUser } from "@/lib/web/session";
import { acceptLink } from "@/lib/web/link-action";

export async function createSeasonAction(_prev: FormState, form: FormData): Promise<FormState> {
  const values = formValues(form);
  let id: string;
  return formAction(async () => {
    id = (await createSeason(await currentUser(), seasonFromForm(values))).id;
    redirect(`/seasons/${id}/manage`);
  }, values);
}

export async function updateSeasonAction(seasonId: string, _prev: FormState, form: FormData): Promise<FormState> {
  const values = formValues(form);
  // The game and the preset are chosen once, at creation.
  const body = seasonFromForm(values);
  delete body.game;
  delete body.preset;
  return formAction(async () => {
    await updateSeason(await currentUser(), seasonId, { ...body, confirmReRank: values.confirmReRank === "on" });
    revalidatePath(`/seasons/${seasonId}`);
    return { ok: true, message: "Season saved." };
  }, values);
}

export async function attachEventAction(seasonId: string, _prev: FormState, form: FormData): Promise<FormState> {
  const values = formValues(form);
  return formAction(async () => {
    await attachEvent(await currentUser(), seasonId, { eventId: values.eventId, tier: values.tier?.trim().toLowerCase() || null, group: values.group?.trim().toLowerCase() || null });
    revalidatePath(`/seasons/${seasonId}/manage`);
    return { ok: true, message: "Event attached." };
  }, values);
}

export async function detachEventAction(seasonId: string, eventId: string): Promise<FormState> {
  return formAction(async () => {
    await detachEvent(await currentUser(), seasonId, eventId);
    revalidatePath(`/seasons/${seasonId}/manage`);
    return { ok: true, message: "Event detached." };
  });
}

export async function inviteCoOrganizerAction(seasonId: string, _prev: FormState, form: FormData): Promise<FormState> {
  const values = formValues(form);
  return formAction(async () => {
    const invitation = await inviteCoOrganizer(await currentUser(), seasonId, { email: values.email ?? "" }, { origin: await publicOrigin() });
    revalidatePath(`/seasons/${seasonId}/manage`);
    const mailed = mailConfigured() ? " It was also mailed." : " Mail is not set up on this server: share the link or QR code.";
    return { ok: true, message: `${invitation.email} is invited to co-organize.${mailed}`, link: await invitationLinkState(invitation) };
  }, values);
}

export async function removeCoOrganizerAction(seasonId: string, userId: string): Promise<FormState> {
  return formAction(async () => {
    await removeCoOrganizer(await currentUser(), seasonId, userId);
    revalidatePath(`/seasons/${seasonId}/manage`);
    return { ok: true, message: "Co-organizer removed." };
  });
}

export async function revokeSeasonInvitationAction(seasonId: string, invitationId: string): Promise<FormState> {
  return formAction(async () => {
    await revokeCoOrganizerInvitation(await currentUser(), seasonId, invitationId);
    revalidatePath(`/seasons/${seasonId}/manage`);
    return { ok: true, message: "Invitation revoked: its link no longer works." };
  });
}

export async function acceptSeasonInvitationAction(token: string): Promise<FormState> {
  return acceptLink((user) => acceptSeasonInvitation(user, { token }), ({ seasonId }) => `/seasons/${seasonId}/manage`);
}

export async function refuseTagAction(seasonId: string, eventId: string): Promise<FormState> {
  return formAction(async () => {
    await refuseTag(await currentUser(), seasonId, eventId);
    revalidatePath(`/seasons/${seasonId}/manage`);
    return { ok: true, message: "Tag refused: the event no longer counts." };
  });
}

/** The import form: a season export file (or its text pasted), made into a new season of the caller's. */
export async function importSeasonAction(_prev: FormState, form: FormData): Promise<FormState> {
  const file = form.get("file");
  const pasted = String(form.get("text") ?? "").trim();
  const text = file instanceof File && file.size > 0 ? await file.text() : pasted;
  const values = { text: pasted };
  if (!text) return { ok: false, message: "Nothing was imported.", fieldErrors: { file: "Choose a season export file, or paste its text." }, values };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, message: "Nothing was imported.", fieldErrors: { file: "This is not a season export: it is not JSON." }, values };
  }
  let made;
  return formAction(async () => {
    made = await importSeason(await currentUser(), body);
    const not = made.notAttached.length;
    return {
      ok: true,
      message: `Season imported: ${made.attached.length} event${made.attached.length === 1 ? "" : "s"} attached${not ? `, ${not} not (${made.notAttached.map((e) => `${e.name}: ${e.reason === "not-found" ? "not on this server" : e.reason === "not-organizer" ? "you do not organize it" : "another game"}`).join("; ")})` : ""}.`,
      values: { seasonId: made.seasonId },
    };
  }, values, (state) => {
    // The file is one field: its first refused part is said beside it.
    const first = Object.entries(state.fieldErrors ?? {})[0];
    return { ...state, fieldErrors: first ? { file: `${first[0]}: ${first[1]}` } : state.fieldErrors };
  });
}

export async function liftTagRefusalAction(seasonId: string, eventId: string): Promise<FormState> {
  return formAction(async () => {
    await liftTagRefusal(await currentUser(), seasonId, eventId);
    revalidatePath(`/seasons/${seasonId}/manage`);
    return { ok: true, message: "Refusal lifted: the event counts again while it is in the season's dates." };
  });
}
