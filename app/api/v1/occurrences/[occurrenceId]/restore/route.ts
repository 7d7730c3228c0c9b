import { json, requireApiUser, route } from "@/lib/api/http";
import { restoreOccurrence } from "@/lib/server/queues/schedules";

export const dynamic = "force-dynamic";

/** The schedule's organizer: a cancelled occurrence still to come is scheduled again. */
export const POST = route<{ occurrenceId: string }>(async (req, { occurrenceId }) => json(await restoreOccurrence(await requireApiUser(req), occurrenceId)));
