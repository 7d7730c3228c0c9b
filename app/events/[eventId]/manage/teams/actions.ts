"use server";

import { revalidatePath } from "next/cache";
import { createTeam, recordMemberPayment, submitMemberDeck, substituteMember } from "@/lib/server/teams/teams";
import { formAction, formValues, type FormState } from "@/lib/web/form";
import { formatMoney, readPrice } from "@/lib/words/money";
import { currentUser } from "@/lib/web/session";

const done = (eventId: string, message: string): FormState => {
  revalidatePath(`/events/${eventId}`, "layout");
  return { ok: true, message };
};

const blank = (v: string | undefined) => (v?.trim() ? v : undefined);

/** The organizer types a team: its name and two members (member 1 sits D1/L1). */
export async function createTeamAction(eventId: string, _prev: FormState, form: FormData): Promise<FormState> {
  const values = formValues(form);
  const member = (i: number) => ({ name: values[`members.${i}.name`] ?? "", ...(blank(values[`members.${i}.email`]) ? { email: values[`members.${i}.email`] } : {}) });
  return formAction(async () => {
    const team = await createTeam(await currentUser(), eventId, { name: values.name ?? "", members: [member(0), member(1)] });
    return done(eventId, `Team ${team.name} added: ${team.members.map((m) => m.name).join(" and ")}.`);
  }, values);
}

/** The organizer replaces a member (logged with the old and new person). */
export async function substituteAction(eventId: string, teamId: string, position: number, _prev: FormState, form: FormData): Promise<FormState> {
  const values = formValues(form);
  return formAction(async () => {
    await substituteMember(await currentUser(), eventId, teamId, String(position), {
      name: values.name ?? "",
      ...(blank(values.email) ? { email: values.email } : {}),
      ...(blank(values.reason) ? { reason: values.reason } : {}),
    });
    return done(eventId, `${values.name} now plays in seat ${position}.`);
  }, values);
}

/** Staff record a member's payment (one tap: cash, card or waived; a typed amount overrides what is due). */
export async function memberPaymentAction(eventId: string, teamId: string, position: number, _prev: FormState, form: FormData): Promise<FormState> {
  const values = formValues(form);
  const method = values.method;
  const read = method === "waived" ? ({ kind: "empty" } as const) : readPrice(values.amount);
  if (read.kind === "refused") return { ok: false, message: "Nothing was saved.", fieldErrors: { amount: read.reason }, values };
  const amount = read.kind === "price" ? read.cents : undefined;
  return formAction(async () => {
    const paid = await recordMemberPayment(await currentUser(), eventId, teamId, String(position), { method, ...(amount !== undefined ? { cents: amount } : {}) });
    return done(eventId, `${paid.name}: ${paid.method === "waived" ? "fee waived" : `${formatMoney(paid.paidCents, paid.currency)} by ${paid.method}`}.`);
  }, values, (state) => {
    if (state.fieldErrors?.cents) state.fieldErrors.amount = state.fieldErrors.cents;
    return state;
  });
}

/** Staff (or the member, through the API) save a member's deck; the answer names the member's and the team's problems. */
export async function memberDeckAction(eventId: string, teamId: string, position: number, _prev: FormState, form: FormData): Promise<FormState> {
  const values = formValues(form);
  return formAction(async () => {
    const r = await submitMemberDeck(await currentUser(), eventId, teamId, String(position), { list: values.list ?? "", objective: values.objective ?? "", sleeves: values.sleeves ?? "" });
    const problems = [...r.problems, ...r.team.problems];
    const lines = problems.map((p) => `${p.severity === "problem" ? "Problem" : "Warning"}: ${p.message}`);
    const message = `${r.name}'s deck saved: ${r.valid && r.team.valid ? "valid" : "not valid"}.${lines.length ? ` ${lines.join(" ")}` : ""}`;
    return r.valid && r.team.valid ? done(eventId, message) : { ...done(eventId, message), ok: false };
  }, values);
}
