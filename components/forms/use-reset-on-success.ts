"use client";

import { useEffect, useRef, type RefObject } from "react";
import type { FormState } from "@/lib/web/form";

/**
 * Empties the form once its action succeeded, ready for the next entry (and puts the cursor in
 * `focus`, if given). Returns the ref for the <form>.
 */
export function useResetOnSuccess(state: FormState, focus?: RefObject<HTMLElement | null>): RefObject<HTMLFormElement | null> {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!state.ok) return;
    form.current?.reset();
    focus?.current?.focus();
  }, [state, focus]);
  return form;
}
