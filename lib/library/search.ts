/**
 * Search across the library: every word of the query must occur in a section (case-insensitive,
 * with a light English stemmer: "drains" finds "drain", "losing" finds "lose"), hits are ranked
 * (BM25 over sections, a bonus when the words are in the heading, appear as the typed phrase, or
 * the query names a ruling's number), and each hit carries a snippet with the ranges to
 * highlight — never markup. Pure: build the index once per process from parsed documents.
 *
 * Two things bridge the app's words and the documents' (issue 28):
 * - SYNONYMS: a phrase of the app ("chess clock", "absent", "best of 3") also finds the words a
 *   document uses for it ("Game Clock", "disconnect", "2 of 3"); either satisfies that part of
 *   the query. A phrase of several words matches as a phrase (the words in a row).
 * - Damaged text: a document extracted from a PDF whose font lost some glyphs ("Gae" for Game,
 *   "Tie" for Time, "Diconnecting": the SWG rulebook loses m, s and the fi/fl ligatures) says so
 *   in the manifest (`lostGlyphs`). A query word then also matches, in that document only, its
 *   forms with any of those glyphs missing ("game" → "gae"), so searching the app's words finds
 *   the damaged text, and other documents' real words ("tie" in a tiebreaker) never match
 *   "time". The files are not repaired: citations quote them as they are.
 */
import { sectionText } from "./parse";
import type { ParsedDocument, Section } from "./types";

export type Range = readonly [start: number, end: number];

export interface IndexedDocument {
  /** The library slug, or an uploaded document's reference ("doc:<id>"). */
  readonly slug: string;
  readonly title: string;
  readonly doc: ParsedDocument;
  /** Glyphs its text lost in extraction (a PDF's font): query words also match without them. */
  readonly lostGlyphs?: readonly string[];
}

interface Entry {
  readonly docIndex: number;
  readonly section: Section;
  readonly text: string;
  /** The text's words, with their stems and offsets (for snippets without re-tokenizing). */
  readonly tokens: readonly Token[];
  /** The text folded for phrase matching. */
  readonly folded: string;
  readonly length: number;
  /** The heading's stems (a ruling: its number). */
  readonly headingStems: ReadonlySet<string>;
}

export interface SearchIndex {
  readonly documents: readonly IndexedDocument[];
  readonly entries: readonly Entry[];
  /** stem → entry index → count. */
  readonly postings: ReadonlyMap<string, ReadonlyMap<number, number>>;
  readonly averageLength: number;
  /** The glyphs lost by any damaged document (their query variants are looked up in those only). */
  readonly lostGlyphs: readonly string[];
}

export interface Snippet {
  readonly text: string;
  readonly ranges: readonly Range[];
  /** Text was cut before / after the snippet. */
  readonly cutStart: boolean;
  readonly cutEnd: boolean;
}

export interface SearchHit {
  readonly slug: string;
  readonly documentTitle: string;
  readonly anchor: string;
  readonly number?: string;
  readonly sectionTitle: string;
  readonly titleRanges: readonly Range[];
  readonly kind: Section["kind"];
  readonly score: number;
  readonly snippet: Snippet;
  /** The stems to mark in this section: the words of the query's phrases found there, as spelt there. */
  readonly marks: readonly string[];
}

export interface SearchResult {
  /** The words searched for as stems, with the documents' words for them (stop words dropped unless the query has nothing else). */
  readonly terms: readonly string[];
  readonly hits: readonly SearchHit[];
  /** All matching sections, before `limit`. */
  readonly total: number;
}

const TOKEN = /[\p{L}\p{N}]+(?:['’.][\p{L}\p{N}]+)*/gu;
const STOP = new Set(["a", "an", "and", "are", "as", "at", "be", "by", "for", "from", "in", "is", "it", "of", "on", "or", "the", "to", "with"]);

const normalise = (word: string) =>
  word
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/’/g, "'");

const fold = (text: string) => normalise(text).replace(/\s+/g, " ");

/** A light stemmer: plural, -ing, -ed, a final e and doubled consonants fold together. */
export function stem(word: string): string {
  let w = normalise(word).replace(/'s$/, "").replace(/'/g, "");
  if (/^\d/.test(w)) return w;
  if (w.length > 4 && w.endsWith("ies")) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && /(ss|sh|ch|x|z)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("s") && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith("ing")) w = w.slice(0, -3);
  else if (w.length > 3 && w.endsWith("ed") && !w.endsWith("eed")) w = w.slice(0, -2);
  if (w.length > 3 && /([b-df-hj-km-np-rtv-z])\1$/.test(w) && !/(ll|ss|zz|ff)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 3 && w.endsWith("e")) w = w.slice(0, -1);
  return w;
}

