"use client";

import { startTransition, useOptimistic } from "react";
import { useFormAction } from "@/components/forms/use-form-action";
import { FormMessage } from "@/components/forms/FormMessage";
import { Badge } from "@/components/ui/Badge";
import { LocalTime } from "@/components/ui/LocalTime";
import type { PrizeAwardView } from "@/lib/schemas/money";
import { initialFormState, type FormState } from "@/lib/web/form-state";
import { itemText, placeRange } from "@/lib/words/money";

type Action = (prev: FormState, form: FormData) => Promise<FormState>;

/**
 * One prize of the list: place, winner, item, due date; a checkbox marks it given (staff).
 * The action is dispatched by hand, not as a form action: React resets a form after its action,
 * which emptied the ticked box while the row already said "Given", so a second tap undid it.
 */
export function AwardRow({ award, overdue, action }: { award: PrizeAwardView; overdue: boolean; action: Action }) {
  const [state, dispatch, pending] = useFormAction(action, initialFormState);
  const saved = award.givenAt !== null;
  const [given, setGiven] = useOptimistic(saved);
  const toggle = (next: boolean) =>
    startTransition(() => {
      setGiven(next);
      const form = new FormData();
      form.set("given", String(next));
      dispatch(form);
    });
  return (
    <li className="py-2" data-testid="award-row">
      <div className="flex items-start gap-3">
        <input
          id={`given-${award.id}`}
          type="checkbox"
          checked={given}
          disabled={pending}
          onChange={(e) => toggle(e.target.checked)}
          aria-describedby="prize-list-help"
          className="mt-1 size-6 shrink-0 accent-slate-900"
        />
        <label htmlFor={`given-${award.id}`} className="min-w-0 flex-1">
          <span className="font-semibold">{placeRange(award.place, award.place)}</span> {award.name}: {itemText(award.quantity, award.item)}
          <span className="block text-sm text-slate-600">
            {saved ? (
              <>
                Given <LocalTime iso={award.givenAt!} />
              </>
            ) : given ? (
              "Marking given…"
            ) : award.dueAt ? (
              <>
                Due by <LocalTime iso={award.dueAt} /> {overdue && <Badge tone="bad">Overdue</Badge>}
              </>
            ) : (
              "Not given yet"
            )}
          </span>
        </label>
      </div>
      {state.ok === false && <FormMessage state={state} />}
    </li>
  );
}
