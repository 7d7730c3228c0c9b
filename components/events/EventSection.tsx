import Link from "next/link";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/Card";
import type { BrowsePage } from "@/lib/views/events";
import { EventList } from "./EventList";

/** One list of the home page with its own page number in the address (`?live=2`). */
export function EventSection({
  title,
  param,
  result,
  params,
  empty,
  action,
}: {
  title: string;
  /** Beside the title (a link to what belongs with the list). */
  action?: ReactNode;
  param: string;
  result: BrowsePage;
  params: Record<string, string>;
  empty: string;
}) {
  const href = (page: number) => {
    const next = new URLSearchParams(params);
    if (page > 1) next.set(param, String(page));
    else next.delete(param);
    const s = next.toString();
    return s ? `/?${s}` : "/";
  };
  return (
    <Card title={`${title}${result.total > 0 ? ` (${result.total})` : ""}`} action={action}>
      <section aria-label={title} data-testid={`events-${param}`}>
        <EventList events={result.events} empty={empty} />
        {result.pages > 1 && (
          <nav aria-label={`${title}: pages`} className="mt-3 flex items-center justify-between gap-2 text-sm">
            {result.page > 1 ? (
              <Link className="min-h-11 rounded-md border border-slate-300 px-3 py-2 font-semibold" href={href(result.page - 1)}>
                ← Previous
              </Link>
            ) : (
              <span />
            )}
            <span className="text-slate-700">
              Page {result.page} of {result.pages}
            </span>
            {result.page < result.pages ? (
              <Link className="min-h-11 rounded-md border border-slate-300 px-3 py-2 font-semibold" href={href(result.page + 1)}>
                Next →
              </Link>
            ) : (
              <span />
            )}
          </nav>
        )}
      </section>
    </Card>
  );
}
