import Link from "next/link";
import { QrCode } from "@/components/events/QrCode";
import { PrintedUrl } from "@/components/ui/PrintedUrl";
import { ShareButton } from "./ShareButton";

/**
 * Sharing a queue, a schedule or a store: its address to copy or send, a QR code to scan off a
 * screen, a printable poster and, where there is one, the calendar feed to subscribe to.
 */
export function SharePanel({ url, title, posterHref, feedUrl }: { url: string; title: string; posterHref?: string; feedUrl?: string }) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start" data-testid="share">
      <QrCode url={url} size={128} label={`QR code for ${url}`} />
      <div className="min-w-0 space-y-3">
        <PrintedUrl url={url} className="text-sm" testId="share-url" />
        <div className="flex flex-wrap gap-2">
          <ShareButton url={url} title={title} />
          {posterHref && (
            <Link href={posterHref} className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 font-semibold text-slate-900 hover:bg-slate-50">
              Print a poster
            </Link>
          )}
          {feedUrl && (
            <a href={feedUrl.replace(/^https?:/, "webcal:")} className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 font-semibold text-slate-900 hover:bg-slate-50">
              Add to my calendar
            </a>
          )}
        </div>
        {feedUrl && <p className="text-sm text-slate-600">Calendar apps that ask for an address: <PrintedUrl url={feedUrl} inline /></p>}
      </div>
    </div>
  );
}
