"use client";

import { useFormAction } from "@/components/forms/use-form-action";
import { Field, errorProps, inputClass } from "@/components/forms/Field";
import { FormMessage } from "@/components/forms/FormMessage";
import { SubmitButton } from "@/components/forms/SubmitButton";
import { Badge } from "@/components/ui/Badge";
import type { PlayerDeck } from "@/lib/schemas/deck";
import { deckPasteForm } from "@/lib/tournament/decks/paste-form";
import { initialFormState, type FormState } from "@/lib/web/form-state";

type Action = (prev: FormState, form: FormData) => Promise<FormState>;


/** The validator's problems: a red ✕ (or amber ! for a warning) and the explanation on demand. */
export function DeckProblems({ deck }: { deck: PlayerDeck }) {
  if (!deck.deck) return <p className="text-sm text-slate-600">No deck saved yet.</p>;
  if (deck.deck.starter && deck.deck.list === "") return <p className="text-sm text-slate-700">No valid deck when the build time ended: round 1 is played with the basic starter deck.</p>;
  return (
    <div className="space-y-2" data-testid="deck-problems">
      {deck.valid ? (
        <p className="flex items-center gap-2 font-semibold text-emerald-800">
          <span aria-hidden className="text-lg">✓</span> Valid deck
        </p>
      ) : (
        <p className="font-semibold text-red-800">Not valid: {deck.problems.filter((p) => p.severity === "problem").length} to fix. The deck is saved; fix the list and save again.</p>
      )}
      {deck.deck.starter && <p className="text-sm text-slate-700">No valid deck when the build time ended: round 1 is played with the basic starter deck.</p>}
      {deck.problems.length > 0 && (
        <ul className="space-y-1">
          {deck.problems.map((p, i) => (
            <li key={`${p.code}-${i}`}>
              <details className="rounded-lg border border-slate-200 px-3 py-1">
                <summary className="flex min-h-11 cursor-pointer items-center gap-2 py-1 text-sm">
                  <span aria-label={p.severity === "problem" ? "Problem" : "Warning"} className={`text-lg font-bold ${p.severity === "problem" ? "text-red-600" : "text-amber-600"}`}>
                    {p.severity === "problem" ? "✕" : "!"}
                  </span>
                  <span>
                    {p.line !== undefined && <span className="text-slate-500">Line {p.line}: </span>}
                    {p.message}
                  </span>
                </summary>
                <p className="pb-2 pl-7 text-sm text-slate-700">{p.explanation}</p>
              </details>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * A deck by pasting a list (games other than FFG's): the event's rules in words, the textarea,
 * the answers the list may leave out, and the validator's problems for the saved deck.
 */
export function DeckPasteForm({ action, deck, submitLabel = "Save deck" }: { action: Action; deck: PlayerDeck; submitLabel?: string }) {
  const [state, formAction] = useFormAction(action, initialFormState);
  const errors = state.fieldErrors ?? {};
  const values = state.ok ? {} : (state.values ?? {});
  const answers = deck.deck?.answers ?? {};
  const value = (k: string) => values[k] ?? answers[k] ?? "";
  const form = deckPasteForm(deck.game);
  return (
    <div className="space-y-4">
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
        {deck.rules.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
      <DeckProblems deck={deck} />
      {deck.changeAllowed ? (
        <form action={formAction} className="space-y-4" noValidate>
          {deck.locked && (
            <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
              {deck.changeReason ? `${deck.changeReason} As the organizer or a judge you can still correct it; the correction is logged with the old and new list.` : "Round 1 has been paired: this change is logged in the history with the old and new list."}
            </p>
          )}
          <Field id="deck-list" label="Deck list" hint={form.hint} error={errors.list}>
            <textarea id="deck-list" name="list" rows={14} defaultValue={values.list ?? deck.deck?.list ?? ""} placeholder={"Avatar: 1 …\nQuests:\n1 …\nDeck:\n4 …"} className={`${inputClass} font-mono text-sm`} {...errorProps("deck-list", errors.list)} />
          </Field>
          {form.settings.includes("avatarArchetype") && (
            <Field id="deck-archetype" label="Avatar's archetype (if the list does not say)" error={errors["settings.avatarArchetype"]}>
              <select id="deck-archetype" name="settings.avatarArchetype" defaultValue={value("avatarArchetype")} className={inputClass}>
                <option value="">From the list</option>
                <option value="jedi">Jedi</option>
                <option value="rebel">Rebel</option>
                <option value="imperial">Imperial</option>
                <option value="sith">Sith</option>
              </select>
            </Field>
          )}
          {form.settings.includes("objective") && (
            <div className="grid gap-4 sm:grid-cols-2">
              <Field id="deck-objective" label="Objective (if not marked)" error={errors["settings.objective"]}>
                <input id="deck-objective" name="settings.objective" defaultValue={value("objective")} className={inputClass} {...errorProps("deck-objective", errors["settings.objective"])} />
              </Field>
              <Field id="deck-sleeves" label="Sleeves" error={errors["settings.sleeves"]}>
                <input id="deck-sleeves" name="settings.sleeves" defaultValue={value("sleeves")} className={inputClass} {...errorProps("deck-sleeves", errors["settings.sleeves"])} />
              </Field>
            </div>
          )}
          <SubmitButton pendingText="Checking…">{submitLabel}</SubmitButton>
          <FormMessage state={state} />
        </form>
      ) : (
        <>
          {deck.changeReason && <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">{deck.changeReason}</p>}
          {deck.deck && deck.deck.list !== "" && <pre className="overflow-x-auto rounded-lg bg-slate-50 p-3 text-sm">{deck.deck.list}</pre>}
        </>
      )}
      {deck.pool && (
        <details className="rounded-lg border border-slate-200 p-3">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold">
            Sealed pool <Badge>{deck.pool.cards.reduce((n, c) => n + c.quantity, 0)} cards</Badge>
          </summary>
          <pre className="mt-2 overflow-x-auto text-sm">{deck.pool.list}</pre>
        </details>
      )}
    </div>
  );
}
