"use client";

import { useFormStatus } from "react-dom";
import type { ReactNode } from "react";
import { buttonClass } from "@/components/ui/LinkButton";

/** Disabled while its form is submitting, so a double click sends one request. */
export function SubmitButton({ children, pendingText, variant = "primary" }: { children: ReactNode; pendingText?: string; variant?: keyof typeof buttonClass }) {
  const { pending } = useFormStatus();
  return (
    <button type="submit" disabled={pending} aria-disabled={pending} className={buttonClass[variant]}>
      {pending ? (pendingText ?? "Saving…") : children}
    </button>
  );
}
