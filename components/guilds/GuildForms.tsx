"use client";

import { useFormAction } from "@/components/forms/use-form-action";
import { Field, errorProps, inputClass } from "@/components/forms/Field";
import { FormMessage } from "@/components/forms/FormMessage";
import { SubmitButton } from "@/components/forms/SubmitButton";
import { initialFormState, type FormState } from "@/lib/web/form";

type Action = (prev: FormState, form: FormData) => Promise<FormState>;

/** Founding a guild: name, tag and message, each refusal beside its field. */
export function CreateGuildForm({ action }: { action: Action }) {
  const [state, formAction] = useFormAction(action, initialFormState);
  const err = state.fieldErrors ?? {};
  const v = state.values ?? {};
  return (
    <form action={formAction} className="space-y-4" noValidate>
      <Field id="guild-name" label="Guild name" hint="Unique: no other guild may have it, whatever the capitals." error={err.name}>
        <input id="guild-name" name="name" defaultValue={v.name} key={`n${v.name}`} maxLength={60} className={inputClass} {...errorProps("guild-name", err.name)} />
      </Field>
      <Field id="guild-tag" label="Tag" hint="Up to 6 letters or digits, shown beside members' names: [JEDI]." error={err.tag}>
        <input id="guild-tag" name="tag" defaultValue={v.tag} key={`t${v.tag}`} maxLength={6} autoCapitalize="characters" className={inputClass} {...errorProps("guild-tag", err.tag)} />
      </Field>
      <Field id="guild-message" label="Guild message (optional)" error={err.message}>
        <textarea id="guild-message" name="message" defaultValue={v.message} key={`m${v.message}`} rows={3} className={inputClass} {...errorProps("guild-message", err.message)} />
      </Field>
      <SubmitButton pendingText="Founding…">Found the guild</SubmitButton>
      <FormMessage state={state} />
    </form>
  );
}

/** Leader and officers: invite a player by their profile's link or id. */
export function InviteForm({ action }: { action: Action }) {
  const [state, formAction] = useFormAction(action, initialFormState);
  const err = state.fieldErrors ?? {};
  return (
    <form action={formAction} className="space-y-3" noValidate>
      <Field id="invite-profile" label="Invite a player" hint="Paste their profile link (…/players/…) or its id. They answer from their notices." error={err.profileId}>
        <input id="invite-profile" name="profile" defaultValue={state.ok ? "" : state.values?.profile} key={`${state.ok}${state.values?.profile}`} className={inputClass} {...errorProps("invite-profile", err.profileId)} />
      </Field>
      <SubmitButton pendingText="Inviting…">Invite</SubmitButton>
      <FormMessage state={state} />
    </form>
  );
}

/** Leader and officers: the guild message and tag. */
export function MessageForm({ action, message, tag }: { action: Action; message: string; tag: string }) {
  const [state, formAction] = useFormAction(action, initialFormState);
  const err = state.fieldErrors ?? {};
  return (
    <form action={formAction} className="space-y-3" noValidate>
      <Field id="edit-message" label="Guild message" error={err.message}>
        <textarea id="edit-message" name="message" defaultValue={state.values?.message ?? message} rows={3} className={inputClass} {...errorProps("edit-message", err.message)} />
      </Field>
      <Field id="edit-tag" label="Tag" hint="Up to 6 letters or digits, shown beside members' names." error={err.tag}>
        <input id="edit-tag" name="tag" defaultValue={state.values?.tag ?? tag} maxLength={6} autoCapitalize="characters" className={inputClass} {...errorProps("edit-tag", err.tag)} />
      </Field>
      <SubmitButton pendingText="Saving…" variant="secondary">
        Save
      </SubmitButton>
      <FormMessage state={state} />
    </form>
  );
}
