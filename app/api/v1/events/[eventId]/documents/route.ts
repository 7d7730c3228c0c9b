import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { DOCUMENT_MAX_BODY_BYTES } from "@/lib/schemas/event-document";
import { listEventDocuments, uploadEventDocument } from "@/lib/server/library/event-documents";

export const dynamic = "force-dynamic";

/** Public: the library's documents for the event's game and the organizer's uploads. */
export const GET = route<{ eventId: string }>(async (_req, { eventId }) => json(await listEventDocuments(eventId)));

/** Organizer only: a rulings sheet as Markdown or PDF (base64); the body may hold a 2 MB PDF. */
export const POST = route<{ eventId: string }>(async (req, { eventId }) => {
  const user = await requireApiUser(req);
  return json(await uploadEventDocument(user, eventId, await readJson(req, { maxBytes: DOCUMENT_MAX_BODY_BYTES })), 201);
});
