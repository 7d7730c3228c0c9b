"use client";

import { useFormAction } from "@/components/forms/use-form-action";
import { FormMessage } from "@/components/forms/FormMessage";
import { SubmitButton } from "@/components/forms/SubmitButton";
import { LinkFields } from "./LinkFields";
import type { FormState } from "@/lib/web/form-state";

export interface HallEventChoice {
  id: string;
  name: string;
  status: string;
  startsAt: string | null;
  held: boolean;
}
export type HallFormState = FormState & { events?: HallEventChoice[] };
type Action = (prev: HallFormState, form: FormData) => Promise<HallFormState>;

/**
 * The hall server's start (issue 40): the public server's address and an API token of the
 * organizer's account there list their events; one is taken to this hall with a button.
 */
export function HallConnectForm({ list, take, defaultName }: { list: Action; take: Action; defaultName: string }) {
  const [state, listAction] = useFormAction<HallFormState>(list, {});
  const [taken, takeAction] = useFormAction<HallFormState>(take, {});
  const err = state.fieldErrors ?? {};
  const v = state.values ?? {};
  return (
    <div className="space-y-5">
      <form action={listAction} className="space-y-4" noValidate data-testid="hall-connect">
        <FormMessage state={state.ok ? {} : state} />
        <LinkFields prefix="" urlLabel="Public Holonet address" urlHint="Where remote players follow the event, e.g. https://holonet.example" tokenHint="Make one on the public server under Account → API tokens." err={err} v={v} defaultName={defaultName} />
        <SubmitButton pendingText="Asking…">List my events there</SubmitButton>
      </form>
      {state.events && (
        <section className="space-y-2" aria-label="Your events on the public server">
          <FormMessage state={taken} />
          {state.events.length === 0 && <p className="text-sm text-slate-600">You organize no events there.</p>}
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
            {state.events.map((e) => (
              <li key={e.id} className="flex flex-wrap items-center justify-between gap-3 px-3 py-2">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900 break-words">{e.name}</p>
                  <p className="text-sm text-slate-600">
                    {e.status}
                    {e.held ? " · run from a hall" : ""}
                  </p>
                </div>
                {!e.held && e.status !== "complete" && (
                  <form action={takeAction}>
                    <input type="hidden" name="publicUrl" value={v.publicUrl ?? ""} />
                    <input type="hidden" name="token" value={v.token ?? ""} />
                    <input type="hidden" name="hall" value={v.hall ?? defaultName} />
                    <input type="hidden" name="eventId" value={e.id} />
                    <SubmitButton variant="secondary" pendingText="Taking…">
                      Take to this hall
                    </SubmitButton>
                  </form>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
