import type { Metadata } from "next";
import Link from "next/link";
import { Badge } from "@/components/ui/Badge";
import { Card } from "@/components/ui/Card";
import { buttonClass } from "@/components/ui/LinkButton";
import { PageHeader } from "@/components/ui/PageHeader";
import { DocumentBody } from "@/components/library/DocumentBody";
import { LibrarySearchForm } from "@/components/library/LibrarySearchForm";
import { TableOfContents } from "@/components/library/TableOfContents";
import { tableOfContents } from "@/lib/library/parse";
import { buildIndex, search } from "@/lib/library/search";
import { getEventDocument } from "@/lib/server/library/event-documents";
import { getEvent } from "@/lib/server/events/events";
import { orNotFound } from "@/lib/web/load";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ eventId: string; documentId: string }>; searchParams: Promise<{ q?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { eventId, documentId } = await params;
  return { title: (await orNotFound(getEventDocument(eventId, documentId))).summary.title };
}

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** An event's uploaded rulings sheet: Markdown rendered safely with its sections and anchors, or a PDF to open. */
export default async function EventDocumentPage({ params, searchParams }: Props) {
  const { eventId, documentId } = await params;
  const [event, content] = await Promise.all([orNotFound(getEvent(eventId)), orNotFound(getEventDocument(eventId, documentId))]);
  const { summary, doc } = content;
  const raw = (await searchParams).q;
  const query = ((Array.isArray(raw) ? raw[0] : raw) ?? "").trim().slice(0, 200);
  const result = doc && query ? search(buildIndex([{ slug: summary.id, title: summary.title, doc }]), query, { limit: 500 }) : null;
  const hits = result?.hits.map((h) => h.anchor) ?? [];
  // Each hit section marks what was found there (the app's words, or the document's for them).
  const marks = new Map((result?.hits ?? []).map((h) => [h.anchor, h.marks]));
  return (
    <div>
      <PageHeader
        title={summary.title}
        subtitle={
          <span className="flex flex-wrap items-center gap-2">
            <Badge tone="good">Event rulings</Badge>
            <Link className="underline" href={`/events/${eventId}`}>
              {event.name}
            </Link>
            ·<span>{summary.kind === "pdf" ? `PDF, ${size(summary.bytes)}` : "Markdown"}</span>
          </span>
        }
      />
      {summary.kind === "pdf" || !doc ? (
        <Card>
          <p className="mb-3 text-slate-700">This rulings sheet is a PDF: it downloads to your device, to open in your PDF reader.</p>
          <a href={summary.fileUrl} download className={buttonClass.primary}>
            Download the PDF
          </a>
        </Card>
      ) : (
        <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
          <aside>
            <TableOfContents toc={tableOfContents(doc)} hits={hits} />
          </aside>
          <div className="min-w-0">
            <div className="mb-4 max-w-[42rem] print:hidden">
              <LibrarySearchForm eventId={eventId} query={query} label="Search this event's rules and rulings" />
              {result && (
                <p className="mt-2 text-sm text-slate-700" role="status">
                  {hits.length === 0 ? `Nothing in this sheet matches “${query}”.` : `${hits.length === 1 ? "1 section" : `${hits.length} sections`} of this sheet match “${query}”.`}
                </p>
              )}
            </div>
            <DocumentBody doc={doc} marks={marks} hits={hits} />
            <p className="mt-8 text-sm text-slate-600">
              <a className="underline" href={summary.fileUrl}>
                The sheet as Markdown
              </a>
            </p>
          </div>
        </div>
      )}
    </div>
  );
}
