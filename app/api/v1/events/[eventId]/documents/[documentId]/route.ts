import { json, requireApiUser, route } from "@/lib/api/http";
import { deleteEventDocument, eventDocumentFile } from "@/lib/server/library/event-documents";
import { DOCUMENT_CSP } from "@/lib/http/security-headers";

export const dynamic = "force-dynamic";

/** A filename for Content-Disposition: the title in ASCII, and in full as RFC 5987 UTF-8. */
function disposition(title: string, ext: string): string {
  const ascii = title.replace(/[^\x20-\x7e]/g, "_").replace(/["\\;]/g, "_").slice(0, 100) || "document";
  return `attachment; filename="${ascii}.${ext}"; filename*=UTF-8''${encodeURIComponent(`${title.slice(0, 100)}.${ext}`)}`;
}

/** Public: the file itself — a PDF or the Markdown text — as a download, sandboxed: no script of the file runs. */
export const GET = route<{ eventId: string; documentId: string }>(async (_req, { eventId, documentId }) => {
  const file = await eventDocumentFile(eventId, documentId);
  const pdf = file.kind === "pdf";
  return new Response(new Blob([file.body as Uint8Array<ArrayBuffer>]), {
    headers: {
      "content-type": pdf ? "application/pdf" : "text/markdown; charset=utf-8",
      "content-disposition": disposition(file.title, pdf ? "pdf" : "md"),
      "content-length": String(file.body.byteLength),
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
      "content-security-policy": DOCUMENT_CSP,
    },
  });
});

/** Organizer only. */
export const DELETE = route<{ eventId: string; documentId: string }>(async (req, { eventId, documentId }) => {
  const user = await requireApiUser(req);
  return json(await deleteEventDocument(user, eventId, documentId));
});
