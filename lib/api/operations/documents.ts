/** An event's documents: the judges' library documents for its game and the organizer's rulings sheets. */
import { ApiError } from "@/lib/schemas/common";
import { DOCUMENT_MAX_BODY_BYTES, EventDocumentInput, EventDocumentList, EventDocumentSummary, MAX_PDF_BYTES } from "@/lib/schemas/event-document";
import type { Operation } from "./types";

const MB = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

export const documentOperations: Operation[] = [
  {
    method: "get",
    path: "/events/{eventId}/documents",
    summary:
      "The documents that apply to the event (anyone): the judges' library documents for its game — rules, rulings, errata and tournament regulations, each a page under /library — and the organizer's own uploads (a rulings sheet as Markdown or PDF).",
    auth: false,
    responses: { 200: { description: "Library documents and uploads", schema: EventDocumentList } },
  },
  {
    method: "post",
    path: "/events/{eventId}/documents",
    summary: `Add a rulings sheet to the event (organizer): {title, kind: "markdown", text} or {title, kind: "pdf", base64}. A PDF must start with %PDF- and be at most ${MB(MAX_PDF_BYTES)} MB (400 naming \`base64\` otherwise); at most 20 documents per event (409). The body may be up to ${MB(DOCUMENT_MAX_BODY_BYTES)} MB.`,
    auth: true,
    body: EventDocumentInput,
    responses: {
      201: { description: "Added", schema: EventDocumentSummary },
      413: { description: `The body is larger than ${MB(DOCUMENT_MAX_BODY_BYTES)} MB.`, schema: ApiError },
    },
  },
  {
    method: "get",
    path: "/events/{eventId}/documents/{documentId}",
    summary:
      "An uploaded document's file (anyone): a PDF as application/pdf, or the Markdown text as text/markdown, both with Content-Disposition: inline. Its rendered page with sections and anchors is /events/{eventId}/documents/{documentId}.",
    auth: false,
    responses: { 200: { description: "The file (application/pdf or text/markdown), not JSON." } },
  },
  {
    method: "delete",
    path: "/events/{eventId}/documents/{documentId}",
    summary: "Remove an uploaded document (organizer).",
    auth: true,
    responses: { 200: { description: "The removed document", schema: EventDocumentSummary } },
  },
];