export interface Token {
  readonly stem: string;
  readonly start: number;
  readonly end: number;
}

/** Stems of words seen before (the same few thousand words repeat throughout the documents). */
const stems = new Map<string, string>();

function cachedStem(word: string): string {
  let s = stems.get(word);
  if (s === undefined) {
    if (stems.size >= 50_000) stems.clear();
    s = stem(word);
    stems.set(word, s);
  }
  return s;
}

export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(text); m; m = TOKEN.exec(text)) {
    out.push({ stem: cachedStem(m[0]), start: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** The query's words as stems, stop words dropped unless nothing else is left, duplicates once. */
export function queryTerms(query: string): string[] {
  const words = [...query.slice(0, 200).matchAll(TOKEN)].map((m) => m[0]);
  const content = words.filter((w) => !STOP.has(normalise(w)));
  return [...new Set((content.length > 0 ? content : words).map(stem))].slice(0, 12);
}

/**
 * The app's words (left) and the words the documents use for the same thing (right). A query
 * holding an app phrase also finds the documents' phrases; the app's phrase itself still counts.
 */
export const SYNONYMS: readonly { readonly app: readonly string[]; readonly documents: readonly string[] }[] = [
  { app: ["chess clock", "chess clocks", "player clock"], documents: ["game clock"] },
  { app: ["absent", "absence", "no show", "no-show"], documents: ["disconnect", "disconnected", "disconnecting"] },
  { app: ["time loss", "ran out of time", "out of time", "flagged"], documents: ["time runs out", "time run out"] },
  { app: ["match points", "match point"], documents: ["tournament score"] },
  { app: ["tiebreaker", "tiebreakers", "tie breaker"], documents: ["tie breaker", "tiebreaker"] },
  { app: ["round clock", "round timer"], documents: ["time limit", "tournament timer"] },
  { app: ["best of 3", "best-of-3", "bo3"], documents: ["2 of 3"] },
  { app: ["best of 5", "best-of-5", "bo5"], documents: ["3 of 5"] },
  { app: ["best of 1", "bo1"], documents: ["single game"] },
  { app: ["call a judge", "judge call"], documents: ["judge"] },
];

const words = (phrase: string) => [...phrase.matchAll(TOKEN)].map((m) => m[0]);

/** App phrases as stems, longest first, each with every phrase of its row (as written). */
const SYNONYM_PHRASES: readonly { readonly key: readonly string[]; readonly means: readonly (readonly string[])[] }[] = SYNONYMS.flatMap((row) =>
  row.app.map((a) => ({ key: words(a).map(stem), means: [...row.app, ...row.documents].map(words) })),
).sort((a, b) => b.key.length - a.key.length);

/** One word of a phrase: its stem, and (damaged documents only) the stems of its damaged forms. */
interface Slot {
  readonly exact: readonly string[];
  readonly damaged: readonly string[];
}
/** One part of the query: any of its phrases must occur in a section. */
interface Group {
  readonly phrases: readonly (readonly Slot[])[];
}

/**
 * The forms of a word with some of the lost glyphs missing ("game" → "gae"; "assistant" →
 * "aitant"): every subset of their occurrences (at most 2^5 forms), without the word itself.
 */
export function damagedForms(word: string, glyphs: readonly string[]): string[] {
  const w = normalise(word);
  if (glyphs.length === 0 || /^\d/.test(w)) return [];
  const at: [number, number][] = [];
  const longestFirst = [...glyphs].sort((a, b) => b.length - a.length);
  for (let i = 0; i < w.length; ) {
    const g = longestFirst.find((x) => w.startsWith(x, i));
    if (g) {
      at.push([i, g.length]);
      i += g.length;
    } else i++;
  }
  const n = Math.min(at.length, 5);
  const out = new Set<string>();
  for (let mask = 1; mask < 1 << n; mask++) {
    let form = "";
    let from = 0;
    at.slice(0, n).forEach(([i, len], k) => {
      if (mask & (1 << k)) {
        form += w.slice(from, i);
        from = i + len;
      }
    });
    form += w.slice(from);
    if (form.length >= 2) out.add(form);
  }
  return [...out];
}

const slotOf = (word: string, glyphs: readonly string[]): Slot => {
  const exact = cachedStem(word);
  return { exact: [exact], damaged: [...new Set(damagedForms(word, glyphs).map(cachedStem))].filter((d) => d !== exact) };
};

/** The query as groups: app phrases with the documents' words for them, then each other word. */
function queryGroups(query: string, glyphs: readonly string[]): Group[] {
  const typed = words(query.slice(0, 200));
  const stems = typed.map(cachedStem);
  const groups: Group[] = [];
  const rest: string[] = [];
  for (let i = 0; i < typed.length; ) {
    const hit = SYNONYM_PHRASES.find((p) => p.key.every((k, j) => stems[i + j] === k));
    if (hit) {
      groups.push({ phrases: hit.means.map((m) => m.map((w) => slotOf(w, glyphs))) });
      i += hit.key.length;
    } else rest.push(typed[i++]!);
  }
  const content = rest.filter((w) => !STOP.has(normalise(w)));
  const kept = content.length > 0 || groups.length > 0 ? content : rest;
  const seen = new Set(groups.flatMap((g) => g.phrases.flatMap((p) => p.flatMap((sl) => sl.exact))));
  for (const w of kept) {
    const st = cachedStem(w);
    if (seen.has(st)) continue;
    seen.add(st);
    groups.push({ phrases: [[slotOf(w, glyphs)]] });
  }
  return groups.slice(0, 12);
}

const groupStems = (g: Group, damaged: boolean) => g.phrases.flatMap((p) => p.flatMap((sl) => (damaged ? [...sl.exact, ...sl.damaged] : sl.exact)));

/**
 * Every stem a query may mark in a document: the query's words, the documents' words for the
 * app's phrases, and — for a damaged document (`lostGlyphs`) — their damaged forms. A hit's own
 * `marks` are narrower (only what was found in its section): pages mark hits with those.
 */
export function markTerms(query: string, lostGlyphs: readonly string[] = []): string[] {
  return [...new Set(queryGroups(query, lostGlyphs).flatMap((g) => groupStems(g, lostGlyphs.length > 0)))];
}

/** Ranges of the words in `text` that match any of the terms (for `<mark>`). */
export function highlightRanges(text: string, terms: readonly string[]): Range[] {
  if (terms.length === 0) return [];
  const wanted = new Set(terms);
  return tokenize(text)
    .filter((t) => wanted.has(t.stem))
    .map((t) => [t.start, t.end] as const);
}

export function buildIndex(documents: readonly IndexedDocument[]): SearchIndex {
  const entries: Entry[] = [];
  const postings = new Map<string, Map<number, number>>();
  let total = 0;
  documents.forEach((d, docIndex) => {
    for (const section of d.doc.sections) {
      const text = sectionText(section);
      const tokens = tokenize(text);
      const entry = entries.length;
      for (const t of tokens) {
        let list = postings.get(t.stem);
        if (!list) postings.set(t.stem, (list = new Map()));
        list.set(entry, (list.get(entry) ?? 0) + 1);
      }
      if (section.number) {
        let list = postings.get(section.number);
        if (!list) postings.set(section.number, (list = new Map()));
        list.set(entry, (list.get(entry) ?? 0) + 1);
      }
      const heading = section.kind === "rule" ? [section.number ?? ""] : tokenize(section.title).map((t) => t.stem);
      if (section.number) heading.push(section.number);
      entries.push({ docIndex, section, text, tokens, folded: fold(text), length: tokens.length, headingStems: new Set(heading) });
      total += tokens.length;
    }
  });
  const lostGlyphs = [...new Set(documents.flatMap((d) => d.lostGlyphs ?? []))];
  return { documents, entries, postings, averageLength: entries.length ? total / entries.length : 1, lostGlyphs };
}

const SNIPPET = 220;
const LEAD = 60;

/** Where the window with the most different terms starts (matches in text order). O(matches). */
function densest(matches: readonly Token[], width: number): number {
  const counts = new Map<string, number>();
  let best = -1;
  let at = matches[0]?.start ?? 0;
  let j = 0;
  for (let i = 0; i < matches.length; i++) {
    const start = matches[i]!.start;
    for (j = Math.max(j, i); j < matches.length && matches[j]!.end <= start + width; j++) counts.set(matches[j]!.stem, (counts.get(matches[j]!.stem) ?? 0) + 1);
    if (counts.size > best) {
      best = counts.size;
      at = start;
    }
    const s = matches[i]!.stem;
    const n = (counts.get(s) ?? 1) - 1;
    if (n <= 0) counts.delete(s);
    else counts.set(s, n);
  }
  return at;
}

/** A window of the section's text around the densest cluster of matches. */
export function snippetOf(text: string, terms: readonly string[], tokens: readonly Token[] = tokenize(text)): Snippet {
  const flat = text.replace(/\n/g, " ");
  const wanted = new Set(terms);
  const matches = tokens.filter((t) => wanted.has(t.stem));
  const ranges = matches.map((t) => [t.start, t.end] as const);
  let from = 0;
  if (matches.length > 0) from = Math.max(0, densest(matches, SNIPPET - LEAD) - LEAD);
  if (from > 0) {
    const space = flat.indexOf(" ", from);
    from = space >= 0 && space - from < 20 ? space + 1 : from;
  }
  let to = Math.min(flat.length, from + SNIPPET);
  if (to < flat.length) {
    const space = flat.lastIndexOf(" ", to);
    if (space > from + SNIPPET / 2) to = space;
  }
  return {
    text: flat.slice(from, to),
    ranges: ranges.filter(([s, e]) => s >= from && e <= to).map(([s, e]) => [s - from, e - from] as const),
    cutStart: from > 0,
    cutEnd: to < flat.length,
  };
}

export interface SearchOptions {
  /** Only these documents (slugs). */
  readonly slugs?: ReadonlySet<string> | readonly string[];
  readonly limit?: number;
}

const K1 = 1.2;
const B = 0.6;

/** How often a phrase occurs in a section's tokens, in a row (damaged forms only in a damaged document). */
function occurrences(tokens: readonly Token[], phrase: readonly Slot[], damaged: boolean): number {
  const fits = (st: string, slot: Slot) => slot.exact.includes(st) || (damaged && slot.damaged.includes(st));
  let n = 0;
  for (let p = 0; p + phrase.length <= tokens.length; p++) if (phrase.every((slot, j) => fits(tokens[p + j]!.stem, slot))) n++;
  return n;
}

/** Per entry, how often a group occurs there (a phrase: its occurrences as a phrase). */
function groupCounts(index: SearchIndex, group: Group, damagedDoc: (entry: number) => boolean): Map<number, number> {
  const counts = new Map<number, number>();
  const slotEntries = (slot: Slot) => {
    const found = new Map<number, number>();
    const add = (st: string, damaged: boolean) => {
      for (const [e, n] of index.postings.get(st) ?? []) if (!damaged || damagedDoc(e)) found.set(e, (found.get(e) ?? 0) + n);
    };
    for (const st of slot.exact) add(st, false);
    for (const st of slot.damaged) add(st, true);
    return found;
  };
  for (const phrase of group.phrases) {
    const lists = phrase.map(slotEntries);
    if (phrase.length === 1) {
      for (const [e, n] of lists[0]!) counts.set(e, (counts.get(e) ?? 0) + n);
      continue;
    }
    // Several words: in a row, in sections that hold them all.
    const [first, ...others] = [...lists].sort((x, y) => x.size - y.size);
    for (const e of first!.keys()) {
      if (!others.every((l) => l.has(e))) continue;
      const n = occurrences(index.entries[e]!.tokens, phrase, damagedDoc(e));
      if (n > 0) counts.set(e, (counts.get(e) ?? 0) + n);
    }
  }
  return counts;
}

export function search(index: SearchIndex, query: string, { slugs, limit = 30 }: SearchOptions = {}): SearchResult {
  const groups = queryGroups(query, index.lostGlyphs);
  const terms = [...new Set(groups.flatMap((g) => groupStems(g, false)))];
  if (groups.length === 0) return { terms, hits: [], total: 0 };
  const allowed = slugs ? new Set(slugs) : null;
  const damagedDoc = (e: number) => (index.documents[index.entries[e]!.docIndex]!.lostGlyphs?.length ?? 0) > 0;
  // Every group must match: intersect, rarest first.
  const lists = groups.map((g) => groupCounts(index, g, damagedDoc));
  if (lists.some((l) => l.size === 0)) return { terms, hits: [], total: 0 };
  const ordered = [...lists].sort((a, b) => a.size - b.size);
  let candidates = [...ordered[0]!.keys()];
  for (const list of ordered.slice(1)) candidates = candidates.filter((e) => list.has(e));
  if (allowed) candidates = candidates.filter((e) => allowed.has(index.documents[index.entries[e]!.docIndex]!.slug));

  const n = index.entries.length;
  const phrase = fold(query).trim();
  const scored = candidates.map((e) => {
    const entry = index.entries[e]!;
    let score = 0;
    groups.forEach((g, k) => {
      const list = lists[k]!;
      const tf = list.get(e) ?? 0;
      const idf = Math.log(1 + (n - list.size + 0.5) / (list.size + 0.5));
      score += (idf * (tf * (K1 + 1))) / (tf + K1 * (1 - B + (B * entry.length) / index.averageLength));
      if (groupStems(g, damagedDoc(e)).some((t) => entry.headingStems.has(t))) score += 1.5 * idf;
    });
    if (groups.length > 1 && phrase.length > 3 && entry.folded.includes(phrase)) score += 3 + 2 * groups.length;
    if (entry.section.number && terms.includes(entry.section.number)) score += 10;
    return { e, score };
  });
  scored.sort((a, b) => b.score - a.score || a.e - b.e);
  const hits = scored.slice(0, limit).map(({ e, score }): SearchHit => {
    const entry = index.entries[e]!;
    const d = index.documents[entry.docIndex]!;
    // What is marked: the words of the phrases found in this section (as spelt there).
    const damaged = damagedDoc(e);
    const found = groups.flatMap((g) => g.phrases.filter((p) => occurrences(entry.tokens, p, damaged) > 0));
    const marks = [...new Set(found.flatMap((p) => p.flatMap((sl) => (damaged ? [...sl.exact, ...sl.damaged] : sl.exact))))];
    const s = entry.section;
    // A heading's snippet comes from its body (the title is shown, marked, above it).
    const skip = s.kind === "heading" && entry.text.length > s.title.length ? s.title.length + 1 : 0;
    const body = entry.text.slice(skip);
    const bodyTokens = skip === 0 ? entry.tokens : entry.tokens.filter((t) => t.start >= skip).map((t) => ({ ...t, start: t.start - skip, end: t.end - skip }));
    return {
      slug: d.slug,
      documentTitle: d.title,
      anchor: s.anchor,
      ...(s.number ? { number: s.number } : {}),
      sectionTitle: s.title,
      titleRanges: s.kind === "heading" ? highlightRanges(s.title, marks) : [],
      kind: s.kind,
      score: Math.round(score * 1000) / 1000,
      marks,
      snippet: body ? snippetOf(body, marks, bodyTokens) : snippetOf(entry.text, marks, entry.tokens),
    };
  });
  return { terms, hits, total: scored.length };
}

/** Splits text into runs, marking those inside `ranges` (sorted, non-overlapping). */
export function splitByRanges(text: string, ranges: readonly Range[]): { text: string; hit: boolean }[] {
  const out: { text: string; hit: boolean }[] = [];
  let at = 0;
  for (const [s, e] of ranges) {
    if (s < at || e <= s) continue;
    if (s > at) out.push({ text: text.slice(at, s), hit: false });
    out.push({ text: text.slice(s, e), hit: true });
    at = e;
  }
  if (at < text.length) out.push({ text: text.slice(at), hit: false });
  return out;
}
