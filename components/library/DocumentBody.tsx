import type { ReactNode } from "react";
import type { Block, ParsedDocument, Section } from "@/lib/library/types";
import { highlightRanges } from "@/lib/library/search";
import { CopyLinkButton } from "./CopyLinkButton";
import { InlineText } from "./InlineText";

type Group = { kind: "ul" | "ol" | "table"; blocks: Block[] } | { kind: "one"; block: Block };

/** Neighbouring list items become one list, neighbouring rows one table. */
function groups(blocks: readonly Block[]): Group[] {
  const out: Group[] = [];
  for (const b of blocks) {
    const kind = b.kind === "li" ? "ul" : b.kind === "oli" ? "ol" : b.kind === "row" ? "table" : null;
    const last = out.at(-1);
    if (kind && last && last.kind === kind) last.blocks.push(b);
    else out.push(kind ? { kind, blocks: [b] } : { kind: "one", block: b });
  }
  return out;
}

function Blocks({ blocks, terms }: { blocks: readonly Block[]; terms: readonly string[] }) {
  const text = (b: Block) => <InlineText inlines={b.inlines} ranges={highlightRanges(b.text, terms)} />;
  return (
    <>
      {groups(blocks).map((g, i) => {
        switch (g.kind) {
          case "ul":
            return (
              <ul key={i} className="my-3 list-disc space-y-1.5 pl-6 marker:text-slate-400">
                {g.blocks.map((b, j) => (
                  <li key={j}>{text(b)}</li>
                ))}
              </ul>
            );
          case "ol":
            return (
              <ol key={i} className="my-3 space-y-1.5 pl-1">
                {g.blocks.map((b, j) => (
                  <li key={j} className="grid grid-cols-[2.25rem_1fr]">
                    <span className="font-semibold text-slate-600 tabular-nums">{b.marker}</span>
                    <span>{text(b)}</span>
                  </li>
                ))}
              </ol>
            );
          case "table":
            return (
              <div key={i} className="my-3 overflow-x-auto">
                <table className="min-w-full border-collapse text-left text-[0.95em]">
                  <tbody>
                    {g.blocks.map((b, j) => (
                      <tr key={j} className={j === 0 ? "border-b-2 border-slate-300 font-semibold" : "border-b border-slate-200"}>
                        {(b.cells ?? [b.text]).map((c, k) => (
                          <td key={k} className="px-2 py-1.5 align-top first:pl-0">
                            <InlineText inlines={[{ text: c }]} ranges={highlightRanges(c, terms)} />
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            );
          case "one":
            return g.block.kind === "page" ? (
              <p key={i} className="my-3 border-t border-dashed border-slate-300 pt-1 text-right text-xs text-slate-600" aria-hidden="true">
                {g.block.text}
              </p>
            ) : (
              <p key={i} className="my-3">
                {text(g.block)}
              </p>
            );
        }
      })}
    </>
  );
}

const HEADING_CLASS = { 1: "mt-10 text-2xl font-bold", 2: "mt-8 text-xl font-semibold", 3: "mt-6 text-lg font-semibold" } as const;

function SectionView({ section, terms: all, marks, hit }: { section: Section; terms: readonly string[]; marks?: ReadonlyMap<string, readonly string[]>; hit: boolean }) {
  const terms = marks ? (marks.get(section.anchor) ?? []) : all;
  const target = "scroll-mt-4 rounded-md target:bg-amber-50 target:ring-4 target:ring-amber-50";
  if (section.kind === "opening") {
    return (
      <div id={section.anchor} className={`${target} text-slate-700`}>
        <Blocks blocks={section.blocks} terms={terms} />
      </div>
    );
  }
  if (section.kind === "rule") {
    // A numbered ruling: its number is the link, its text the paragraph.
    const [first, ...rest] = section.blocks;
    return (
      <div id={section.anchor} className={`${target} ${section.level === 3 ? "pl-4 sm:pl-8" : ""} ${hit ? "border-l-4 border-amber-300 pl-2" : ""}`}>
        <p className="my-3">
          <a href={`#${section.anchor}`} className="mr-2 font-bold text-slate-900 tabular-nums no-underline hover:underline">
            {section.number}
          </a>
          {first && <InlineText inlines={first.inlines} ranges={highlightRanges(first.text, terms)} />}
          <CopyLinkButton anchor={section.anchor} label={`ruling ${section.number}`} />
        </p>
        <Blocks blocks={rest} terms={terms} />
      </div>
    );
  }
  const Tag = (`h${Math.min(section.level + 1, 4)}` as "h2" | "h3" | "h4");
  return (
    <section aria-labelledby={section.anchor}>
      <div className={`flex flex-wrap items-baseline gap-x-1 ${HEADING_CLASS[section.level]}`}>
        <Tag id={section.anchor} className={`${target} min-w-0 break-words`}>
          <a href={`#${section.anchor}`} className="text-slate-900 no-underline hover:underline">
            <InlineText inlines={section.heading} ranges={highlightRanges(section.title, terms)} />
          </a>
        </Tag>
        <CopyLinkButton anchor={section.anchor} label={section.title} />
      </div>
      <Blocks blocks={section.blocks} terms={terms} />
    </section>
  );
}

/**
 * A parsed document for reading: headings are anchors (`id`), each with a link to itself and a
 * "copy link" button; numbered rulings keep their number as the link. `terms` (the query's
 * stems) are marked, or with `marks` each hit section's own stems (a search hit's `marks`);
 * sections in `hits` get a margin mark.
 */
export function DocumentBody({
  doc,
  terms = [],
  marks,
  hits = [],
  children,
}: {
  doc: ParsedDocument;
  terms?: readonly string[];
  marks?: ReadonlyMap<string, readonly string[]>;
  hits?: readonly string[];
  children?: ReactNode;
}) {
  const hitSet = new Set(hits);
  return (
    <article className="max-w-[42rem] text-[17px] leading-relaxed text-slate-800 sm:text-lg">
      {children}
      {doc.sections.map((s) => (
        <SectionView key={s.anchor} section={s} terms={terms} marks={marks} hit={hitSet.has(s.anchor)} />
      ))}
    </article>
  );
}
