/**
 * The server side of forms: server actions read the form's values and answer with a FormState
 * (./form-state.ts, the client-safe half), turning a refused request into messages beside the
 * fields. Server-only: it knows the services' errors.
 */
import { ServiceError } from "@/lib/server/kernel/errors";
import { BUSY_MESSAGE, BUSY_RETRY_AFTER_SECONDS, isBusyError } from "@/lib/server/kernel/busy";
import type { FormState } from "./form-state";

export { initialFormState, type FormState } from "./form-state";


export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [k, v] of form.entries()) if (typeof v === "string" && !k.startsWith("$ACTION")) values[k] = v;
  return values;
}

/** Empty strings mean "not given"; numeric fields become numbers. */
export function formToInput(form: FormData, numeric: readonly string[] = []): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(formValues(form))) {
    const value = v.trim();
    if (value === "") continue;
    out[k] = numeric.includes(k) && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : v;
  }
  return out;
}

/** Turns a refused request into form state; anything else is rethrown (Next shows the error page). */
export function failure(err: unknown, values?: Record<string, string>): FormState {
  // A busy database ran nothing: the form says so and tries once more by itself (use-form-action.ts).
  if (isBusyError(err)) return { ok: false, message: BUSY_MESSAGE, busy: BUSY_RETRY_AFTER_SECONDS, values };
  if (!(err instanceof ServiceError)) throw err;
  const fieldErrors: Record<string, string> = {};
  for (const issue of err.issues) {
    const key = issue.path.join(".") || "_";
    fieldErrors[key] ??= issue.message;
  }
  // With reasons beside the fields, the banner only says that something needs fixing.
  const message = err.code === "invalid_input" && err.issues.length > 0 ? "Nothing was saved: check the fields marked below." : err.message;
  return { ok: false, message, fieldErrors, values };
}

/**
 * The one wrapper of a server action's work: a refused request (or a busy database) becomes the
 * form's state, keeping the typed `values`, and `refine` may place its messages (a form whose
 * fields are named otherwise than the service's); anything else — a redirect included — goes on.
 */
export async function formAction(change: () => Promise<FormState>, values?: Record<string, string>, refine?: (state: FormState) => FormState): Promise<FormState> {
  try {
    return await change();
  } catch (err) {
    const state = failure(err, values);
    return refine ? refine(state) : state;
  }
}
