/**
 * Splits a rules document into sections with stable anchors. Pure: text and layout options in,
 * data out. Each layout style is tuned to the seed documents (lib/library/manifest.ts) and to
 * uploaded rulings sheets (Markdown):
 *
 * - numbered rulings ("5.7 Play continues…") become sections anchored by their number ("5.7"),
 *   "Section 5 - LOSING THE GAME" anchors "section-5";
 * - other headings anchor by their words ("Deck Building" → "deck-building"), a repeated heading
 *   gets "-2", "-3";
 * - anchors depend only on the heading's own text and the order of equal headings, so a link
 *   stays valid when other parts of the document change.
 *
 * A crawl's leftovers (a mirror's header, rule lines, a page extracted twice) are blanked first
 * (lib/library/clean.ts), line numbers kept; what was removed is the document's `notes`.
 */
import { cleanSource } from "./clean";
import { parseInline, plainText } from "./inline";
import type { Block, Inline, ParsedDocument, ParseOptions, Section } from "./types";

type Level = 1 | 2 | 3;

interface HeadingMatch {
  kind: "heading" | "rule";
  text: string;
  level: Level;
  /** Anchor from a number ("section-5", "5.7"); else from the words. */
  anchor?: string;
  number?: string;
  aliases?: string[];
}

/** Lowercase words joined by dashes: "Deck Building" → "deck-building", "GAmE LOBBIEs" → "game-lobbies". */
export function slugify(text: string): string {
  const slug = text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
  return slug.slice(0, 80).replace(/-+$/, "") || "section";
}

