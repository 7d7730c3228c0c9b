/**
 * Ruling references checked against what exists: the library's anchors, and for "doc:" references
 * the event's uploaded sheets. A judge-queue call or an audit note can store the reference text
 * (`swccg-2v2-team-tournament-rules#5.7`) after `checkRulingRef` accepts it, and pages turn it
 * into a link with `components/library/RulingLink.tsx`.
 */
import { parseRef, resolveRef, type ResolvedRef, type RulingRef } from "@/lib/library/refs";
import { eventLibraryScope } from "./event-documents";
import { invalidField } from "../kernel/errors";
import { libraryParsed } from "./library";

async function contextFor(refs: readonly RulingRef[], eventId?: string) {
  const needsEvent = eventId !== undefined && refs.some((r) => r.kind === "event");
  const scope = needsEvent ? await eventLibraryScope(eventId) : null;
  return { library: libraryParsed, ...(eventId ? { eventId } : {}), eventDocuments: scope?.documents ?? [] };
}

/** Resolves one reference text; null when the text is not a reference at all. */
export async function resolveRuling(text: string, eventId?: string): Promise<ResolvedRef | null> {
  const ref = parseRef(text);
  if (!ref) return null;
  return resolveRef(ref, await contextFor([ref], eventId));
}

/**
 * For a service storing a reference (a judge call's ruling): the canonical text of a valid
 * reference, or a 400 naming `field` with the reason ("SWCCG 2-on-2 rulings has no section 9.9").
 */
export async function checkRulingRef(text: string, { field = "ruling", eventId }: { field?: string; eventId?: string } = {}): Promise<string> {
  const resolved = await resolveRuling(text, eventId);
  if (!resolved) {
    throw invalidField(field, 'Not a ruling reference: write it as document#section ("swccg-2v2-team-tournament-rules#5.7", "2v2#5.7"), document:line ("SWG:323"), or paste a link to the section.');
  }
  if (!resolved.ok) throw invalidField(field, resolved.reason);
  return resolved.ref;
}
