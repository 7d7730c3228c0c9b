import { json, optionalApiUser, route } from "@/lib/api/http";
import { getSchedule } from "@/lib/server/queues/schedules";

export const dynamic = "force-dynamic";

/** Public: the schedule and its occurrences. */
export const GET = route<{ scheduleId: string }>(async (req, { scheduleId }) => json(await getSchedule(scheduleId, await optionalApiUser(req))));
