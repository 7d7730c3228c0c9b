"use client";

import { type ReactNode } from "react";
import { useFormAction } from "@/components/forms/use-form-action";
import { FormMessage } from "./FormMessage";
import { SubmitButton } from "./SubmitButton";
import { useFreshState } from "@/components/forms/use-fresh-state";
import { initialFormState, type FormState } from "@/lib/web/form-state";
import { InvitationLink } from "@/components/staff/InvitationLink";

type Action = (prev: FormState, form: FormData) => Promise<FormState>;

/** One button that runs one server action and shows what happened (or why not) right below. */
export function ActionButton({
  action,
  children,
  pendingText,
  variant = "primary",
  confirm,
  testId,
  version,
}: {
  action: Action;
  children: ReactNode;
  pendingText?: string;
  variant?: "primary" | "secondary";
  confirm?: string;
  testId?: string;
  /** What the page shows that the answer depends on; a refusal is dropped when it changes. */
  version?: string | number;
}) {
  const [answer, formAction] = useFormAction(action, initialFormState);
  const state = useFreshState(answer, version);
  return (
    <form
      action={formAction}
      data-testid={testId}
      className="space-y-2"
      onSubmit={(e) => {
        if (confirm && !window.confirm(confirm)) e.preventDefault();
      }}
    >
      <SubmitButton pendingText={pendingText} variant={variant}>
        {children}
      </SubmitButton>
      <FormMessage state={state} />
      {state.ok && state.link && <InvitationLink link={state.link} />}
    </form>
  );
}
