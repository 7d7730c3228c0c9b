"use client";

import { useFormAction } from "@/components/forms/use-form-action";
import { FormMessage } from "@/components/forms/FormMessage";
import { SubmitButton } from "@/components/forms/SubmitButton";
import { initialFormState, type FormState } from "@/lib/web/form-state";

/** One button that runs a server action and says what happened (join, leave). */
export function ActionButton({ action, label, pendingText, variant = "primary", testId }: { action: () => Promise<FormState>; label: string; pendingText: string; variant?: "primary" | "secondary"; testId?: string }) {
  const [state, formAction] = useFormAction(async () => action(), initialFormState);
  return (
    <form action={formAction} className="space-y-2" data-testid={testId}>
      <SubmitButton pendingText={pendingText} variant={variant}>
        {label}
      </SubmitButton>
      <FormMessage state={state} />
    </form>
  );
}
