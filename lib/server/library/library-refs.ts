/**
 * Ruling references resolved against what exists: the library's anchors, and for "doc:" references
 * the event's uploaded sheets. A judge call stores its ruling as the judge wrote it (a reference
 * to a section that is not there yet, or free text, is kept, not refused); pages resolve it when
 * they show it (`app/_containers/library/RulingLink.tsx`), a link when it resolves, plain text
 * otherwise.
 */
import { parseRef, resolveRef, type ResolvedRef, type RulingRef } from "@/lib/library/refs";
import { eventLibraryScope } from "./event-documents";
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
