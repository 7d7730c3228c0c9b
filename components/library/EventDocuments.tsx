import Link from "next/link";
import { Badge } from "@/components/ui/Badge";
import { Card } from "@/components/ui/Card";
import { KIND_LABEL } from "@/lib/library/manifest";
import type { EventDocumentList } from "@/lib/schemas/event-document";
import { LibrarySearchForm } from "./LibrarySearchForm";

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/**
 * "Documents": what a judge rules by at this event — the library's documents for its game (rules,
 * rulings, errata, the tournament regulations) and the organizer's uploaded rulings sheets — with
 * a search box over exactly those. `manageHref` adds the organizer's link to upload.
 */
export function EventDocumentsView({ eventId, list, manageHref, search = true }: { eventId: string; list: EventDocumentList; manageHref?: string; search?: boolean }) {
  const { library, documents } = list;
  return (
    <Card
      title="Documents"
      action={
        manageHref ? (
          <Link href={manageHref} className="inline-flex min-h-11 items-center text-sm font-semibold underline">
            Upload rulings
          </Link>
        ) : undefined
      }
    >
      <section aria-label="Documents" data-testid="event-documents" className="space-y-3">
        {search && <LibrarySearchForm eventId={eventId} label="Search this event's rules and rulings" />}
        <ul className="divide-y divide-slate-100">
          {documents.map((d) => (
            <li key={d.id} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2">
              <Link href={d.url} className="min-h-11 py-2 font-semibold underline-offset-4 hover:underline">
                {d.title}
              </Link>
              <span className="flex items-center gap-2 text-sm text-slate-600">
                <Badge tone="good">Event rulings</Badge>
                {d.kind === "pdf" ? `PDF, ${size(d.bytes)}` : "Markdown"}
              </span>
            </li>
          ))}
          {library.map((d) => (
            <li key={d.slug} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2">
              <Link href={d.url} className="min-h-11 py-2 font-semibold underline-offset-4 hover:underline">
                {d.title}
              </Link>
              <span className="flex items-center gap-2 text-sm text-slate-600">
                <Badge tone={d.kind === "errata" ? "warn" : d.kind === "regulations" ? "info" : "neutral"}>{KIND_LABEL[d.kind]}</Badge>
                {d.version}
              </span>
            </li>
          ))}
        </ul>
        {documents.length === 0 && library.length === 0 && <p className="text-slate-600">No documents for this event yet.</p>}
        <p className="text-sm text-slate-600">
          <Link href="/library" className="underline">
            The whole judges&apos; library
          </Link>
        </p>
      </section>
    </Card>
  );
}
