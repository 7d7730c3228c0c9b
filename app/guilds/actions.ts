"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { profileIdOf } from "@/lib/server/accounts/profile-merge";
import {
  acceptGuildInvitation,
  createGuild,
  declineGuildInvitation,
  inviteToGuild,
  leaveGuild,
  removeGuildMember,
  setGuildOfficer,
  transferGuildLeadership,
  updateGuildMessage,
  withdrawGuildInvitation,
} from "@/lib/server/guilds/guilds";
import { formAction, formValues, type FormState } from "@/lib/web/form";
import { currentUser } from "@/lib/web/session";

/** Runs a guild change and refreshes the guild pages (and the notices, for answers). */
async function run(change: () => Promise<unknown>, ok: string, values?: Record<string, string>): Promise<FormState> {
  return formAction(async () => {
    await change();
    revalidatePath("/guilds", "layout");
    revalidatePath("/account/notifications");
    return { ok: true, message: ok };
  }, values);
}

export async function createGuildAction(_prev: FormState, form: FormData): Promise<FormState> {
  const values = formValues(form);
  let id: string;
  return formAction(async () => {
    ({ id } = await createGuild(await currentUser(), { name: values.name ?? "", tag: values.tag ?? "", message: values.message ?? "" }));
    revalidatePath("/guilds", "layout");
    redirect(`/guilds/${id}`);
  }, values);
}

export async function inviteAction(guildId: string, _prev: FormState, form: FormData): Promise<FormState> {
  const values = formValues(form);
  return run(() => currentUser().then((u) => inviteToGuild(u, guildId, { profileId: profileIdOf(values.profile ?? "") })), "Invited: they see it in their notices.", values);
}

export async function messageAction(guildId: string, _prev: FormState, form: FormData): Promise<FormState> {
  const values = formValues(form);
  return run(() => currentUser().then((u) => updateGuildMessage(u, guildId, { message: values.message ?? "", ...(values.tag !== undefined ? { tag: values.tag } : {}) })), "Saved.", values);
}

export async function acceptAction(invitationId: string): Promise<FormState> {
  return run(() => currentUser().then((u) => acceptGuildInvitation(u, invitationId)), "Welcome to the guild.");
}

export async function declineAction(invitationId: string): Promise<FormState> {
  return run(() => currentUser().then((u) => declineGuildInvitation(u, invitationId)), "Invitation declined.");
}

export async function leaveAction(guildId: string): Promise<FormState> {
  return run(() => currentUser().then((u) => leaveGuild(u, guildId)), "You left the guild.");
}

export async function removeAction(guildId: string, profileId: string): Promise<FormState> {
  return run(() => currentUser().then((u) => removeGuildMember(u, guildId, profileId)), "Removed.");
}

export async function officerAction(guildId: string, profileId: string, grant: boolean): Promise<FormState> {
  return run(() => currentUser().then((u) => setGuildOfficer(u, guildId, profileId, grant)), grant ? "Now an officer." : "No longer an officer.");
}

export async function transferAction(guildId: string, profileId: string): Promise<FormState> {
  return run(() => currentUser().then((u) => transferGuildLeadership(u, guildId, { profileId })), "Leadership handed on.");
}

export async function withdrawAction(guildId: string, invitationId: string): Promise<FormState> {
  return run(() => currentUser().then((u) => withdrawGuildInvitation(u, guildId, invitationId)), "Invitation withdrawn.");
}
