/**
 * Inline text: plain, or a safe Markdown subset — **strong**, *emphasis* (and _emphasis_),
 * `code` and [links](https://…). Nothing here produces HTML: the result is data that React
 * renders as elements, so text from an upload can never become markup. A link keeps its target
 * only when it is http(s), mailto, a path or a fragment; otherwise its label stays as text.
 */
import type { Inline } from "./types";

const SAFE_HREF = /^(https?:\/\/|mailto:|\/(?!\/)|#)/i;

export const isSafeHref = (href: string): boolean => SAFE_HREF.test(href) && !/[\s<>"]/.test(href);

/** Joins neighbouring runs of the same style. */
function merge(runs: Inline[]): Inline[] {
  const out: Inline[] = [];
  for (const r of runs) {
    if (r.text === "") continue;
    const last = out.at(-1);
    if (last && last.style === r.style && last.href === r.href) out[out.length - 1] = { ...last, text: last.text + r.text };
    else out.push(r);
  }
  return out;
}

const isSpace = (c: string | undefined) => c === undefined || /\s/.test(c);
const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);

/** Where a `*`-style span opened at `from` closes (the index of its closing marker), or -1. */
function closing(s: string, from: number, marker: string): number {
  for (let i = from; i < s.length; i++) {
    if (s[i] === "\\") {
      i++;
      continue;
    }
    if (!s.startsWith(marker, i)) continue;
    if (isSpace(s[i - 1]) || i === from) continue;
    if (marker === "*" && (s[i + 1] === "*" || s[i - 1] === "*")) continue;
    if (marker === "_" && isWordChar(s[i + 1])) continue;
    return i;
  }
  return -1;
}

function markdownRuns(s: string): Inline[] {
  const runs: Inline[] = [];
  let plain = "";
  const flush = () => {
    if (plain) runs.push({ text: plain });
    plain = "";
  };
  const styled = (inner: string, style: "strong" | "em") => {
    flush();
    // Inner runs keep their own style; the rest takes the outer one.
    for (const r of markdownRuns(inner)) runs.push(r.style ? r : { text: r.text, style });
  };
  for (let i = 0; i < s.length; ) {
    const c = s[i]!;
    if (c === "\\" && i + 1 < s.length && /[\\`*_[\]()#+\-.!]/.test(s[i + 1]!)) {
      plain += s[i + 1];
      i += 2;
      continue;
    }
    if (c === "`") {
      const end = s.indexOf("`", i + 1);
      if (end > i + 1) {
        flush();
        runs.push({ text: s.slice(i + 1, end), style: "code" });
        i = end + 1;
        continue;
      }
    }
    if (s.startsWith("**", i) && !isSpace(s[i + 2])) {
      const end = closing(s, i + 2, "**");
      if (end > 0) {
        styled(s.slice(i + 2, end), "strong");
        i = end + 2;
        continue;
      }
    }
    if (c === "*" && s[i + 1] !== "*" && !isSpace(s[i + 1])) {
      const end = closing(s, i + 1, "*");
      if (end > 0) {
        styled(s.slice(i + 1, end), "em");
        i = end + 1;
        continue;
      }
    }
    if (c === "_" && !isWordChar(s[i - 1]) && !isSpace(s[i + 1])) {
      const end = closing(s, i + 1, "_");
      if (end > 0) {
        styled(s.slice(i + 1, end), "em");
        i = end + 1;
        continue;
      }
    }
    if (c === "[") {
      const close = s.indexOf("]", i + 1);
      if (close > i + 1 && s[close + 1] === "(") {
        const end = s.indexOf(")", close + 2);
        if (end > close + 1) {
          const label = s.slice(i + 1, close);
          const href = s.slice(close + 2, end).trim();
          flush();
          const text = markdownRuns(label).map((r) => r.text).join("");
          runs.push(isSafeHref(href) ? { text, style: "link", href } : { text });
          i = end + 1;
          continue;
        }
      }
    }
    plain += c;
    i++;
  }
  flush();
  return runs;
}

/** A line's inline runs; their texts joined are the line's plain text. */
export function parseInline(line: string, mode: "markdown" | "plain"): Inline[] {
  if (line === "") return [];
  return mode === "plain" ? [{ text: line }] : merge(markdownRuns(line));
}

export const plainText = (runs: readonly Inline[]): string => runs.map((r) => r.text).join("");
