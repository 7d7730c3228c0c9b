/**
 * The judges' library as this process holds it: the shipped documents (content/library/, read
 * from disk once — they are part of the app, never fetched, so the library works offline), parsed
 * and indexed at first use and kept for the life of the process.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { LIBRARY, libraryMeta } from "@/lib/library/manifest";
import { parseDocument } from "@/lib/library/parse";
import { buildIndex, search, type SearchIndex, type SearchOptions, type SearchResult } from "@/lib/library/search";
import type { LibraryDocumentMeta, ParsedDocument } from "@/lib/library/types";

export const LIBRARY_DIR = path.join(process.cwd(), "content", "library");

export interface LibraryDocument {
  readonly meta: LibraryDocumentMeta;
  readonly doc: ParsedDocument;
  /** The statement the manifest asks to show prominently, as the document words it. */
  readonly notice: { readonly label: string; readonly text: string } | null;
}

interface Loaded {
  readonly documents: ReadonlyMap<string, LibraryDocument>;
  readonly index: SearchIndex;
}

let loaded: Loaded | null = null;

function load(): Loaded {
  if (loaded) return loaded;
  const documents = new Map<string, LibraryDocument>();
  for (const meta of LIBRARY) {
    const doc = parseDocument(readFileSync(path.join(LIBRARY_DIR, meta.file), "utf8"), meta.parse);
    const block = meta.notice ? doc.sections.flatMap((s) => s.blocks).find((b) => b.text.startsWith(meta.notice!.startsWith)) : undefined;
    documents.set(meta.slug, { meta, doc, notice: meta.notice && block ? { label: meta.notice.label, text: block.text } : null });
  }
  const index = buildIndex([...documents.values()].map((d) => ({ slug: d.meta.slug, title: d.meta.shortTitle, doc: d.doc, lostGlyphs: d.meta.lostGlyphs ?? [] })));
  loaded = { documents, index };
  return loaded;
}

export const libraryDocuments = (): LibraryDocument[] => [...load().documents.values()];

export const libraryDocument = (slug: string): LibraryDocument | undefined => (libraryMeta(slug) ? load().documents.get(slug) : undefined);

/** The parsed sections of a library document (for references). */
export const libraryParsed = (slug: string): ParsedDocument | undefined => libraryDocument(slug)?.doc;

export const libraryIndex = (): SearchIndex => load().index;

export const searchLibrary = (query: string, options?: SearchOptions): SearchResult => search(libraryIndex(), query, options);
