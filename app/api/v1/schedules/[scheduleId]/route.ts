import { json, optionalApiUser, readJson, requireApiUser, route } from "@/lib/api/http";
import { archiveSchedule, getSchedule, updateSchedule } from "@/lib/server/queues/schedules";

export const dynamic = "force-dynamic";

/** Public: the schedule and its occurrences. */
export const GET = route<{ scheduleId: string }>(async (req, { scheduleId }) => json(await getSchedule(scheduleId, await optionalApiUser(req))));

/** Its organizer: edits it (new times remake the occurrences not opened yet); open false closes it. */
export const PATCH = route<{ scheduleId: string }>(async (req, { scheduleId }) => json(await updateSchedule(await requireApiUser(req), scheduleId, await readJson(req))));

/** Its organizer: archives it (closed: occurrences not begun cancelled, players told). */
export const DELETE = route<{ scheduleId: string }>(async (req, { scheduleId }) => json(await archiveSchedule(await requireApiUser(req), scheduleId)));
