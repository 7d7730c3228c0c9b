import { QrCode } from "@/components/events/QrCode";
import { PrintedUrl } from "@/components/ui/PrintedUrl";

/** A page to print and put up: a title, what scanning gives, the QR code and its address. Events', queues' and schedules' posters. */
export function Poster({ title, subtitle, line, url, hint }: { title: string; subtitle?: string; line: string; url: string; hint: string }) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center gap-6 py-6 text-center print:py-0">
      <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
      {subtitle && <p className="text-lg text-slate-700">{subtitle}</p>}
      <p className="text-xl text-slate-700">{line}</p>
      <QrCode url={url} size={320} label={`QR code for ${url}`} />
      <PrintedUrl url={url} className="text-base sm:text-lg" testId="poster-url" />
      <p className="text-slate-600 print:hidden">{hint}</p>
    </div>
  );
}
