import { FormMessage } from "@/components/forms/FormMessage";
import { SubmitButton } from "@/components/forms/SubmitButton";
import { inputClass } from "@/components/forms/Field";
import type { FormState } from "@/lib/web/form-state";

/**
 * The end of a hand change to a round (a swap, a moved table): why (kept in the history), "anyway"
 * once the engine's warnings were read, the button and the answer.
 */
export function HandChangeFields({ state, verb, pending }: { state: FormState; verb: string; pending: string }) {
  return (
    <>
      <label className="block text-sm">
        <span className="mb-1 block font-medium">Why (kept in the history)</span>
        <input name="reason" required maxLength={300} className={inputClass} defaultValue={state.values?.reason ?? ""} />
      </label>
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input type="checkbox" name="confirm" value="true" className="h-5 w-5" />
        {verb} anyway if it breaks a pairing rule
      </label>
      <SubmitButton pendingText={pending}>{verb}</SubmitButton>
      <FormMessage state={state} />
    </>
  );
}
