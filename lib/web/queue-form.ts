/** A queue's or schedule's settings as the editor's fields (the reverse of the actions' `templateOf`). */
import type { EventTemplate } from "@/lib/schemas/queue";

export function templateFormValues(t: EventTemplate | undefined): Record<string, string> {
  if (!t) return {};
  const fee = t.fees?.doorCents;
  return {
    eventName: t.event.name,
    preset: t.event.preset ?? "",
    swissRounds: t.event.swissRounds ? String(t.event.swissRounds) : "",
    k: t.event.rating?.k ? String(t.event.rating.k) : "",
    fee: typeof fee === "number" && fee > 0 ? (fee / 100).toFixed(2) : "",
    venue: t.event.venue ?? "",
    autoPair: t.autoPairRound1 ? "on" : "off",
    seasonId: t.season?.seasonId ?? "",
  };
}
