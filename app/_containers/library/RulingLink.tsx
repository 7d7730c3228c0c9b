import { RulingLinkView } from "@/components/library/RulingLink";
import { resolveRuling } from "@/lib/server/library/library-refs";

/**
 * A ruling reference as a link: `<RulingLink reference="swccg-2v2-team-tournament-rules#5.7" />`
 * → "SWCCG 2-on-2 rulings § 5.7" linking to the section. References to the event's uploaded
 * sheets (`doc:<id>#4.2`) need `eventId`.
 */
export async function RulingLink({ reference, eventId, showRef }: { reference: string; eventId?: string; showRef?: boolean }) {
  return <RulingLinkView reference={reference} resolved={await resolveRuling(reference, eventId)} showRef={showRef} />;
}

