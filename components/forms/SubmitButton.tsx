"use client";

import { useFormStatus } from "react-dom";
import { useEffect, useLayoutEffect, useRef, type ReactNode } from "react";
import { answered, restoreTyping, watchTyping } from "./typed-while-pending";
import { buttonClass } from "@/components/ui/LinkButton";

/**
 * Disabled while its form is submitting, so a double click sends one request. Every form has one,
 * so it also keeps what is typed while the submit is pending: React resets the form when the
 * answer comes, and this puts the new typing back in the same commit (typed-while-pending.ts).
 */
export function SubmitButton({ children, pendingText, variant = "primary" }: { children: ReactNode; pendingText?: string; variant?: keyof typeof buttonClass }) {
  const { pending } = useFormStatus();
  const button = useRef<HTMLButtonElement>(null);
  const wasPending = useRef(false);
  useEffect(() => {
    const form = button.current?.form;
    return form ? watchTyping(form) : undefined;
  }, []);
  // Layout effect: after React's reset of the form, before the browser paints it.
  useLayoutEffect(() => {
    const form = button.current?.form;
    if (form && wasPending.current && !pending) {
      answered(form);
      restoreTyping(form);
    }
    wasPending.current = pending;
  }, [pending]);
  return (
    <button ref={button} type="submit" disabled={pending} aria-disabled={pending} className={buttonClass[variant]}>
      {pending ? (pendingText ?? "Saving…") : children}
    </button>
  );
}
