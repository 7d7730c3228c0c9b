import { json, requireApiUser, route } from "@/lib/api/http";
import { paymentReport } from "@/lib/server/money/payments";

export const dynamic = "force-dynamic";

/** The money report: each entry's due and paid amounts, method and recorder, totals, the pool (staff). */
export const GET = route<{ eventId: string }>(async (req, { eventId }) => json(await paymentReport(await requireApiUser(req), eventId)));
