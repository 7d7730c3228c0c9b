import Link from "next/link";
import { eventOrigin } from "@/lib/server/queues/queues";

/** "Started from the queue …" / "Scheduled: …" under an event that started itself. */
export async function EventOrigin({ eventId }: { eventId: string }) {
  const origin = await eventOrigin(eventId);
  if (!origin) return null;
  return (
    <p className="text-sm text-slate-700" data-testid="event-origin">
      {origin.kind === "queue" ? (
        <>
          Started from the queue{" "}
          <Link href={`/queues/${origin.id}`} className="font-semibold underline underline-offset-4">
            {origin.name}
          </Link>
          .
        </>
      ) : (
        <>
          Scheduled:{" "}
          <Link href="/calendar" className="font-semibold underline underline-offset-4">
            {origin.name}
          </Link>
          .
        </>
      )}
    </p>
  );
}
