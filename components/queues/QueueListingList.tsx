import Link from "next/link";
import type { QueueListing } from "@/lib/schemas/venue";

/** Open queues as lists show them: name, "n of 8 waiting", the format in players' words, the store. */
export function QueueListingList({ queues, showVenue = true, testId = "open-queues" }: { queues: QueueListing[]; showVenue?: boolean; testId?: string }) {
  return (
    <ul className="divide-y divide-slate-200" data-testid={testId}>
      {queues.map((q) => (
        <li key={q.id} className="py-3">
          <Link href={`/queues/${q.id}`} className="font-semibold underline underline-offset-4">
            {q.name}
          </Link>{" "}
          <span className="whitespace-nowrap font-semibold text-slate-900" data-testid="queue-waiting">
            · {q.waiting} of {q.cap} waiting
          </span>
          <p className="text-sm text-slate-600">
            {q.format}
            {showVenue && q.venue && (
              <>
                {" · "}
                {q.venueSlug ? (
                  <Link href={`/venues/${q.venueSlug}`} className="underline underline-offset-4">
                    {q.venue}
                  </Link>
                ) : (
                  q.venue
                )}
              </>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
