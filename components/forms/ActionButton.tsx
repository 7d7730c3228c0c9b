"use client";

import { useActionState, type ReactNode } from "react";
import { FormMessage } from "./FormMessage";
import { SubmitButton } from "./SubmitButton";
import { initialFormState, type FormState } from "@/lib/web/form";
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
}: {
  action: Action;
  children: ReactNode;
  pendingText?: string;
  variant?: "primary" | "secondary";
  confirm?: string;
  testId?: string;
}) {
  const [state, formAction] = useActionState(action, initialFormState);
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
