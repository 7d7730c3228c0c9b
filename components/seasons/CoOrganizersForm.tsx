"use client";

import { useFormAction } from "@/components/forms/use-form-action";
import { Field, errorProps, inputClass } from "@/components/forms/Field";
import { FormMessage } from "@/components/forms/FormMessage";
import { SubmitButton } from "@/components/forms/SubmitButton";
import { useResetOnSuccess } from "@/components/forms/use-reset-on-success";
import { InvitationLink } from "@/components/staff/InvitationLink";
import { initialFormState, type FormState } from "@/lib/web/form-state";

type Action = (prev: FormState, form: FormData) => Promise<FormState>;

/** The organizer invites a co-organizer by address: a one-time link they accept (as staff invitations). */
export function CoOrganizersForm({ action }: { action: Action }) {
  const [state, formAction] = useFormAction(action, initialFormState);
  const form = useResetOnSuccess(state);
  const err = state.fieldErrors?.email || undefined;
  const v = state.ok ? {} : (state.values ?? {});
  return (
    <form ref={form} action={formAction} className="space-y-3" noValidate>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start">
        <Field id="co-email" label="Invite by email" hint="They get a one-time link (mailed when mail is set up, and a notice if an account has this address; you can also copy it or show its QR code). They co-organize once they open it signed in and accept." error={err}>
          <input id="co-email" name="email" type="email" autoComplete="off" inputMode="email" defaultValue={v.email} key={`e${v.email ?? ""}`} className={inputClass} {...errorProps("co-email", err)} />
        </Field>
        <div className="sm:pt-6">
          <SubmitButton pendingText="Inviting…" variant="secondary">
            Invite
          </SubmitButton>
        </div>
      </div>
      <FormMessage state={state} />
      {state.ok && state.link && <InvitationLink link={state.link} />}
    </form>
  );
}
