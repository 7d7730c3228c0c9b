import type { ReactNode } from "react";
import type { Inline } from "@/lib/library/types";
import { splitByRanges, type Range } from "@/lib/library/search";

/** Text with some words marked (search hits): `<mark>` elements, never markup from the text. */
export function Marked({ text, ranges }: { text: string; ranges: readonly Range[] }) {
  if (ranges.length === 0) return <>{text}</>;
  return (
    <>
      {splitByRanges(text, ranges).map((r, i) =>
        r.hit ? (
          <mark key={i} className="rounded-sm bg-amber-200 px-0.5 text-inherit">
            {r.text}
          </mark>
        ) : (
          r.text
        ),
      )}
    </>
  );
}

const STYLE: Record<NonNullable<Inline["style"]>, (children: ReactNode, key: number, href?: string) => ReactNode> = {
  strong: (c, key) => <strong key={key}>{c}</strong>,
  em: (c, key) => <em key={key}>{c}</em>,
  code: (c, key) => (
    <code key={key} className="rounded bg-slate-100 px-1 font-mono text-[0.9em]">
      {c}
    </code>
  ),
  link: (c, key, href) => {
    const external = /^(https?:|mailto:)/i.test(href ?? "");
    return (
      <a key={key} href={href} className="font-medium text-blue-800 underline underline-offset-2" {...(external ? { rel: "noopener noreferrer nofollow", target: "_blank" } : {})}>
        {c}
      </a>
    );
  },
};

/** A block's inline runs, with the ranges (offsets into the runs' joined text) marked. */
export function InlineText({ inlines, ranges = [] }: { inlines: readonly Inline[]; ranges?: readonly Range[] }) {
  const starts = inlines.reduce<number[]>((acc, run, i) => [...acc, i === 0 ? 0 : acc[i - 1]! + inlines[i - 1]!.text.length], []);
  return (
    <>
      {inlines.map((run, i) => {
        const start = starts[i]!;
        const end = start + run.text.length;
        const mine = ranges
          .filter(([s, e]) => e > start && s < end)
          .map(([s, e]) => [Math.max(s, start) - start, Math.min(e, end) - start] as const);
        const content = <Marked text={run.text} ranges={mine} />;
        return run.style ? STYLE[run.style](content, i, run.href) : <span key={i}>{content}</span>;
      })}
    </>
  );
}
