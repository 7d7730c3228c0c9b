"use client";

import { useActionState, useMemo } from "react";
import { retryingOnce, type FormAction } from "@/lib/web/form-retry";

/** useActionState for the forms: a busy server's answer is retried once by itself (lib/web/form-retry.ts). */
export function useFormAction<S extends { busy?: number }, P = FormData>(action: FormAction<S, P>, initial: Awaited<S>): [state: Awaited<S>, dispatch: (payload: P) => void, isPending: boolean] {
  const retrying = useMemo(() => retryingOnce(action), [action]);
  return useActionState(retrying as (state: Awaited<S>, payload: P) => Promise<S>, initial);
}
