import { json, requireApiUser, route } from "@/lib/api/http";
import { joinOccurrence, leaveOccurrence } from "@/lib/server/queues/schedules";

export const dynamic = "force-dynamic";

/** Signed in: register for a scheduled event while its registration is open, before the start. */
export const POST = route<{ occurrenceId: string }>(async (req, { occurrenceId }) => json(await joinOccurrence(await requireApiUser(req), occurrenceId)));

/** Signed in: leave an open registration (nothing is owed). */
export const DELETE = route<{ occurrenceId: string }>(async (req, { occurrenceId }) => json(await leaveOccurrence(await requireApiUser(req), occurrenceId)));