const TERMINAL = /[.,;:!?]$/;
const RULE = /^(\d+(?:\.\d+)+[a-z]?)[.)]?\s+(\S.*)$/;
const SECTION = /^Section\s+(\d+)\s*[-–—:]\s*(.+?)\s*:?\s*$/i;
const BULLET = /^\s*(?:[-*]\s+|•\s*)(\S.*)$/;
const ORDERED = /^\s*(\d{1,3}|[a-z]|[IVXLC]{1,6})([.)])\s+(.*)$/;
const MD_HEADING = /^(#{1,6})\s+(.+?)\s*#*\s*$/;
const FENCE = /^\s*(```|~~~)/;
const RULER = /^\s*([-*_])(\s*\1){2,}\s*$/;

const numberLevel = (n: string): Level => Math.min(3, n.split(".").length) as Level;
const numberAliases = (n: string) => [`s-${n.replace(/\./g, "-")}`];

/** A short line that reads like a title: few words, no closing punctuation, no list marker. */
function titleLike(line: string, { maxWords, maxLength }: { maxWords: number; maxLength: number }): boolean {
  if (line.length < 3 || line.length > maxLength) return false;
  if (line.split(/\s+/).length > maxWords) return false;
  if (TERMINAL.test(line) || /[\t()[\]©*•;]/.test(line) || /\d/.test(line)) return false;
  if (BULLET.test(line) || ORDERED.test(line)) return false;
  return /^["“]?\p{Lu}/u.test(line);
}

/** ALL-CAPS in a PDF extraction that lost letters: "GAmE LOBBIEs", "COmBAT". */
function capsLike(line: string): boolean {
  if (line.length > 40 || TERMINAL.test(line) || /\d/.test(line)) return false;
  const letters = line.match(/\p{L}/gu) ?? [];
  if (letters.length < 3) return false;
  const upper = letters.filter((c) => c === c.toUpperCase() && c !== c.toLowerCase()).length;
  return upper / letters.length >= 0.6 && /\p{Lu}{2}/u.test(line);
}

const LONG_LINE = 55;

/** Finds a heading at line `i` for the document's style. */
function headingAt(lines: readonly string[], i: number, options: ParseOptions): HeadingMatch | null {
  const raw = lines[i]!;
  const line = raw.trim();
  if (line === "") return null;
  const rule = options.style === "numbered" || options.style === "markdown" ? RULE.exec(line) : null;
  const levelOf = (text: string): Level => options.levels?.[text] ?? options.defaultLevel ?? 1;
  switch (options.style) {
    case "numbered": {
      const section = SECTION.exec(line);
      if (section) return { kind: "heading", text: section[2]!, level: 1, anchor: `section-${section[1]}`, number: section[1], aliases: [section[1]!, `s-${section[1]}`] };
      if (rule) return { kind: "rule", text: rule[2]!, level: numberLevel(rule[1]!), anchor: rule[1], number: rule[1], aliases: numberAliases(rule[1]!) };
      return null;
    }
    case "markdown": {
      const h = MD_HEADING.exec(line);
      if (h) {
        const level = Math.min(3, h[1]!.length) as Level;
        const text = h[2]!;
        const section = SECTION.exec(text);
        if (section) return { kind: "heading", text, level, anchor: `section-${section[1]}`, number: section[1], aliases: [section[1]!, `s-${section[1]}`] };
        const numbered = /^(\d+(?:\.\d+)*[a-z]?)[.)]?\s+\S/.exec(text);
        if (numbered) return { kind: "heading", text, level, anchor: numbered[1], number: numbered[1], aliases: numberAliases(numbered[1]!) };
        return { kind: "heading", text, level };
      }
      if (rule) return { kind: "rule", text: rule[2]!, level: numberLevel(rule[1]!), anchor: rule[1], number: rule[1], aliases: numberAliases(rule[1]!) };
      return null;
    }
    case "plain":
      return titleLike(line, { maxWords: 8, maxLength: 60 }) ? { kind: "heading", text: line, level: levelOf(line) } : null;
    case "caps": {
      if (options.pageHeader?.test(line)) return null;
      if (capsLike(line)) return { kind: "heading", text: line, level: 1 };
      // A subheading: a short title-like line that starts a paragraph after one has ended.
      if (!titleLike(line, { maxWords: 6, maxLength: 40 }) || line.includes(",")) return null;
      const prev = lines[i - 1]?.trim() ?? "";
      const next = lines[i + 1]?.trim() ?? "";
      const prevEnded = prev === "" || prev.length < LONG_LINE || /[.!?:)”"]$/.test(prev) || capsLike(prev) || Boolean(options.pageHeader?.test(prev));
      const paragraphFollows = next.length >= 45 && !BULLET.test(next) && !capsLike(next);
      return prevEnded && paragraphFollows ? { kind: "heading", text: line, level: 2 } : null;
    }
  }
}

function startIndex(lines: readonly string[], options: ParseOptions): number {
  if (!options.startAt) return 0;
  let seen = 0;
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]!.trim() === options.startAt.text && ++seen === (options.startAt.nth ?? 1)) return i;
  }
  return 0;
}

interface Draft {
  anchor: string;
  number?: string;
  kind: Section["kind"];
  heading: Inline[];
  title: string;
  level: Level;
  toc: boolean;
  blocks: Block[];
  line: number;
}

/** The first words of a ruling, as its title in lists and hits. */
function shortTitle(text: string, words = 9): string {
  const all = text.trim().split(/\s+/);
  return all.length <= words ? text.trim() : `${all.slice(0, words).join(" ")}…`;
}

export function parseDocument(original: string, options: ParseOptions): ParsedDocument {
  const { text: source, notes } = cleanSource(original);
  const lines = source.split("\n");
  const start = startIndex(lines, options);
  const mode = options.inline;
  const sections: Draft[] = [];
  const used = new Set<string>();
  const aliases: Record<string, string> = {};
  const unique = (wanted: string) => {
    let anchor = wanted;
    for (let n = 2; used.has(anchor); n++) anchor = `${wanted}-${n}`;
    used.add(anchor);
    return anchor;
  };
  used.add("top");
  let current: Draft = { anchor: "top", kind: "opening", heading: [], title: "Opening", level: 1, toc: false, blocks: [], line: 1 };
  sections.push(current);

  // Paragraph building: lines join into the last block while `open` says so.
  let open = false;
  let lastLength = 0;
  let fenced = false;
  // A page header inside a paragraph (a PDF page break) goes after the paragraph.
  let deferred: Block[] = [];
  const flushPages = () => {
    current.blocks.push(...deferred);
    deferred = [];
  };
  const push = (block: Block) => {
    flushPages();
    current.blocks.push(block);
    open = block.kind === "p" || block.kind === "li" || block.kind === "oli";
  };
  const append = (text: string) => {
    const last = current.blocks.at(-1)!;
    const prev = last.text;
    const sep = options.style === "caps" && /\p{L}-$/u.test(prev) ? "" : " ";
    const inlines = parseInline(`${sep}${text}`, mode);
    const merged = [...last.inlines, ...inlines];
    current.blocks[current.blocks.length - 1] = { ...last, inlines: merged, text: plainText(merged) };
  };
  const joins = (line: string) => {
    if (!open) return false;
    if (options.style === "markdown") return true;
    if (options.style === "caps") return lastLength >= LONG_LINE && !BULLET.test(line);
    return false;
  };

  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!;
    const line = raw.trim();
    const lineNo = i + 1;
    if (options.style === "markdown" && FENCE.test(line)) {
      fenced = !fenced;
      open = false;
      continue;
    }
    if (fenced) {
      if (line !== "") push({ kind: "p", inlines: [{ text: raw, style: "code" }], text: raw, line: lineNo });
      open = false;
      continue;
    }
    if (line === "") {
      flushPages();
      open = false;
      continue;
    }
    const heading = i >= start ? headingAt(lines, i, options) : null;
    if (heading) {
      flushPages();
      const anchor = unique(heading.anchor ?? slugify(heading.text));
      for (const a of heading.aliases ?? []) if (!used.has(a) && !(a in aliases)) aliases[a] = anchor;
      if (heading.kind === "rule") {
        const inlines = parseInline(heading.text, mode);
        const text = plainText(inlines);
        current = {
          anchor,
          number: heading.number,
          kind: "rule",
          heading: [{ text: heading.number! }],
          title: shortTitle(text),
          level: heading.level,
          toc: false,
          blocks: [{ kind: "p", inlines, text, line: lineNo }],
          line: lineNo,
        };
        open = options.style === "markdown";
      } else {
        const inlines = parseInline(heading.text, mode);
        current = { anchor, number: heading.number, kind: "heading", heading: inlines, title: plainText(inlines), level: heading.level, toc: true, blocks: [], line: lineNo };
        open = false;
      }
      sections.push(current);
      lastLength = line.length;
      continue;
    }
    if (options.style === "markdown" && RULER.test(line)) {
      open = false;
      continue;
    }
    if (options.pageHeader?.test(line)) {
      const page: Block = { kind: "page", inlines: [{ text: line }], text: line, line: lineNo };
      if (open) deferred.push(page);
      else push(page);
      continue;
    }
    if (raw.includes("\t")) {
      const cells = raw.split("\t").map((c) => c.trim());
      push({ kind: "row", inlines: [{ text: cells.join(" ") }], text: cells.join(" "), cells, line: lineNo });
      open = false;
      continue;
    }
    const bullet = BULLET.exec(raw);
    const ordered = bullet ? null : ORDERED.exec(raw);
    if (bullet) {
      const inlines = parseInline(bullet[1]!.trim(), mode);
      push({ kind: "li", inlines, text: plainText(inlines), line: lineNo });
    } else if (ordered) {
      const inlines = parseInline(ordered[3]!.trim(), mode);
      push({ kind: "oli", marker: `${ordered[1]}${ordered[2]}`, inlines, text: plainText(inlines), line: lineNo });
    } else if (joins(line)) {
      append(options.style === "markdown" ? line.replace(/^>\s?/, "") : line);
    } else {
      const inlines = parseInline(options.style === "markdown" ? line.replace(/^>\s?/, "") : line, mode);
      push({ kind: "p", inlines, text: plainText(inlines), line: lineNo });
    }
    lastLength = line.length;
  }

  flushPages();
  const out: Section[] = [];
  const kept = sections.filter((s) => s.kind !== "opening" || s.blocks.length > 0);
  kept.forEach((s, k) => {
    const next = kept[k + 1];
    out.push({ ...s, endLine: next ? next.line - 1 : lines.length });
  });
  return { sections: out, aliases, notes };
}

/** The section an anchor (or one of its aliases) names. */
export function sectionByAnchor(doc: ParsedDocument, anchor: string): Section | undefined {
  const target = doc.aliases[anchor] ?? anchor;
  return doc.sections.find((s) => s.anchor === target);
}

/** The section that holds a line of the source (citations such as "2v2:253"). */
export function sectionAtLine(doc: ParsedDocument, line: number): Section | undefined {
  return doc.sections.find((s) => s.line <= line && line <= s.endLine);
}

export interface TocEntry {
  anchor: string;
  title: string;
  level: Level;
}

/** The table of contents: titled sections down to level 2. */
export function tableOfContents(doc: ParsedDocument): TocEntry[] {
  const numbered = (s: Section) => s.number && s.kind === "heading" && s.anchor.startsWith("section-") && !/^(section\s+)?\d/i.test(s.title);
  return doc.sections.filter((s) => s.toc).map((s) => ({ anchor: s.anchor, title: numbered(s) ? `${s.number}. ${s.title}` : s.title, level: s.level }));
}

/** A section's searchable text: its heading (not a ruling's number) and its blocks, page headers left out. */
export function sectionText(s: Section): string {
  const body = s.blocks.filter((b) => b.kind !== "page").map((b) => b.text);
  return (s.kind === "heading" ? [s.title, ...body] : body).join("\n");
}
