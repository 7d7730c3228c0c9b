"use client";

import { useFormAction } from "@/components/forms/use-form-action";
import { Field, errorProps, inputClass } from "@/components/forms/Field";
import { FormMessage } from "@/components/forms/FormMessage";
import { SubmitButton } from "@/components/forms/SubmitButton";
import { initialFormState, type FormState } from "@/lib/web/form-state";

type Action = (prev: FormState, form: FormData) => Promise<FormState>;

/** The player profile's name and whether anyone else may see it. */
export function ProfileSettingsForm({ action, displayName, isPublic }: { action: Action; displayName: string; isPublic: boolean }) {
  const [state, formAction] = useFormAction(action, initialFormState);
  const err = state.fieldErrors ?? {};
  const v = state.values ?? { displayName, public: isPublic ? "on" : "" };
  return (
    <form action={formAction} className="space-y-3" noValidate>
      <Field id="profile-name" label="Name on your profile" error={err.displayName}>
        <input id="profile-name" name="displayName" autoComplete="name" defaultValue={v.displayName} key={`n${v.displayName ?? ""}`} className={inputClass} {...errorProps("profile-name", err.displayName)} />
      </Field>
      <label className="flex items-start gap-3">
        <input name="public" type="checkbox" defaultChecked={v.public === "on"} key={`p${v.public ?? ""}`} className="mt-1 size-5 shrink-0" />
        <span>
          <span className="font-semibold">Public profile</span>
          <span className="block text-sm text-slate-600">Anyone can see your events, placements and records. Untick to keep them to yourself (event pages still list you).</span>
        </span>
      </label>
      <SubmitButton pendingText="Saving…" variant="secondary">
        Save profile
      </SubmitButton>
      <FormMessage state={state} />
    </form>
  );
}
