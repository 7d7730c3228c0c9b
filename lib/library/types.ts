/**
 * The judges' library as data: a document is split into sections, each with a stable anchor, and
 * each section into blocks of inline text. Everything here is plain, serialisable data, so a
 * server component can hand it to a client one and the search index can be built from it.
 */
import type { SourceNote } from "./clean";
import type { GameId } from "@/lib/tournament/games";

export type { SourceNote };

/** A run of text with at most one style. `href` only for links (http, https, mailto or a path). */
export interface Inline {
  readonly text: string;
  readonly style?: "strong" | "em" | "code" | "link";
  readonly href?: string;
}

export type BlockKind =
  /** A paragraph. */
  | "p"
  /** A bullet item. */
  | "li"
  /** A numbered item; `marker` holds its number ("3."). */
  | "oli"
  /** A row of a table (tab-separated cells in the source); consecutive rows make one table. */
  | "row"
  /** A page header left over from a PDF extraction: shown muted, never searched. */
  | "page";

export interface Block {
  readonly kind: BlockKind;
  /** The inline runs; their texts joined are exactly `text`. */
  readonly inlines: readonly Inline[];
  /** The block's plain text (markup removed): what search reads and highlights. */
  readonly text: string;
  readonly marker?: string;
  /** Table cells (kind "row"). */
  readonly cells?: readonly string[];
  /** 1-based line of the source where the block starts. */
  readonly line: number;
}

export interface Section {
  /** Stable and unique in its document: "5.7" for a numbered ruling, "section-5", "deck-building". */
  readonly anchor: string;
  /** A numbered ruling's number ("5.7", "2.3a", "4.2.1"). */
  readonly number?: string;
  /** "heading": a titled section; "rule": a numbered ruling (its text is the body); "opening": the text before the first heading. */
  readonly kind: "heading" | "rule" | "opening";
  /** Heading as written (a ruling: its number). */
  readonly heading: readonly Inline[];
  /** A short plain title for lists and search hits (a ruling: its first words). */
  readonly title: string;
  /** 1 = top; rulings nest by their number's depth. */
  readonly level: 1 | 2 | 3;
  /** Listed in the table of contents. */
  readonly toc: boolean;
  readonly blocks: readonly Block[];
  /** 1-based first and last line of the source the section covers. */
  readonly line: number;
  readonly endLine: number;
}

export interface ParsedDocument {
  readonly sections: readonly Section[];
  /** Other names of anchors ("s-5-7" → "5.7", "5" → "section-5"). */
  readonly aliases: Readonly<Record<string, string>>;
  /** What was taken out of the source before parsing (a crawl's leftovers), for "Source notes". */
  readonly notes: readonly SourceNote[];
}

export type LibraryKind = "rules" | "regulations" | "rulings" | "errata";

/** What the parser is told about a document's layout (tuned per document). */
export interface ParseOptions {
  /**
   * "numbered": "Section N - TITLE" headings and numbered rulings ("5.7 …").
   * "plain": short lines without closing punctuation are headings (FFG, Young Jedi, WotC).
   * "caps": a PDF extraction with hard-wrapped lines: ALL-CAPS lines are headings, short
   *   title-like lines before a paragraph are subheadings, wrapped lines are joined.
   * "markdown": `#` headings, lists, and numbered rulings as in "numbered".
   */
  readonly style: "numbered" | "plain" | "caps" | "markdown";
  /** Inline markup: "markdown" reads **bold**, *emphasis*, `code` and [links](…). */
  readonly inline: "markdown" | "plain";
  /** Headings are looked for from this line on (the nth line equal to `text`); before it is the opening. */
  readonly startAt?: { readonly text: string; readonly nth?: number };
  /** Heading levels by heading text; others get `defaultLevel` (1 when absent). */
  readonly levels?: Readonly<Record<string, 1 | 2 | 3>>;
  readonly defaultLevel?: 1 | 2 | 3;
  /** Lines matching this are page headers of a PDF extraction. */
  readonly pageHeader?: RegExp;
}

export interface LibraryDocumentMeta {
  readonly slug: string;
  readonly title: string;
  /** Short name for lists and citations ("2v2 rulings"). */
  readonly shortTitle: string;
  /** The game id of lib/tournament/format/presets (`GameId`). */
  readonly game: GameId;
  readonly kind: LibraryKind;
  /** The version or date as the document gives it. */
  readonly version: string;
  /** File under content/library/ (a byte-for-byte copy of the seed). */
  readonly file: string;
  /** The seed it was copied from. */
  readonly source: string;
  readonly about: string;
  /** Citation prefixes that name it, e.g. "2v2" in "2v2:253" (case-insensitive). */
  readonly aliases: readonly string[];
  /** A statement shown prominently at the top (the errata's "There are currently no new errata"). */
  readonly notice?: { readonly label: string; readonly startsWith: string };
  /**
   * Glyphs the text lost in its extraction (a PDF whose font dropped them): search also matches
   * the query's words without them in this document (lib/library/search.ts).
   */
  readonly lostGlyphs?: readonly string[];
  readonly parse: ParseOptions;
}
