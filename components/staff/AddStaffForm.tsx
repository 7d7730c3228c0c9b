"use client";

import { useFormAction } from "@/components/forms/use-form-action";
import { Field, errorProps, inputClass } from "@/components/forms/Field";
import { FormMessage } from "@/components/forms/FormMessage";
import { SubmitButton } from "@/components/forms/SubmitButton";
import { useResetOnSuccess } from "@/components/forms/use-reset-on-success";
import { initialFormState, type FormState } from "@/lib/web/form-state";
import { InvitationLink } from "./InvitationLink";

type Action = (prev: FormState, form: FormData) => Promise<FormState>;

export function AddStaffForm({ action }: { action: Action }) {
  const [state, formAction] = useFormAction(action, initialFormState);
  const form = useResetOnSuccess(state);
  const err = state.fieldErrors ?? {};
  const v = state.ok ? {} : (state.values ?? {});
  return (
    <form ref={form} action={formAction} className="space-y-3" noValidate>
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-start">
        <Field id="staff-email" label="Email" hint="They get a one-time link (mailed when mail is set up; you can also copy it or show its QR code). The role is theirs once they open it signed in, or verify this email." error={err.email}>
          <input id="staff-email" name="email" type="email" autoComplete="off" inputMode="email" defaultValue={v.email} key={`e${v.email ?? ""}`} className={inputClass} {...errorProps("staff-email", err.email)} />
        </Field>
        <Field id="staff-role" label="Role" error={err.role}>
          <select id="staff-role" name="role" defaultValue={v.role ?? "judge"} key={`r${v.role ?? ""}`} className={inputClass} {...errorProps("staff-role", err.role)}>
            <option value="judge">Judge</option>
            <option value="marshal">Marshal</option>
          </select>
        </Field>
        <div className="sm:pt-6">
          <SubmitButton pendingText="Inviting…">Invite</SubmitButton>
        </div>
      </div>
      <FormMessage state={state} />
      {state.ok && state.link && <InvitationLink link={state.link} />}
    </form>
  );
}
