"use client";

import { useActionState, useRef } from "react";
import { FormMessage } from "@/components/forms/FormMessage";
import { Badge } from "@/components/ui/Badge";
import { LocalTime } from "@/components/ui/LocalTime";
import type { PrizeAwardView } from "@/lib/schemas/money";
import { initialFormState, type FormState } from "@/lib/web/form";
import { itemText, placeRange } from "@/lib/web/money";

type Action = (prev: FormState, form: FormData) => Promise<FormState>;

/** One prize of the list: place, winner, item, due date; a checkbox marks it given (staff). */
export function AwardRow({ award, overdue, action }: { award: PrizeAwardView; overdue: boolean; action: Action }) {
  const [state, formAction, pending] = useActionState(action, initialFormState);
  const form = useRef<HTMLFormElement>(null);
  const given = award.givenAt !== null;
  return (
    <li className="py-2" data-testid="award-row">
      <form ref={form} action={formAction} className="flex items-start gap-3">
        <input type="hidden" name="given" value={given ? "false" : "true"} />
        <input
          id={`given-${award.id}`}
          type="checkbox"
          checked={given}
          disabled={pending}
          onChange={() => form.current?.requestSubmit()}
          className="mt-1 size-6 shrink-0 accent-slate-900"
        />
        <label htmlFor={`given-${award.id}`} className="min-w-0 flex-1">
          <span className="font-semibold">{placeRange(award.place, award.place)}</span> {award.name}: {itemText(award.quantity, award.item)}
          <span className="block text-sm text-slate-600">
            {given ? (
              <>
                Given <LocalTime iso={award.givenAt!} />
              </>
            ) : award.dueAt ? (
              <>
                Due by <LocalTime iso={award.dueAt} /> {overdue && <Badge tone="bad">Overdue</Badge>}
              </>
            ) : (
              "Not given yet"
            )}
          </span>
        </label>
      </form>
      {state.ok === false && <FormMessage state={state} />}
    </li>
  );
}
