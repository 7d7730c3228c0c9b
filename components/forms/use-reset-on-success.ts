"use client";

import { useEffect, useRef, type RefObject } from "react";
import type { FormState } from "@/lib/web/form-state";
import { restoreTyping } from "./typed-while-pending";

/**
 * Empties the form once its action succeeded, ready for the next entry (and puts the cursor in
 * `focus`, if given), keeping what was typed while the save was pending. Returns the ref for the <form>.
 */
export function useResetOnSuccess(state: FormState, focus?: RefObject<HTMLElement | null>): RefObject<HTMLFormElement | null> {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!state.ok) return;
    if (!form.current) return;
    form.current.reset();
    restoreTyping(form.current);
    focus?.current?.focus();
  }, [state, focus]);
  return form;
}
