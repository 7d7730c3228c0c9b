import type { Metadata } from "next";
import Link from "next/link";
import { ActionButton } from "@/components/forms/ActionButton";
import { Card } from "@/components/ui/Card";
import { EventDocuments } from "@/app/_containers/library/EventDocuments";
import { UploadDocumentForm } from "@/components/library/UploadDocumentForm";
import { MAX_PDF_BYTES } from "@/lib/schemas/event-document";
import { listEventDocuments, MAX_DOCUMENTS_PER_EVENT } from "@/lib/server/library/event-documents";
import { ManageHeader, manageContext, NotAllowed } from "../guard";
import { deleteDocumentAction, uploadDocumentAction } from "./actions";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Documents" };

export default async function DocumentsPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  const { event, role } = await manageContext(eventId, "/manage/documents");
  if (!role) return <NotAllowed eventId={eventId} />;
  const organizer = role === "organizer";
  const { documents } = await listEventDocuments(eventId);
  return (
    <div className="space-y-5">
      <ManageHeader event={event} role={role} current="documents" />
      {organizer && (
        <Card title="Add the event's rulings">
          <p className="mb-4 text-sm text-slate-600">
            Your own rulings sheet, as Markdown or a PDF. Anyone can read it from the event page; judges search it together with the game&apos;s rules from the rounds console.
            A Markdown sheet is searched and each numbered ruling gets a link; a PDF is listed and downloads to open in a PDF reader (never run in the browser: a PDF can carry scripts). At most {MAX_DOCUMENTS_PER_EVENT} documents.
          </p>
          <UploadDocumentForm action={uploadDocumentAction.bind(null, eventId)} maxPdfMb={MAX_PDF_BYTES / (1024 * 1024)} />
        </Card>
      )}
      {organizer && documents.length > 0 && (
        <Card title={`Uploaded (${documents.length})`}>
          <ul className="divide-y divide-slate-100">
            {documents.map((d) => (
              <li key={d.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
                <Link href={d.url} className="inline-flex min-h-11 items-center font-semibold underline-offset-4 hover:underline">
                  {d.title}
                </Link>
                <ActionButton action={deleteDocumentAction.bind(null, eventId, d.id)} variant="secondary" confirm={`Remove ${d.title}?`} pendingText="Removing…">
                  Remove
                </ActionButton>
              </li>
            ))}
          </ul>
        </Card>
      )}
      <EventDocuments eventId={eventId} />
    </div>
  );
}
