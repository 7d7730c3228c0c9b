"use server";

import { revalidatePath } from "next/cache";
import { deleteEventDocument, uploadEventDocument } from "@/lib/server/library/event-documents";
import { isPdf } from "@/lib/schemas/event-document";
import { formAction, formValues, type FormState } from "@/lib/web/form";
import { currentUser } from "@/lib/web/session";

const bytesToBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");

/**
 * Upload a rulings sheet: Markdown typed or pasted (or a .md file), or a PDF file. The file's bytes
 * go to the service as base64, which checks the size and the PDF header like the API does; a
 * refusal names the field ("file" for the PDF).
 */
export async function uploadDocumentAction(eventId: string, _prev: FormState, form: FormData): Promise<FormState> {
  const values = formValues(form);
  delete values.file;
  const file = form.get("file");
  const hasFile = file instanceof File && file.size > 0;
  const bytes = hasFile ? new Uint8Array(await file.arrayBuffer()) : null;
  const typed = (values.text ?? "").trim();
  // A PDF chosen with "Markdown" still selected and the box empty is meant as a PDF.
  const kind = values.kind === "markdown" && typed === "" && bytes && isPdf(bytes) ? "pdf" : values.kind;
  return formAction(async () => {
    let input: Record<string, unknown> = { title: values.title ?? "", kind };
    if (kind === "pdf") input = { ...input, ...(bytes ? { base64: bytesToBase64(bytes) } : {}) };
    else input = { ...input, text: typed === "" && bytes ? new TextDecoder().decode(bytes) : (values.text ?? "") };
    const doc = await uploadEventDocument(await currentUser(), eventId, input);
    revalidatePath(`/events/${eventId}`, "layout");
    return { ok: true, message: `${doc.title} is added to the event's documents.` };
  }, values, (state) => {
    // The form's file field carries the PDF.
    if (state.fieldErrors?.base64) state.fieldErrors.file = state.fieldErrors.base64;
    return state;
  });
}

export async function deleteDocumentAction(eventId: string, documentId: string): Promise<FormState> {
  return formAction(async () => {
    const doc = await deleteEventDocument(await currentUser(), eventId, documentId);
    revalidatePath(`/events/${eventId}`, "layout");
    return { ok: true, message: `${doc.title} removed.` };
  });
}
