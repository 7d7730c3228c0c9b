/**
 * What a crawl left in a seed document, taken out before parsing. The files in content/library/
 * stay byte-for-byte copies (citations such as "2v2:253" name their lines), so nothing is
 * deleted: removed lines become blank lines, every line keeps its number, and each removal is
 * described in a note the document page shows ("Source notes"). Pure.
 *
 * Recognised, only where they stand apart from the text (the first lines before the document
 * proper, or a line of their own):
 * - a mirror's header: "mirror of", its address, "synced <date>", and the size lines
 *   ("2617 lines", "125 KiB", "Markdown"), however often they repeat;
 * - a lone Markdown link line naming the original ("[TCG Rulebook.pdf](https://…)"): kept as a
 *   note with the link, not shown as raw Markdown;
 * - a crawler's label ("Document Text Content for search result purposes:");
 * - rule lines of `=` (a Markdown underline, or a table border "===… |");
 * - a run of 10 or more lines repeated word for word (a PDF page extracted twice): shown once.
 */

export interface SourceNote {
  /** 1-based lines of the source the note covers (first, last). */
  readonly lines: readonly [number, number];
  /** What was removed, in words. */
  readonly text: string;
  /** The original the removed Markdown link pointed at. */
  readonly link?: { readonly label: string; readonly href: string };
}

export interface CleanedSource {
  /** The source with removed lines blanked (same number of lines). */
  readonly text: string;
  readonly notes: readonly SourceNote[];
}

const MIRROR = /^mirror of$/i;
const ADDRESS = /^(https?:\/\/\S+|git@\S+)$/i;
const SYNCED = /^synced\s+\d{4}-\d{2}-\d{2}\b.*$/i;
const SIZE = /^(\d[\d,]*\s+lines|\d+(\.\d+)?\s*[KMG]i?B|Markdown|Text|HTML|PDF|Plain text)$/i;
const LINK_LINE = /^\[([^\]\n]+)\]\((https?:\/\/[^)\s]+)\)$/;
const LABEL = /^Document Text Content for search result purposes:?$/i;
const RULE_LINE = /^={3,}(\s*\|)?$/;
/** Lines a repeated run must have to count as a page extracted twice. */
const REPEAT = 10;

export function cleanSource(source: string): CleanedSource {
  const lines = source.replace(/\r\n?/g, "\n").split("\n");
  const gone = new Set<number>();
  const notes: SourceNote[] = [];
  const t = (i: number) => lines[i]?.trim() ?? "";
  const drop = (from: number, to: number) => {
    for (let i = from; i <= to; i++) gone.add(i);
  };

  // The mirror's header at the very top.
  let i = 0;
  if (MIRROR.test(t(0))) {
    let address = "";
    let synced = "";
    const sizes: string[] = [];
    for (i = 1; i < lines.length; i++) {
      const line = t(i);
      if (ADDRESS.test(line) && !address) address = line;
      else if (SYNCED.test(line) && !synced) synced = line;
      else if (SIZE.test(line)) sizes.push(line);
      else break;
    }
    drop(0, i - 1);
    const repeated = sizes.length > 3 ? " (given twice)" : "";
    notes.push({ lines: [1, i], text: `The mirror's crawl header: mirror of ${address || "an unnamed source"}, ${synced || "not dated"}, ${[...new Set(sizes)].join(", ")}${repeated}.` });
  }
  // Right after it: the original's link, the crawler's label, an underline.
  for (; i < lines.length; i++) {
    const line = t(i);
    const link = LINK_LINE.exec(line);
    if (link) notes.push({ lines: [i + 1, i + 1], text: `A Markdown link to the original: ${link[1]}.`, link: { label: link[1]!, href: link[2]! } });
    else if (LABEL.test(line)) notes.push({ lines: [i + 1, i + 1], text: `The crawler's label “${line}”.` });
    else if (RULE_LINE.test(line)) notes.push({ lines: [i + 1, i + 1], text: "A rule line of “=” signs." });
    else if (line !== "") break;
    drop(i, i);
  }
  // Rule lines elsewhere (a table border the crawl closed the text with).
  for (let k = i; k < lines.length; k++) {
    if (RULE_LINE.test(t(k))) {
      drop(k, k);
      notes.push({ lines: [k + 1, k + 1], text: `A rule line of “=” signs (“${t(k).slice(0, 12)}…”).` });
    }
  }
  // A run of lines repeated word for word: the later copy goes.
  const first = new Map<string, number>();
  for (let k = 0; k + REPEAT <= lines.length; k++) {
    if (gone.has(k) || t(k) === "") continue;
    const key = lines.slice(k, k + REPEAT).map((l) => l.trim()).join("\n");
    const earlier = first.get(key);
    if (earlier === undefined || earlier + REPEAT > k) {
      if (earlier === undefined) first.set(key, k);
      continue;
    }
    let n = REPEAT;
    while (k + n < lines.length && earlier + n < k && t(earlier + n) === t(k + n)) n++;
    drop(k, k + n - 1);
    notes.push({ lines: [k + 1, k + n], text: `Lines ${earlier + 1}–${earlier + n} repeated word for word (a page extracted twice): shown once.` });
    k += n - 1;
  }
  notes.sort((a, b) => a.lines[0] - b.lines[0]);
  return { text: lines.map((l, k) => (gone.has(k) ? "" : l)).join("\n"), notes };
}
