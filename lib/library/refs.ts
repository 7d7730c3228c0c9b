/**
 * Ruling references: the short text a judge writes in a judge call or an audit note to cite a
 * rule, and the link it becomes.
 *
 * - `swccg-2v2-team-tournament-rules#5.7` — a library document and a section anchor (aliases such
 *   as "s-5-7" or "5" for "section-5" work too); the document may be named by a citation prefix:
 *   `2v2#5.7`, `FFG#tiebreakers`.
 * - `2v2:253`, `SWG:323-419` — a line (or line range) of a seed, as the specs cite them; it
 *   resolves to the section that holds the line.
 * - `doc:<documentId>#4.2` — a section of a document uploaded to the event (its rulings sheet).
 * - A copied link to a section (`https://…/library/<slug>#5.7`, `/events/<id>/documents/<id>#4.2`).
 *
 * Parsing and formatting are pure; `resolveRef` checks a reference against the anchors that exist.
 */
import { LIBRARY } from "./manifest";
import { sectionAtLine, sectionByAnchor } from "./parse";
import type { LibraryDocumentMeta, ParsedDocument } from "./types";

export type RulingRef =
  | { readonly kind: "library"; readonly slug: string; readonly anchor?: string; readonly line?: number }
  | { readonly kind: "event"; readonly documentId: string; readonly anchor?: string };

const ANCHOR = "[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?";
const DOC_ID = "[a-z0-9]{20,32}";

/** A library document by slug or citation prefix (case-insensitive). */
export function libraryDocumentNamed(name: string): LibraryDocumentMeta | undefined {
  const key = name.toLowerCase();
  return LIBRARY.find((d) => d.slug === key || d.aliases.some((a) => a.toLowerCase() === key));
}

/** Parses one reference; null when it is not one (or names no library document). */
export function parseRef(input: string): RulingRef | null {
  const text = input.trim();
  // A copied link: /library/<slug>#<anchor> or /events/<id>/documents/<id>#<anchor>, with or without the origin and query.
  const url = new RegExp(`^(?:https?://[^/\\s]+)?/(?:library/([a-z0-9-]+)|events/${DOC_ID}/documents/(${DOC_ID}))(?:\\?[^#\\s]*)?(?:#(${ANCHOR}))?$`, "i").exec(text);
  if (url) {
    const anchor = url[3] ? { anchor: decodeURIComponent(url[3]) } : {};
    if (url[2]) return { kind: "event", documentId: url[2].toLowerCase(), ...anchor };
    const meta = LIBRARY.find((d) => d.slug === url[1]!.toLowerCase());
    return meta ? { kind: "library", slug: meta.slug, ...anchor } : null;
  }
  const doc = new RegExp(`^doc:(${DOC_ID})(?:#(${ANCHOR}))?$`, "i").exec(text);
  if (doc) return { kind: "event", documentId: doc[1]!.toLowerCase(), ...(doc[2] ? { anchor: doc[2] } : {}) };
  const line = /^([A-Za-z0-9][A-Za-z0-9.-]*):(\d{1,5})(?:-\d{1,5})?$/.exec(text);
  if (line) {
    const meta = libraryDocumentNamed(line[1]!);
    const n = Number(line[2]);
    return meta && n >= 1 ? { kind: "library", slug: meta.slug, line: n } : null;
  }
  const anchored = new RegExp(`^([A-Za-z0-9][A-Za-z0-9.-]*?)(?:#(${ANCHOR}))?$`).exec(text);
  if (anchored) {
    const meta = libraryDocumentNamed(anchored[1]!);
    return meta ? { kind: "library", slug: meta.slug, ...(anchored[2] ? { anchor: anchored[2] } : {}) } : null;
  }
  return null;
}

/** The canonical text of a reference (library documents by slug). */
export function formatRef(ref: RulingRef): string {
  if (ref.kind === "event") return `doc:${ref.documentId}${ref.anchor ? `#${ref.anchor}` : ""}`;
  if (ref.line !== undefined) return `${ref.slug}:${ref.line}`;
  return `${ref.slug}${ref.anchor ? `#${ref.anchor}` : ""}`;
}

