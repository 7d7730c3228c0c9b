"use client";

import { useState } from "react";
import { initialFormState, type FormState } from "@/lib/web/form-state";

/**
 * A form's answer, dropped once it no longer holds: a refusal is hidden when `version` (what the
 * page shows, e.g. the player count or the tables still missing results) has changed since the
 * refusal came back. Successes stay; they arrive together with the change they caused.
 */
export function useFreshState(state: FormState, version: string | number | undefined): FormState {
  const [arrival, setArrival] = useState({ state, version });
  if (arrival.state !== state) setArrival({ state, version });
  const stale = arrival.state === state && arrival.version !== version && state.ok !== true;
  return stale ? initialFormState : state;
}
