"use client";

import { useFormAction } from "@/components/forms/use-form-action";
import { ActionButton } from "@/components/forms/ActionButton";
import { Field, inputClass } from "@/components/forms/Field";
import { FormMessage } from "@/components/forms/FormMessage";
import { SubmitButton } from "@/components/forms/SubmitButton";
import { initialFormState, type FormState } from "@/lib/web/form-state";

type Action = (prev: FormState, form: FormData) => Promise<FormState>;

/**
 * The event's organizer tags it for seasons that count tagged events (of its game), and takes
 * tags back; a tag the season's organizers refused stays, marked.
 */
export function EventSeasonTagsForm({
  tag,
  untag,
  tags,
  seasons,
}: {
  tag: Action;
  untag: (seasonId: string) => Promise<FormState>;
  tags: { seasonId: string; name: string; refused: boolean }[];
  seasons: { id: string; name: string }[];
}) {
  const [state, formAction] = useFormAction(tag, initialFormState);
  const err = state.fieldErrors ?? {};
  const open = seasons.filter((s) => !tags.some((t) => t.seasonId === s.id));
  return (
    <div className="space-y-3">
      {tags.length > 0 && (
        <ul className="divide-y divide-slate-100" data-testid="event-season-tags">
          {tags.map((t) => (
            <li key={t.seasonId} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <a href={`/seasons/${t.seasonId}`} className="font-semibold underline-offset-4 hover:underline">
                  {t.name}
                </a>
                {t.refused && <span className="ml-2 text-sm text-amber-800">refused by its organizers: it does not count</span>}
              </span>
              {!t.refused && (
                <ActionButton action={() => untag(t.seasonId)} pendingText="Removing…" variant="secondary" confirm={`Take the tag for ${t.name} back? The event stops counting for it.`}>
                  Remove tag
                </ActionButton>
              )}
            </li>
          ))}
        </ul>
      )}
      {open.length === 0 ? (
        <p className="text-sm text-slate-600">{tags.length ? "No other season of this game takes tags." : "No season of this game takes tagged events."}</p>
      ) : (
        <form action={formAction} className="space-y-3" noValidate>
          <Field id="season-tag" label="Count this event for a season" hint="Seasons that count the events their organizers tag. The season's organizers may refuse a tag." error={err.seasonId}>
            <select id="season-tag" name="seasonId" className={inputClass} defaultValue="">
              <option value="">Choose a season</option>
              {open.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </Field>
          <SubmitButton pendingText="Tagging…" variant="secondary">
            Tag for the season
          </SubmitButton>
          <FormMessage state={state} />
        </form>
      )}
    </div>
  );
}