export interface ResolveContext {
  /** A library document's parsed sections. */
  readonly library: (slug: string) => ParsedDocument | undefined;
  /** The event the reference is read in (needed for "doc:" references). */
  readonly eventId?: string;
  readonly eventDocuments?: readonly { readonly id: string; readonly title: string; readonly doc: ParsedDocument | null }[];
}

export type ResolvedRef =
  | { readonly ok: true; readonly href: string; readonly label: string; readonly section?: string; readonly ref: string }
  | { readonly ok: false; readonly reason: string; readonly ref: string };

const sectionLabel = (s: { number?: string; title: string; kind: string }) => (s.kind === "rule" ? `§ ${s.number}` : s.title);

/** Checks a reference against the anchors that exist and makes its link and label. */
export function resolveRef(ref: RulingRef, ctx: ResolveContext): ResolvedRef {
  const text = formatRef(ref);
  if (ref.kind === "event") {
    const entry = ctx.eventDocuments?.find((d) => d.id === ref.documentId);
    if (!ctx.eventId || !entry) return { ok: false, reason: "No such document at this event.", ref: text };
    const base = `/events/${ctx.eventId}/documents/${entry.id}`;
    if (!ref.anchor) return { ok: true, href: base, label: entry.title, ref: text };
    const section = entry.doc ? sectionByAnchor(entry.doc, ref.anchor) : undefined;
    if (!section) return { ok: false, reason: `${entry.title} has no section "${ref.anchor}".`, ref: text };
    return { ok: true, href: `${base}#${encodeURIComponent(section.anchor)}`, label: `${entry.title} ${sectionLabel(section)}`, section: section.title, ref: text };
  }
  const meta = LIBRARY.find((d) => d.slug === ref.slug);
  const doc = meta ? ctx.library(ref.slug) : undefined;
  if (!meta || !doc) return { ok: false, reason: "No such document in the library.", ref: text };
  const base = `/library/${meta.slug}`;
  if (ref.line !== undefined) {
    const section = sectionAtLine(doc, ref.line);
    if (!section) return { ok: false, reason: `${meta.shortTitle} has no line ${ref.line}.`, ref: text };
    return { ok: true, href: `${base}#${encodeURIComponent(section.anchor)}`, label: `${meta.shortTitle}, line ${ref.line}`, section: section.title, ref: text };
  }
  if (!ref.anchor) return { ok: true, href: base, label: meta.shortTitle, ref: text };
  const section = sectionByAnchor(doc, ref.anchor);
  if (!section) return { ok: false, reason: `${meta.shortTitle} has no section "${ref.anchor}".`, ref: text };
  return { ok: true, href: `${base}#${encodeURIComponent(section.anchor)}`, label: `${meta.shortTitle} ${sectionLabel(section)}`, section: section.title, ref: text };
}

export interface FoundRef {
  readonly start: number;
  readonly end: number;
  readonly ref: RulingRef;
}

/**
 * References inside free text (a judge call, an audit note), in order. Only names of library
 * documents and "doc:" ids count, so ordinary words with a "#" or ":" are left alone; a sentence's
 * closing punctuation is not part of the anchor.
 */
export function findRefs(text: string): FoundRef[] {
  const pattern = new RegExp(
    [
      `(?:https?://[^/\\s]+)?/(?:library/[a-z0-9-]+|events/${DOC_ID}/documents/${DOC_ID})(?:\\?[^#\\s]*)?(?:#${ANCHOR})?(?![\\w])`,
      `(?<![\\w/#:.-])(?:doc:${DOC_ID}(?:#${ANCHOR})?|[A-Za-z0-9][A-Za-z0-9.-]*?(?:#${ANCHOR}|:\\d{1,5}(?:-\\d{1,5})?))(?![\\w])`,
    ].join("|"),
    "gi",
  );
  const out: FoundRef[] = [];
  for (const m of text.matchAll(pattern)) {
    const ref = parseRef(m[0]);
    if (ref) out.push({ start: m.index, end: m.index + m[0].length, ref });
  }
  return out;
}
