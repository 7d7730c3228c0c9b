"use client";

import { useState, type ReactNode } from "react";

/**
 * A <details> that opens as `defaultOpen` says on first view and then stays as the person left
 * it: a save that changes what `defaultOpen` would be (a fee just set) never folds the form away
 * under their hands.
 */
export function Disclosure({ defaultOpen, summary, children, className, testId }: { defaultOpen: boolean; summary: ReactNode; children: ReactNode; className?: string; testId?: string }) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <details className={className} open={open} onToggle={(e) => setOpen(e.currentTarget.open)} data-testid={testId}>
      {summary}
      {children}
    </details>
  );
}
