"use client";

import { useFormAction } from "@/components/forms/use-form-action";
import { Field, errorProps, inputClass } from "@/components/forms/Field";
import { FormMessage } from "@/components/forms/FormMessage";
import { SubmitButton } from "@/components/forms/SubmitButton";
import { useResetOnSuccess } from "@/components/forms/use-reset-on-success";
import { initialFormState, type FormState } from "@/lib/web/form-state";

type Action = (prev: FormState, form: FormData) => Promise<FormState>;

/** The organizer's upload: a title, then Markdown (typed, pasted or a .md file) or a PDF file. */
export function UploadDocumentForm({ action, maxPdfMb }: { action: Action; maxPdfMb: number }) {
  const [state, formAction] = useFormAction(action, initialFormState);
  const form = useResetOnSuccess(state);
  const err = state.fieldErrors ?? {};
  const v = state.ok ? {} : (state.values ?? {});
  const kind = v.kind ?? "markdown";
  return (
    <form ref={form} action={formAction} className="space-y-4" noValidate>
      <Field id="doc-title" label="Title" hint="As players and judges will see it, e.g. “Hall rulings, round 3 update”." error={err.title}>
        <input id="doc-title" name="title" maxLength={120} defaultValue={v.title} key={`t${v.title ?? ""}`} className={inputClass} {...errorProps("doc-title", err.title)} />
      </Field>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-slate-800">Format</legend>
        <div className="flex flex-wrap gap-4" key={`k${kind}`}>
          <label className="flex min-h-11 items-center gap-2">
            <input type="radio" name="kind" value="markdown" defaultChecked={kind === "markdown"} className="size-5" /> Markdown (text below, or a .md file)
          </label>
          <label className="flex min-h-11 items-center gap-2">
            <input type="radio" name="kind" value="pdf" defaultChecked={kind === "pdf"} className="size-5" /> PDF file
          </label>
        </div>
        {err.kind && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {err.kind}
          </p>
        )}
      </fieldset>
      <Field
        id="doc-text"
        label="Markdown"
        hint={
          <>
            # and ## for headings; numbered rulings as “5.7 Text…” get their own anchors (link them as <code>doc:…#5.7</code>). **bold**, *italic*, lists and [links](https://…) work; HTML is shown as text.
          </>
        }
        error={err.text}
      >
        <textarea id="doc-text" name="text" rows={10} defaultValue={v.text} key={`x${v.text ?? ""}`} className={`${inputClass} font-mono text-sm`} {...errorProps("doc-text", err.text)} />
      </Field>
      <Field id="doc-file" label="File" hint={`A PDF (at most ${maxPdfMb} MB), or a Markdown file when the box above is empty.`} error={err.file}>
        <input id="doc-file" name="file" type="file" accept="application/pdf,.pdf,.md,.markdown,.txt,text/markdown,text/plain" className="block w-full min-h-11 text-base" {...errorProps("doc-file", err.file)} />
      </Field>
      <SubmitButton pendingText="Uploading…">Add document</SubmitButton>
      <FormMessage state={state} />
    </form>
  );
}
